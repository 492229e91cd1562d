import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'
import { paystackSignature } from '../../src/payments/providers/paystack-events.ts'
import { balanceOf, checkInvariantsAfterEach, openSandboxAccount, post } from './helpers.ts'

const SECRET = 'webhook-test-secret-0123456789'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET, PAYOUT_RECOVERY_INTERVAL_MS: '0' })
})
afterAll(async () => t.close())
checkInvariantsAfterEach(() => t)

/** Delivers a Paystack-format event to the sandbox webhook, signed (or tampered) like the bank would. */
async function deliver(event: unknown, options: { secret?: string; tamper?: (raw: string) => string } = {}) {
  const raw = JSON.stringify(event)
  const signature = paystackSignature(raw, options.secret ?? SECRET)
  const response = await t.app.inject({
    method: 'POST',
    url: '/payments/webhooks/sandbox',
    payload: options.tamper ? options.tamper(raw) : raw,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
  })
  return { statusCode: response.statusCode, body: response.json() as { result: string } }
}

const charge = (reference: string, accountNumber: string, kobo: number) => ({
  event: 'charge.success',
  data: {
    reference,
    amount: kobo,
    currency: 'NGN',
    channel: 'dedicated_nuban',
    authorization: { receiver_bank_account_number: accountNumber, sender_name: 'ADA OBI' },
  },
})

describe('bank deposit webhooks', () => {
  it('credits a valid, signed transfer once', async () => {
    const user = await createTestUser(t.pool)
    const answer = await deliver(charge('ref-valid-1', user.depositCode, 250_050))
    expect(answer).toEqual({ statusCode: 200, body: { status: 200, result: 'credited' } })
    expect(await balanceOf(t, user.token)).toBe(2500.5)
  })

  it('credits once when the same event is replayed 10 times, even all at once', async () => {
    const user = await createTestUser(t.pool)
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(charge('ref-replay-1', user.depositCode, 100_000))))
    expect(answers.map((a) => a.body.result).sort()).toEqual(['credited', ...Array(9).fill('duplicate')])
    for (let i = 0; i < 10; i++) expect((await deliver(charge('ref-replay-1', user.depositCode, 100_000))).body.result).toBe('duplicate')
    expect(await balanceOf(t, user.token)).toBe(1000)
    const entries = await t.pool.query(
      `select count(*)::int as n from journal_entries where idempotency_key = 'deposit:sandbox:ref-replay-1'`,
    )
    expect(entries.rows[0].n).toBe(1)
  })

  it('refuses a tampered body, a wrong key and a missing signature, moving nothing', async () => {
    const user = await createTestUser(t.pool)
    const tampered = await deliver(charge('ref-tamper-1', user.depositCode, 100_000), { tamper: (raw) => raw.replace('100000', '900000') })
    expect(tampered.statusCode).toBe(401)
    const wrongKey = await deliver(charge('ref-tamper-2', user.depositCode, 100_000), { secret: 'someone-elses-secret-key' })
    expect(wrongKey.statusCode).toBe(401)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/sandbox',
      payload: JSON.stringify(charge('ref-tamper-3', user.depositCode, 100_000)),
      headers: { 'content-type': 'application/json' },
    })
    expect(unsigned.statusCode).toBe(401)
    const paystackPath = await t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/paystack',
      payload: JSON.stringify(charge('ref-tamper-4', user.depositCode, 100_000)),
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature('{}', SECRET) },
    })
    expect(paystackPath.statusCode).toBe(401)
    expect(await balanceOf(t, user.token)).toBe(0)
    expect((await t.pool.query('select count(*)::int as n from payment_events')).rows[0].n).toBeGreaterThan(0)
    expect((await t.pool.query(`select count(*)::int as n from payment_events where reference like 'ref-tamper-%'`)).rows[0].n).toBe(0)
  })

  it('parks a transfer to an account number no wallet owns, crediting nobody', async () => {
    const answer = await deliver(charge('ref-unknown-1', '0000000001', 500_000))
    expect(answer.body.result).toBe('parked')
    const parked = await t.pool.query(
      `select p.reason, e.status from parked_payment_events p join payment_events e on e.id = p.event_id where e.reference = 'ref-unknown-1'`,
    )
    expect(parked.rows).toEqual([{ reason: 'No wallet owns account number 0000000001', status: 'parked' }])
    expect((await deliver(charge('ref-unknown-1', '0000000001', 500_000))).body.result).toBe('duplicate')
    expect(
      (await t.pool.query(`select count(*)::int as n from journal_entries where idempotency_key like '%ref-unknown-1'`)).rows[0].n,
    ).toBe(0)
  })

  it('records events it does not act on, once', async () => {
    const event = { event: 'customeridentification.success', data: { reference: 'cus-1' } }
    expect((await deliver(event)).body.result).toBe('ignored')
    expect((await deliver(event)).body.result).toBe('duplicate')
  })
})

