import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crashLiability } from '../../../src/back-office/risk/liability-crash.ts'
import { liabilityQuery } from '../../../src/back-office/risk/liability.ts'
import { openLiability } from '../../../src/back-office/risk/open-liability.ts'
import { largestWins, largestWinsQuery } from '../../../src/back-office/risk/largest-wins.ts'
import { rtpAgainstStated, rtpQuery } from '../../../src/back-office/risk/rtp.ts'
import { CRASH_GAMES } from '../../../src/games/crash/games.ts'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import type { TestUser } from '../../support/users.ts'
import {
  FAST_CRASH_SETTINGS,
  betRow,
  onClock,
  playerOnClock,
  post,
  steerNextRound,
  untilPhase,
  type RunnerWait,
} from '../../games/crash/helpers.ts'
import { riskContext } from './helpers.ts'
import { staffCall, staffMember } from '../../support/staff.ts'

const GAME = 'jet-crash'
// The game's rounds come quickly (2x 0.7 s into a flight) and its limits are small enough to reach: a bet wins at
// most ₦40,000 and a round pays at most ₦60,000. The other games sleep through long windows.
const CRASH_GAME_SETTINGS = JSON.stringify({
  '*': { bettingWindowMs: 120_000, pauseMs: 60_000, growthPerMs: 0.001, chainLength: 50 },
  [GAME]: { bettingWindowMs: 700, pauseMs: 150, maxBet: 20_000, maxWinPerBet: 40_000, maxRoundPayout: 60_000 },
})

let t: TestApp
let clock: ManualClock
let wait: RunnerWait
beforeAll(async () => {
  clock = new ManualClock(Date.parse('2026-10-31T12:00:00+01:00'))
  t = await createTestApp({ ...FAST_CRASH_SETTINGS, CRASH_TICK_MS: '100', CRASH_GAME_SETTINGS }, { clock })
  wait = onClock(clock, CRASH_GAMES.length)
})
afterAll(async () => t.close())

const player = (fullName: string): Promise<TestUser> => playerOnClock(t, clock, fullName)

async function bet(user: TestUser, amount: number, autoCashOut?: number): Promise<number> {
  const placed = await post(t, '/agent/crash/bet', { token: user.token, game: GAME, amount, ...(autoCashOut ? { autoCashOut } : {}) })
  expect(placed.json()).toMatchObject({ status: 200 })
  return placed.json().data.betId
}

const liability = async () => (await crashLiability(t.pool, liabilityQuery.parse({ game: GAME }), riskContext(t))).subjects

describe("a live crash round's liability", () => {
  it('is what its open bets can win, within the round cap, through betting, flight and crash, and nothing once settled', async () => {
    const round = await steerNextRound(t.pool, GAME, (x) => x > 210 && x < 250, { wait })
    const [ada, bola, chidi] = [await player('Adaeze Nwosu'), await player('Bolaji Ade'), await player('Chinedu Okafor')]
    // ₦1,000 cashing out at 2x wins ₦2,000; ₦500 with no target leaves at the max win per bet, ₦40,000.
    const adaBet = await bet(ada, 1000, 2)
    await bet(bola, 500)
    const subject = { kind: 'crash-round', id: round.roundId, name: `Round ${round.roundId}` }
    expect(await liability()).toEqual([
      {
        family: 'crash',
        game: GAME,
        gameTitle: 'Jet Crash',
        subject: { ...subject, status: 'betting', playsAt: round.bettingEndsAt.toISOString() },
        openBets: 2,
        stakesHeld: 1500,
        worstPayout: 42_000,
        exact: true,
      },
    ])

    // Risk's screen reads the same through the staff API (the contract holds its answer).
    const onScreen = await staffCall(t.app, staffMember('risk'), 'GET', `/staff/risk/liability?game=${GAME}`)
    expect(onScreen.json().data.subjects).toEqual(await liability())

    // ₦15,000 with no target leaves at 2.66x (₦39,900, the max win rounded down): ₦81,900 in all, past the
    // round's ₦60,000, which the round cap holds it to (an upper bound: the cap rounds each bet down).
    await bet(chidi, 15_000)
    expect(await liability()).toEqual([expect.objectContaining({ openBets: 3, stakesHeld: 16_500, worstPayout: 60_000, exact: false })])

    // In flight, Ada's bet leaves at 2x: ₦2,000 paid, ₦58,000 left to pay at most.
    await wait(async () => (await betRow(t.pool, adaBet)).status === 'cashed-out', 10_000, "Ada's cash-out")
    expect(await liability()).toEqual([
      expect.objectContaining({
        subject: expect.objectContaining({ status: 'flying' }),
        openBets: 2,
        stakesHeld: 15_500,
        worstPayout: 58_000,
      }),
    ])

    // Crashed, the crash point is public: a bet still open is paid, if at all, below it.
    await untilPhase(t.pool, round.roundId, 'crashed', wait)
    const belowCrash = BigInt(round.crashX100 - 1)
    const mostKobo = (50_000n * belowCrash) / 100n + (1_500_000n * belowCrash) / 100n
    expect(await liability()).toEqual([
      expect.objectContaining({
        subject: expect.objectContaining({ status: 'crashed' }),
        openBets: 2,
        stakesHeld: 15_500,
        worstPayout: Number(mostKobo) / 100,
        exact: true,
      }),
    ])

    await untilPhase(t.pool, round.roundId, 'settled', wait)
    expect(await liability()).toEqual([])
    expect((await openLiability(t.pool, {}, riskContext(t))).games.filter((game) => game.family === 'crash')).toEqual([])
  })

  it("counts the settled round's bets in the day's RTP and lists its win among the day's largest", async () => {
    const context = riskContext(t)
    const rows = await rtpAgainstStated(t.pool, rtpQuery.parse({}), context)
    const crash = rows.find((row) => row.game === GAME)!
    expect(crash).toMatchObject({ family: 'crash', gameTitle: 'Jet Crash', kind: 'all' })
    expect(crash.day).toMatchObject({
      from: '2026-10-30T23:00:00.000Z',
      to: '2026-10-31T23:00:00.000Z',
      bets: 3,
      stakes: 16_500,
      wins: 2000,
      statedRtp: 0.97,
      fewBets: true,
      outsideInterval: false,
    })
    expect(crash.day.measuredRtp).toBeCloseTo(2000 / 16_500, 12)
    expect(crash.thirtyDays).toMatchObject({ from: '2026-10-01T23:00:00.000Z', bets: 3, stakes: 16_500 })

    const wins = await largestWins(t.pool, largestWinsQuery.parse({}), context)
    expect(wins).toEqual([
      {
        family: 'crash',
        game: GAME,
        gameTitle: 'Jet Crash',
        player: { publicId: expect.any(String), fullName: 'Adaeze Nwosu' },
        stake: 1000,
        win: 2000,
        multiplier: 2,
        at: expect.stringMatching(/^2026-10-31T11:/),
        bet: { kind: 'crash-bet', id: expect.any(Number), code: null, roundOrDrawId: expect.any(Number) },
      },
    ])
    // The next day has none of them.
    expect(await largestWins(t.pool, largestWinsQuery.parse({ day: '2026-11-01' }), context)).toEqual([])
  })
})
