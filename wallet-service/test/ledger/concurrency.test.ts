import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet } from '../support/users.ts'
import { InsufficientFundsError, loadHouseAccounts, postEntry, walletAccountId, walletBalanceKobo } from '../../src/ledger/ledger.ts'
import { checkInvariantsAfterEach, openSandboxAccount, post } from '../payments/helpers.ts'
import { description } from '../../src/ledger/descriptions.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ WITHDRAWAL_DAILY_LIMIT_NAIRA: '100000000', PAYOUT_RECOVERY_INTERVAL_MS: '0' })
})
afterAll(async () => t.close())
checkInvariantsAfterEach(() => t)

describe('racing on one wallet', () => {
  it('500 concurrent withdrawals and game debits never overdraw it', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Bola Ahmed' })
    await creditWallet(t.pool, user.userId, 1_000_000n) // ₦10,000: room for 100 of the 500 ₦100 requests
    await openSandboxAccount(t, { accountNumber: '3000000001', accountName: 'AHMED BOLA' })
    const house = await loadHouseAccounts(t.pool)
    const wallet = await walletAccountId(t.pool, user.userId)

    const withdrawal = (i: number) =>
      post(
        t,
        '/agent/withdraw-fund',
        { token: user.token, amount: '100', bankCode: '058', accountNumber: '3000000001' },
        { 'idempotency-key': `race-${i}` },
      ).then((answer) => {
        if (answer.statusCode === 200) return 'ok'
        if (/^Amount cannot be greater than ₦/.test(answer.body.message)) return 'refused'
        return `unexpected ${answer.statusCode} ${answer.body.message}`
      })
    const debit = (i: number) =>
      postEntry(t.pool, {
        kind: 'game_stake',
        idempotencyKey: `race-debit-${i}`,
        userId: user.userId,
        description: description('spinStake', { game: 'Spin It', stake: '₦1' }),
        postings: [
          { accountId: wallet, amountKobo: -10_000n },
          { accountId: house['house:game_stakes'], amountKobo: 10_000n },
        ],
      }).then(
        () => 'ok',
        (error: unknown) => (error instanceof InsufficientFundsError ? 'refused' : `unexpected ${String(error)}`),
      )

    const outcomes = await Promise.all(Array.from({ length: 500 }, (_, i) => (i % 2 === 0 ? withdrawal(i) : debit(i))))
    expect(outcomes.filter((o) => o.startsWith('unexpected'))).toEqual([])
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(100)
    expect(await walletBalanceKobo(t.pool, user.userId)).toBe(0n)
    const succeeded = await t.pool.query(`select count(*)::int as n from withdrawals where user_id = $1 and status = 'succeeded'`, [
      user.userId,
    ])
    const stakes = await t.pool.query(`select count(*)::int as n from journal_entries where user_id = $1 and kind = 'game_stake'`, [
      user.userId,
    ])
    expect(succeeded.rows[0].n + stakes.rows[0].n).toBe(100)
  })
})

describe('postEntry', () => {
  it('writes an entry once per idempotency key and refuses unbalanced entries and overdrafts', async () => {
    const user = await createTestUser(t.pool)
    const house = await loadHouseAccounts(t.pool)
    const wallet = await walletAccountId(t.pool, user.userId)
    const entry = {
      kind: 'test_deposit',
      idempotencyKey: 'ledger-test-1',
      userId: user.userId,
      description: description('depositByCard'),
      postings: [
        { accountId: wallet, amountKobo: 5_000n },
        { accountId: house['house:bank_clearing'], amountKobo: -5_000n },
      ],
    }
    const first = await postEntry(t.pool, entry)
    const again = await postEntry(t.pool, entry)
    expect(first.created).toBe(true)
    expect(again).toEqual({ entryId: first.entryId, created: false })
    expect(await walletBalanceKobo(t.pool, user.userId)).toBe(5_000n)
    await expect(
      postEntry(t.pool, {
        ...entry,
        idempotencyKey: 'ledger-test-2',
        postings: [
          { accountId: wallet, amountKobo: 1n },
          { accountId: house['house:fees'], amountKobo: 0n },
        ],
      }),
    ).rejects.toThrow('postings must sum to zero')
    await expect(
      postEntry(t.pool, {
        ...entry,
        idempotencyKey: 'ledger-test-3',
        postings: [
          { accountId: wallet, amountKobo: -5_001n },
          { accountId: house['house:game_stakes'], amountKobo: 5_001n },
        ],
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError)
    expect(await walletBalanceKobo(t.pool, user.userId)).toBe(5_000n)
  })
})
