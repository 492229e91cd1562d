import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'
import { reconciliationReport } from '../../../src/back-office/reports/reconciliation.ts'
import { SandboxBank } from '../../../src/payments/providers/sandbox.ts'
import { lagosDate, lagosDayStart, nextLagosDay } from '../../../src/time/lagos.ts'
import { depositBySandbox, ledgerToday, readOn, withdrawBySandbox } from './helpers.ts'
import { openSandboxAccount, post } from '../../payments/helpers.ts'
import { verify } from '../../kyc/helpers.ts'

let t: TestApp
let bank: SandboxBank
beforeAll(async () => {
  t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0' })
  bank = new SandboxBank(t.pool, t.config)
})
afterAll(async () => t.close())

const reconcileOn = (date: string) => readOn(t, reconciliationReport([bank]), { date, provider: 'sandbox' })

/** A bank transfer notification delivered to the webhook as the bank signs it, for a transfer the bank has no record of. */
async function webhookWithoutTransfer(user: TestUser, reference: string, amountKobo: number) {
  const { rawBody, headers } = bank.signedWebhook({
    event: 'charge.success',
    data: {
      reference,
      amount: amountKobo,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      status: 'success',
      paid_at: new Date(t.clock.now()).toISOString(),
      authorization: { receiver_bank_account_number: user.depositCode, sender_name: 'Sandbox Sender' },
    },
  })
  const response = await t.app.inject({ method: 'POST', url: '/payments/webhooks/sandbox', payload: rawBody, headers })
  expect(response.json()).toMatchObject({ result: 'credited' })
}

