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

function placed(roundId: number, bets: PublicBet[], second = 1): CrashEvent {
  return { type: 'bets-placed', game, roundId, at: at(second), bets }
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
      serverTime: at(0),
    })
  })

  it('plays a whole round: bets, flight, cash-out, crash', () => {
    const state = fold([
      opened(7),
      placed(7, [bet(1, 150.5), bet(2, 200)]),
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
      placed(7, [bet(1), bet(2)]),
      { type: 'bets-cancelled', game, roundId: 7, at: at(2), betIds: [1] },
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

  it('cancels listed bets only once and keeps counts consistent', () => {
    const state = fold([
      opened(7),
      placed(7, [bet(1, 100), bet(2, 250.25)]),
      { type: 'bets-cancelled', game, roundId: 7, at: at(2), betIds: [2, 99] },
    ])!
    expect(state.bets.map((item) => item.betId)).toEqual([1])
    expect(state.betCount).toBe(1)
    expect(state.totalStake).toBe(100)
  })

  it(`lists at most ${MAX_LISTED_BETS} bets and counts them all`, () => {
    const chunks = Array.from({ length: 5 }, (_, chunk) =>
      placed(
        7,
        Array.from({ length: 50 }, (_, i) => bet(chunk * 50 + i + 1, 100)),
      ),
    )
    const state = fold([opened(7), ...chunks])!
    expect(state.bets).toHaveLength(MAX_LISTED_BETS)
    expect(state.bets.at(-1)?.betId).toBe(MAX_LISTED_BETS)
    expect(state.betCount).toBe(250)
    expect(state.totalStake).toBe(25_000)
  })

  it('ignores events of an older round, and of a newer round whose opening it missed', () => {
    const current = fold([opened(7), placed(7, [bet(1)])])!
    expect(applyCrashEvent(current, placed(6, [bet(50)]))).toBe(current)
    expect(applyCrashEvent(current, opened(6))).toBe(current)
    expect(applyCrashEvent(current, placed(8, [bet(51)]))).toBe(current)
    expect(applyCrashEvent(current, { ...placed(7, [bet(52)]), game: 'danfo-crash' })).toBe(current)
    expect(applyCrashEvent(null, placed(7, [bet(1)]))).toBeNull()
  })

  it('opens the next round with a fresh state', () => {
    const crashed = fold([
      opened(7),
      placed(7, [bet(1)]),
      { type: 'round-started', game, roundId: 7, at: at(6), startedAt: at(6) },
      { type: 'round-crashed', game, roundId: 7, at: at(8), crashPoint: 1.2, hash: 'ef'.repeat(32), crashedAt: at(8) },
    ])!
    const next = applyCrashEvent(crashed, opened(8, [1.2, ...crashed.history.slice(1)]))!
    expect(next).toMatchObject({ roundId: 8, phase: 'betting', bets: [], betCount: 0, totalStake: 0, crashPoint: null, hash: null })
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
    const state = fold([opened(7), placed(7, [bet(1)])])!
    const copy = structuredClone(state)
    fold([placed(7, [bet(2)]), { type: 'bets-cancelled', game, roundId: 7, at: at(3), betIds: [1] }], state)
    expect(state).toEqual(copy)
  })
})
