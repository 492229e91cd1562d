import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet } from '../support/users.ts'
import { balanceKobo } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ GAMES_ROUND_MAX_WAIT_MS: '2000' })
})
afterAll(async () => t.close())

const spin = (token: string) => t.app.inject({ method: 'POST', url: '/agent/spin-multiplier', payload: { token, betAmount: '100' } })

describe('many spins at once on one wallet', () => {
  it('200 concurrent Spin It rounds all wait their turn: each answers 200 or 402, none 503, and the money adds up', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 5_000_00n)
    // They arrive over a few hundred milliseconds, as from many tabs: later ones find free spins the earlier ones won.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * 2)).then(() => spin(user.token))),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status !== 200 && status !== 402)).toEqual([])
    for (const answer of answers.filter((answer) => answer.statusCode === 402)) expect(answer.json().message).toBe('INSUFFICIENT BALANCE')

    expect(await checkLedgerInvariants(t.pool)).toEqual([])
    const { rows } = await t.pool.query<{ stakes: string; wins: string; rounds: number }>(
      `select coalesce(sum(stake_kobo), 0)::text as stakes, coalesce(sum(payout_kobo), 0)::text as wins, count(*)::int as rounds
         from game_rounds where user_id = $1`,
      [user.userId],
    )
    expect(rows[0]!.rounds).toBe(statuses.filter((status) => status === 200).length)
    expect(await balanceKobo(t.pool, user.userId)).toBe(5_000_00n - BigInt(rows[0]!.stakes) + BigInt(rows[0]!.wins))
  })

  it('answers a retryable 503 GAME_BUSY only past the bounded wait, and moves no money for those rounds', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 1_000_00n)
    await spin(user.token) // opens the fairness seed, so the rounds below only wait on the wallet
    const before = await balanceKobo(t.pool, user.userId)
    // Another transaction holds the wallet for longer than a round may wait.
    const holder = await t.pool.connect()
    await holder.query('begin')
    await holder.query('select 1 from ledger_accounts where user_id = $1 for update', [user.userId])
    const answers = Promise.all(Array.from({ length: 40 }, () => spin(user.token)))
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await holder.query('rollback')
    holder.release()
    const busy = (await answers).filter((answer) => answer.statusCode === 503)
    expect(busy.length).toBeGreaterThan(0)
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('1')
      expect(answer.json()).toEqual({
        status: 503,
        code: 'GAME_BUSY',
        retryable: true,
        message: 'Too many spins at once. Please try again in a moment.',
      })
    }
    const settled = (await answers).filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data)
    const net = settled.reduce((sum, data) => sum - (data.freeSpin ? 0n : 100_00n) + BigInt(Math.round(data.amountWon * 100)), 0n)
    expect(await balanceKobo(t.pool, user.userId)).toBe(before + net)
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })
})
