import type { CrashEvent, CrashRoundState } from '@9ja/live'
import { useFetcher } from '@remix-run/react'
import { useEffect, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '#app/components/toast/toast-store.ts'
import type { CrashBetPlaced, CrashCashedOut, CrashGameInfo } from '@9ja/contract'
import { reportPlayingToParent } from '#app/utils/player-activity.ts'
import { useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'
import { formatAmount } from '#app/wallet/money.ts'
import { autoBetStop, recordAutoBetRound, startAutoBet, type AutoBetRun } from './auto-bet.ts'
import { betButton, betSlotReducer, IDLE } from './bet-slot.ts'
import type { GameActionAnswer } from '#app/games/game-action.ts'
import type { BetSlot, CrashSlug } from './crash-games.ts'
import { cashOutAmount } from './flight.ts'
import { AutoBetTab } from './AutoBetTab.tsx'
import { BetSlotButton } from './BetSlotButton.tsx'
import { PillTabs } from './PillTabs.tsx'
import { StakeControls } from './StakeControls.tsx'
import type { RoundFrame } from './use-crash-live.ts'
import type { CrashSound } from './sounds.ts'

type Limits = CrashGameInfo['limits']
const PANEL_MODES = ['manual', 'auto'] as const
const MIN_AUTO_CASH_OUT = 1.01

/** What a bet sends, fixed when it is pressed (a queued bet keeps it until the next round opens). */
type BetRequest = { amount: number; autoCashOut: number | null }

/**
 * One of the two bet panels: amount, optional auto cash-out, and the one big button that bets,
 * cancels, cashes out (its amount updated every frame) or waits. Its Auto tab places the same bet
 * round after round until the rounds run out or a loss or win limit is reached.
 */
export function BetPanel({
  slot,
  slug,
  round,
  limits,
  balance,
  subscribeFrames,
  onEvent,
  onWalletChanged,
  onInsufficientBalance,
  playSound,
}: {
  slot: BetSlot
  slug: CrashSlug
  round: CrashRoundState | null
  limits: Limits
  balance: number | null
  subscribeFrames: (listener: (frame: RoundFrame) => void) => () => void
  onEvent: (listener: (event: CrashEvent) => void) => () => void
  onWalletChanged: () => void
  onInsufficientBalance: (stake: number) => void
  playSound: (sound: CrashSound) => void
}) {
  const { t } = useTranslation('games')
  const [bet, dispatch] = useReducer(betSlotReducer, IDLE)
  const [mode, setMode] = useState<(typeof PANEL_MODES)[number]>('manual')
  const [amount, setAmount] = useState(String(limits.minBet))
  const [autoCashOutOn, setAutoCashOutOn] = useState(false)
  const [autoCashOut, setAutoCashOut] = useState('2.00')
  const [autoRounds, setAutoRounds] = useState('10')
  const [stopOnLoss, setStopOnLoss] = useState('')
  const [stopOnWin, setStopOnWin] = useState('')
  const [autoRun, setAutoRun] = useState<AutoBetRun | null>(null)
  const betFetcher = useFetcher<GameActionAnswer<CrashBetPlaced>>()
  const cancelFetcher = useFetcher<GameActionAnswer<{ betId: number }>>()
  const cashOutFetcher = useFetcher<GameActionAnswer<CrashCashedOut>>()
  const pending = useRef<BetRequest | null>(null)
  const cashOutLabel = useRef<HTMLSpanElement>(null)
  const latest = useRef({ bet, autoRun })
  latest.current = { bet, autoRun }

  // A bet taken and a cash-out (the player's or the server's) are heard as they happen.
  const heardKind = useRef(bet.kind)
  useEffect(() => {
    const was = heardKind.current
    if (bet.kind === was) return
    heardKind.current = bet.kind
    if (bet.kind === 'placed' && was === 'placing') playSound('bet')
    if (bet.kind === 'cashed-out') playSound('cash-out')
  }, [bet.kind, playSound])

  const amountNumber = Number(amount || '0')
  const amountError =
    amountNumber < limits.minBet
      ? t('crash.panel.leastAmount', { amount: formatAmount(limits.minBet) })
      : amountNumber > limits.maxBet
        ? t('crash.panel.highestAmount', { amount: formatAmount(limits.maxBet) })
        : null
  const autoCashOutNumber = Number(autoCashOut)
  const autoCashOutError =
    autoCashOutOn && !(autoCashOutNumber >= MIN_AUTO_CASH_OUT && autoCashOutNumber <= limits.maxAutoCashOut)
      ? t('crash.panel.autoCashOutRange', { max: limits.maxAutoCashOut })
      : null
  const button = betButton(bet, round)
  const locked = bet.kind !== 'idle' && button.action !== 'bet'

  function send(request: BetRequest) {
    pending.current = request
    dispatch({ type: 'send' })
    betFetcher.submit(
      {
        game: slug,
        slot: String(slot),
        amount: String(request.amount),
        autoCashOut: request.autoCashOut === null ? '' : request.autoCashOut.toFixed(2),
        idempotencyKey: crypto.randomUUID(),
      },
      { method: 'post', action: '/resources/games/crash/bet' },
    )
  }

  /** The bet the panel's fields describe now. */
  const requestNow = (): BetRequest => ({ amount: amountNumber, autoCashOut: autoCashOutOn ? autoCashOutNumber : null })

  function press() {
    if (button.action === 'bet') {
      if (amountError || autoCashOutError) return
      if (balance !== null && amountNumber > balance) return onInsufficientBalance(amountNumber)
      const request = requestNow()
      if (round?.phase === 'betting') return send(request)
      pending.current = request
      dispatch({ type: 'queue' })
    } else if (button.action === 'unqueue') {
      pending.current = null
      dispatch({ type: 'unqueue' })
    } else if (button.action === 'cancel' && 'bet' in bet) {
      dispatch({ type: 'cancel' })
      cancelFetcher.submit({ betId: String(bet.bet.betId) }, { method: 'post', action: '/resources/games/crash/cancel' })
    } else if (button.action === 'cash-out') {
      dispatch({ type: 'cash-out' })
      cashOutFetcher.submit({ betId: String(button.bet.betId) }, { method: 'post', action: '/resources/games/crash/cashout' })
    }
  }

  function stopAuto(reason?: string) {
    setAutoRun(null)
    if (reason) showToast({ type: 'info', description: reason })
  }

  function startAuto() {
    if (amountError || autoCashOutError) return
    const plan = {
      rounds: Number(autoRounds),
      stopOnLoss: stopOnLoss === '' ? null : Number(stopOnLoss),
      stopOnWin: stopOnWin === '' ? null : Number(stopOnWin),
    }
    try {
      setAutoRun(startAutoBet(plan))
    } catch {
      return showToast({ type: 'error', description: t('crash.auto.invalid') })
    }
    if (bet.kind === 'idle' && round?.phase === 'betting') send(requestNow())
  }

  useFetcherAnswer(betFetcher, (answer) => {
    if (answer.status === 200 && answer.data && pending.current) {
      dispatch({ type: 'placed', bet: { betId: answer.data.betId, roundId: answer.data.roundId, ...pending.current } })
      pending.current = null
      onWalletChanged()
      return
    }
    const forNextRound = answer.code === 'BETS_CLOSED'
    dispatch({ type: 'refused', forNextRound })
    if (forNextRound) return showToast({ type: 'info', description: answer.message })
    pending.current = null
    setAutoRun(null)
    if (answer.code === 'INSUFFICIENT_BALANCE') return onInsufficientBalance(amountNumber)
    showToast({ type: 'error', description: answer.message })
  })

  useFetcherAnswer(cancelFetcher, (answer) => {
    if (answer.status === 200) {
      dispatch({ type: 'cancelled' })
      onWalletChanged()
      return
    }
    dispatch({ type: 'cancel-refused' })
    showToast({ type: 'error', description: answer.message })
  })

  useFetcherAnswer(cashOutFetcher, (answer) => {
    if (answer.status === 200 && answer.data && 'bet' in bet) {
      dispatch({ type: 'cashed-out', betId: bet.bet.betId, multiplier: answer.data.multiplier, win: answer.data.amountWon })
      onWalletChanged()
      return
    }
    if (answer.code === 'ALREADY_CASHED_OUT') return
    dispatch({ type: 'cash-out-refused', roundEnded: answer.code === 'ROUND_ENDED' })
    showToast({ type: 'error', description: answer.message })
  })

  // The server's own cash-outs (auto, max win, round cap) and the other tab's: the live channel says so.
  useEffect(
    () =>
      onEvent((event) => {
        const own = latest.current.bet
        if (event.type !== 'cashed-out' || !('bet' in own)) return
        const cashout = event.cashouts.find((entry) => entry.betId === own.bet.betId)
        if (!cashout) return
        dispatch({ type: 'cashed-out', betId: cashout.betId, multiplier: cashout.multiplier, win: cashout.win })
        onWalletChanged()
        if (cashout.reason === 'max-win' || cashout.reason === 'round-cap')
          showToast({
            type: 'info',
            description: t(`crash.panel.cashedOutBy.${cashout.reason}`, { multiplier: cashout.multiplier.toFixed(2) }),
          })
      }),
    [onEvent, onWalletChanged, t],
  )

  // A round crashes: a bet still in is lost. A round opens: a finished bet leaves the panel (an
  // auto-bet counts it then, once, and stops at its limits), and a queued or auto bet goes in.
  const roundId = round?.roundId
  const phase = round?.phase
  useEffect(() => {
    if (roundId === undefined) return
    if (phase === 'crashed') {
      dispatch({ type: 'crashed', roundId })
      return
    }
    if (phase !== 'betting') return
    const { bet: current, autoRun: run } = latest.current
    const finished = 'bet' in current && current.bet.roundId < roundId
    dispatch({ type: 'round-opened', roundId })
    if (current.kind === 'queued' && pending.current) return send(pending.current)
    if (!run || !(current.kind === 'idle' || finished)) return
    if (finished && (current.kind === 'cashed-out' || current.kind === 'lost')) {
      const counted = recordAutoBetRound(run, { stake: current.bet.amount, won: current.kind === 'cashed-out' ? current.win : 0 })
      const stop = autoBetStop(counted)
      if (stop) return stopAuto(t(`crash.auto.stopped.${stop}`))
      setAutoRun(counted)
    }
    // The player is playing though no hand touches the page: the lobby's inactivity logout must not end the run.
    reportPlayingToParent()
    send(requestNow())
    // Only a new round or phase decides here; the fields are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId, phase])

  // A lost bet changes no balance, but the pill is brought up to date after each crash all the same.
  const lostBetId = bet.kind === 'lost' ? bet.bet.betId : null
  useEffect(() => {
    if (lostBetId !== null) onWalletChanged()
  }, [lostBetId, onWalletChanged])

  // The cash-out button shows what the bet would pay this very frame.
  const cashingBet = button.action === 'cash-out' ? button.bet : null
  useEffect(() => {
    if (!cashingBet) return
    return subscribeFrames((frame) => {
      if (frame.phase !== 'flying' || !cashOutLabel.current) return
      const text = `₦${formatAmount(cashOutAmount(cashingBet.amount, frame.multiplier))}`
      if (cashOutLabel.current.textContent !== text) cashOutLabel.current.textContent = text
    })
  }, [cashingBet, subscribeFrames])

  const stake = 'bet' in bet ? bet.bet.amount : amountNumber
  return (
    <section
      className="crash-panel"
      data-testid={`bet-panel-${slot}`}
      data-state={bet.kind}
      aria-label={t('crash.panel.label', { n: slot + 1 })}
    >
      <PillTabs names={PANEL_MODES} selected={mode} label={(name) => t(`crash.panel.${name}`)} onSelect={setMode} />
      <div className="crash-panel-body">
        <StakeControls amount={amount} onAmount={setAmount} limits={limits} locked={locked} />
        <BetSlotButton
          slot={slot}
          bet={bet}
          button={button}
          betting={round?.phase === 'betting'}
          amount={amountNumber}
          stake={stake}
          cashOutLabel={cashOutLabel}
          disabled={
            button.action === 'wait' ||
            // While an auto-bet runs, the panel's bets are the run's: a manual one would take its slot in the round.
            (button.action === 'bet' && (autoRun !== null || amountError !== null || autoCashOutError !== null))
          }
          onPress={press}
        />
      </div>
      {amountError ? <p className="field-error small">{amountError}</p> : null}
      <label className="crash-auto-cash-out">
        <input type="checkbox" checked={autoCashOutOn} disabled={locked} onChange={(event) => setAutoCashOutOn(event.target.checked)} />
        <span>{t('crash.panel.autoCashOut')}</span>
        <input
          inputMode="decimal"
          aria-label={t('crash.panel.autoCashOutAt')}
          value={autoCashOut}
          disabled={!autoCashOutOn || locked}
          onChange={(event) => setAutoCashOut(event.target.value.replace(/[^\d.]/g, ''))}
        />
        <span aria-hidden="true">x</span>
      </label>
      {autoCashOutError ? <p className="field-error small">{autoCashOutError}</p> : null}
      {bet.kind === 'cashed-out' ? (
        <p className="crash-panel-result crash-panel-won" data-testid={`bet-result-${slot}`}>
          {t('crash.panel.won', { multiplier: bet.multiplier.toFixed(2), amount: formatAmount(bet.win) })}
        </p>
      ) : bet.kind === 'lost' ? (
        <p className="crash-panel-result" data-testid={`bet-result-${slot}`}>
          {t('crash.panel.lost', { amount: formatAmount(bet.bet.amount) })}
        </p>
      ) : null}
      {mode === 'auto' ? (
        <AutoBetTab
          slot={slot}
          run={autoRun}
          plan={{ rounds: autoRounds, stopOnLoss, stopOnWin }}
          onPlan={{ rounds: setAutoRounds, stopOnLoss: setStopOnLoss, stopOnWin: setStopOnWin }}
          onStart={startAuto}
          onStop={() => stopAuto()}
        />
      ) : null}
    </section>
  )
}
