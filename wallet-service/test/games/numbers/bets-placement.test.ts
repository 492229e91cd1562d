import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxPayoutKobo } from '@9ja/number-games'
import { createTestApp, type TestApp } from '../../support/database.ts'
import type { TestUser } from '../../support/users.ts'
import { checkLedgerInvariants } from '../../../src/ledger/ledger.ts'
import { loadGameHouseIds } from '../../../src/games/house.ts'
import { NUMBER_PLACEMENT } from '../../../src/games/numbers/bets/store.ts'
import { sportsPlacement } from '../../../src/games/virtual-sports/bets/store.ts'
import { placeScheduledSlips } from '../../../src/games/scheduled/place-bets.ts'
import { createFootballEvent } from '../virtual-sports/bet-events.ts'
import { balanceKobo } from '../helpers.ts'
import { createDraw, drawTotals, fundedPlayer, houseBalance, pickOneTicket, type TestDraw } from './bets-support.ts'

let t: TestApp
beforeAll(async () => {
  // Caps small enough to reach: a 1 Sure draw owes at most ₦20,000 on any number, a Kendo draw ₦1,000,000.
  t = await createTestApp({
    BET_MAX_SELECTIONS: '8',
    NUMBER_GAME_SETTINGS: JSON.stringify({
      'one-sure': { maxLiabilityKobo: 2_000_000 },
      'millionaire-kendo': { maxLiabilityKobo: 100_000_000 },
    }),
  })
})
afterAll(async () => t.close())

const player = (naira?: number) => fundedPlayer(t.pool, naira)

type Ticket = { game: string; drawId: number; kind: string; picks: number[]; against?: number[] }
const ticket = (draw: TestDraw, kind: string, picks: number[], against?: number[]): Ticket => ({
  game: draw.game,
  drawId: draw.id,
  kind,
  picks,
  ...(against ? { against } : {}),
})

