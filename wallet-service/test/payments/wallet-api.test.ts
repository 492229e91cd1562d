import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet } from '../support/users.ts'
import { balanceOf, checkInvariantsAfterEach, openSandboxAccount, post, sandboxTransfer } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ WITHDRAWAL_DAILY_LIMIT_NAIRA: '50000', PAYOUT_RECOVERY_INTERVAL_MS: '0' })
})
afterAll(async () => t.close())
checkInvariantsAfterEach(() => t)

let accountSeq = 1000000000
const nextAccountNumber = () => String(accountSeq++)

describe('authentication', () => {
  it('refuses every wallet call without a live session', async () => {
    for (const path of [
      '/agent/wallet-balance',
      '/agent/trasaction-history',
      '/agent/fund-wallet',
      '/agent/get-banks',
      '/agent/withdraw-fund',
    ]) {
      const answer = await post(t, path, { token: 'not-a-session' })
      expect(answer.statusCode, path).toBe(401)
    }
  })
})

describe('POST /agent/wallet-balance and /agent/trasaction-history', () => {
  it('starts at zero with an empty history', async () => {
    const user = await createTestUser(t.pool)
    expect(await post(t, '/agent/wallet-balance', { token: user.token })).toEqual({ statusCode: 200, body: { status: 200, balance: 0 } })
    const history = await post(t, '/agent/trasaction-history', { token: user.token })
    expect(history.body).toMatchObject({ data: [], page: 1, total: 0, totalPages: 1 })
  })

  it('accepts the token as a Bearer header too', async () => {
    const user = await createTestUser(t.pool)
    const answer = await post(t, '/agent/wallet-balance', {}, { authorization: `Bearer ${user.token}` })
    expect(answer.body.balance).toBe(0)
  })

  it('lists transactions newest first, paginated, with credits and debits', async () => {
    const user = await createTestUser(t.pool)
    for (let i = 1; i <= 12; i++) await sandboxTransfer(t, user.depositCode, `${i}00.50`)
    const first = await post(t, '/agent/trasaction-history', { token: user.token, page: 1, pageSize: 5 })
    expect(first.body).toMatchObject({ page: 1, pageSize: 5, total: 12, totalPages: 3 })
    expect(first.body.data).toHaveLength(5)
    expect(first.body.data[0]).toMatchObject({
      transType: 'credit',
      amount: 1200.5,
      description: 'Deposit by bank transfer from Sandbox Sender',
    })
    expect(first.body.data[4].amount).toBe(800.5)
    expect(Date.parse(first.body.data[0].dated)).not.toBeNaN()
    const last = await post(t, '/agent/trasaction-history', { token: user.token, page: 3, pageSize: 5 })
    expect(last.body.data.map((line: { amount: number }) => line.amount)).toEqual([200.5, 100.5])
    const beyond = await post(t, '/agent/trasaction-history', { token: user.token, page: 9, pageSize: 5 })
    expect(beyond.body).toMatchObject({ data: [], total: 12 })
    expect(await balanceOf(t, user.token)).toBe(7806)
  })
})