describe('payout webhooks, in any order', () => {
  async function pendingWithdrawal(naira: string) {
    const user = await createTestUser(t.pool, { fullName: 'Funmi Adeyemi' })
    await deliver(charge(`fund-${user.userId}`, user.depositCode, 1_000_000))
    const accountNumber = String(2000000000 + Number(user.userId))
    await openSandboxAccount(t, { bankCode: '044', accountNumber, accountName: 'ADEYEMI FUNMI', payoutOutcome: 'pending' })
    const answer = await post(t, '/agent/withdraw-fund', { token: user.token, amount: naira, bankCode: '044', accountNumber })
    expect(answer.body.message).toBe('Your withdrawal is being processed.')
    return { user, reference: answer.body.data.reference as string }
  }
  const transfer = (event: string, reference: string, reason?: string) => ({
    event,
    data: { reference, status: event.split('.')[1], reason },
  })
  const state = async (reference: string) =>
    (await t.pool.query('select status from withdrawals where reference = $1', [reference])).rows[0].status

  it('settles on success, ignores its replays and parks a contradicting late failure', async () => {
    const { user, reference } = await pendingWithdrawal('3000')
    expect((await deliver(transfer('transfer.success', reference))).body.result).toBe('applied')
    for (let i = 0; i < 10; i++) expect((await deliver(transfer('transfer.success', reference))).body.result).toBe('duplicate')
    expect((await deliver(transfer('transfer.failed', reference, 'late'))).body.result).toBe('parked')
    expect(await state(reference)).toBe('succeeded')
    expect(await balanceOf(t, user.token)).toBe(7000)
  })

  it('settles a success that arrives before the service recorded the payout as sent', async () => {
    const { user, reference } = await pendingWithdrawal('1000')
    await t.pool.query(`update withdrawals set status = 'held' where reference = $1`, [reference])
    expect((await deliver(transfer('transfer.success', reference))).body.result).toBe('applied')
    expect(await state(reference)).toBe('succeeded')
    expect(await balanceOf(t, user.token)).toBe(9000)
  })

  it('reverses a failure, then ignores a late success for review', async () => {
    const { user, reference } = await pendingWithdrawal('2500')
    expect(await balanceOf(t, user.token)).toBe(7500)
    expect((await deliver(transfer('transfer.failed', reference, 'Account dormant'))).body.result).toBe('applied')
    expect(await balanceOf(t, user.token)).toBe(10000)
    expect((await deliver(transfer('transfer.success', reference))).body.result).toBe('parked')
    expect(await balanceOf(t, user.token)).toBe(10000)
    const history = await post(t, '/agent/trasaction-history', { token: user.token })
    expect(history.body.data[0]).toMatchObject({ description: 'Withdrawal reversed: Account dormant', transType: 'credit', amount: 2500 })
  })

  it('returns the money when the bank reverses a payout it had confirmed', async () => {
    const { user, reference } = await pendingWithdrawal('4000')
    await deliver(transfer('transfer.success', reference))
    expect((await deliver(transfer('transfer.reversed', reference))).body.result).toBe('applied')
    expect(await state(reference)).toBe('reversed')
    expect(await balanceOf(t, user.token)).toBe(10000)
    const settled = await t.pool.query(`select balance_kobo from ledger_house_balances where code = 'house:payouts_settled'`)
    expect(BigInt(settled.rows[0].balance_kobo)).toBeGreaterThanOrEqual(0n)
  })

  it('parks a payout event for a reference no withdrawal has', async () => {
    expect((await deliver(transfer('transfer.success', 'wd-nobody'))).body.result).toBe('parked')
  })
})
