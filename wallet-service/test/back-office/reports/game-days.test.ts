import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'
import { gameDayReport, SEVERAL_GAMES_TITLE, type GameDayRow } from '../../../src/back-office/reports/game-days.ts'
import { reportJson } from '../../../src/back-office/reports/report.ts'
import { loadGameHouseIds } from '../../../src/games/house.ts'
import { settleDrawBets, voidDrawBets } from '../../../src/games/numbers/bets/settlement.ts'
import { findBuiltInGame } from '../../games/numbers/bets-support.ts'
import { loadHouseAccounts, walletAccountId } from '../../../src/ledger/ledger.ts'
import { createDraw, finishDraw, placeTickets, voidDraw } from '../../games/numbers/bets-support.ts'
import { createFootballEvent, createRaceEvent, finishEvent, footballResult, raceResult } from '../../games/virtual-sports/bet-events.ts'
import { settleEventBets } from '../../../src/games/virtual-sports/bets/settlement.ts'
import { depositBySandbox, ledgerToday, readOn, spinIt, spinRoyale } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

/**
 * Stakes, wins, bets and players of a game as the game's own tables hold them (not the ledger): a void
 * bet was placed (a bet, its player counted) but its stake was given back and it won nothing.
 */
async function fromGameTables(game: string | null) {
  const { rows } = await t.pool.query<{ staked: string; won: string; bets: number; players: number }>(
    `select coalesce(sum(stake_kobo) filter (where not void), 0)::text as staked, coalesce(sum(payout_kobo) filter (where not void), 0)::text as won,
            count(*) filter (where stake_kobo > 0)::int as bets, count(distinct user_id) filter (where stake_kobo > 0)::int as players
       from (select game, user_id, stake_kobo, payout_kobo, false as void from game_rounds
             union all
             select game, user_id, stake_kobo, payout_kobo, status = 'void' from number_bets
             union all
             -- A sports bet is its legs' game; a multiple over several games is no game's (null).
             select (select case when count(distinct ev.game) = 1 then min(ev.game) end
                       from sports_bet_legs l join sports_events ev on ev.id = l.event_id where l.bet_id = b.id),
                    user_id, stake_kobo, payout_kobo, status = 'void' from sports_bets b) bets
      where game is not distinct from $1`,
    [game],
  )
  const row = rows[0]!
  return { stakes: BigInt(row.staked), wins: BigInt(row.won), bets: row.bets, players: row.players }
}

/** The players' money on games, summed straight from the ledger's wallet postings: what they staked less what they got back. */
async function walletsNetOnGames(): Promise<bigint> {
  const { rows } = await t.pool.query<{ net: string }>(
    `select coalesce(-sum(p.amount_kobo), 0)::text as net
       from postings p join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
      where a.kind = 'wallet' and e.kind like 'game:%'`,
  )
  return BigInt(rows[0]!.net)
}

const total = (rows: GameDayRow[], pick: (row: GameDayRow) => bigint) => rows.reduce((sum, row) => sum + pick(row), 0n)

