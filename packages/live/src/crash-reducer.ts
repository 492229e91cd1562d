import { HISTORY_LENGTH, MAX_LISTED_BETS, type CrashEvent, type CrashRoundState, type PublicBet } from './crash-events.ts'

/**
 * Folds one live event into a crash game's public state: the one reducer of the web relay (its
 * per-game snapshot) and of the browser (its copy, started from the relay's `state` message).
 * Pure: returns a new state, or the same object when the event changes nothing.
 *
 * - `round-opened` of a newer round starts a fresh state (no bets, the event's history).
 * - Any other event applies only to the state's own round: events of older rounds are ignored, and
 *   so are events of a newer round whose opening was missed (the caller then fetches the state).
 * - Idempotent by betId: a bet listed already is not counted again, a bet no longer listed is not
 *   cancelled twice, a cash-out rewrites the same fields. Only bets beyond the listed MAX_LISTED_BETS
 *   cannot be recognised (they are counted, never listed): the relay's snapshot then counts a
 *   repeated one twice until the next round.
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
      serverTime: event.at,
    }
  }
  if (!state || state.game !== event.game || state.roundId !== event.roundId) return state
  const serverTime = later(state.serverTime, event.at)
  switch (event.type) {
    case 'bets-placed': {
      const listed = new Set(state.bets.map((bet) => bet.betId))
      const fresh = event.bets.filter((bet) => !listed.has(bet.betId))
      if (fresh.length === 0) return { ...state, serverTime }
      const room = Math.max(0, MAX_LISTED_BETS - state.bets.length)
      return {
        ...state,
        bets: room > 0 ? [...state.bets, ...fresh.slice(0, room)] : state.bets,
        betCount: state.betCount + fresh.length,
        totalStake: addNaira(state.totalStake, sumOf(fresh)),
        serverTime,
      }
    }
    case 'bets-cancelled': {
      const cancelled = new Set(event.betIds)
      const removed = state.bets.filter((bet) => cancelled.has(bet.betId))
      if (removed.length === 0) return { ...state, serverTime }
      return {
        ...state,
        bets: state.bets.filter((bet) => !cancelled.has(bet.betId)),
        betCount: Math.max(0, state.betCount - removed.length),
        totalStake: Math.max(0, addNaira(state.totalStake, -sumOf(removed))),
        serverTime,
      }
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

/** Naira sums in whole kobo, so repeated additions of 150.5 do not drift. */
function addNaira(a: number, b: number): number {
  return Math.round(a * 100 + b * 100) / 100
}

function sumOf(bets: PublicBet[]): number {
  return bets.reduce((sum, bet) => addNaira(sum, bet.amount), 0)
}
