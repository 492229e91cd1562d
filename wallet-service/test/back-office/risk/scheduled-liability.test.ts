import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liabilityQuery } from '../../../src/back-office/risk/liability.ts'
import { numbersLiability } from '../../../src/back-office/risk/liability-numbers.ts'
import { sportsLiability } from '../../../src/back-office/risk/liability-sports.ts'
import { openLiability } from '../../../src/back-office/risk/open-liability.ts'
import { loadGameHouseIds, type HouseIds } from '../../../src/games/house.ts'
import { settleEventBets } from '../../../src/games/virtual-sports/bets/settlement.ts'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../../support/users.ts'
import {
  createFootballEvent,
  createRaceEvent,
  finishEvent,
  footballResult,
  raceResult,
  startEvent,
  type TestEvent,
} from '../../games/virtual-sports/bet-events.ts'
import { createDraw, finishDraw, placeTickets } from '../../games/numbers/bets-support.ts'
import { riskContext } from './helpers.ts'

let t: TestApp
let house: HouseIds
let user: TestUser
beforeAll(async () => {
  t = await createTestApp()
  house = await loadGameHouseIds(t.pool)
  user = await createTestUser(t.pool, { fullName: 'Ngozi Adeyemi' })
  await creditWallet(t.pool, user.userId, 1_000_000_00n)
})
afterAll(async () => t.close())

const naira = (kobo: bigint) => Number(kobo) / 100

async function single(event: TestEvent, code: string, stake: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/agent/bets',
    payload: { token: user.token, kind: 'single', stake, selections: [event.selection(code)] },
  })
  expect(response.statusCode).toBe(200)
}

/** The potential win of the open single on this selection of the event, in kobo. */
async function potential(event: TestEvent, code: string): Promise<bigint> {
  const { rows } = await t.pool.query<{ potential: string }>(
    `select b.potential_win_kobo::text as potential from sports_bets b join sports_bet_legs l on l.bet_id = b.id
      where l.event_id = $1 and l.code = $2 and b.kind = 'single'`,
    [event.id, code],
  )
  return BigInt(rows[0]!.potential)
}

const sports = async () => sportsLiability(t.pool, liabilityQuery.parse({}), riskContext(t))

describe("the virtual sports' open liability", () => {
  it("is each event's worst result over every result it can end with, and each open multiple's most", async () => {
    const match = await createFootballEvent(t.pool)
    // Home win 1-0 pays the home win, its double chance and the correct score together; an away win pays only its own.
    await single(match, '1x2:1', 100)
    await single(match, 'dc:1x', 100)
    await single(match, 'cs:1-0', 100)
    await single(match, '1x2:2', 1000)
    const [home, homeOrDraw, oneNil, away] = [
      await potential(match, '1x2:1'),
      await potential(match, 'dc:1x'),
      await potential(match, 'cs:1-0'),
      await potential(match, '1x2:2'),
    ]
    const worstMatch = home + homeOrDraw + oneNil > away ? home + homeOrDraw + oneNil : away

    // An eight-runner race pays three places: 1-2-3 pays all three place bets, the win on 1 and the forecast 1-2.
    const race = await createRaceEvent(t.pool, 8)
    const raceCodes = ['place:1', 'place:2', 'place:3', 'win:1', 'fc:1-2']
    for (const code of raceCodes) await single(race, code, 100)
    let raceAll = 0n
    for (const code of raceCodes) raceAll += await potential(race, code)

    // A multiple across both games: its game is none, and its most is its potential win.
    const multiple = await t.app.inject({
      method: 'POST',
      url: '/agent/bets',
      payload: { token: user.token, kind: 'multiple', stake: 100, selections: [match.selection('1x2:x'), race.selection('win:5')] },
    })
    expect(multiple.statusCode).toBe(200)
    const { rows } = await t.pool.query<{ potential: string }>(
      `select potential_win_kobo::text as potential from sports_bets where kind = 'multiple'`,
    )
    const multiplePotential = BigInt(rows[0]!.potential)

    const report = await sports()
    expect(report.subjects).toEqual([
      {
        family: 'virtual-sports',
        game: 'horse-race',
        gameTitle: 'Horse Race',
        subject: { kind: 'sports-event', id: race.id, name: race.name, status: 'open', playsAt: expect.any(String) },
        openBets: 5,
        stakesHeld: 500,
        worstPayout: naira(raceAll),
        exact: true,
      },
      expect.objectContaining({
        game: 'virtual-football',
        subject: expect.objectContaining({ id: match.id, status: 'open' }),
        openBets: 4,
        stakesHeld: 1300,
        worstPayout: naira(worstMatch),
        exact: true,
      }),
      {
        family: 'virtual-sports',
        game: null,
        gameTitle: 'Virtual Sports',
        subject: { kind: 'sports-multiples', id: null, name: 'Open multiples', status: 'open', playsAt: null },
        openBets: 1,
        stakesHeld: 100,
        worstPayout: naira(multiplePotential),
        exact: true,
      },
    ])
    expect(report.games.map((game) => [game.game, game.subjects, game.worstPayout, game.jackpotPool])).toEqual([
      ['horse-race', 1, naira(raceAll), null],
      ['virtual-football', 1, naira(worstMatch), null],
      [null, 1, naira(multiplePotential), null],
    ])

    // Live, the match's result is public: 2-0 pays the home win and its double chance, exactly.
    await startEvent(t.pool, match.id, footballResult(2, 0, 1, 0))
    // The race finishes 2-1-3 and is settled: its singles leave, and the multiple's leg on 5 lost, so it can pay nothing.
    await finishEvent(t.pool, race.id, raceResult([2, 1, 3, 4, 5, 6, 7, 8]))
    await settleEventBets(t.pool, house, race.id, new Date())
    expect((await sports()).subjects).toEqual([
      expect.objectContaining({
        game: 'virtual-football',
        subject: expect.objectContaining({ status: 'live' }),
        worstPayout: naira(home + homeOrDraw),
      }),
      expect.objectContaining({ game: null, openBets: 1, stakesHeld: 100, worstPayout: 0 }),
    ])
    expect((await sportsLiability(t.pool, liabilityQuery.parse({ game: 'horse-race' }), riskContext(t))).subjects).toEqual([])
  })
})