describe('POST /agent/fund-wallet', () => {
  it('answers a deposit intent whose account number is the deposit code, and moves no money', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Ngozi Eze' })
    const answer = await post(t, '/agent/fund-wallet', { token: user.token, amount: '2500' })
    expect(answer.statusCode).toBe(200)
    expect(answer.body.status).toBe(200)
    expect(answer.body.message).toContain('₦2,500')
    expect(answer.body.data.transfer_account).toMatchObject({
      accountNumber: user.depositCode,
      bankName: 'Sandbox Bank (test money)',
      accountName: 'Ngozi Eze',
      amount: '2500.00',
    })
    expect(answer.body.data.transfer_account.reference).toMatch(/^dep-[0-9a-f]{20}$/)
    expect(await balanceOf(t, user.token)).toBe(0)
    // The transfer quoting the reference credits the wallet and marks the intent.
    await sandboxTransfer(t, user.depositCode, '2500', answer.body.data.transfer_account.reference)
    expect(await balanceOf(t, user.token)).toBe(2500)
    const intent = await t.pool.query('select status from deposits where reference = $1', [answer.body.data.transfer_account.reference])
    expect(intent.rows[0].status).toBe('credited')
  })

  it("refuses an amount that is not above zero with the spec's message", async () => {
    const user = await createTestUser(t.pool)
    for (const amount of ['0', '-5', 'abc', '', undefined]) {
      const answer = await post(t, '/agent/fund-wallet', { token: user.token, amount })
      expect(answer.statusCode).toBe(400)
      expect(answer.body.message).toBe('Please enter a valid deposit amount.')
    }
  })

  it('refuses more than two decimals instead of rounding, as a string or a number', async () => {
    const user = await createTestUser(t.pool)
    for (const amount of ['1.234', '100.999', 100.999]) {
      const answer = await post(t, '/agent/fund-wallet', { token: user.token, amount })
      expect(answer.statusCode).toBe(400)
      expect(answer.body).toEqual({ status: 400, code: 'TOO_MANY_DECIMALS', message: 'Amount can have at most 2 decimal places.' })
    }
    const intents = await t.pool.query('select count(*)::int as n from deposits where user_id = $1', [user.userId])
    expect(intents.rows[0].n).toBe(0)
  })

  it('returns the first answer to a retry with the same idempotency key', async () => {
    const user = await createTestUser(t.pool)
    const first = await post(t, '/agent/fund-wallet', { token: user.token, amount: '1000' }, { 'idempotency-key': 'fund-1' })
    const again = await post(t, '/agent/fund-wallet', { token: user.token, amount: '1000', idempotencyKey: 'fund-1' })
    expect(again.body).toEqual(first.body)
    const other = await post(t, '/agent/fund-wallet', { token: user.token, amount: '2000' }, { 'idempotency-key': 'fund-1' })
    expect(other.statusCode).toBe(409)
    const intents = await t.pool.query('select count(*)::int as n from deposits where user_id = $1', [user.userId])
    expect(intents.rows[0].n).toBe(1)
  })
})