const place = (user: TestUser, stake: number | string, selections: unknown[], headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/agent/bets', payload: { token: user.token, stake, selections }, headers })

type BetRecord = Record<
  'code' | 'game' | 'kind' | 'stake_per_line_kobo' | 'stake_kobo' | 'max_payout_kobo' | 'jackpot_in_kobo' | 'status',
  string
> & {
  picks: number[]
  against: number[] | null
  lines: number
}

async function betsOf(user: TestUser): Promise<BetRecord[]> {
  const { rows } = await t.pool.query<BetRecord>(
    `select code, game, kind, picks, against, lines, stake_per_line_kobo, stake_kobo, max_payout_kobo, jackpot_in_kobo, status
       from number_bets where user_id = $1 order by id`,
    [user.userId],
  )
  return rows
}

async function history(user: TestUser): Promise<string[]> {
  const response = await t.app.inject({ method: 'POST', url: '/agent/trasaction-history', payload: { token: user.token, pageSize: 100 } })
  return response.json().data.map((line: { description: string }) => line.description)
}

const postingsCount = async () => (await t.pool.query<{ n: string }>(`select count(*)::text as n from postings`)).rows[0]!.n

/** What must hold after any refusal: the wallet, the ledger and the draws untouched, no bet written. */
async function expectNothingMoved(user: TestUser, naira: number, draws: TestDraw[], postings: string) {
  expect(await balanceKobo(t.pool, user.userId)).toBe(BigInt(naira) * 100n)
  expect(await betsOf(user)).toEqual([])
  expect(await postingsCount()).toBe(postings)
  for (const draw of draws)
    expect(await drawTotals(t.pool, draw.id)).toMatchObject({ staked_kobo: '0', bet_count: 0, jackpot_in_kobo: '0' })
}

describe('placing number tickets', () => {
  it('places a ticket of every game in one slip: each its own bet, the stake per line times its lines moved to bets in play', async () => {
    const oneSure = await createDraw(t.pool, 'one-sure')
    const keno = await createDraw(t.pool, 'perfect-guess')
    const kendo = await createDraw(t.pool, 'millionaire-kendo')
    const jackpot = await createDraw(t.pool, 'jackpot-game')
    const user = await player(20_000)
    const inPlayBefore = await houseBalance(t.pool, 'house:bets_in_play')
    const selections = [
      ticket(oneSure, 'exact', [7]),
      ticket(keno, 'pick-3', [15, 5, 10]),
      ticket(kendo, 'perm-2', [3, 1, 2]),
      ticket(kendo, 'against', [2, 1], [5, 3, 4]),
      ticket(kendo, 'banker', [9]),
      ticket(jackpot, 'jackpot', [45, 1, 2, 3, 4]),
    ]
    const response = await place(user, 100, selections)
    expect(response.statusCode).toBe(200)
    const { betIds, totalStake, potentialWin } = response.json().data
    expect(betIds).toHaveLength(6)
    for (const betId of betIds) expect(betId).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$/)
    // Lines: 1, 1, C(3,2) = 3, 2 x 3 = 6, 89, 1.
    expect(totalStake).toBe(100 * (1 + 1 + 3 + 6 + 89 + 1))
    const sorted = [
      { game: 'one-sure', kind: 'exact', picks: [7], against: null },
      { game: 'perfect-guess', kind: 'pick-3', picks: [5, 10, 15], against: null },
      { game: 'millionaire-kendo', kind: 'perm-2', picks: [1, 2, 3], against: null },
      { game: 'millionaire-kendo', kind: 'against', picks: [1, 2], against: [3, 4, 5] },
      { game: 'millionaire-kendo', kind: 'banker', picks: [9], against: null },
      { game: 'jackpot-game', kind: 'jackpot', picks: [1, 2, 3, 4, 45], against: null },
    ] as const
    const maxPayouts = sorted.map(({ game, kind, picks, against }) => maxPayoutKobo(game, { kind, picks, against }, 10_000n))
    expect(potentialWin).toBe(Number(maxPayouts.reduce((sum, kobo) => sum + kobo, 0n)) / 100)

    const rows = await betsOf(user)
    expect(rows.map((row) => row.code)).toEqual(betIds)
    expect(rows.map(({ game, kind, picks, against }) => ({ game, kind, picks, against }))).toEqual(sorted)
    expect(rows.map((row) => row.lines)).toEqual([1, 1, 3, 6, 89, 1])
    expect(rows.map((row) => row.stake_kobo)).toEqual(['10000', '10000', '30000', '60000', '890000', '10000'])
    expect(rows.map((row) => row.max_payout_kobo)).toEqual(maxPayouts.map(String))
    // 20% of the jackpot ticket's stake is owed to the pool; the other games owe it nothing.
    expect(rows.map((row) => row.jackpot_in_kobo)).toEqual(['0', '0', '0', '0', '0', '2000'])
    expect(rows.every((row) => row.status === 'open' && row.stake_per_line_kobo === '10000')).toBe(true)

    expect(await balanceKobo(t.pool, user.userId)).toBe(2_000_000n - 1_010_000n)
    expect(await houseBalance(t.pool, 'house:bets_in_play')).toBe(inPlayBefore + 1_010_000n)
    // The draws' totals: 1 Sure's liability is per number (81x on 7 only), the others' the sum of max payouts.
    const oneSureTotals = await drawTotals(t.pool, oneSure.id)
    expect(oneSureTotals).toMatchObject({ liability_kobo: '810000', staked_kobo: '10000', bet_count: 1 })
    expect(oneSureTotals.liability_by_number!.map(Number)).toEqual(Array.from({ length: 90 }, (_, i) => (i === 6 ? 810_000 : 0)))
    expect(await drawTotals(t.pool, kendo.id)).toMatchObject({
      liability_kobo: String(maxPayouts[2]! + maxPayouts[3]! + maxPayouts[4]!),
      staked_kobo: '980000',
      bet_count: 3,
      liability_by_number: null,
    })
    expect(await drawTotals(t.pool, jackpot.id)).toMatchObject({ staked_kobo: '10000', jackpot_in_kobo: '2000' })
    const lines = await history(user)
    expect(lines).toContain(`1 Sure: Exact number · 7, bet ₦100 (bet ${betIds[0]})`)
    expect(lines).toContain(`Millionaire Kendo: Against · 1 2 against 3 4 5, 6 lines of ₦100, bet ₦600 (bet ${betIds[3]})`)
    expect(lines).toContain(`Millionaire Kendo: 1 Banker · 9, 89 lines of ₦100, bet ₦8,900 (bet ${betIds[4]})`)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('answers a replayed idempotency key with the first bets and moves the money once; another request under the key is refused', async () => {
    const draw = await createDraw(t.pool, 'perfect-guess')
    const user = await player(1000)
    const selections = [ticket(draw, 'pick-1', [7]), ticket(draw, 'pick-2', [7, 8])]
    const key = { 'idempotency-key': 'numbers-slip-1' }
    const [first, second] = await Promise.all([place(user, 200, selections, key), place(user, 200, selections, key)])
    expect(first.statusCode).toBe(200)
    expect(second.json().data).toEqual(first.json().data)
    expect(await balanceKobo(t.pool, user.userId)).toBe(60_000n)
    const other = await place(user, 300, selections, key)
    expect(other.statusCode).toBe(409)
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await balanceKobo(t.pool, user.userId)).toBe(60_000n)
    expect(await drawTotals(t.pool, draw.id)).toMatchObject({ staked_kobo: '40000', bet_count: 2 })
  })

  it('refuses bad slips with a clear message and moves nothing', async () => {
    const oneSure = await createDraw(t.pool, 'one-sure')
    const kendo = await createDraw(t.pool, 'millionaire-kendo')
    const jackpot = await createDraw(t.pool, 'jackpot-game')
    const keno = await createDraw(t.pool, 'perfect-guess')
    const closed = await createDraw(t.pool, 'perfect-guess', { closesInMs: -1000 })
    const user = await player(1000)
    const postings = await postingsCount()
    const exact = ticket(oneSure, 'exact', [7])
    const cases: [number | string, unknown[], number, string, string][] = [
      [100, [ticket(kendo, 'perm-3', [1, 2, 3])], 400, 'INVALID_TICKET', 'Perm 3 needs 4 to 15 numbers'],
      [100, [ticket(kendo, 'nap-2', [4, 4])], 400, 'INVALID_TICKET', 'Pick each number only once (4 is there twice)'],
      [100, [ticket(kendo, 'nap-1', [91])], 400, 'INVALID_TICKET', 'Numbers must be from 1 to 90 (91 is not)'],
      [
        100,
        [ticket(kendo, 'against', [1, 2], [2, 3])],
        400,
        'INVALID_TICKET',
        'A number cannot be both a top and a bottom number (2 is both)',
      ],
      [100, [ticket(oneSure, 'range', [4])], 400, 'INVALID_TICKET', 'Pick a range: 1 for 1-30, 2 for 31-60 or 3 for 61-90'],
      [100, [ticket(kendo, 'nap-6', [1, 2, 3, 4, 5, 6])], 400, 'INVALID_TICKET', 'Millionaire Kendo has no bet kind "nap-6"'],
      [100, [{ ...exact, game: 'lucky-7' }], 404, 'GAME_NOT_FOUND', 'There is no number game called "lucky-7"'],
      [99.99, [exact], 400, 'STAKE_TOO_LOW', 'Minimum stake per line on 1 Sure is ₦100'],
      [50_000.01, [exact], 400, 'STAKE_TOO_HIGH', 'Maximum stake per line on 1 Sure is ₦50,000'],
      [1000.01, [ticket(kendo, 'nap-1', [5])], 400, 'STAKE_TOO_HIGH', 'Maximum stake per line on Millionaire Kendo is ₦1,000'],
      [200, [ticket(jackpot, 'jackpot', [1, 2, 3, 4, 5])], 400, 'STAKE_FIXED', 'Every line of Jackpot Game costs ₦100'],
      ['lots', [exact], 400, 'INVALID_INPUT', 'Enter a stake in naira'],
      [100.001, [exact], 400, 'TOO_MANY_DECIMALS', 'Amount can have at most 2 decimal places.'],
      [100, [exact, exact], 400, 'INVALID_INPUT', 'A ticket is on the slip twice'],
      [
        100,
        Array.from({ length: 9 }, (_, i) => ticket(oneSure, 'exact', [i + 1])),
        400,
        'TOO_MANY_SELECTIONS',
        'A bet slip takes at most 8 selections',
      ],
      [100, [exact, '123:1x2:1'], 400, 'MIXED_SLIP', 'Place number tickets and sports selections separately'],
      [100, [{ ...exact, drawId: 'next' }], 400, 'INVALID_INPUT', 'drawId is required'],
      [100, [{ ...exact, picks: [7.5] }], 400, 'INVALID_INPUT', 'picks must be whole numbers'],
      [100, [{ ...exact, drawId: kendo.id }], 404, 'DRAW_NOT_FOUND', '1 Sure has no such draw'],
      [100, [{ ...exact, drawId: 999_999_999 }], 404, 'DRAW_NOT_FOUND', '1 Sure has no such draw'],
      [100, [exact, ticket(closed, 'pick-1', [3])], 409, 'DRAW_CLOSED', 'Betting on this draw has closed'],
      // Three tickets of ₦400 are ₦1,200: more than the ₦1,000 in the wallet, though each alone would be covered.
      [
        400,
        [ticket(keno, 'pick-1', [1]), ticket(keno, 'pick-1', [2]), ticket(keno, 'pick-1', [3])],
        402,
        'INSUFFICIENT_BALANCE',
        'Your balance does not cover the total stake of ₦1,200',
      ],
      // Banker is 89 lines: ₦8,900 at ₦100 a line.
      [100, [ticket(kendo, 'banker', [9])], 402, 'INSUFFICIENT_BALANCE', 'Your balance does not cover the total stake of ₦8,900'],
    ]
    for (const [stake, selections, status, code, message] of cases) {
      const response = await place(user, stake, selections)
      expect({ status: response.statusCode, code: response.json().code, message: response.json().message }).toEqual({
        status,
        code,
        message,
      })
    }
    expect((await place({ ...user, token: 'expired' }, 100, [exact])).statusCode).toBe(401)
    await expectNothingMoved(user, 1000, [oneSure, kendo, jackpot, keno, closed], postings)
  })
})

describe('bet ids', () => {
  it('are unique across sports and number bets: a code the other table holds is refused as taken, so the engine draws again', async () => {
    const house = await loadGameHouseIds(t.pool)
    const event = await createFootballEvent(t.pool)
    const draw = await createDraw(t.pool, 'perfect-guess')
    const user = await player(1000)
    const sportsSlip = (code: string) => ({
      sessionToken: user.token,
      kind: 'single' as const,
      stakeKobo: 10_000n,
      legs: [{ eventId: event.id, code: '1x2:1', seenOddsX100: null }],
      clientKey: `sports-${code}`,
      requestHash: 'sports',
      stakeText: '₦100',
      betCodes: [code],
    })
    const numberSlip = (code: string) => ({
      sessionToken: user.token,
      clientKey: `number-${code}`,
      requestHash: 'number',
      tickets: [pickOneTicket(draw, code)],
    })
    expect(
      (await placeScheduledSlips(t.pool, sportsPlacement(1_000_000_000n), house, new Date(), [sportsSlip('SPQRTS2345')]))[0]!.kind,
    ).toBe('placed')
    expect((await placeScheduledSlips(t.pool, NUMBER_PLACEMENT, house, new Date(), [numberSlip('NVMBER2345')]))[0]!.kind).toBe('placed')
    await expect(placeScheduledSlips(t.pool, NUMBER_PLACEMENT, house, new Date(), [numberSlip('SPQRTS2345')])).rejects.toMatchObject({
      constraint: 'number_bets_code_key',
    })
    await expect(
      placeScheduledSlips(t.pool, sportsPlacement(1_000_000_000n), house, new Date(), [sportsSlip('NVMBER2345')]),
    ).rejects.toMatchObject({
      constraint: 'sports_bets_code_key',
    })
    expect(await balanceKobo(t.pool, user.userId)).toBe(80_000n)
    expect(await drawTotals(t.pool, draw.id)).toMatchObject({ staked_kobo: '10000', bet_count: 1 })
  })
})

describe('liability caps', () => {
  it("1 Sure: the cap is on the worst number, exactly; a refused bet moves no money and leaves the draw's totals", async () => {
    const draw = await createDraw(t.pool, 'one-sure')
    const user = await player(100_000)
    const exact7 = ticket(draw, 'exact', [7])
    // 81x: ₦8,100 a bet of ₦100 on 7; two are ₦16,200 of the ₦20,000 the draw may owe on 7.
    for (let bet = 0; bet < 2; bet++) expect((await place(user, 100, [exact7])).statusCode).toBe(200)
    // Another number is another outcome: it owes nothing more on 7.
    expect((await place(user, 100, [ticket(draw, 'exact', [8])])).statusCode).toBe(200)
    // 1-30 at 2.7x: ₦2,700 on each of 1..30, so 7 owes ₦18,900.
    expect((await place(user, 1000, [ticket(draw, 'range', [1])])).statusCode).toBe(200)
    let totals = await drawTotals(t.pool, draw.id)
    expect(totals.liability_kobo).toBe('1890000')
    expect(Number(totals.liability_by_number![7])).toBe(1_080_000) // 8: 8,100 + 2,700
    const balance = await balanceKobo(t.pool, user.userId)
    const postings = await postingsCount()

    const refused = await place(user, 100, [exact7])
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'LIABILITY_CAP',
      message:
        'This draw cannot take this bet: its possible wins would pass the ₦20,000 one 1 Sure draw can pay. Try a smaller stake or the next draw.',
      data: { drawId: draw.id },
    })
    // All or nothing: a slip whose second ticket passes the cap places neither.
    const slip = await place(user, 1000, [ticket(draw, 'range', [2]), ticket(draw, 'odd-even', [1])])
    expect(slip.json().code).toBe('LIABILITY_CAP')
    expect(await balanceKobo(t.pool, user.userId)).toBe(balance)
    expect(await postingsCount()).toBe(postings)
    totals = await drawTotals(t.pool, draw.id)
    expect(totals).toMatchObject({ liability_kobo: '1890000', staked_kobo: '130000', bet_count: 4 })
    // Even numbers owe ₦2,700 at most (on 2..30): ₦1,000 on even at 1.8x adds ₦1,800 there.
    expect((await place(user, 1000, [ticket(draw, 'odd-even', [0])])).statusCode).toBe(200)
    expect((await drawTotals(t.pool, draw.id)).liability_kobo).toBe('1890000')
  })

  it('other games: the cap is on the sum of the max payouts; refused bets move nothing', async () => {
    const draw = await createDraw(t.pool, 'millionaire-kendo')
    const user = await player(100_000)
    const nap2 = (picks: number[]) => ticket(draw, 'nap-2', picks)
    // Nap 2 pays 360x: ₦360,000 at ₦1,000; two fit under ₦1,000,000, a third does not.
    expect((await place(user, 1000, [nap2([1, 2])])).statusCode).toBe(200)
    expect((await place(user, 1000, [nap2([3, 4])])).statusCode).toBe(200)
    const balance = await balanceKobo(t.pool, user.userId)
    const postings = await postingsCount()
    const refused = await place(user, 1000, [nap2([5, 6])])
    expect(refused.json()).toMatchObject({ code: 'LIABILITY_CAP', data: { drawId: draw.id } })
    expect(refused.json().message).toContain('the ₦1,000,000 one Millionaire Kendo draw can pay')
    expect(await balanceKobo(t.pool, user.userId)).toBe(balance)
    expect(await postingsCount()).toBe(postings)
    expect(await drawTotals(t.pool, draw.id)).toMatchObject({ liability_kobo: '72000000', staked_kobo: '200000', bet_count: 2 })
    // A smaller stake fits.
    expect((await place(user, 500, [nap2([5, 6])])).statusCode).toBe(200)
  })

  it('concurrent bets, batched or not, never pass the cap together', async () => {
    const oneSure = await createDraw(t.pool, 'one-sure')
    const kendo = await createDraw(t.pool, 'millionaire-kendo')
    const users = await Promise.all(Array.from({ length: 30 }, () => player(10_000)))
    const answers = await Promise.all(
      users.flatMap((user) => [place(user, 100, [ticket(oneSure, 'exact', [7])]), place(user, 1000, [ticket(kendo, 'nap-2', [1, 2])])]),
    )
    const placed = answers.filter((answer) => answer.statusCode === 200)
    const capped = answers.filter((answer) => answer.json().code === 'LIABILITY_CAP')
    // ₦20,000 / ₦8,100 and ₦1,000,000 / ₦360,000: two bets each.
    expect(placed).toHaveLength(4)
    expect(capped).toHaveLength(56)
    expect(await drawTotals(t.pool, oneSure.id)).toMatchObject({ liability_kobo: '1620000', staked_kobo: '20000', bet_count: 2 })
    expect(await drawTotals(t.pool, kendo.id)).toMatchObject({ liability_kobo: '72000000', staked_kobo: '200000', bet_count: 2 })
    const spent = await Promise.all(users.map(async (user) => 1_000_000n - (await balanceKobo(t.pool, user.userId))))
    expect(spent.reduce((sum, kobo) => sum + kobo, 0n)).toBe(220_000n)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })
})
