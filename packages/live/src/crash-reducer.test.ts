import { describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, MAX_LISTED_BETS, type CrashEvent, type CrashRoundState, type PublicBet } from './crash-events.ts'
import { applyCrashEvent } from './crash-reducer.ts'

const game = 'jet-crash'
const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString()

function opened(roundId: number, history: number[] = [1.5, 3.2]): CrashEvent {
  return { type: 'round-opened', game, roundId, at: at(0), bettingEndsAt: at(6), history }
}

function bet(betId: number, amount = 100): PublicBet {
  return { betId, player: 'Ch***u', amount, autoCashOut: null, cashedOutAt: null, win: null }
}

/** The round's totals after an event, as the server states them (its totalsVersion-th change of the bets). */
type Totals = { betCount: number; totalStake: number; totalsVersion: number }
const totals = (betCount: number, totalStake: number, totalsVersion: number): Totals => ({ betCount, totalStake, totalsVersion })

function placed(roundId: number, bets: PublicBet[], after: Totals, second = 1): CrashEvent {
  return { type: 'bets-placed', game, roundId, at: at(second), bets, ...after }
}

function cancelled(roundId: number, betIds: number[], after: Totals, second = 2): CrashEvent {
  return { type: 'bets-cancelled', game, roundId, at: at(second), betIds, ...after }
}

function fold(events: CrashEvent[], from: CrashRoundState | null = null) {
  return events.reduce<CrashRoundState | null>(applyCrashEvent, from)
}

