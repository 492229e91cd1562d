import { HISTORY_LENGTH, MAX_LISTED_BETS, type CrashEvent, type CrashRoundState } from './crash-events.ts'

/**
 * Folds one live event into a crash game's public state: the one reducer of the web relay (its
 * per-game snapshot) and of the browser (its copy, started from the relay's `state` message).
 * Pure: returns a new state, or the same object when the event changes nothing.
 *
 * - `round-opened` of a newer round starts a fresh state (no bets, the event's history).
 * - Any other event applies only to the state's own round: events of older rounds are ignored, and
 *   so are events of a newer round whose opening was missed (the caller then fetches the state).
 * - Idempotent: the list is kept by betId (a bet listed already is not listed again, a cash-out
 *   rewrites the same fields; at most MAX_LISTED_BETS, the first placed), and the counts are the
 *   server's own: `bets-placed` and `bets-cancelled` carry the round's totals, taken only when their
 *   `totalsVersion` is newer than the state's. So a snapshot and events that overlap (a relay's
 *   reconnect), repeat or arrive out of order never count a bet twice, listed or not.
 * - `serverTime` moves forward to the event's `at`, never back.
 */
export function applyCrashEvent(state: CrashRoundState | null, event: CrashEvent): CrashRoundState | null {
  if (event.type === 'round-opened') {
    if (state && (state.game !== event.game || event.roundId <= state.roundId)) return state
    return {
      game: event.game,
      roundId: event.roundId,
      phase: 'betting',
      bettingEndsAt: event.bettingEndsAt,
      startedAt: null,
      crashPoint: null,
      hash: null,
      history: event.history.slice(0, HISTORY_LENGTH),
      bets: [],
      betCount: 0,
      totalStake: 0,
      totalsVersion: 0,
      serverTime: event.at,
    }
  }
  if (!state || state.game !== event.game || state.roundId !== event.roundId) return state
  const serverTime = later(state.serverTime, event.at)
  switch (event.type) {
    case 'bets-placed': {
      const listed = new Set(state.bets.map((bet) => bet.betId))
      const fresh = event.bets.filter((bet) => !listed.has(bet.betId)).slice(0, Math.max(0, MAX_LISTED_BETS - state.bets.length))
      return { ...state, ...newerTotals(state, event), bets: fresh.length > 0 ? [...state.bets, ...fresh] : state.bets, serverTime }
    }
    case 'bets-cancelled': {
      const cancelled = new Set(event.betIds)
      return { ...state, ...newerTotals(state, event), bets: state.bets.filter((bet) => !cancelled.has(bet.betId)), serverTime }
    }
    case 'round-started':
      if (state.phase !== 'betting') return { ...state, serverTime }
      return { ...state, phase: 'flying', startedAt: event.startedAt, serverTime }
    case 'cashed-out': {
      const byBet = new Map(event.cashouts.map((cashout) => [cashout.betId, cashout]))
      const bets = state.bets.map((bet) => {
        const cashout = byBet.get(bet.betId)
        return cashout ? { ...bet, cashedOutAt: cashout.multiplier, win: cashout.win } : bet
      })
      return { ...state, bets, serverTime }
    }
    case 'round-crashed':
      if (state.phase === 'crashed') return { ...state, serverTime }
      return {
        ...state,
        phase: 'crashed',
        startedAt: state.startedAt ?? event.crashedAt,
        crashPoint: event.crashPoint,
        hash: event.hash,
        history: [event.crashPoint, ...state.history].slice(0, HISTORY_LENGTH),
        serverTime,
      }
  }
}

function later(a: string, b: string): string {
  return Date.parse(b) > Date.parse(a) ? b : a
}

type RoundTotals = Pick<CrashRoundState, 'betCount' | 'totalStake' | 'totalsVersion'>

/** The event's totals when they are newer than the state's; nothing otherwise. */
function newerTotals(state: RoundTotals, event: RoundTotals): RoundTotals | null {
  if (event.totalsVersion <= state.totalsVersion) return null
  return { betCount: event.betCount, totalStake: event.totalStake, totalsVersion: event.totalsVersion }
}
