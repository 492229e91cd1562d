import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/database.ts'
import type { TestUser } from '../../support/users.ts'
import { checkLedgerInvariants } from '../../../src/ledger/ledger.ts'
import { livePoolKobo } from '../../../src/games/numbers/bets/jackpot.ts'
import { numberBetsSettlement } from '../../../src/games/numbers/bets/settlement.ts'
import { findBuiltInGame } from './bets-support.ts'
import { balanceKobo } from '../helpers.ts'
import { systemClock } from '../../../src/time/clock.ts'
import {
  betRow,
  createDraw,
  finishDraw,
  fundedPlayer,
  houseBalance,
  JACKPOT_POOL,
  placeTickets,
  type TestDraw,
  type TicketInput,
} from './bets-support.ts'

/** The Jackpot Game's floor in these tests: ₦500, so a few dozen ₦100 lines (20% each to the pool) pass it. */
const FLOOR_KOBO = 50_000n

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ NUMBER_GAME_SETTINGS: JSON.stringify({ 'jackpot-game': { jackpotFloorKobo: Number(FLOOR_KOBO) } }) })
})
afterAll(async () => t.close())

const floor = () => FLOOR_KOBO

const player = () => fundedPlayer(t.pool)
const betsOn = (user: TestUser, draw: TestDraw, tickets: TicketInput[]) => placeTickets(t.app, user, draw, tickets)
const bet = (code: string) => betRow(t.pool, code)

