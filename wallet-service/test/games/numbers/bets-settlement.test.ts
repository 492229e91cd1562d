import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { betKindRules, type NumberGameSlug } from '@9ja/number-games'
import { createTestApp, type TestApp } from '../../support/database.ts'
import type { TestUser } from '../../support/users.ts'
import type { Pool } from '../../../src/db/pool.ts'
import { checkLedgerInvariants } from '../../../src/ledger/ledger.ts'
import { loadGameHouseIds, type HouseIds } from '../../../src/games/house.ts'
import { settleDrawBets, voidDrawBets } from '../../../src/games/numbers/bets/settlement.ts'
import { findBuiltInGame } from './bets-support.ts'
import { NUMBER_PLACEMENT } from '../../../src/games/numbers/bets/store.ts'
import { placeScheduledSlips } from '../../../src/games/scheduled/place-bets.ts'
import { balanceKobo } from '../helpers.ts'
import {
  betRow,
  createDraw,
  finishDraw,
  fundedPlayer,
  houseBalance,
  JACKPOT_POOL,
  pickOneTicket,
  placeTickets,
  voidDraw,
  type TestDraw,
  type TicketInput,
} from './bets-support.ts'

let t: TestApp
let house: HouseIds
beforeAll(async () => {
  t = await createTestApp()
  house = await loadGameHouseIds(t.pool)
})
afterAll(async () => t.close())

/** The Jackpot Game's floor (its pool is the subject of bets-jackpot.test.ts). */
const floor = () => 100_000_000n
const settle = (drawId: number, db: Pool = t.pool) => settleDrawBets(db, house, drawId, floor, new Date(), findBuiltInGame)

const player = (naira?: number) => fundedPlayer(t.pool, naira)
const betsOn = (user: TestUser, draw: TestDraw, tickets: TicketInput[], stake?: number) => placeTickets(t.app, user, draw, tickets, stake)
const bet = (code: string) => betRow(t.pool, code)

/** The paytable's multiplier (x100) of a kind for this many matches of a line. */
function tier(game: NumberGameSlug, kind: string, matches: number): number {
  return betKindRules(game, kind)!.paytable.find((entry) => entry.matches === matches)!.multiplierX100
}

/**
 * A draw of the game with these tickets of ₦100 a line and these numbers drawn, settled; each ticket
 * is checked to have won `lines` lines paying `x100` (hundredths of the stake per line, summed over
 * them), or lost (lines 0).
 */
async function expectSettles(game: NumberGameSlug, drawn: number[], cases: { ticket: TicketInput; lines: number; x100: number }[]) {
  const draw = await createDraw(t.pool, game)
  const user = await player()
  const inPlay = await houseBalance(t.pool, 'house:bets_in_play')
  const ids = await betsOn(
    user,
    draw,
    cases.map((entry) => entry.ticket),
  )
  const before = await balanceKobo(t.pool, user.userId)
  await finishDraw(t.pool, draw.id, drawn)
  expect(await settle(draw.id)).toEqual({ settledBets: cases.length })
  let paid = 0n
  for (const [index, { ticket, lines, x100 }] of cases.entries()) {
    const payout = BigInt(x100) * 100n
    const expected = { status: lines > 0 ? 'won' : 'lost', winning_lines: lines, payout_kobo: String(payout), jackpot_won_kobo: '0' }
    expect({ ticket, ...(await bet(ids[index]!)) }).toEqual({ ticket, ...expected })
    paid += payout
  }
  expect(await balanceKobo(t.pool, user.userId)).toBe(before + paid)
  expect(await houseBalance(t.pool, 'house:bets_in_play')).toBe(inPlay)
  expect(await checkLedgerInvariants(t.pool)).toEqual([])
}