describe("the number games' open liability", () => {
  it("is a draw's kept liability before its numbers, exact for 1 Sure, and what its tickets win once drawn", async () => {
    // 1 Sure: 7 and 8 at 81x, and the range 1-30 at 2.7x: ₦8,370 whichever of 7 or 8 is drawn, not their ₦16,470 together.
    const oneSure = await createDraw(t.pool, 'one-sure')
    await placeTickets(t.app, user, oneSure, [
      { kind: 'exact', picks: [7] },
      { kind: 'exact', picks: [8] },
      { kind: 'range', picks: [1] },
    ])
    // Perfect Guess: two Pick 1 tickets at 3.6x; the draw keeps the sum of their top prizes, an upper bound.
    const perfectGuess = await createDraw(t.pool, 'perfect-guess')
    await placeTickets(t.app, user, perfectGuess, [
      { kind: 'pick-1', picks: [7] },
      { kind: 'pick-1', picks: [8] },
    ])
    const jackpot = await createDraw(t.pool, 'jackpot-game')
    await placeTickets(t.app, user, jackpot, [{ kind: 'jackpot', picks: [1, 2, 3, 4, 5] }])

    const numbers = async (game?: string) => numbersLiability(t.pool, liabilityQuery.parse({ game }), riskContext(t))
    const report = await numbers()
    expect(report.subjects).toEqual([
      expect.objectContaining({ game: 'jackpot-game', openBets: 1, stakesHeld: 100, exact: false }),
      {
        family: 'numbers',
        game: 'one-sure',
        gameTitle: '1 Sure',
        subject: { kind: 'number-draw', id: oneSure.id, name: `Draw ${oneSure.number}`, status: 'open', playsAt: expect.any(String) },
        openBets: 3,
        stakesHeld: 300,
        worstPayout: 8370,
        exact: true,
      },
      expect.objectContaining({ game: 'perfect-guess', openBets: 2, stakesHeld: 200, worstPayout: 720, exact: false }),
    ])
    // The pool pays a jackpot from its own account: shown beside the game's sum, never in it (the floor, ₦1,000,000, here).
    expect(report.games.map((game) => [game.game, game.worstPayout, game.jackpotPool])).toEqual([
      ['jackpot-game', report.subjects[0]!.worstPayout, 1_000_000],
      ['one-sure', 8370, null],
      ['perfect-guess', 720, null],
    ])

    // Drawn (final once the draw ends, not settled yet): 7 is among Perfect Guess's 20 numbers, 8 is not.
    await finishDraw(t.pool, perfectGuess.id, [7, ...Array.from({ length: 19 }, (_, index) => 20 + index)])
    expect((await numbers('perfect-guess')).subjects).toEqual([
      expect.objectContaining({ subject: expect.objectContaining({ status: 'finished' }), openBets: 2, worstPayout: 360, exact: true }),
    ])
    await finishDraw(t.pool, oneSure.id, [50])
    expect((await numbers('one-sure')).subjects).toEqual([
      expect.objectContaining({ openBets: 3, stakesHeld: 300, worstPayout: 0, exact: true }),
    ])
  })

  it('lists every family together, per game', async () => {
    const all = await openLiability(t.pool, {}, riskContext(t))
    expect(all.games.map((game) => game.family)).toEqual(['virtual-sports', 'virtual-sports', 'numbers', 'numbers', 'numbers'])
  })
})
