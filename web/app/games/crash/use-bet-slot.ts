import type { CrashEvent, CrashRoundState } from '@9ja/live'
import { useFetcher } from '@remix-run/react'
import { useEffect, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CrashBetPlaced, CrashCashedOut } from '@9ja/contract'
import { showToast } from '#app/components/toast/toast-store.ts'
import type { GameActionAnswer } from '#app/games/game-action.ts'
import { reportPlayingToParent } from '#app/utils/player-activity.ts'
import { useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'
import { autoBetAtRoundOpen, startAutoBet, type AutoBetPlan, type AutoBetRun } from './auto-bet.ts'
import type { BetRequest, CheckedBetFields } from './bet-fields.ts'
import { betButton, betSlotReducer, IDLE } from './bet-slot.ts'
import type { BetSlot, CrashSlug } from './crash-games.ts'
import type { CrashSound } from './sounds.ts'

/** What the game gives a bet panel for its bet: where it bets, the live round, the balance, and what to tell the game. */
export type BetSlotPlace = {
  slot: BetSlot
  slug: CrashSlug
  round: CrashRoundState | null
  balance: number | null
  onEvent: (listener: (event: CrashEvent) => void) => () => void
  onWalletChanged: () => void
  onInsufficientBalance: (stake: number) => void
  playSound: (sound: CrashSound) => void
}

/**
 * One bet panel's bet through the rounds: the big button's press (bet, take back, cancel, cash out),
 * the wallet-service's answers, the live round's crashes and cash-outs, and the auto-bet run that
 * places the bet again at each round. `readFields` is the panel's fields as they are at that moment.
 */
export function useBetSlot({
  slot,
  slug,
  round,
  balance,
  readFields,
  onEvent,
  onWalletChanged,
  onInsufficientBalance,
  playSound,
}: BetSlotPlace & { readFields: () => CheckedBetFields }) {
  const { t } = useTranslation('games')
  const [bet, dispatch] = useReducer(betSlotReducer, IDLE)
  const [autoRun, setAutoRun] = useState<AutoBetRun | null>(null)
  const betFetcher = useFetcher<GameActionAnswer<CrashBetPlaced>>()
  const cancelFetcher = useFetcher<GameActionAnswer<{ betId: number }>>()
  const cashOutFetcher = useFetcher<GameActionAnswer<CrashCashedOut>>()
  const pending = useRef<BetRequest | null>(null)
  const latest = useRef({ bet, autoRun })
  latest.current = { bet, autoRun }
  const button = betButton(bet, round)

  // A bet taken and a cash-out (the player's or the server's) are heard as they happen.
  const heardKind = useRef(bet.kind)
  useEffect(() => {
    const was = heardKind.current
    if (bet.kind === was) return
    heardKind.current = bet.kind
    if (bet.kind === 'placed' && was === 'placing') playSound('bet')
    if (bet.kind === 'cashed-out') playSound('cash-out')
  }, [bet.kind, playSound])

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

  function press() {
    if (button.action === 'bet') {
      const fields = readFields()
      if (!fields.valid) return
      const { request } = fields
      if (balance !== null && request.amount > balance) return onInsufficientBalance(request.amount)
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

  function startAuto(plan: AutoBetPlan) {
    const fields = readFields()
    if (!fields.valid) return
    try {
      setAutoRun(startAutoBet(plan))
    } catch {
      return showToast({ type: 'error', description: t('crash.auto.invalid') })
    }
    if (bet.kind === 'idle' && round?.phase === 'betting') send(fields.request)
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
    if (answer.code === 'INSUFFICIENT_BALANCE') return onInsufficientBalance(readFields().request.amount)
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
    dispatch({ type: 'round-opened', roundId })
    if (current.kind === 'queued' && pending.current) return send(pending.current)
    const next = run && autoBetAtRoundOpen(run, current, roundId)
    if (!next) return
    if ('stop' in next) return stopAuto(t(`crash.auto.stopped.${next.stop}`))
    setAutoRun(next.play)
    // The player is playing though no hand touches the page: the lobby's inactivity logout must not end the run.
    reportPlayingToParent()
    send(readFields().request)
    // Only a new round or phase decides here; the fields are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId, phase])

  // A lost bet changes no balance, but the pill is brought up to date after each crash all the same.
  const lostBetId = bet.kind === 'lost' ? bet.bet.betId : null
  useEffect(() => {
    if (lostBetId !== null) onWalletChanged()
  }, [lostBetId, onWalletChanged])

  return {
    bet,
    button,
    /** The fields belong to a bet on its way or in play: they stay as they are. */
    locked: bet.kind !== 'idle' && button.action !== 'bet',
    autoRun,
    press,
    startAuto,
    stopAuto: () => stopAuto(),
  }
}