describe('settling every bet kind from a constructed draw', () => {
  it('1 Sure, ball 7: exact, range, odd or even, high or low', async () => {
    const exact = tier('one-sure', 'exact', 1)
    const range = tier('one-sure', 'range', 1)
    const half = tier('one-sure', 'odd-even', 1)
    await expectSettles(
      'one-sure',
      [7],
      [
        { ticket: { kind: 'exact', picks: [7] }, lines: 1, x100: exact },
        { ticket: { kind: 'exact', picks: [8] }, lines: 0, x100: 0 },
        { ticket: { kind: 'range', picks: [1] }, lines: 1, x100: range },
        { ticket: { kind: 'range', picks: [2] }, lines: 0, x100: 0 },
        { ticket: { kind: 'odd-even', picks: [1] }, lines: 1, x100: half },
        { ticket: { kind: 'odd-even', picks: [0] }, lines: 0, x100: 0 },
        { ticket: { kind: 'high-low', picks: [0] }, lines: 1, x100: half },
        { ticket: { kind: 'high-low', picks: [1] }, lines: 0, x100: 0 },
      ],
    )
  })

  it('1 Sure, ball 90: the top range, even, high', async () => {
    await expectSettles(
      'one-sure',
      [90],
      [
        { ticket: { kind: 'range', picks: [3] }, lines: 1, x100: tier('one-sure', 'range', 1) },
        { ticket: { kind: 'odd-even', picks: [0] }, lines: 1, x100: tier('one-sure', 'odd-even', 1) },
        { ticket: { kind: 'high-low', picks: [1] }, lines: 1, x100: tier('one-sure', 'high-low', 1) },
        { ticket: { kind: 'exact', picks: [45] }, lines: 0, x100: 0 },
      ],
    )
  })

  it('Perfect Guess, 1..20 drawn: paid by matches for the pick size', async () => {
    const drawn = Array.from({ length: 20 }, (_, i) => i + 1)
    await expectSettles('perfect-guess', drawn, [
      { ticket: { kind: 'pick-1', picks: [5] }, lines: 1, x100: tier('perfect-guess', 'pick-1', 1) },
      { ticket: { kind: 'pick-1', picks: [21] }, lines: 0, x100: 0 },
      { ticket: { kind: 'pick-3', picks: [1, 2, 30] }, lines: 1, x100: tier('perfect-guess', 'pick-3', 2) },
      { ticket: { kind: 'pick-3', picks: [1, 30, 31] }, lines: 0, x100: 0 },
      { ticket: { kind: 'pick-5', picks: [1, 2, 3, 4, 80] }, lines: 1, x100: tier('perfect-guess', 'pick-5', 4) },
      { ticket: { kind: 'pick-10', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, lines: 1, x100: tier('perfect-guess', 'pick-10', 10) },
    ])
  })

  it('Millionaire Kendo, 1 2 3 4 5 drawn: Nap, Perm by lines, Against top x bottom, 1 Banker', async () => {
    const nap2 = tier('millionaire-kendo', 'nap-2', 2)
    await expectSettles(
      'millionaire-kendo',
      [3, 1, 5, 2, 4],
      [
        { ticket: { kind: 'nap-1', picks: [3] }, lines: 1, x100: tier('millionaire-kendo', 'nap-1', 1) },
        { ticket: { kind: 'nap-1', picks: [6] }, lines: 0, x100: 0 },
        { ticket: { kind: 'nap-2', picks: [1, 2] }, lines: 1, x100: nap2 },
        { ticket: { kind: 'nap-2', picks: [1, 6] }, lines: 0, x100: 0 },
        { ticket: { kind: 'nap-3', picks: [1, 2, 3] }, lines: 1, x100: tier('millionaire-kendo', 'nap-3', 3) },
        // Nap 4 with 3 of its 4 drawn, Nap 5 with all 5 and with 3: the smaller prizes.
        { ticket: { kind: 'nap-4', picks: [1, 2, 3, 6] }, lines: 1, x100: tier('millionaire-kendo', 'nap-4', 3) },
        { ticket: { kind: 'nap-5', picks: [1, 2, 3, 4, 5] }, lines: 1, x100: tier('millionaire-kendo', 'nap-5', 5) },
        { ticket: { kind: 'nap-5', picks: [1, 2, 3, 6, 7] }, lines: 1, x100: tier('millionaire-kendo', 'nap-5', 3) },
        // Perm 2 of 1 2 6: 3 lines, one (1 2) drawn. Perm 3 of 1 2 3 4 6: C(4,3) of its drawn four = 4 of its 10 lines.
        { ticket: { kind: 'perm-2', picks: [1, 2, 6] }, lines: 1, x100: nap2 },
        { ticket: { kind: 'perm-3', picks: [1, 2, 3, 4, 6] }, lines: 4, x100: 4 * tier('millionaire-kendo', 'perm-3', 3) },
        { ticket: { kind: 'perm-2', picks: [6, 7, 8] }, lines: 0, x100: 0 },
        // Against 1 6 v 2 3 7: 6 lines; 1-2 and 1-3 drawn.
        { ticket: { kind: 'against', picks: [1, 6], against: [2, 3, 7] }, lines: 2, x100: 2 * nap2 },
        // A drawn banker wins with the 4 other drawn numbers.
        { ticket: { kind: 'banker', picks: [1] }, lines: 4, x100: 4 * nap2 },
        { ticket: { kind: 'banker', picks: [6] }, lines: 0, x100: 0 },
      ],
    )
  })

  it('Jackpot Game, no line matching all: the fixed prizes for fewer matches', async () => {
    await expectSettles(
      'jackpot-game',
      [1, 2, 3, 4, 5],
      [
        { ticket: { kind: 'jackpot', picks: [1, 2, 3, 4, 6] }, lines: 1, x100: tier('jackpot-game', 'jackpot', 4) },
        { ticket: { kind: 'jackpot', picks: [1, 2, 3, 6, 7] }, lines: 1, x100: tier('jackpot-game', 'jackpot', 3) },
        { ticket: { kind: 'jackpot', picks: [1, 2, 6, 7, 8] }, lines: 1, x100: tier('jackpot-game', 'jackpot', 2) },
        { ticket: { kind: 'jackpot', picks: [1, 6, 7, 8, 9] }, lines: 0, x100: 0 },
      ],
    )
  })
})

describe('void draws', () => {
  it('refunds every bet of a void draw whole (a jackpot ticket with its pool share); the pool is untouched', async () => {
    const kendo = await createDraw(t.pool, 'millionaire-kendo')
    const jackpot = await createDraw(t.pool, 'jackpot-game')
    const user = await player(10_000)
    const [perm] = await betsOn(user, kendo, [{ kind: 'perm-2', picks: [1, 2, 3, 4] }], 50)
    const [line] = await betsOn(user, jackpot, [{ kind: 'jackpot', picks: [1, 2, 3, 4, 5] }])
    const pool = await houseBalance(t.pool, JACKPOT_POOL)
    expect(await balanceKobo(t.pool, user.userId)).toBe(1_000_000n - 30_000n - 10_000n)
    await voidDraw(t.pool, kendo.id)
    await voidDraw(t.pool, jackpot.id)
    expect(await voidDrawBets(t.pool, house, kendo.id, new Date(), findBuiltInGame)).toEqual({ settledBets: 1 })
    expect(await voidDrawBets(t.pool, house, jackpot.id, new Date(), findBuiltInGame)).toEqual({ settledBets: 1 })
    expect(await bet(perm!)).toEqual({ status: 'void', winning_lines: null, payout_kobo: '30000', jackpot_won_kobo: '0' })
    expect(await bet(line!)).toMatchObject({ status: 'void', payout_kobo: '10000' })
    expect(await balanceKobo(t.pool, user.userId)).toBe(1_000_000n)
    expect(await houseBalance(t.pool, JACKPOT_POOL)).toBe(pool)
    const response = await t.app.inject({ method: 'POST', url: '/agent/trasaction-history', payload: { token: user.token, pageSize: 10 } })
    expect(response.json().data.map((entry: { description: string }) => entry.description)).toContain(
      `Millionaire Kendo: bet ${perm} void, ₦300 refunded`,
    )
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('refuses to settle a draw that has not finished, or to void one that is not void', async () => {
    const draw = await createDraw(t.pool, 'one-sure')
    await expect(settle(draw.id)).rejects.toThrow('is open, not finished')
    await expect(voidDrawBets(t.pool, house, draw.id, new Date(), findBuiltInGame)).rejects.toThrow('is open, not void')
  })
})

describe('exactly once', () => {
  it('pays once when settlement runs twice, or from two processes at once', async () => {
    const draw = await createDraw(t.pool, 'perfect-guess')
    const users = await Promise.all(Array.from({ length: 20 }, () => player(1000)))
    for (const user of users)
      await betsOn(
        user,
        draw,
        [
          { kind: 'pick-1', picks: [1] },
          { kind: 'pick-1', picks: [2] },
        ],
        500,
      )
    await finishDraw(
      t.pool,
      draw.id,
      Array.from({ length: 20 }, (_, i) => i + 2),
    )
    const [first, second] = await Promise.all([settle(draw.id), settle(draw.id)])
    expect(first.settledBets + second.settledBets).toBe(40)
    expect(await settle(draw.id)).toEqual({ settledBets: 0 })
    const win = 500n * BigInt(tier('perfect-guess', 'pick-1', 1))
    for (const user of users) expect(await balanceKobo(t.pool, user.userId)).toBe(win)
    const entries = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from journal_entries where idempotency_key like 'number-%' and user_id = any ($1::bigint[])`,
      [users.map((user) => user.userId)],
    )
    // Each player: two bets, one win (a loss moves no money but is a journal entry too).
    expect(entries.rows[0]!.n).toBe(20 * 4)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('settles a bet whose placement was still committing when its draw closed: the draw waits for it', async () => {
    const draw = await createDraw(t.pool, 'perfect-guess')
    const user = await player(1000)
    const placing = await t.pool.connect()
    try {
      await placing.query('begin')
      const [placed] = await placeScheduledSlips(placing, NUMBER_PLACEMENT, house, new Date(), [
        {
          sessionToken: user.token,
          clientKey: 'in-flight',
          requestHash: 'in-flight',
          tickets: [{ ...pickOneTicket(draw, 'PLACE2NGXY'), picks: [1] }],
        },
      ])
      expect(placed!.kind).toBe('placed')
      // The runner's draw waits for the placement's lock on the draw row, then the settlement sees its bet.
      const finishing = finishDraw(
        t.pool,
        draw.id,
        Array.from({ length: 20 }, (_, i) => i + 1),
      ).then(() => settle(draw.id))
      const early = await Promise.race([finishing.then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 300, 'waiting'))])
      expect(early).toBe('waiting')
      await placing.query('commit')
      expect(await finishing).toEqual({ settledBets: 1 })
    } finally {
      placing.release()
    }
    expect(await bet('PLACE2NGXY')).toMatchObject({ status: 'won', payout_kobo: String(100n * BigInt(tier('perfect-guess', 'pick-1', 1))) })
  })

  it('resumes a settlement cut off part-way', async () => {
    const draw = await createDraw(t.pool, 'millionaire-kendo')
    const user = await player()
    const [won, lost] = await betsOn(user, draw, [
      { kind: 'nap-1', picks: [1] },
      { kind: 'nap-1', picks: [9] },
    ])
    await finishDraw(t.pool, draw.id, [1, 2, 3, 4, 5])
    // The process dies when it writes the first chunk: nothing of it is settled.
    let statements = 0
    const dying = {
      query: (...args: Parameters<typeof t.pool.query>) => {
        if (++statements > 2) return Promise.reject(new Error('the process died'))
        return (t.pool.query as (...a: unknown[]) => Promise<unknown>)(...args)
      },
    } as unknown as Pool
    await expect(settle(draw.id, dying)).rejects.toThrow('the process died')
    expect((await bet(won!)).status).toBe('open')
    expect(await settle(draw.id)).toEqual({ settledBets: 2 })
    expect((await bet(won!)).status).toBe('won')
    expect((await bet(lost!)).status).toBe('lost')
  })
})