describe('the game-day report', () => {
  let players: TestUser[]
  let today: string

  beforeAll(async () => {
    players = [await createTestUser(t.pool, { fullName: 'Amaka Eze' }), await createTestUser(t.pool, { fullName: 'Tunde Bakare' })]
    for (const player of players) await depositBySandbox(t, player, '50000')
    for (const player of players) {
      for (let round = 0; round < 6; round++) await spinIt(t, player, '100')
      for (let round = 0; round < 4; round++) await spinRoyale(t, player, '200')
    }
    // A number game: one draw settled (Perfect Guess, 7 and 20 to 38 drawn: the first ticket wins), one voided (its stakes given back).
    const house = await loadGameHouseIds(t.pool)
    const settledDraw = await createDraw(t.pool, 'perfect-guess')
    await placeTickets(t.app, players[0]!, settledDraw, [
      { kind: 'pick-1', picks: [7] },
      { kind: 'pick-1', picks: [8] },
    ])
    await placeTickets(t.app, players[1]!, settledDraw, [{ kind: 'pick-1', picks: [9] }], 300)
    const voidedDraw = await createDraw(t.pool, 'perfect-guess')
    await placeTickets(t.app, players[1]!, voidedDraw, [{ kind: 'pick-1', picks: [7] }], 500)
    await finishDraw(t.pool, settledDraw.id, [7, ...Array.from({ length: 19 }, (_, at) => 20 + at)])
    await settleDrawBets(t.pool, house, settledDraw.id, () => 100_000_000n, new Date(t.clock.now()), findBuiltInGame)
    await voidDraw(t.pool, voidedDraw.id)
    await voidDrawBets(t.pool, house, voidedDraw.id, new Date(t.clock.now()), findBuiltInGame)
    // Virtual sports: a single on a football match, and a multiple over the match and a horse race; both won.
    const match = await createFootballEvent(t.pool)
    const race = await createRaceEvent(t.pool, 6)
    for (const body of [
      { kind: 'single', stake: 400, selections: [match.selection('1x2:1')] },
      { kind: 'multiple', stake: 150, selections: [match.selection('1x2:1'), race.selection('win:2')] },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/agent/bets', payload: { token: players[1]!.token, ...body } })
      expect(response.statusCode, response.body).toBe(200)
    }
    await finishEvent(t.pool, match.id, footballResult(2, 1, 1, 0))
    await finishEvent(t.pool, race.id, raceResult([2, 1, 3, 4, 5, 6]))
    for (const event of [match, race]) await settleEventBets(t.pool, house, event.id, new Date(t.clock.now()))
    today = await ledgerToday(t)
  })

  it('gives each game its stakes, wins, bets and players as the games recorded them', async () => {
    const { rows, database } = await readOn(t, gameDayReport, { from: today, to: today })
    expect(database).toBe('primary')
    expect(rows.map((row) => row.slug)).toEqual(['spin-it', 'spin2win-royale', 'virtual-football', 'perfect-guess', null])
    for (const row of rows) {
      const recorded = await fromGameTables(row.slug)
      expect({ slug: row.slug, stakes: row.stakes, wins: row.wins, bets: row.bets, players: row.players }).toEqual({
        slug: row.slug,
        ...recorded,
      })
      expect(row.ggr).toBe(row.stakes - row.wins)
      expect(row.day).toBe(today)
    }
    expect(rows.find((row) => row.slug === 'perfect-guess')).toMatchObject({
      family: 'number-games',
      gameId: 20301,
      title: 'Perfect Guess',
      bets: 4,
    })
    expect(rows.find((row) => row.slug === 'spin-it')).toMatchObject({ family: 'instant', gameId: 20401, title: 'Spin It' })
    expect(rows.find((row) => row.slug === 'virtual-football')).toMatchObject({ family: 'virtual-sports', stakes: 400_00n, bets: 1 })
    expect(rows.at(-1)).toMatchObject({ family: 'virtual-sports', gameId: null, title: SEVERAL_GAMES_TITLE, stakes: 150_00n, bets: 1 })
    // The bets won by construction paid: the wins side is read, not only the stakes.
    expect(rows.filter((row) => row.family !== 'instant').every((row) => row.wins > 0n)).toBe(true)
  })

  it('totals the GGR the ledger holds: what the wallets lost to the games', async () => {
    const answer = await readOn(t, gameDayReport, { from: today, to: today })
    const { rows } = answer
    // As JSON, amounts are naira numbers as in every answer of the service.
    const json = JSON.parse(JSON.stringify(reportJson(answer))) as { database: string; rows: { ggr: number }[] }
    expect(json.database).toBe('primary')
    expect(json.rows.map((row) => row.ggr)).toEqual(rows.map((row) => Number(row.ggr) / 100))
    expect(total(rows, (row) => row.ggr)).toBe(await walletsNetOnGames())
    expect(total(rows, (row) => row.stakes)).toBeGreaterThan(0n)
  })

  it('counts a stake on the Lagos day it was taken: 23:59:59 and midnight WAT are two days', async () => {
    const player = players[0]!
    const house = await loadHouseAccounts(t.pool)
    const wallet = await walletAccountId(t.pool, player.userId)
    // Two balanced Spin It entries stamped either side of Lagos midnight (22:59:59.999 and 23:00 UTC of one UTC day).
    for (const [key, at, stake] of [
      ['boundary-before', '2025-01-10T22:59:59.999Z', 111_00n],
      ['boundary-after', '2025-01-10T23:00:00.000Z', 222_00n],
    ] as const) {
      await t.pool.query(
        `with entry as (
           insert into journal_entries (kind, idempotency_key, user_id, description, created_at)
           values ('game:spin-it', $1, $2, 'Spin It', $3) returning id
         )
         insert into postings (entry_id, account_id, amount_kobo)
         select entry.id, p.account_id, p.amount_kobo from entry, (values ($4::bigint, -$6::bigint), ($5::bigint, $6::bigint)) p(account_id, amount_kobo)`,
        [key, player.userId, at, wallet, house['house:game_stakes'], stake.toString()],
      )
    }
    const tenth = await readOn(t, gameDayReport, { from: '2025-01-10', to: '2025-01-10' })
    expect(tenth.rows).toMatchObject([{ day: '2025-01-10', slug: 'spin-it', stakes: 111_00n, bets: 1, players: 1 }])
    const both = await readOn(t, gameDayReport, { from: '2025-01-10', to: '2025-01-11' })
    expect(both.rows.map((row) => [row.day, row.stakes])).toEqual([
      ['2025-01-10', 111_00n],
      ['2025-01-11', 222_00n],
    ])
  })

  it('refuses a period that is not one', async () => {
    await expect(readOn(t, gameDayReport, { from: '2025-02-01', to: '2025-01-01' })).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    await expect(readOn(t, gameDayReport, { from: '2024-01-01', to: '2025-01-01' })).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    await expect(readOn(t, gameDayReport, { from: '1 Jan', to: '2025-01-01' })).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })
})
