import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reconcile } from '../../src/back-office/reports/reconciliation.ts'
import { walletBalanceKobo } from '../../src/ledger/ledger.ts'
import { SandboxBank } from '../../src/payments/providers/sandbox.ts'
import { lagosDate } from '../../src/time/lagos.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'
import { staffCall, staffMember } from '../support/staff.ts'
import { checkInvariantsAfterEach, openSandboxAccount, post } from '../payments/helpers.ts'
import { setLimits, tallies } from '../protection/helpers.ts'

describe('parked transfers: finance credits a wallet or returns the money, two people each', () => {
  let t: TestApp
  const [maker, checker, third] = [staffMember('finance'), staffMember('finance'), staffMember('finance')]
  let unknownAccount = 9_100_000_000
  let senderAccount = 7_300_000_000

  beforeAll(async () => {
    t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0', KYC_UNVERIFIED_DEPOSIT_DAILY_NAIRA: '10000' })
  })
  afterAll(async () => t.close())
  checkInvariantsAfterEach(() => t)

  /** A transfer through the sandbox bank to an account number nobody owns, from a sender's account the bank knows (or none). */
  async function park(amount: string, sender: { payoutOutcome?: 'success' | 'fail' } | null = { payoutOutcome: 'success' }) {
    const accountNumber = String(senderAccount++)
    if (sender) await openSandboxAccount(t, { accountNumber, accountName: 'EZE NGOZI', ...sender })
    const from = sender ? { senderBankCode: '058', senderAccountNumber: accountNumber } : {}
    const sent = await post(t, '/sandbox/transfers', {
      depositCode: String(unknownAccount++),
      amount,
      senderName: 'NGOZI EZE',
      ...from,
    })
    expect(sent.body.data.webhook).toBe('parked')
    const reference = sent.body.data.reference as string
    const { rows } = await t.pool.query<{ id: string }>(
      'select p.id::text from parked_payment_events p join payment_events e on e.id = p.event_id where e.reference = $1',
      [reference],
    )
    return { id: rows[0]!.id, reference, senderAccount: accountNumber }
  }
  const listed = async (status: 'open' | 'resolved', id: string) =>
    ((await staffCall(t.app, maker, 'GET', `/staff/parked-transfers?status=${status}`)).json().data as { id: string }[]).find(
      (row) => row.id === id,
    ) as Record<string, any> | undefined
  const resolve = (id: string, body: Record<string, unknown>, by = maker) =>
    staffCall(t.app, by, 'POST', `/staff/parked-transfers/${id}/resolve`, { reason: 'Customer called with proof of transfer', ...body })
  const approve = (id: string, by = checker) => staffCall(t.app, by, 'POST', `/staff/parked-transfers/${id}/approve`)
  const postingsOf = async (key: string) =>
    (
      await t.pool.query<{ code: string; amount_kobo: string }>(
        `select a.code, p.amount_kobo::text from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
          where e.idempotency_key = $1 order by a.code`,
        [key],
      )
    ).rows
  const houseBalance = async (code: string) =>
    BigInt((await t.pool.query('select balance_kobo::text from ledger_house_balances where code = $1', [code])).rows[0].balance_kobo)
  const auditOf = async (id: string) =>
    (
      await t.pool.query<{ action: string; staff_id: string }>(
        `select action, staff_id from staff_audit_log where subject_kind = 'parked-transfer' and subject_id = $1 order by seq`,
        [id],
      )
    ).rows

  it('lists an open parked transfer with what the bank said about it', async () => {
    const parked = await park('7500')
    expect(await listed('open', parked.id)).toMatchObject({
      kind: 'bank-transfer',
      provider: 'sandbox',
      reference: parked.reference,
      amountKobo: '750000',
      accountNumber: String(unknownAccount - 1),
      sender: { name: 'NGOZI EZE', bank: 'Guaranty Trust Bank', bankCode: '058', accountNumber: parked.senderAccount },
      closedAccount: null,
      reason: `No wallet owns account number ${unknownAccount - 1}`,
      resolvedAt: null,
      bookedForReturn: false,
      pendingDecision: null,
    })
    const view = await t.pool.query(`select after from staff_audit_log where action = 'parked-transfers.read' and staff_id = $1`, [
      maker.id,
    ])
    expect(view.rows.at(-1)).toMatchObject({ after: { status: 'open' } })
    // Nobody asked yet: an approval finds nothing waiting.
    expect((await approve(parked.id)).json()).toMatchObject({
      code: 'DECISION_NOT_FOUND',
      message: 'Nothing here is waiting for approval.',
    })
  })

  it('credits the named wallet as the deposit it was, once another finance member approves', async () => {
    const player = await createTestUser(t.pool)
    const parked = await park('7500')
    const asked = await resolve(parked.id, { action: 'credit-wallet', playerId: player.publicId })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().data.decision).toMatchObject({
      status: 'pending',
      requestedBy: { id: maker.id },
      payload: { action: 'credit-wallet', amountKobo: '750000', player: { playerId: player.publicId } },
    })
    expect((await listed('open', parked.id))!.pendingDecision).toMatchObject({ id: asked.json().data.decision.id, approvals: [] })

    const own = await approve(parked.id, maker)
    expect(own.statusCode).toBe(403)
    expect(own.json().code).toBe('MAKER_CANNOT_APPROVE')
    expect((await resolve(parked.id, { action: 'refund-to-sender' }, third)).json().code).toBe('DECISION_PENDING')
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(0n)

    const approved = await approve(parked.id)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data).toMatchObject({
      decision: { status: 'done', approvals: [{ staffId: checker.id }] },
      transfer: { resolution: `credited to player ${player.publicId}`, pendingDecision: null },
      payoutStatus: null,
    })
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(750_000n)
    expect(await postingsOf(`deposit:sandbox:${parked.reference}`)).toEqual([
      { code: 'house:bank_clearing', amount_kobo: '-750000' },
      { code: `wallet:${player.userId}`, amount_kobo: '750000' },
    ])
    const event = await t.pool.query('select e.status from payment_events e where e.reference = $1', [parked.reference])
    expect(event.rows).toEqual([{ status: 'processed' }])
    expect(await listed('open', parked.id)).toBeUndefined()
    expect((await listed('resolved', parked.id))!.resolvedAt).not.toBeNull()
    expect(await auditOf(parked.id)).toEqual([
      { action: 'parked-transfers.request', staff_id: maker.id },
      { action: 'parked-transfers.approve', staff_id: checker.id },
    ])
    expect((await approve(parked.id, third)).json()).toMatchObject({
      code: 'DECISION_CLOSED',
      message: 'This decision was already carried out.',
    })
    expect((await resolve(parked.id, { action: 'refund-to-sender' }, third)).json().code).toBe('PARKED_TRANSFER_RESOLVED')
  })

  it('holds the part over an unverified wallet’s daily cap, and counts the deposit towards the player’s limits', async () => {
    const player = await createTestUser(t.pool, { identity: 'unverified' })
    await setLimits(t, player, { deposit: { day: 5000 } })
    const parked = await park('12000')
    await resolve(parked.id, { action: 'credit-wallet', playerId: player.publicId })
    const approved = await approve(parked.id)
    expect(approved.json().data.decision.outcome).toMatchObject({ heldKobo: '200000' })
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(1_000_000n)
    const held = await t.pool.query('select amount_kobo::text from kyc_held_deposits where user_id = $1 and released_at is null', [
      player.userId,
    ])
    expect(held.rows).toEqual([{ amount_kobo: '200000' }])
    expect(await tallies(t, player)).toMatchObject({ day_deposited: '1200000' })
  })

  it('credits once when two finance members approve at the same moment', async () => {
    const player = await createTestUser(t.pool)
    const parked = await park('300')
    await resolve(parked.id, { action: 'credit-wallet', playerId: player.publicId })
    const answers = await Promise.all([checker, third].map((staff) => approve(parked.id, staff)))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(30_000n)
    expect(await postingsOf(`deposit:sandbox:${parked.reference}`)).toHaveLength(2)
  })

  it('returns the transfer to the sender’s account: received and paid out, and the day reconciles', async () => {
    const parked = await park('4200')
    const clearingBefore = await houseBalance('house:bank_clearing')
    const asked = await resolve(parked.id, { action: 'refund-to-sender' })
    expect(asked.json().data.decision.payload).toMatchObject({
      action: 'refund-to-sender',
      refundTo: { bankCode: '058', accountNumber: parked.senderAccount, accountName: 'EZE NGOZI' },
    })
    expect(await houseBalance('house:bank_clearing')).toBe(clearingBefore)

    const approved = await approve(parked.id)
    expect(approved.json().data).toMatchObject({ payoutStatus: 'succeeded', decision: { status: 'done' } })
    const payout = await t.pool.query(
      `select w.user_id, w.parked_event_id::text, w.status, w.amount_kobo::text, w.account_number, s.status as bank_status
         from withdrawals w join sandbox_payouts s on s.reference = w.reference where w.parked_event_id = $1`,
      [parked.id],
    )
    expect(payout.rows).toEqual([
      {
        user_id: null,
        parked_event_id: parked.id,
        status: 'succeeded',
        amount_kobo: '420000',
        account_number: parked.senderAccount,
        bank_status: 'success',
      },
    ])
    expect(await houseBalance('house:bank_clearing')).toBe(clearingBefore - 420_000n)
    expect(await houseBalance('house:returned_transfers')).toBe(0n)
    expect((await listed('resolved', parked.id))!.resolution).toMatch(/^returned to its sender \(payout rf-[0-9a-f]+\)$/)

    // The bank's report has the transfer in and the payout out; the ledger has both. (A transfer still parked is missing from it.)
    const payoutReference = approved.json().data.decision.outcome.payoutReference
    const mismatches = await reconcile(t.pool, new SandboxBank(t.pool, t.config), lagosDate(new Date(t.clock.now())))
    expect(mismatches.filter((row) => [parked.reference, payoutReference].includes(row.reference))).toEqual([])
    expect(mismatches.map((row) => row.mismatch)).toContain('missing_from_ledger')
  })

  it('parks the transfer again when the bank does not pay its return; it can only be returned again', async () => {
    const parked = await park('900', { payoutOutcome: 'fail' })
    await resolve(parked.id, { action: 'refund-to-sender' })
    expect((await approve(parked.id)).json().data.payoutStatus).toBe('reversed')
    expect(await houseBalance('house:returned_transfers')).toBe(90_000n)
    expect(await listed('open', parked.id)).toMatchObject({ resolvedAt: null, resolution: null, bookedForReturn: true })
    const player = await createTestUser(t.pool)
    const credit = await resolve(parked.id, { action: 'credit-wallet', playerId: player.publicId })
    expect(credit.statusCode).toBe(409)
    expect(credit.json().message).toBe(
      'This transfer is booked for return to its sender (an earlier return was not paid): return it again.',
    )

    await openSandboxAccount(t, { accountNumber: parked.senderAccount, accountName: 'EZE NGOZI', payoutOutcome: 'success' })
    await resolve(parked.id, { action: 'refund-to-sender' })
    expect((await approve(parked.id, third)).json().data.payoutStatus).toBe('succeeded')
    expect(await houseBalance('house:returned_transfers')).toBe(0n)
    const receipts = await postingsOf(`deposit:sandbox:${parked.reference}`)
    expect(receipts).toEqual([
      { code: 'house:bank_clearing', amount_kobo: '-90000' },
      { code: 'house:returned_transfers', amount_kobo: '90000' },
    ])
  })

  it('refuses what cannot be done, changing nothing', async () => {
    const anonymous = await park('100', null)
    const player = await createTestUser(t.pool)
    const closed = await createTestUser(t.pool)
    await t.pool.query(`insert into account_closures (user_id, reason, refund_kobo, forfeited_kobo) values ($1, 'under_18', 0, 0)`, [
      closed.userId,
    ])
    const before = await t.pool.query('select count(*)::int as n from staff_decisions')
    const cases: [Record<string, unknown>, number, string][] = [
      [{ action: 'refund-to-sender' }, 409, 'PARKED_TRANSFER_CANNOT'],
      [{ action: 'acknowledge' }, 409, 'PARKED_TRANSFER_CANNOT'],
      [{ action: 'credit-wallet', playerId: closed.publicId }, 403, 'ACCOUNT_CLOSED'],
      [{ action: 'credit-wallet', playerId: '00000000-0000-4000-8000-000000000000' }, 404, 'PLAYER_NOT_FOUND'],
      [{ action: 'credit-wallet' }, 400, 'INVALID_INPUT'],
      [{ action: 'credit-wallet', playerId: player.publicId, reason: '' }, 400, 'INVALID_INPUT'],
      [{ action: 'send-it-somewhere' }, 400, 'INVALID_INPUT'],
    ]
    for (const [body, status, code] of cases) {
      const answer = await resolve(anonymous.id, body)
      expect([answer.statusCode, answer.json().code], JSON.stringify(body)).toEqual([status, code])
    }
    expect((await resolve('999999', { action: 'refund-to-sender' })).json().code).toBe('PARKED_TRANSFER_NOT_FOUND')
    expect((await t.pool.query('select count(*)::int as n from staff_decisions')).rows).toEqual(before.rows)
    expect(await auditOf(anonymous.id)).toEqual([])
  })

  it('rejects a request with a reason: nothing moves and the transfer stays open', async () => {
    const player = await createTestUser(t.pool)
    const parked = await park('250')
    await resolve(parked.id, { action: 'credit-wallet', playerId: player.publicId })
    const rejected = await staffCall(t.app, checker, 'POST', `/staff/parked-transfers/${parked.id}/reject`, { reason: 'Wrong player' })
    expect(rejected.json().data).toMatchObject({ decision: { status: 'rejected', outcome: { rejectedBecause: 'Wrong player' } } })
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(0n)
    expect(await listed('open', parked.id)).toMatchObject({ pendingDecision: null })
    expect(await auditOf(parked.id)).toEqual([
      { action: 'parked-transfers.request', staff_id: maker.id },
      { action: 'parked-transfers.reject', staff_id: checker.id },
    ])
  })

  it('acknowledges a contradicting payout webhook: one person, a reason, nothing moves', async () => {
    const { rawBody, headers } = new SandboxBank(t.pool, t.config).signedWebhook({
      event: 'transfer.success',
      data: { reference: 'wd-nobody-knows', status: 'success' },
    })
    const delivered = await t.app.inject({ method: 'POST', url: '/payments/webhooks/sandbox', payload: rawBody, headers })
    expect(delivered.json()).toMatchObject({ result: 'parked' })
    const { rows } = await t.pool.query<{ id: string }>(
      `select p.id::text from parked_payment_events p join payment_events e on e.id = p.event_id where e.reference = 'wd-nobody-knows'`,
    )
    const id = rows[0]!.id
    expect(await listed('open', id)).toMatchObject({
      kind: 'payout',
      amountKobo: null,
      reason: 'No withdrawal has reference wd-nobody-knows',
    })
    const player = await createTestUser(t.pool)
    expect((await resolve(id, { action: 'credit-wallet', playerId: player.publicId })).json().code).toBe('PARKED_TRANSFER_CANNOT')

    const entriesBefore = await t.pool.query('select count(*)::int as n from journal_entries')
    const answer = await resolve(id, { action: 'acknowledge', reason: 'Sandbox test payout, checked with the bank' })
    expect(answer.json().data).toMatchObject({
      decision: null,
      transfer: { resolution: 'acknowledged: Sandbox test payout, checked with the bank' },
    })
    expect((await t.pool.query('select count(*)::int as n from journal_entries')).rows).toEqual(entriesBefore.rows)
    expect(await auditOf(id)).toEqual([{ action: 'parked-transfers.acknowledge', staff_id: maker.id }])
    expect((await resolve(id, { action: 'acknowledge' })).json().code).toBe('PARKED_TRANSFER_RESOLVED')
  })
})
