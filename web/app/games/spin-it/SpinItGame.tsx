import { useFetcher, useNavigate, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '#app/components/toast/toast-store.ts'
import { useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'
import { digitsOnly, MIN_SPIN_AMOUNT, MOBILE_BREAKPOINT } from '../catalog.ts'
import type { RootLoaderData } from '#app/root-loader-data.ts'
import { finalRotation, SPEC_SPIN_TIMING, type SpinTiming } from './segments.ts'
import { SpinItWheel } from './SpinItWheel.tsx'
import { useGoToDeposit } from '../deposit.ts'
import type { GameActionAnswer } from '../game-action.ts'
import type { GamePageProps } from '../game-definition.ts'
import { useRoundBalance } from '../use-round-balance.ts'
import { formatAmount, formatNaira } from '#app/i18n/format.ts'

type SpinAnswer = GameActionAnswer<{ index: number; result: string; amountWon: number }>
type ResultModal = { kind: 'lose' } | { kind: 'spin-again' } | { kind: 'win'; amountWon: number }

/** How long the wheel turns and the result waits after it: the spec's, unless the site's settings say otherwise. */
function useSpinTiming(): SpinTiming {
  const publicEnv = useRouteLoaderData<RootLoaderData>('root')?.publicEnv
  return publicEnv ? { spinMs: publicEnv.SPIN_IT_SPIN_MS, resultDelayMs: publicEnv.SPIN_IT_RESULT_DELAY_MS } : SPEC_SPIN_TIMING
}

/** Spin It under `/play/spin-it`: launched from the lobby, so the player is logged in and the lobby leads back. */
export function SpinItPlayPage({ balance }: GamePageProps) {
  return <SpinItGame isLoggedIn initialBalance={balance} initialAmount={String(MIN_SPIN_AMOUNT)} showBackArrow={false} />
}

/**
 * The Spin It game (spec sections 2, 4, 5, 8, 9). The server decides the segment; this component
 * only animates to it and opens the result after the spin and a pause (the spec's 8 s and 2 s unless
 * SPIN_IT_SPIN_MS and SPIN_IT_RESULT_DELAY_MS say otherwise). The pill and the nav's balance change
 * when the result opens, not before.
 */
export function SpinItGame({
  isLoggedIn,
  initialBalance,
  initialAmount,
  showBackArrow,
}: {
  isLoggedIn: boolean
  initialBalance: number | null
  initialAmount: string
  showBackArrow: boolean
}) {
  const timing = useSpinTiming()
  const { t } = useTranslation('games')
  const navigate = useNavigate()
  const spinFetcher = useFetcher<SpinAnswer>()
  const { balance, holdForRound, reveal } = useRoundBalance(initialBalance)
  const goToDeposit = useGoToDeposit()
  const [amount, setAmount] = useState(initialAmount)
  const [confirmedAmount, setConfirmedAmount] = useState(initialAmount)
  const [confirming, setConfirming] = useState(false)
  const [rotation, setRotation] = useState(0)
  const [animate, setAnimate] = useState(false)
  const [spinning, setSpinning] = useState(false)
  const [modal, setModal] = useState<ResultModal | null>(null)
  const [freeSpinHeld, setFreeSpinHeld] = useState(false)
  const timers = useRef<number[]>([])
  const frames = useRef<number[]>([])

  const loading = spinFetcher.state !== 'idle'
  const amountNumber = Number(amount || '0')
  const tooSmall = amountNumber < MIN_SPIN_AMOUNT
  const unconfirmedEdit = amount !== confirmedAmount
  const spinDisabled = loading || spinning || tooSmall || unconfirmedEdit || confirming

  useEffect(
    () => () => {
      frames.current.forEach((frame) => cancelAnimationFrame(frame))
      timers.current.forEach((timer) => window.clearTimeout(timer))
    },
    [],
  )

  function afterTwoFrames(run: () => void) {
    frames.current.push(requestAnimationFrame(() => frames.current.push(requestAnimationFrame(run))))
  }

  function spin(betAmount: string) {
    if (!isLoggedIn) {
      showToast({ type: 'error', description: t('spinIt.loginToContinue') })
      navigate('/login?from=PlaySpinIt')
      return
    }
    if (!freeSpinHeld && (balance ?? 0) < MIN_SPIN_AMOUNT) {
      showToast({ type: 'error', description: t('spinIt.fundWallet') })
      goToDeposit(Number(betAmount), balance, 'PlaySpinIt')
      return
    }
    if (!freeSpinHeld && (balance ?? 0) < Number(betAmount)) {
      showToast({ type: 'error', description: t('spinIt.insufficient') })
      goToDeposit(Number(betAmount), balance, 'PlaySpinIt')
      return
    }
    setModal(null)
    holdForRound()
    spinFetcher.submit({ betAmount, idempotencyKey: crypto.randomUUID() }, { method: 'post', action: '/resources/games/spin-it' })
  }

  // The answer arrives: animate to its segment (even with an error status, if data came back).
  useFetcherAnswer(spinFetcher, (answer) => {
    if (answer.status !== 200) showToast({ type: 'error', description: answer.message })
    const data = answer.data
    if (!data) {
      reveal()
      return
    }
    setAnimate(false)
    setRotation(0)
    setSpinning(true)
    // Two frames so the reset to 0 paints before the 8 s transition starts. The stop and the result are
    // timed from the turn itself: a phone slow to draw those frames still shows the wheel at rest for the
    // whole pause before the result.
    afterTwoFrames(() => {
      setAnimate(true)
      setRotation(finalRotation(data.index))
      timers.current.push(
        window.setTimeout(() => setSpinning(false), timing.spinMs),
        window.setTimeout(() => {
          reveal()
          setFreeSpinHeld(data.result === 'spin-again')
          setModal(
            data.result === 'lose'
              ? { kind: 'lose' }
              : data.result === 'spin-again'
                ? { kind: 'spin-again' }
                : { kind: 'win', amountWon: data.amountWon },
          )
        }, timing.spinMs + timing.resultDelayMs),
      )
    })
  })

  function onAmountBlur() {
    if (unconfirmedEdit && !tooSmall) setConfirming(true)
  }

  function backHref() {
    return typeof window !== 'undefined' && window.innerWidth <= MOBILE_BREAKPOINT ? '/dashboard/virtual?id=2' : '/dashboard/spinit'
  }

  return (
    <section className="spin-it" data-testid="spin-it-game">
      <header className="spin-it-header">
        {showBackArrow ? (
          <button type="button" className="back-arrow" aria-label={t('spinIt.back')} onClick={() => navigate(backHref())}>
            ←
          </button>
        ) : null}
        <h1>{t('spinIt.title')}</h1>
        <span className="balance-pill" data-testid="balance-pill">
          {t('spinIt.balance')}: {balance === null ? '—' : formatNaira(balance)}
        </span>
      </header>

      <label className="bet-amount">
        <span>{t('spinIt.betAmount')}</span>
        <input
          inputMode="numeric"
          name="betAmount"
          value={amount}
          aria-invalid={tooSmall}
          onChange={(event) => setAmount(digitsOnly(event.target.value))}
          onBlur={onAmountBlur}
        />
      </label>
      {tooSmall ? (
        <p className="field-error" role="alert">
          {t('spinIt.leastAmount')}
        </p>
      ) : null}

      <SpinItWheel rotation={rotation} animate={animate} durationMs={timing.spinMs} />

      <button type="button" className="button spin-button" disabled={spinDisabled} onClick={() => spin(confirmedAmount)}>
        {loading ? t('spinIt.loading') : t('spinIt.spinNow')}
      </button>
      <p className="muted small">
        <a href="/fairness" target="_top">
          {t('spinIt.fairnessLink')}
        </a>
      </p>

      {confirming ? (
        <div className="modal-backdrop">
          <div className="modal" role="dialog" aria-modal="true" data-testid="confirm-price">
            <p>{t('spinIt.confirmPrice', { amount })}</p>
            <div className="modal-actions">
              <button
                type="button"
                className="button button-outline"
                onClick={() => {
                  setAmount(confirmedAmount)
                  setConfirming(false)
                }}
              >
                {t('spinIt.cancel')}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setConfirmedAmount(amount)
                  setConfirming(false)
                  spin(amount)
                }}
              >
                {t('spinIt.yesContinue')}
              </button>
            </div>
          </div>
        </div>
      ) : null}

      {modal ? (
        <div className="modal-backdrop">
          <div className="modal" role="dialog" aria-modal="true" data-testid="spin-result" data-result={modal.kind}>
            {modal.kind === 'lose' ? (
              <>
                <h2>{t('spinIt.youLose')}</h2>
                <button type="button" className="button" onClick={() => setModal(null)}>
                  {t('spinIt.done')}
                </button>
              </>
            ) : modal.kind === 'spin-again' ? (
              <>
                <h2>{t('spinIt.freeSpinTitle')}</h2>
                <p>{t('spinIt.freeSpinText')}</p>
                <button type="button" className="button" onClick={() => spin(confirmedAmount)}>
                  {t('spinIt.spinAgain')}
                </button>
              </>
            ) : (
              <>
                <h2>{t('spinIt.congratulations', { amountWon: formatAmount(modal.amountWon) })}</h2>
                <div className="modal-actions">
                  <button type="button" className="button" onClick={() => setModal(null)}>
                    {t('spinIt.cashOut')}
                  </button>
                  <button type="button" className="button button-outline" onClick={() => setModal(null)}>
                    {t('spinIt.continue')}
                  </button>
                </div>
              </>
            )}
          </div>
        </div>
      ) : null}
    </section>
  )
}
