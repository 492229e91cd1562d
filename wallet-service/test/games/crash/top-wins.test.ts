import { afterEach, describe, expect, it } from 'vitest'
import { CRASH_GAMES } from '../../../src/games/crash/games.ts'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import type { TestUser } from '../../support/users.ts'
import { FAST_CRASH_SETTINGS, onClock, playerOnClock, post, steerNextRound, untilPhase, type RunnerWait } from './helpers.ts'

const GAME = 'jet-crash'
// The game's rounds come quickly (2x 0.7 s into a flight); the other games' runners run too, but
// sleep through long windows, so moving the manual clock over midnight wakes them only a few times.
const CRASH_GAME_SETTINGS = JSON.stringify({
  '*': { bettingWindowMs: 120_000, pauseMs: 60_000, growthPerMs: 0.001, chainLength: 50 },
  [GAME]: { bettingWindowMs: 700, pauseMs: 150 },
})

let t: TestApp
let clock: ManualClock
let wait: RunnerWait

/** The service on a manual clock set to `lagosTime` (Africa/Lagos, UTC+1). */
async function startAt(lagosTime: string) {
  clock = new ManualClock(Date.parse(`${lagosTime}+01:00`))
  t = await createTestApp({ ...FAST_CRASH_SETTINGS, CRASH_TICK_MS: '100', CRASH_GAME_SETTINGS }, { clock })
  wait = onClock(clock, CRASH_GAMES.length)
}
afterEach(async () => t.close())

const player = (fullName: string): Promise<TestUser> => playerOnClock(t, clock, fullName)

/**
 * One round crashing above 3x with these bets in it, each cashed out automatically at its target, played
 * to its settlement. A target at or above the crash point loses, so a round at exactly 3.00x would take
 * the 3x targets below with it.
 */
async function playRound(bets: { user: TestUser; amount: number; autoCashOut: number }[]) {
  const round = await steerNextRound(t.pool, GAME, (x) => x > 300 && x < 400, { wait })
  for (const { user, amount, autoCashOut } of bets) {
    const placed = await post(t, '/agent/crash/bet', { token: user.token, game: GAME, amount, autoCashOut })
    expect(placed.json()).toMatchObject({ status: 200 })
  }
  await untilPhase(t.pool, round.roundId, 'settled', wait)
  return round
}

const topWins = async (period?: string, game = GAME) => {
  // The answers of the current day and month are reused for 5 s: every read here comes later than that.
  await clock.advanceTo(clock.now() + 5_000, CRASH_GAMES.length)
  return t.app.inject({ method: 'GET', url: `/games/crash/${game}/top-wins${period ? `?period=${period}` : ''}` })
}
const winsOf = async (period: 'day' | 'month') => (await topWins(period)).json().data.wins as { player: string; win: number }[]

describe("a crash game's top wins of the day and the month", () => {
  it("lists the day's largest cash-outs with masked names, and leaves out yesterday's and last month's", async () => {
    await startAt('2026-10-31T23:59:00')
    const [ada, bola, chi] = [await player('Adaeze Nwosu'), await player('Bolaji Ade'), await player('Chinedu Okafor')]
    await playRound([
      { user: ada, amount: 1000, autoCashOut: 2 },
      { user: bola, amount: 3000, autoCashOut: 2 },
    ])
    const october = (await topWins()).json()
    expect(october).toMatchObject({
      status: 200,
      data: { period: 'day', from: '2026-10-30T23:00:00.000Z', to: '2026-10-31T23:00:00.000Z' },
    })
    expect(october.data.wins).toEqual([
      {
        betId: expect.any(Number),
        roundId: expect.any(Number),
        player: 'Bo***e',
        amount: 3000,
        multiplier: 2,
        win: 6000,
        at: expect.stringMatching(/^2026-10-31T22:5\d:\d\d\.\d{3}Z$/),
      },
      expect.objectContaining({ player: 'Ad***u', amount: 1000, multiplier: 2, win: 2000 }),
    ])
    expect(JSON.stringify(october)).not.toMatch(/Adaeze|Bolaji|userId|token/)

    // Past midnight in Lagos (23:00 UTC) a new day and a new month begin: both lists start empty.
    await clock.advanceTo(Date.parse('2026-11-01T00:00:05+01:00'), CRASH_GAMES.length)
    expect(await winsOf('day')).toEqual([])
    expect((await topWins('month')).json().data).toEqual({
      period: 'month',
      from: '2026-10-31T23:00:00.000Z',
      to: '2026-11-01T23:00:00.000Z',
      wins: [],
    })

    // A lost bet is no win; a stake of ₦1,500 at 2.5x (₦3,750) outranks ₦1,000 at 3x (₦3,000).
    await playRound([
      { user: chi, amount: 1000, autoCashOut: 3 },
      { user: ada, amount: 1500, autoCashOut: 2.5 },
      { user: bola, amount: 5000, autoCashOut: 50 },
    ])
    const day = await winsOf('day')
    expect(day.map((win) => [win.player, win.win])).toEqual([
      ['Ad***u', 3750],
      ['Ch***r', 3000],
    ])
    expect(await winsOf('month')).toEqual(day)
  })

  it("ranks the month's ten largest across its days, the finished days' with today's", async () => {
    await startAt('2026-11-29T23:59:00')
    const players = await Promise.all(['Emeka Uche', 'Funke Bello', 'Gozie Obi'].map((name) => player(name)))
    // Yesterday: ₦2,000 ... ₦12,000 (six cash-outs at 2x).
    await playRound([1000, 2000, 3000].map((amount, at) => ({ user: players[at]!, amount, autoCashOut: 2 })))
    await playRound([4000, 5000, 6000].map((amount, at) => ({ user: players[at]!, amount, autoCashOut: 2 })))
    await clock.advanceTo(Date.parse('2026-11-30T00:01:05+01:00'), CRASH_GAMES.length)
    expect(await winsOf('day')).toEqual([])
    expect((await winsOf('month')).map((win) => win.win)).toEqual([12_000, 10_000, 8000, 6000, 4000, 2000])

    // Today: ₦2,200 ... ₦13,200 (six cash-outs at 2.2x).
    await playRound([1000, 2000, 3000].map((amount, at) => ({ user: players[at]!, amount, autoCashOut: 2.2 })))
    await playRound([4000, 5000, 6000].map((amount, at) => ({ user: players[at]!, amount, autoCashOut: 2.2 })))
    expect((await winsOf('day')).map((win) => win.win)).toEqual([13_200, 11_000, 8800, 6600, 4400, 2200])
    expect((await winsOf('month')).map((win) => win.win)).toEqual([13_200, 12_000, 11_000, 10_000, 8800, 8000, 6600, 6000, 4400, 4000])
  })

  it('refuses an unknown period and an unknown game', async () => {
    await startAt('2026-11-27T12:00:00')
    expect((await topWins('year')).json()).toMatchObject({ status: 400, code: 'INVALID_INPUT', message: 'period is day or month' })
    expect((await topWins('day', 'no-such-game')).json()).toMatchObject({ status: 404, code: 'GAME_NOT_FOUND' })
  })
})
