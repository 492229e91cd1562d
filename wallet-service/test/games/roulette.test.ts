import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet } from '../support/users.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { drawPocket } from '../../src/games/roulette/wheel.ts'
import { balanceKobo, chooseClientSeedFor } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    ROULETTE_MAX_STAKE_NAIRA: '10000',
    ROULETTE_MAX_PAYOUT_PER_MARKET_NAIRA: '100000',
    ROULETTE_MAX_BETS_PER_SPIN: '12',
  })
})
afterAll(async () => t.close())

type BetInput = { type: string; selection: string | number; amount: string | number }
const spin = (token: string, bets: BetInput[], headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/games/roulette/spin', payload: { token, bets }, headers })
const steerTo = (token: string, pocket: number) => chooseClientSeedFor(t.app, t.pool, token, (seeds) => drawPocket(seeds) === pocket)

const EVERY_BET: BetInput[] = [
  { type: 'straight', selection: 17, amount: '100' },
  { type: 'straight', selection: 0, amount: '100' },
  { type: 'colour', selection: 'black', amount: '100' },
  { type: 'colour', selection: 'red', amount: '100' },
  { type: 'parity', selection: 'odd', amount: '100' },
  { type: 'parity', selection: 'even', amount: '100' },
  { type: 'range', selection: 'low', amount: '100' },
  { type: 'range', selection: 'high', amount: '100' },
  { type: 'dozen', selection: 2, amount: '100' },
  { type: 'dozen', selection: 1, amount: '100' },
  { type: 'sector', selection: 'orphelins', amount: '100' },
  { type: 'sector', selection: 'jeu-zero', amount: '100' },
]

describe('POST /games/roulette/spin', () => {
  it('settles every bet type on 17 (black, odd, low, second dozen, orphelins) in one entry', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 10_000_00n)
    await steerTo(user.token, 17)
    const response = await spin(user.token, EVERY_BET)
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({ number: 17, colour: 'black' })
    expect(data.bets.map((bet: { won: number }) => bet.won)).toEqual([3600, 0, 200, 0, 200, 0, 200, 0, 300, 0, 3600, 0])
    expect(data.bets.map((bet: { odds: string }) => bet.odds)).toEqual([
      '35:1',
      '35:1',
      '1:1',
      '1:1',
      '1:1',
      '1:1',
      '1:1',
      '1:1',
      '2:1',
      '2:1',
      '35:1',
      '35:1',
    ])
    // Sectors cost their amount once per number: orphelins 8 × 100, jeu zéro 7 × 100.
    expect(data.totalStake).toBe(10 * 100 + 800 + 700)
    expect(data.totalWon).toBe(3600 + 200 * 3 + 300 + 3600)
    expect(await balanceKobo(t.pool, user.userId)).toBe(10_000_00n - 2_500_00n + 8_100_00n)
    const entries = await t.pool.query(
      "select count(*)::int as n from journal_entries where kind = 'game:spin2win-royale' and user_id = $1",
      [user.userId],
    )
    expect(entries.rows[0].n).toBe(1)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it('loses every outside bet on zero and pays the zero sectors', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 10_000_00n)
    await steerTo(user.token, 0)
    const response = await spin(user.token, [...EVERY_BET.slice(1, 10), { type: 'sector', selection: 'voisins-du-zero', amount: 100 }])
    const data = response.json().data
    expect(data).toMatchObject({ number: 0, colour: 'green' })
    expect(data.bets.map((bet: { won: number }) => bet.won)).toEqual([3600, 0, 0, 0, 0, 0, 0, 0, 0, 3600])
    expect(data.totalStake).toBe(900 + 1700)
  })

  it('pays tiers du cylindre on 27, red and the third dozen', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 10_000_00n)
    await steerTo(user.token, 27)
    const response = await spin(user.token, [
      { type: 'sector', selection: 'tiers-du-cylindre', amount: 100 },
      { type: 'colour', selection: 'red', amount: 100 },
      { type: 'dozen', selection: 3, amount: 100 },
      { type: 'range', selection: 'high', amount: 100 },
    ])
    expect(response.json().data.bets.map((bet: { won: number }) => bet.won)).toEqual([3600, 200, 300, 200])
  })

  it('enforces stake limits, the market payout limit and the number of bets', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 100_000_00n)
    const refused = async (bets: BetInput[], code: string) => {
      const response = await spin(user.token, bets)
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe(code)
      return response.json().message as string
    }
    expect(await refused([{ type: 'straight', selection: 5, amount: 99 }], 'STAKE_TOO_SMALL')).toBe('The least stake is ₦100 (straight 5)')
    expect(await refused([{ type: 'colour', selection: 'red', amount: 10001 }], 'STAKE_TOO_LARGE')).toBe(
      'The highest stake is ₦10,000 (colour red)',
    )
    // 3 × ₦1,000 on straight 5 could return ₦108,000 > ₦100,000 on that market.
    await refused(
      Array.from({ length: 3 }, () => ({ type: 'straight', selection: 5, amount: 1000 })),
      'MARKET_PAYOUT_LIMIT',
    )
    await refused(
      Array.from({ length: 13 }, () => ({ type: 'colour', selection: 'red', amount: 100 })),
      'TOO_MANY_BETS',
    )
    await refused([], 'NO_BETS')
    for (const bet of [
      { type: 'straight', selection: 37, amount: 100 },
      { type: 'colour', selection: 'green', amount: 100 },
      { type: 'dozen', selection: 4, amount: 100 },
      { type: 'sector', selection: 'voisins', amount: 100 },
      { type: 'split', selection: '1-2', amount: 100 },
      { type: 'colour', selection: 'red', amount: 'ten' },
    ]) {
      expect((await spin(user.token, [bet])).statusCode).toBe(400)
    }
    expect(await balanceKobo(t.pool, user.userId)).toBe(100_000_00n)
  })

  it('refuses a table the wallet cannot cover, needs a login, and settles a replay once', async () => {
    expect((await spin('', [{ type: 'colour', selection: 'red', amount: 100 }])).statusCode).toBe(401)
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 1_000_00n)
    const tooMuch = await spin(user.token, [{ type: 'sector', selection: 'voisins-du-zero', amount: 100 }])
    expect(tooMuch.statusCode).toBe(402)
    expect(tooMuch.json().message).toBe('INSUFFICIENT BALANCE')
    const bets = [{ type: 'colour', selection: 'red', amount: 100 }]
    const headers = { 'idempotency-key': 'table-1' }
    const first = await spin(user.token, bets, headers)
    const replays = await Promise.all([1, 2].map(() => spin(user.token, bets, headers)))
    for (const replay of replays) expect(replay.json()).toEqual(first.json())
    expect(await balanceKobo(t.pool, user.userId)).toBe(1_000_00n - 100_00n + BigInt(first.json().data.totalWon * 100))
    expect((await spin(user.token, [{ type: 'colour', selection: 'black', amount: 100 }], headers)).statusCode).toBe(409)
  })
})
