import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NUMBER_GAME_RULES } from '@9ja/number-games'
import { largestWins, largestWinsQuery } from '../../../src/back-office/risk/largest-wins.ts'
import { rtpAgainstStated, rtpQuery, type RtpRow } from '../../../src/back-office/risk/rtp.ts'
import { loadGameHouseIds, type HouseIds } from '../../../src/games/house.ts'
import { settleDrawBets } from '../../../src/games/numbers/bets/settlement.ts'
import { findBuiltInGame } from '../../games/numbers/bets-support.ts'
import { settleEventBets } from '../../../src/games/virtual-sports/bets/settlement.ts'
import { virtualFootball } from '../../../src/games/virtual-sports/football/definition.ts'
import { settingsOf } from '../../../src/games/virtual-sports/settings-of.ts'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { createTestUser, creditWallet, type TestUser } from '../../support/users.ts'
import { createFootballEvent, finishEvent, footballResult, type TestEvent } from '../../games/virtual-sports/bet-events.ts'
import { createDraw, finishDraw, placeTickets } from '../../games/numbers/bets-support.ts'
import { riskContext } from './helpers.ts'

// Everything is played on 10 March 2026 (Lagos), but one match three days before.
const DAY = '2026-03-10'
const NOON = Date.parse(`${DAY}T12:00:00+01:00`)
const THREE_DAYS_BEFORE = new Date(NOON - 3 * 24 * 60 * 60 * 1000)

let t: TestApp
let house: HouseIds
let user: TestUser
let rows: RtpRow[]
beforeAll(async () => {
  t = await createTestApp({}, { clock: new ManualClock(NOON) })
  house = await loadGameHouseIds(t.pool)
  user = await createTestUser(t.pool, { fullName: 'Ngozi Adeyemi' })
  await creditWallet(t.pool, user.userId, 1_000_000_00n)
  await t.pool.query(`update sessions set last_seen_at = $2 where user_id = $1`, [user.userId, new Date(NOON)])
})
afterAll(async () => t.close())

/** Betting closes a minute after the test's noon (the database's clock is today's, the service's that day's). */
const closingThatDay = () => ({ closesInMs: NOON + 60_000 - Date.now() })

async function bets(kind: 'single' | 'multiple', selections: string[]) {
  const response = await t.app.inject({ method: 'POST', url: '/agent/bets', payload: { token: user.token, kind, stake: 100, selections } })
  expect(response.statusCode).toBe(200)
}

async function playedOut(event: TestEvent, home: number, away: number) {
  await finishEvent(t.pool, event.id, footballResult(home, away, 0, 0))
  await settleEventBets(t.pool, house, event.id, new Date())
}

const sumsOf = async (sql: string, parameters: unknown[] = []) =>
  (await t.pool.query<{ bets: number; stakes: number; wins: number }>(sql, parameters)).rows[0]!

const row = (game: string, kind: string) => rows.find((found) => found.game === game && found.kind === kind)