describe("reconciling the ledger against the sandbox bank's settlement report", () => {
  let player: TestUser
  let paidPayout: string
  let today: string

  beforeAll(async () => {
    player = await createTestUser(t.pool, { fullName: 'Halima Musa' })
    await depositBySandbox(t, player, '20000', 'rec-deposit-1')
    await depositBySandbox(t, player, '3500.25', 'rec-deposit-2')
    paidPayout = await withdrawBySandbox(t, player, '1500', 'success')
    await withdrawBySandbox(t, player, '700', 'fail')
    await withdrawBySandbox(t, player, '900', 'pending')
    today = await ledgerToday(t)
  })

  it('gives the day as the bank reports it, through its settlement endpoint', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/sandbox/settlements?date=${today}` })
    expect(answer.statusCode).toBe(200)
    const lines = answer.json().data.transactions as {
      reference: string
      amount: number
      type: string
      status: string
      settledOn: string | null
    }[]
    expect(lines).toHaveLength(5)
    expect(lines.filter((line) => line.type === 'in')).toEqual([
      { reference: 'rec-deposit-1', amount: 20000, type: 'in', status: 'paid', settledOn: today },
      { reference: 'rec-deposit-2', amount: 3500.25, type: 'in', status: 'paid', settledOn: today },
    ])
    expect(
      lines
        .filter((line) => line.type === 'out')
        .map((line) => [line.amount, line.status, line.settledOn])
        .sort(),
    ).toEqual([
      [1500, 'paid', today],
      [700, 'failed', today],
      [900, 'pending', null],
    ])
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/settlements?date=yesterday' })).statusCode).toBe(400)
  })

  it('finds no mismatch on a clean day', async () => {
    expect((await reconcileOn(today)).rows).toEqual([])
  })

  it('lists every mismatch injected into the report or the ledger, each kind once', async () => {
    // The bank received a transfer and never told us; it credited one it has no record of; it reports one
    // transfer for a kobo more than it notified; it reports a payout it confirmed as failed.
    await t.pool.query(
      `insert into sandbox_transfers (reference, deposit_code, amount_kobo, sender_name) values ('bank-only-1', $1, 700000, 'Sandbox Sender')`,
      [player.depositCode],
    )
    await webhookWithoutTransfer(player, 'ledger-only-1', 250_000)
    await t.pool.query(`update sandbox_transfers set amount_kobo = amount_kobo + 1 where reference = 'rec-deposit-2'`)
    await t.pool.query(`update sandbox_payouts set status = 'failed', reason = 'Reversed by the bank' where reference = $1`, [paidPayout])

    const { rows } = await reconcileOn(today)
    expect(rows).toEqual([
      {
        mismatch: 'amount_differs',
        reference: 'rec-deposit-2',
        type: 'in',
        ledgerDay: today,
        ledgerAmount: 3500_25n,
        ledgerStatus: 'paid',
        reportAmount: 3500_26n,
        reportStatus: 'paid',
        reportSettledOn: today,
      },
      {
        mismatch: 'missing_from_ledger',
        reference: 'bank-only-1',
        type: 'in',
        ledgerDay: null,
        ledgerAmount: null,
        ledgerStatus: null,
        reportAmount: 7000_00n,
        reportStatus: 'paid',
        reportSettledOn: today,
      },
      {
        mismatch: 'missing_from_report',
        reference: 'ledger-only-1',
        type: 'in',
        ledgerDay: today,
        ledgerAmount: 2500_00n,
        ledgerStatus: 'paid',
        reportAmount: null,
        reportStatus: null,
        reportSettledOn: null,
      },
      {
        mismatch: 'status_differs',
        reference: paidPayout,
        type: 'out',
        ledgerDay: today,
        ledgerAmount: 1500_00n,
        ledgerStatus: 'paid',
        reportAmount: 1500_00n,
        reportStatus: 'failed',
        reportSettledOn: today,
      },
    ])
  })

  it("matches a transfer the bank dated the next day on that day, and lists it as missing from the report on the ledger's", async () => {
    await depositBySandbox(t, player, '1200', 'rec-late-1')
    await t.pool.query(`update sandbox_transfers set created_at = created_at + interval '1 day' where reference = 'rec-late-1'`)
    const late = (await reconcileOn(today)).rows.filter((row) => row.reference === 'rec-late-1')
    expect(late).toMatchObject([{ mismatch: 'missing_from_report', ledgerDay: today, ledgerAmount: 1200_00n }])
    const tomorrow = lagosDate(nextLagosDay(lagosDayStart(today)))
    expect((await reconcileOn(tomorrow)).rows).toEqual([])
  })

  it('matches a parked transfer credited days after the bank notified it on the day the bank did, and on no other', async () => {
    await depositBySandbox(t, player, '800', 'rec-parked-1')
    // As if the bank had notified it the day before and it waited parked until today's credit.
    await t.pool.query(`update sandbox_transfers set created_at = created_at - interval '1 day' where reference = 'rec-parked-1'`)
    await t.pool.query(`update payment_events set received_at = received_at - interval '1 day' where reference = 'rec-parked-1'`)
    const yesterday = lagosDate(new Date(lagosDayStart(today).getTime() - 12 * 3_600_000))
    expect((await reconcileOn(today)).rows.filter((row) => row.reference === 'rec-parked-1')).toEqual([])
    expect((await reconcileOn(yesterday)).rows).toEqual([])
  })

  it('leaves out a payout held for review that the bank was never asked for, and matches one sent the next day on that day', async () => {
    const large = await createTestUser(t.pool, { fullName: 'Garba Shehu' })
    await depositBySandbox(t, large, '150000', 'rec-large-deposit')
    const inReview = await withdrawBySandbox(t, large, '120000', 'success')
    expect((await t.pool.query('select status, attempts from withdrawals where reference = $1', [inReview])).rows).toEqual([
      { status: 'review', attempts: 0 },
    ])
    const late = await withdrawBySandbox(t, large, '300', 'success')
    await t.pool.query(
      `update sandbox_payouts set created_at = created_at + interval '1 day', updated_at = updated_at + interval '1 day' where reference = $1`,
      [late],
    )
    await t.pool.query(`update withdrawals set updated_at = updated_at + interval '1 day' where reference = $1`, [late])
    expect((await reconcileOn(today)).rows.filter((row) => [inReview, late].includes(row.reference))).toEqual([])
    const tomorrow = lagosDate(nextLagosDay(lagosDayStart(today)))
    expect((await reconcileOn(tomorrow)).rows).toEqual([])
  })

  it("matches an under-18 account's refund, which the closure's own entry holds", async () => {
    const minor = await createTestUser(t.pool, { fullName: 'Ada Chukwu', identity: 'unverified' })
    const senderAccountNumber = '7400000001'
    await openSandboxAccount(t, { accountNumber: senderAccountNumber, accountName: 'CHUKWU EMEKA' })
    const sent = await post(t, '/sandbox/transfers', {
      depositCode: minor.depositCode,
      amount: '2500',
      reference: 'rec-minor-deposit',
      senderName: 'CHUKWU EMEKA',
      senderBankCode: '058',
      senderAccountNumber,
    })
    expect(sent.statusCode).toBe(200)
    const closed = await verify(t, minor.token, { lastDigit: 2 })
    expect(closed.body.data).toMatchObject({ reason: 'under_18', accountClosed: true })
    const { rows: refunds } = await t.pool.query<{ reference: string; status: string }>(
      `select reference, status from withdrawals where user_id = (select id from users where public_id = $1)`,
      [minor.publicId],
    )
    expect(refunds).toMatchObject([{ status: 'succeeded' }])
    expect((await reconcileOn(today)).rows.filter((row) => ['rec-minor-deposit', refunds[0]!.reference].includes(row.reference))).toEqual(
      [],
    )
  })

  it('reads another day of the bank apart: nothing happened on it', async () => {
    expect((await reconcileOn('2025-01-01')).rows).toEqual([])
  })

  it('refuses a provider that gives no settlement report', async () => {
    await expect(readOn(t, reconciliationReport([bank]), { date: today, provider: 'paystack' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    })
  })
})