describe('the jackpot pool', () => {
  /** What the pool account must hold at any time: stakes' shares moved in + the house's seeds - jackpots paid. */
  async function expectPoolAccounted() {
    const { rows } = await t.pool.query<{ moved_in: string; seeds: string; paid: string }>(
      `select (select coalesce(sum(p.amount_kobo), 0) from postings p join journal_entries e on e.id = p.entry_id
                where e.kind = 'game:number-jackpot-in' and p.amount_kobo > 0)::text as moved_in,
              (select coalesce(sum(p.amount_kobo), 0) from postings p join journal_entries e on e.id = p.entry_id
                where e.kind = 'game:number-jackpot-seed' and p.amount_kobo > 0)::text as seeds,
              (select coalesce(sum(jackpot_won_kobo), 0) from number_bets)::text as paid`,
    )
    const { moved_in, seeds, paid } = rows[0]!
    const balance = await houseBalance(t.pool, JACKPOT_POOL)
    expect(balance).toBe(BigInt(moved_in) + BigInt(seeds) - BigInt(paid))
    // And the shares moved in are exactly those of the settled jackpot draws' bets.
    const shares = await t.pool.query<{ shares: string }>(
      `select coalesce(sum(b.jackpot_in_kobo), 0)::text as shares from number_bets b join number_jackpots j on j.draw_id = b.draw_id`,
    )
    expect(BigInt(moved_in)).toBe(BigInt(shares.rows[0]!.shares))
    return balance
  }
  const live = () => livePoolKobo(t.pool, 'jackpot-game', FLOOR_KOBO)
  const all = [1, 2, 3, 4, 5]
  /** `count` tickets matching none of 1..5. */
  const losers = (count: number) => Array.from({ length: count }, (_, i) => ({ kind: 'jackpot', picks: [6, 7, 8, 9, 10 + i] }))

  it('holds contributions + seeds - wins at all times; the house tops it up to the floor; winners share it', async () => {
    const settlement = numberBetsSettlement(t.pool, floor, systemClock, findBuiltInGame)
    expect(await expectPoolAccounted()).toBe(0n)
    expect(await live()).toBe(FLOOR_KOBO)

    // Draw A: 30 lines of ₦100 (₦20 each to the pool: ₦600, past the ₦500 floor); two match every number.
    const a = await createDraw(t.pool, 'jackpot-game')
    const [first, second] = [await player(), await player()]
    const [firstWin] = await betsOn(first, a, [{ kind: 'jackpot', picks: all }])
    const [secondWin] = await betsOn(second, a, [{ kind: 'jackpot', picks: [5, 4, 3, 2, 1] }])
    await betsOn(await player(), a, losers(28))
    // Live: the pool's balance (none yet) plus the open draw's shares.
    expect(await live()).toBe(60_000n)
    await finishDraw(t.pool, a.id, [5, 1, 4, 2, 3])
    const before = await balanceKobo(t.pool, first.userId)
    expect(await live()).toBe(60_000n)
    expect(await settlement.settle(a.id)).toEqual({ settledBets: 30 })
    expect(await bet(firstWin!)).toEqual({ status: 'won', winning_lines: 1, payout_kobo: '30000', jackpot_won_kobo: '30000' })
    expect(await bet(secondWin!)).toMatchObject({ status: 'won', jackpot_won_kobo: '30000' })
    expect(await balanceKobo(t.pool, first.userId)).toBe(before + 30_000n)
    expect(await expectPoolAccounted()).toBe(0n)
    expect(await live()).toBe(FLOOR_KOBO)

    // Draw B: 5 lines (₦100 to the pool), none matching all: the house seeds ₦400; the pool stays at ₦500.
    const b = await createDraw(t.pool, 'jackpot-game')
    await betsOn(await player(), b, losers(5))
    await finishDraw(t.pool, b.id, all)
    await settlement.settle(b.id)
    expect(await expectPoolAccounted()).toBe(50_000n)
    expect(await live()).toBe(50_000n)

    // Draw C: 3 lines, all matching: ₦500 + ₦60 shared by 3, the 2 kobo that do not split stay in the pool.
    const c = await createDraw(t.pool, 'jackpot-game')
    const winners = await Promise.all([player(), player(), player()])
    const ids = (await Promise.all(winners.map((user) => betsOn(user, c, [{ kind: 'jackpot', picks: all }])))).flat()
    expect(await live()).toBe(56_000n)
    await finishDraw(t.pool, c.id, all)
    // Twice, and at once: the jackpot is fixed once, each winner paid once.
    await Promise.all([settlement.settle(c.id), settlement.settle(c.id)])
    for (const id of ids) expect(await bet(id)).toMatchObject({ status: 'won', jackpot_won_kobo: '18666', payout_kobo: '18666' })
    expect(await expectPoolAccounted()).toBe(2n)
    const jackpots = await t.pool.query(
      `select draw_id::int, contributions_kobo::int, seed_kobo::int, pool_kobo::int, winning_lines, share_kobo::int from number_jackpots order by draw_id`,
    )
    expect(jackpots.rows).toEqual([
      { draw_id: a.id, contributions_kobo: 60_000, seed_kobo: 0, pool_kobo: 60_000, winning_lines: 2, share_kobo: 30_000 },
      { draw_id: b.id, contributions_kobo: 10_000, seed_kobo: 40_000, pool_kobo: 50_000, winning_lines: 0, share_kobo: 0 },
      { draw_id: c.id, contributions_kobo: 6_000, seed_kobo: 0, pool_kobo: 56_000, winning_lines: 3, share_kobo: 18_666 },
    ])
    const history = await t.app.inject({
      method: 'POST',
      url: '/agent/trasaction-history',
      payload: { token: winners[0]!.token, pageSize: 10 },
    })
    expect(history.json().data.map((entry: { description: string }) => entry.description)).toContain(
      `Jackpot Game: bet ${ids[0]} won ₦186.66, the jackpot`,
    )
    expect(await houseBalance(t.pool, 'house:bets_in_play')).toBeGreaterThanOrEqual(0n)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it("shows what the next draw pays: its stakes' shares count, a later draw's not yet", async () => {
    const balance = await expectPoolAccounted()
    expect(await live()).toBe(FLOOR_KOBO)
    const later = await createDraw(t.pool, 'jackpot-game', { closesInMs: 7_200_000 })
    const next = await createDraw(t.pool, 'jackpot-game', { closesInMs: 3_600_000 })
    // 30 lines of ₦100 on each: ₦600 of shares each.
    await betsOn(await player(), later, losers(30))
    expect(await live()).toBe(FLOOR_KOBO)
    await betsOn(await player(), next, losers(30))
    expect(await live()).toBe(balance + 60_000n)
  })
})