describe('measured RTP against stated RTP, and the largest wins, on real activity', () => {
  beforeAll(async () => {
    for (let spin = 0; spin < 6; spin++) {
      const response = await t.app.inject({ method: 'POST', url: '/agent/spin-multiplier', payload: { token: user.token, betAmount: 100 } })
      expect(response.statusCode).toBe(200)
    }
    // Match A, 1-0: the home win (won) and the away win (lost). B 2-0 and C 2-1: a multiple of B's home win and C's over 2.5, won.
    const [a, b, c] = [
      await createFootballEvent(t.pool, closingThatDay()),
      await createFootballEvent(t.pool, closingThatDay()),
      await createFootballEvent(t.pool, closingThatDay()),
    ]
    await bets('single', [a.selection('1x2:1'), a.selection('1x2:2')])
    await bets('multiple', [b.selection('1x2:1'), c.selection('ou2.5:over')])
    // Match D, both teams scored, three days before: in the 30 days only.
    const d = await createFootballEvent(t.pool, closingThatDay())
    await bets('single', [d.selection('btts:gg')])
    await t.pool.query(`update sports_events set betting_closes_at = $2, starts_at = $2, ends_at = $2 where id = $1`, [
      d.id,
      THREE_DAYS_BEFORE,
    ])
    for (const [event, home, away] of [
      [a, 1, 0],
      [b, 2, 0],
      [c, 2, 1],
      [d, 1, 1],
    ] as const)
      await playedOut(event, home, away)

    // 1 Sure: 7, 8 and 9 exactly, 50 drawn: three losses. Jackpot Game: one line matching all five, the pool's.
    const oneSure = await createDraw(t.pool, 'one-sure', closingThatDay())
    await placeTickets(
      t.app,
      user,
      oneSure,
      [7, 8, 9].map((number) => ({ kind: 'exact', picks: [number] })),
    )
    await finishDraw(t.pool, oneSure.id, [50])
    const jackpot = await createDraw(t.pool, 'jackpot-game', closingThatDay())
    await placeTickets(t.app, user, jackpot, [{ kind: 'jackpot', picks: [1, 2, 3, 4, 5] }])
    await finishDraw(t.pool, jackpot.id, [3, 1, 5, 2, 4])
    for (const draw of [oneSure, jackpot]) await settleDrawBets(t.pool, house, draw.id, () => 100_000_000n, new Date(), findBuiltInGame)

    rows = await rtpAgainstStated(t.pool, rtpQuery.parse({ day: DAY }), riskContext(t))
  })

  it("measures every instant round of the day, free rounds included, against the game's stated RTP", async () => {
    const spins = await sumsOf(
      `select count(*)::int as bets, (sum(stake_kobo) / 100.0)::float8 as stakes, (sum(payout_kobo) / 100.0)::float8 as wins from game_rounds`,
    )
    expect(spins.bets).toBeGreaterThanOrEqual(6)
    expect(row('spin-it', 'all')).toMatchObject({ family: 'instant', gameTitle: 'Spin It' })
    expect(row('spin-it', 'all')!.day).toMatchObject({
      ...spins,
      statedRtp: 0.95,
      from: '2026-03-09T23:00:00.000Z',
      to: '2026-03-10T23:00:00.000Z',
    })
    expect(row('spin-it', 'all')!.thirtyDays).toMatchObject({ ...spins, from: '2026-02-08T23:00:00.000Z' })
  })

  it('measures sports singles per market and multiples apart, each against its stated RTP in force', async () => {
    const rtp = settingsOf(t.config, virtualFootball).rtp
    const homeWin = await sumsOf(
      `select (b.payout_kobo / 100.0)::float8 as wins from sports_bets b join sports_bet_legs l on l.bet_id = b.id where l.code = '1x2:1' and b.kind = 'single'`,
    )
    expect(row('virtual-football', '1x2')!.day).toMatchObject({ bets: 2, stakes: 200, wins: homeWin.wins, statedRtp: rtp['1x2'] / 10_000 })
    const multiple = await sumsOf(`select (payout_kobo / 100.0)::float8 as wins from sports_bets where kind = 'multiple'`)
    expect(row('virtual-football', 'multiple')!.day).toMatchObject({ bets: 1, stakes: 100, wins: multiple.wins })
    expect(row('virtual-football', 'multiple')!.day.statedRtp).toBeCloseTo((rtp['1x2'] / 10_000) * (rtp['ou2.5'] / 10_000), 12)
    // Match D was played three days before: in the 30 days, not in the day.
    expect(row('virtual-football', 'btts')!.day).toMatchObject({ bets: 0, stakes: 0, measuredRtp: null, interval: null })
    expect(row('virtual-football', 'btts')!.thirtyDays).toMatchObject({ bets: 1, stakes: 100, statedRtp: rtp.btts / 10_000 })
  })

  it("measures a number game's kinds, a jackpot kind on its fixed prizes, and flags only with enough bets", async () => {
    expect(row('one-sure', 'exact')!.day).toEqual(
      expect.objectContaining({
        bets: 3,
        stakes: 300,
        wins: 0,
        measuredRtp: 0,
        interval: { low: 0, high: 0 },
        statedRtp: 0.9,
        fewBets: true,
        outsideInterval: false,
      }),
    )
    const jackpotKind = NUMBER_GAME_RULES['jackpot-game'].betKinds[0]!
    expect(row('jackpot-game', 'jackpot')!.day).toMatchObject({
      bets: 1,
      stakes: 100,
      wins: 0,
      statedRtp: (jackpotKind.rtpBp - jackpotKind.jackpot!.shareBp) / 10_000,
    })

    // With two bets enough, three losses at a stated 90% are flagged: their interval is the single point 0.
    const strict = riskContext(t, { config: { ...t.config, RISK_RTP_MIN_BETS: 2 } })
    const flagged = (await rtpAgainstStated(t.pool, rtpQuery.parse({ day: DAY }), strict)).find((found) => found.game === 'one-sure')!
    expect(flagged.day).toMatchObject({ fewBets: false, outsideInterval: true })
  })

  it("lists the day's largest wins across families, the jackpot first, with the player and the bet's reference", async () => {
    const wins = await largestWins(t.pool, largestWinsQuery.parse({ day: DAY, limit: '3' }), riskContext(t))
    expect(wins).toHaveLength(3)
    expect(wins[0]).toEqual({
      family: 'numbers',
      game: 'jackpot-game',
      gameTitle: 'Jackpot Game',
      player: { publicId: user.publicId, fullName: 'Ngozi Adeyemi' },
      stake: 100,
      win: 1_000_000,
      multiplier: 10_000,
      at: expect.any(String),
      bet: { kind: 'number-bet', id: expect.any(Number), code: expect.stringMatching(/^[2-9A-Z]{10}$/), roundOrDrawId: expect.any(Number) },
    })
    expect(wins.map((win) => win.win)).toEqual([...wins.map((win) => win.win)].sort((a, b) => b - a))
    // Match D's win belongs to its own day.
    const thatDay = await largestWins(t.pool, largestWinsQuery.parse({ day: '2026-03-07' }), riskContext(t))
    expect(thatDay).toEqual([
      expect.objectContaining({ game: 'virtual-football', stake: 100, win: row('virtual-football', 'btts')!.thirtyDays.wins }),
    ])
  })
})