describe('POST /agent/get-banks', () => {
  it('lists the Nigerian banks with their codes', async () => {
    const user = await createTestUser(t.pool)
    const answer = await post(t, '/agent/get-banks', { token: user.token })
    expect(answer.body.data.length).toBeGreaterThanOrEqual(25)
    expect(answer.body.data).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' })
    expect(answer.body.data).toContainEqual({ code: '044', name: 'Access Bank' })
    expect(answer.body.data).toContainEqual({ code: '057', name: 'Zenith Bank' })
    const names = answer.body.data.map((bank: { name: string }) => bank.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })
})

describe('POST /agent/withdraw-fund', () => {
  async function fundedUser(naira: number, fullName = 'Chinedu John Okafor') {
    const user = await createTestUser(t.pool, { fullName })
    await sandboxTransfer(t, user.depositCode, String(naira))
    return user
  }
  const withdraw = (token: string, body: Record<string, unknown>, key?: string) =>
    post(t, '/agent/withdraw-fund', { token, ...body }, key ? { 'idempotency-key': key } : {})

  it("enforces the spec's rules with its exact messages", async () => {
    const user = await fundedUser(1500)
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'OKAFOR CHINEDU' })
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0', bankCode: '058', accountNumber }, 'Please enter a valid withdraw amount.'],
      [{ amount: 'ten', bankCode: '058', accountNumber }, 'Please enter a valid withdraw amount.'],
      [{ bankCode: '058', accountNumber }, 'Please enter a valid withdraw amount.'],
      [{ amount: '100', bankCode: '058', accountNumber: '12345' }, 'Account number is not valid'],
      [{ amount: '100', bankCode: '058', accountNumber: '12345678901' }, 'Account number is not valid'],
      [{ amount: '100', bankCode: '058', accountNumber: '12345abcde' }, 'Account number is not valid'],
      [{ amount: '1500.01', bankCode: '058', accountNumber }, 'Amount cannot be greater than ₦1,500'],
      [{ amount: '100', bankCode: '999', accountNumber }, 'Please select a valid bank.'],
    ]
    for (const [body, message] of cases) {
      const answer = await withdraw(user.token, body)
      expect(answer.statusCode, message).toBe(400)
      expect(answer.body.message).toBe(message)
    }
    expect(await balanceOf(t, user.token)).toBe(1500)
  })

  it('refuses more than two decimals and amounts under the minimum withdrawal, paying nothing out', async () => {
    const user = await fundedUser(1500)
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'OKAFOR CHINEDU' })
    const cases: [string | number, string, string][] = [
      ['100.999', 'TOO_MANY_DECIMALS', 'Amount can have at most 2 decimal places.'],
      [100.999, 'TOO_MANY_DECIMALS', 'Amount can have at most 2 decimal places.'],
      ['0.01', 'BELOW_MINIMUM_WITHDRAWAL', 'The minimum withdrawal is ₦100.'],
      ['99.99', 'BELOW_MINIMUM_WITHDRAWAL', 'The minimum withdrawal is ₦100.'],
    ]
    for (const [amount, code, message] of cases) {
      const answer = await withdraw(user.token, { amount, bankCode: '058', accountNumber })
      expect(answer.statusCode, String(amount)).toBe(400)
      expect(answer.body).toEqual({ status: 400, code, message })
    }
    expect(await balanceOf(t, user.token)).toBe(1500)
    const none = await t.pool.query('select count(*)::int as n from withdrawals where user_id = $1', [user.userId])
    expect(none.rows[0].n).toBe(0)
    const least = await withdraw(user.token, { amount: '100', bankCode: '058', accountNumber })
    expect(least.body).toMatchObject({ status: 200, message: 'Withdrawal successful', data: { amount: '100.00' } })
    expect(await balanceOf(t, user.token)).toBe(1400)
  })

  it('takes the minimum from WITHDRAWAL_MIN_NAIRA and publishes the limits', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/payments/limits' })).json()).toEqual({
      status: 200,
      data: { minWithdrawal: 100, maxWithdrawalPerDay: 50000, minDeposit: 0.01, unverifiedDepositPerDay: 50000 },
    })
    const higher = await createTestApp({ WITHDRAWAL_MIN_NAIRA: '1000', PAYOUT_RECOVERY_INTERVAL_MS: '0' })
    try {
      const user = await createTestUser(higher.pool, { fullName: 'Chinedu John Okafor' })
      await sandboxTransfer(higher, user.depositCode, '5000')
      const answer = await post(higher, '/agent/withdraw-fund', {
        token: user.token,
        amount: '999.99',
        bankCode: '058',
        accountNumber: '0123456789',
      })
      expect(answer.body.message).toBe('The minimum withdrawal is ₦1,000.')
      expect((await higher.app.inject({ method: 'GET', url: '/payments/limits' })).json().data.minWithdrawal).toBe(1000)
    } finally {
      await higher.close()
    }
  })

  it('pays out to an account in the registered name: held, sent, settled', async () => {
    const user = await fundedUser(5000)
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'OKAFOR, CHINEDU' })
    const answer = await withdraw(user.token, { amount: '1200.50', bankCode: '058', accountNumber })
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toMatchObject({ status: 200, message: 'Withdrawal successful' })
    expect(await balanceOf(t, user.token)).toBe(3799.5)
    const row = await t.pool.query('select status, account_name from withdrawals where user_id = $1', [user.userId])
    expect(row.rows[0]).toEqual({ status: 'succeeded', account_name: 'OKAFOR, CHINEDU' })
    const house = await t.pool.query(
      `select code, balance_kobo from ledger_house_balances where code in ('house:payouts_in_flight', 'house:payouts_settled')`,
    )
    expect(Object.fromEntries(house.rows.map((r) => [r.code, r.balance_kobo]))['house:payouts_in_flight']).toBe('0')
    const history = await post(t, '/agent/trasaction-history', { token: user.token })
    expect(history.body.data[0]).toMatchObject({
      transType: 'debit',
      amount: 1200.5,
      description: 'Withdrawal to Guaranty Trust Bank ****' + accountNumber.slice(-4),
    })
  })

  it('refuses an account in another name, and an account the bank does not know', async () => {
    const user = await fundedUser(5000)
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'EMEKA OKAFOR' })
    const mismatch = await withdraw(user.token, { amount: '100', bankCode: '058', accountNumber })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.body.code).toBe('ACCOUNT_NAME_MISMATCH')
    expect(mismatch.body.message).toBe(
      'This account is in the name EMEKA OKAFOR, which does not match your registered name. Withdrawals can only be made to an account in your own name.',
    )
    const unknown = await withdraw(user.token, { amount: '100', bankCode: '044', accountNumber })
    expect(unknown.body.message).toBe('We could not find this account number at the selected bank. Please check it and try again.')
    expect(await balanceOf(t, user.token)).toBe(5000)
  })

  it('reverses a failed payout with a visible reversed line', async () => {
    const user = await fundedUser(3000)
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'Chinedu Okafor', payoutOutcome: 'fail' })
    const answer = await withdraw(user.token, { amount: '1000', bankCode: '058', accountNumber })
    expect(answer.statusCode).toBe(502)
    expect(answer.body.message).toBe(
      'The bank could not complete this withdrawal (Payout declined by the sandbox bank). The amount has been returned to your wallet.',
    )
    expect(await balanceOf(t, user.token)).toBe(3000)
    const history = await post(t, '/agent/trasaction-history', { token: user.token })
    expect(history.body.data.slice(0, 2)).toMatchObject([
      { transType: 'credit', amount: 1000, description: 'Withdrawal reversed: Payout declined by the sandbox bank' },
      { transType: 'debit', amount: 1000 },
    ])
  })

  it('keeps a pending payout held until the bank confirms it', async () => {
    const user = await fundedUser(3000)
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'Chinedu Okafor', payoutOutcome: 'pending' })
    const answer = await withdraw(user.token, { amount: '700', bankCode: '058', accountNumber })
    expect(answer.body).toMatchObject({ status: 200, message: 'Your withdrawal is being processed.' })
    expect(await balanceOf(t, user.token)).toBe(2300)
    const reference = answer.body.data.reference as string
    expect((await t.pool.query('select status from withdrawals where reference = $1', [reference])).rows[0].status).toBe('sent')
    const done = await post(t, `/sandbox/payouts/${reference}/complete`, { outcome: 'success' })
    expect(done.body.data.webhook).toBe('applied')
    expect((await t.pool.query('select status from withdrawals where reference = $1', [reference])).rows[0].status).toBe('succeeded')
    expect(await balanceOf(t, user.token)).toBe(2300)
  })

  it('answers a retry with the same key from the first withdrawal, moving money once', async () => {
    const user = await fundedUser(3000)
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'Chinedu Okafor' })
    const body = { amount: '500', bankCode: '058', accountNumber }
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(user.token, body, 'wd-key-1')))
    for (const answer of answers) expect(answer.body).toMatchObject({ status: 200, message: 'Withdrawal successful' })
    expect(new Set(answers.map((a) => a.body.data.reference)).size).toBe(1)
    expect(await balanceOf(t, user.token)).toBe(2500)
    const reused = await withdraw(user.token, { ...body, amount: '600' }, 'wd-key-1')
    expect(reused.statusCode).toBe(409)
  })

  it('enforces the daily withdrawal limit (WITHDRAWAL_DAILY_LIMIT_NAIRA)', async () => {
    const user = await fundedUser(80000)
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'Chinedu Okafor' })
    expect((await withdraw(user.token, { amount: '45000', bankCode: '058', accountNumber })).statusCode).toBe(200)
    const over = await withdraw(user.token, { amount: '5000.01', bankCode: '058', accountNumber })
    expect(over.statusCode).toBe(400)
    expect(over.body.message).toBe('The daily withdrawal limit is ₦50,000. You can withdraw up to ₦5,000 more today.')
    expect((await withdraw(user.token, { amount: '5000', bankCode: '058', accountNumber })).statusCode).toBe(200)
    expect(await balanceOf(t, user.token)).toBe(30000)
  })

  it('resumes a payout left held by a crash, sending it once', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Chinedu Okafor' })
    await creditWallet(t.pool, user.userId, 100_000n)
    const accountNumber = nextAccountNumber()
    await openSandboxAccount(t, { accountNumber, accountName: 'Chinedu Okafor' })
    // A pending payout stands for "the process died after the hold": recovery must finish it.
    await t.pool.query(`update sandbox_bank_accounts set payout_outcome = 'pending' where account_number = $1`, [accountNumber])
    const answer = await withdraw(user.token, { amount: '400', bankCode: '058', accountNumber })
    const reference = answer.body.data.reference as string
    await t.pool.query(`update withdrawals set status = 'held' where reference = $1`, [reference])
    await t.pool.query(`update sandbox_payouts set status = 'success' where reference = $1`, [reference])
    const { recoverPayouts } = await import('../../src/payments/withdrawals.ts')
    const { createPaymentsContext } = await import('../../src/payments/payments-context.ts')
    const ctx = await createPaymentsContext({ ...t, logger: t.app.log as never }, t.pool)
    expect(await recoverPayouts(ctx, 0)).toBe(1)
    expect((await t.pool.query('select status from withdrawals where reference = $1', [reference])).rows[0].status).toBe('succeeded')
    expect((await t.pool.query('select count(*)::int as n from sandbox_payouts where reference = $1', [reference])).rows[0].n).toBe(1)
    expect(await recoverPayouts(ctx, 0)).toBe(0)
    expect(await balanceOf(t, user.token)).toBe(600)
  })
})
