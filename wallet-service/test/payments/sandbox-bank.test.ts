import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'
import { configSchema } from '../../src/config.ts'
import { createBankProvider } from '../../src/payments/providers/index.ts'
import { balanceOf, checkInvariantsAfterEach, openSandboxAccount, post } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_PAYOUT_OUTCOME: 'pending', PAYOUT_RECOVERY_INTERVAL_MS: '0' })
})
afterAll(async () => t.close())
checkInvariantsAfterEach(() => t)

describe('the sandbox bank', () => {
  it('serves a small page for people', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Send a transfer to a deposit code')
  })

  it('treats the same reference as the same transfer, whatever the second request says', async () => {
    const user = await createTestUser(t.pool)
    const first = await post(t, '/sandbox/transfers', { depositCode: user.depositCode, amount: '300', reference: 'same-ref-001' })
    const second = await post(t, '/sandbox/transfers', { depositCode: user.depositCode, amount: '900', reference: 'same-ref-001' })
    expect([first.body.data.webhook, second.body.data.webhook]).toEqual(['credited', 'duplicate'])
    expect(await balanceOf(t, user.token)).toBe(300)
  })

  it('follows SANDBOX_PAYOUT_OUTCOME unless the account has its own flag', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Sade Bello' })
    await post(t, '/sandbox/transfers', { depositCode: user.depositCode, amount: '1000' })
    await openSandboxAccount(t, { accountNumber: '5000000001', accountName: 'Sade Bello' })
    await openSandboxAccount(t, { accountNumber: '5000000002', accountName: 'Sade Bello', payoutOutcome: 'success' })
    const pending = await post(t, '/agent/withdraw-fund', {
      token: user.token,
      amount: '100',
      bankCode: '058',
      accountNumber: '5000000001',
    })
    expect(pending.body.message).toBe('Your withdrawal is being processed.')
    const paid = await post(t, '/agent/withdraw-fund', { token: user.token, amount: '100', bankCode: '058', accountNumber: '5000000002' })
    expect(paid.body.message).toBe('Withdrawal successful')
    const failed = await post(t, `/sandbox/payouts/${pending.body.data.reference}/complete`, { outcome: 'fail' })
    expect(failed.body.data.webhook).toBe('applied')
    expect(await balanceOf(t, user.token)).toBe(900)
  })

  it('finishes a payout without its notice when asked to, as a lost webhook: the withdrawal stays sent', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Sade Bello' })
    await post(t, '/sandbox/transfers', { depositCode: user.depositCode, amount: '1000' })
    await openSandboxAccount(t, { accountNumber: '5000000003', accountName: 'Sade Bello' })
    const pending = await post(t, '/agent/withdraw-fund', {
      token: user.token,
      amount: '100',
      bankCode: '058',
      accountNumber: '5000000003',
    })
    const { reference } = pending.body.data
    const silent = await post(t, `/sandbox/payouts/${reference}/complete`, { outcome: 'success', notify: false })
    expect(silent.body).toMatchObject({ message: 'Payout completed', data: { webhook: 'not sent' } })
    const payout = await t.pool.query('select status from sandbox_payouts where reference = $1', [reference])
    expect(payout.rows).toEqual([{ status: 'success' }])
    const withdrawal = await t.pool.query('select status from withdrawals where reference = $1', [reference])
    expect(withdrawal.rows).toEqual([{ status: 'sent' }])
    expect(await balanceOf(t, user.token)).toBe(900)
  })

  it('does not exist in production', () => {
    const production = configSchema.parse({ NODE_ENV: 'production', WALLET_DATABASE_URL: 'postgres://x@127.0.0.1/x' })
    expect(() => createBankProvider(production, t.pool)).toThrow('PAYMENT_PROVIDER=sandbox is not allowed when NODE_ENV=production')
  })
})
