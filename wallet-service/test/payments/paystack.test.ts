import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'
import { paystackSignature } from '../../src/payments/providers/paystack-events.ts'
import { balanceOf, checkInvariantsAfterEach, post } from './helpers.ts'
import { startFakePaystack, type FakePaystack } from './fake-paystack.ts'

const KEY = 'sk_test_fake_paystack_key_0001'
let t: TestApp
let paystack: FakePaystack
beforeAll(async () => {
  paystack = await startFakePaystack(KEY)
  t = await createTestApp({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: KEY,
    PAYSTACK_BASE_URL: paystack.url,
    PAYOUT_RECOVERY_INTERVAL_MS: '0',
  })
})
afterAll(async () => {
  await t.close()
  await paystack.close()
})
checkInvariantsAfterEach(() => t)

async function webhook(event: unknown, key = KEY) {
  const raw = JSON.stringify(event)
  const response = await t.app.inject({
    method: 'POST',
    url: '/payments/webhooks/paystack',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(raw, key) },
  })
  return { statusCode: response.statusCode, result: (response.json() as { result: string }).result }
}

describe('Paystack provider', () => {
  it('has no sandbox bank', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/transfers', payload: {} })).statusCode).toBe(404)
  })

  it('gives a dedicated virtual account and credits a transfer to it from a signed charge.success', async () => {
    const user = await createTestUser(t.pool)
    const intent = await post(t, '/agent/fund-wallet', { token: user.token, amount: '5000' })
    const account = intent.body.data.transfer_account
    expect(account).toMatchObject({ bankName: 'Wema Bank', accountName: 'PLATFORM/CUSTOMER' })
    expect(account.accountNumber).toMatch(/^98\d{8}$/)
    const again = await post(t, '/agent/fund-wallet', { token: user.token, amount: '100' })
    expect(again.body.data.transfer_account.accountNumber).toBe(account.accountNumber)
    expect(paystack.calls.filter((c) => c === 'POST /dedicated_account')).toHaveLength(1)

    const event = {
      event: 'charge.success',
      data: {
        reference: 'T_psk_001',
        amount: 500_000,
        currency: 'NGN',
        channel: 'dedicated_nuban',
        authorization: { receiver_bank_account_number: account.accountNumber, sender_name: 'OBI ADA' },
      },
    }
    expect(await webhook(event, 'sk_test_wrong')).toMatchObject({ statusCode: 401 })
    expect(await webhook(event)).toEqual({ statusCode: 200, result: 'credited' })
    expect(await webhook(event)).toEqual({ statusCode: 200, result: 'duplicate' })
    expect(await balanceOf(t, user.token)).toBe(5000)
    // The deposit code is not a Paystack account number: a transfer naming it is parked.
    const stray = {
      ...event,
      data: { ...event.data, reference: 'T_psk_002', authorization: { receiver_bank_account_number: user.depositCode } },
    }
    expect((await webhook(stray)).result).toBe('parked')
  })

  it('resolves the account name, sends the transfer by reference, and settles on transfer.success', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Tunde Bakare' })
    const account = (await post(t, '/agent/fund-wallet', { token: user.token, amount: '1' })).body.data.transfer_account
    await webhook({
      event: 'charge.success',
      data: {
        reference: `T_fund_${user.userId}`,
        amount: 1_000_000,
        channel: 'dedicated_nuban',
        authorization: { receiver_bank_account_number: account.accountNumber },
      },
    })
    paystack.accounts.set('057:0011223344', 'BAKARE TUNDE')
    paystack.accounts.set('057:0011223355', 'SOMEONE ELSE')

    const refused = await post(t, '/agent/withdraw-fund', {
      token: user.token,
      amount: '100',
      bankCode: '057',
      accountNumber: '0011223355',
    })
    expect(refused.body.code).toBe('ACCOUNT_NAME_MISMATCH')
    const unresolved = await post(t, '/agent/withdraw-fund', {
      token: user.token,
      amount: '100',
      bankCode: '057',
      accountNumber: '0011223366',
    })
    expect(unresolved.body.code).toBe('ACCOUNT_NOT_FOUND')

    paystack.transferOutcome = 'pending'
    const answer = await post(t, '/agent/withdraw-fund', {
      token: user.token,
      amount: '2500',
      bankCode: '057',
      accountNumber: '0011223344',
    })
    expect(answer.body.message).toBe('Your withdrawal is being processed.')
    const reference = answer.body.data.reference as string
    expect(paystack.transfers.get(reference)).toMatchObject({ amount: 250_000 })
    expect(await balanceOf(t, user.token)).toBe(7500)

    expect(await webhook({ event: 'transfer.success', data: { reference, status: 'success' } })).toEqual({
      statusCode: 200,
      result: 'applied',
    })
    expect((await t.pool.query('select status from withdrawals where reference = $1', [reference])).rows[0].status).toBe('succeeded')
  })

  it('never sends a resumed payout twice: it asks Paystack about the reference first', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Kemi Alade' })
    const account = (await post(t, '/agent/fund-wallet', { token: user.token, amount: '1' })).body.data.transfer_account
    await webhook({
      event: 'charge.success',
      data: {
        reference: `T_fund_${user.userId}`,
        amount: 500_000,
        channel: 'dedicated_nuban',
        authorization: { receiver_bank_account_number: account.accountNumber },
      },
    })
    paystack.accounts.set('058:0099887766', 'ALADE KEMI')
    paystack.transferOutcome = 'success'
    const answer = await post(t, '/agent/withdraw-fund', {
      token: user.token,
      amount: '1000',
      bankCode: '058',
      accountNumber: '0099887766',
    })
    expect(answer.body.message).toBe('Withdrawal successful')
    const reference = answer.body.data.reference as string
    const sentBefore = paystack.calls.filter((c) => c === 'POST /transfer').length
    // As if the process had died before recording the answer.
    await t.pool.query(`update withdrawals set status = 'held' where reference = $1`, [reference])
    const { advancePayout } = await import('../../src/payments/withdrawals.ts')
    const { createPaymentsContext } = await import('../../src/payments/payments-context.ts')
    const id = (await t.pool.query('select id from withdrawals where reference = $1', [reference])).rows[0].id
    const ctx = await createPaymentsContext({ ...t, logger: t.app.log as never }, t.pool)
    expect((await advancePayout(ctx, id)).status).toBe('succeeded')
    expect(paystack.calls.filter((c) => c === 'POST /transfer').length).toBe(sentBefore)
    expect(await balanceOf(t, user.token)).toBe(4000)
  })
})
