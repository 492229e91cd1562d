import { formatKobo } from '@9ja/money'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadHouseAccounts, postEntry, walletAccountId } from '../../src/ledger/ledger.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet } from '../support/users.ts'
import { description } from '../../src/ledger/descriptions.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const history = async (token: string, body: Record<string, unknown>) =>
  (await t.app.inject({ method: 'POST', url: '/agent/trasaction-history', payload: { token, ...body } })).json()

// Issue 21 item 17: the wallet's history can show the deposits and withdrawals apart from the game rows.
describe('the transaction history filter', () => {
  it('lists every line, the money in and out, or the games alone', async () => {
    const user = await createTestUser(t.pool)
    await creditWallet(t.pool, user.userId, 5_000_00n)
    const house = await loadHouseAccounts(t.pool)
    const wallet = await walletAccountId(t.pool, user.userId)
    for (const [index, game] of ['Jet Crash', 'Spin It'].entries()) {
      const kobo = BigInt(index + 1) * 100_00n
      await postEntry(t.pool, {
        kind: 'game:test',
        userId: user.userId,
        description: description('spinStake', { game, stake: formatKobo(kobo) }),
        postings: [
          { accountId: wallet, amountKobo: -kobo },
          { accountId: house['house:game_stakes'], amountKobo: kobo },
        ],
      })
    }
    const descriptions = (answer: { data: { description: string }[] }) => answer.data.map((line) => line.description)

    expect(descriptions(await history(user.token, {}))).toEqual([
      'Spin It: stake ₦200',
      'Jet Crash: stake ₦100',
      'Deposit by bank transfer from the test',
    ])
    expect(descriptions(await history(user.token, { filter: 'all' }))).toHaveLength(3)
    const payments = await history(user.token, { filter: 'payments' })
    expect(descriptions(payments)).toEqual(['Deposit by bank transfer from the test'])
    expect(payments).toMatchObject({ total: 1, totalPages: 1 })
    const games = await history(user.token, { filter: 'games', pageSize: 1, page: 2 })
    expect(descriptions(games)).toEqual(['Jet Crash: stake ₦100'])
    expect(games).toMatchObject({ total: 2, totalPages: 2 })
    // Past the last page the count is still the filter's.
    expect(await history(user.token, { filter: 'games', page: 5 })).toMatchObject({ data: [], total: 2 })
    expect((await history(user.token, { filter: 'bets' })).status).toBe(400)
  })
})