describe('applyCrashEvent', () => {
  it('starts a round from round-opened, with no bets and the history given', () => {
    expect(applyCrashEvent(null, opened(7))).toEqual({
      game,
      roundId: 7,
      phase: 'betting',
      bettingEndsAt: at(6),
      startedAt: null,
      crashPoint: null,
      hash: null,
      history: [1.5, 3.2],
      bets: [],
      betCount: 0,
      totalStake: 0,
      totalsVersion: 0,
      serverTime: at(0),
    })
  })

  it('plays a whole round: bets, flight, cash-out, crash', () => {
    const state = fold([
      opened(7),
      placed(7, [bet(1, 150.5), bet(2, 200)], totals(2, 350.5, 1)),
      { type: 'round-started', game, roundId: 7, at: at(6), startedAt: at(6) },
      { type: 'cashed-out', game, roundId: 7, at: at(20), cashouts: [{ betId: 2, multiplier: 2.35, win: 470, reason: 'player' }] },
      { type: 'round-crashed', game, roundId: 7, at: at(30), crashPoint: 4.12, hash: 'ab'.repeat(32), crashedAt: at(30) },
    ])!
    expect(state.phase).toBe('crashed')
    expect(state.startedAt).toBe(at(6))
    expect(state.crashPoint).toBe(4.12)
    expect(state.hash).toBe('ab'.repeat(32))
    expect(state.history).toEqual([4.12, 1.5, 3.2])
    expect(state.betCount).toBe(2)
    expect(state.totalStake).toBe(350.5)
    expect(state.bets.find((item) => item.betId === 2)).toMatchObject({ cashedOutAt: 2.35, win: 470 })
    expect(state.bets.find((item) => item.betId === 1)).toMatchObject({ cashedOutAt: null, win: null })
    expect(state.serverTime).toBe(at(30))
  })

  it('is idempotent by betId: a repeated event changes nothing', () => {
    const events: CrashEvent[] = [
      opened(7),
      placed(7, [bet(1), bet(2)], totals(2, 200, 1)),
      cancelled(7, [1], totals(1, 100, 2)),
      { type: 'round-started', game, roundId: 7, at: at(6), startedAt: at(6) },
      { type: 'cashed-out', game, roundId: 7, at: at(9), cashouts: [{ betId: 2, multiplier: 1.5, win: 150, reason: 'auto' }] },
      { type: 'round-crashed', game, roundId: 7, at: at(12), crashPoint: 2, hash: 'cd'.repeat(32), crashedAt: at(12) },
    ]
    const once = fold(events)
    const twice = fold(events.flatMap((event) => [event, event]))
    expect(twice).toEqual(once)
    expect(once).toMatchObject({ betCount: 1, totalStake: 100, history: [2, 1.5, 3.2] })
    // A snapshot that already holds a bet, then the event that placed it (the relay's overlap).
    expect(applyCrashEvent(fold(events.slice(0, 2)), events[1]!)).toEqual(fold(events.slice(0, 2)))
  })

  it('unlists cancelled bets and takes the totals the cancel states', () => {
    const state = fold([opened(7), placed(7, [bet(1, 100), bet(2, 250.25)], totals(2, 350.25, 1)), cancelled(7, [2], totals(1, 100, 2))])!
    expect(state.bets.map((item) => item.betId)).toEqual([1])
    expect(state).toMatchObject({ betCount: 1, totalStake: 100, totalsVersion: 2 })
  })

  /** 250 bets of ₦100 in five statements of 50: bets 1 to 250, the round's totals after each statement. */
  const crowd = Array.from({ length: 5 }, (_, chunk) =>
    placed(
      7,
      Array.from({ length: 50 }, (_, i) => bet(chunk * 50 + i + 1, 100)),
      totals((chunk + 1) * 50, (chunk + 1) * 5000, chunk + 1),
    ),
  )

  it(`lists at most ${MAX_LISTED_BETS} bets and counts them all`, () => {
    const state = fold([opened(7), ...crowd])!
    expect(state.bets).toHaveLength(MAX_LISTED_BETS)
    expect(state.bets.at(-1)?.betId).toBe(MAX_LISTED_BETS)
    expect(state).toMatchObject({ betCount: 250, totalStake: 25_000, totalsVersion: 5 })
  })

  it(`counts bets beyond the ${MAX_LISTED_BETS} listed once when a snapshot and the events overlap (a relay's reconnect)`, () => {
    const snapshot = fold([opened(7), ...crowd])!
    // The relay's subscription delivers the last three statements again after the snapshot that holds them.
    const overlapped = fold(crowd.slice(2), snapshot)!
    expect(overlapped).toMatchObject({ betCount: 250, totalStake: 25_000, totalsVersion: 5 })
    expect(overlapped.bets).toEqual(snapshot.bets)
    const next = applyCrashEvent(overlapped, placed(7, [bet(251, 150.5)], totals(251, 25_150.5, 6)))!
    expect(next).toMatchObject({ betCount: 251, totalStake: 25_150.5, totalsVersion: 6 })
  })

  it('takes cancels of bets it does not list into the totals, and keeps the newest totals whatever the order', () => {
    const snapshot = fold([opened(7), ...crowd])!
    const cancel = cancelled(7, [240], totals(249, 24_900, 6))
    const afterCancel = applyCrashEvent(snapshot, cancel)!
    expect(afterCancel).toMatchObject({ betCount: 249, totalStake: 24_900, totalsVersion: 6 })
    expect(afterCancel.bets).toHaveLength(MAX_LISTED_BETS)
    // An older statement's event arriving after a newer one changes no count.
    expect(fold([crowd[4]!, crowd[3]!], afterCancel)).toMatchObject({ betCount: 249, totalStake: 24_900, totalsVersion: 6 })
    // Whatever order the events come in, the round ends with the newest totals.
    const reversed = fold([opened(7), cancel, ...[...crowd].reverse()])!
    expect(reversed).toMatchObject({ betCount: 249, totalStake: 24_900, totalsVersion: 6 })
  })

  it('ignores events of an older round, and of a newer round whose opening it missed', () => {
    const current = fold([opened(7), placed(7, [bet(1)], totals(1, 100, 1))])!
    expect(applyCrashEvent(current, placed(6, [bet(50)], totals(1, 100, 1)))).toBe(current)
    expect(applyCrashEvent(current, opened(6))).toBe(current)
    expect(applyCrashEvent(current, placed(8, [bet(51)], totals(1, 100, 1)))).toBe(current)
    expect(applyCrashEvent(current, { ...placed(7, [bet(52)], totals(2, 200, 2)), game: 'danfo-crash' })).toBe(current)
    expect(applyCrashEvent(null, placed(7, [bet(1)], totals(1, 100, 1)))).toBeNull()
  })

  it('opens the next round with a fresh state', () => {
    const crashed = fold([
      opened(7),
      placed(7, [bet(1)], totals(1, 100, 1)),
      { type: 'round-started', game, roundId: 7, at: at(6), startedAt: at(6) },
      { type: 'round-crashed', game, roundId: 7, at: at(8), crashPoint: 1.2, hash: 'ef'.repeat(32), crashedAt: at(8) },
    ])!
    const next = applyCrashEvent(crashed, opened(8, [1.2, ...crashed.history.slice(1)]))!
    expect(next).toMatchObject({
      roundId: 8,
      phase: 'betting',
      bets: [],
      betCount: 0,
      totalStake: 0,
      totalsVersion: 0,
      crashPoint: null,
      hash: null,
    })
    expect(next.history[0]).toBe(1.2)
  })

  it(`keeps the history to ${HISTORY_LENGTH} crash points, newest first`, () => {
    const history = Array.from({ length: HISTORY_LENGTH }, (_, i) => i + 1)
    const state = fold([
      opened(7, history),
      { type: 'round-started', game, roundId: 7, at: at(6), startedAt: at(6) },
      { type: 'round-crashed', game, roundId: 7, at: at(8), crashPoint: 1.01, hash: '00'.repeat(32), crashedAt: at(8) },
    ])!
    expect(state.history).toHaveLength(HISTORY_LENGTH)
    expect(state.history[0]).toBe(1.01)
    expect(state.history.at(-1)).toBe(HISTORY_LENGTH - 1)
  })

  it('never moves the phase back nor the server time backwards', () => {
    const crashed = fold([
      opened(7),
      { type: 'round-started', game, roundId: 7, at: at(6), startedAt: at(6) },
      { type: 'round-crashed', game, roundId: 7, at: at(9), crashPoint: 1.3, hash: '11'.repeat(32), crashedAt: at(9) },
    ])!
    const late = applyCrashEvent(crashed, { type: 'round-started', game, roundId: 7, at: at(7), startedAt: at(6) })!
    expect(late.phase).toBe('crashed')
    expect(late.serverTime).toBe(at(9))
  })

  it('does not change the state it is given', () => {
    const state = fold([opened(7), placed(7, [bet(1)], totals(1, 100, 1))])!
    const copy = structuredClone(state)
    fold([placed(7, [bet(2)], totals(2, 200, 2)), cancelled(7, [1], totals(1, 100, 3))], state)
    expect(state).toEqual(copy)
  })
})
