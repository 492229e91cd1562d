import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletBalanceKobo } from '../../src/ledger/ledger.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, type TestUser } from '../support/users.ts'
import { staffCall, staffMember } from '../support/staff.ts'
import { checkInvariantsAfterEach, openSandboxAccount, post, sandboxTransfer } from '../payments/helpers.ts'
import { verify } from '../kyc/helpers.ts'

describe('closed under-18 accounts: finance sends what is left in the closed wallet, two people', () => {
  let t: TestApp
  const [maker, checker, third] = [staffMember('finance'), staffMember('finance'), staffMember('finance')]
  const compliance = staffMember('compliance')
  let accountSeq = 7_500_000_000

  beforeAll(async () => {
    t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0' })
  })
  afterAll(async () => t.close())
  checkInvariantsAfterEach(() => t)

  /** A player who deposited `naira` from an account the bank did not name, then was found under 18: the refund stays in the wallet. */
  async function closedPlayer(naira: string): Promise<TestUser> {
    const player = await createTestUser(t.pool, { fullName: 'Ada Chukwu', identity: 'unverified' })
    await sandboxTransfer(t, player.depositCode, naira)
    const closed = await verify(t, player.token, { lastDigit: 2 })
    expect(closed.body.data).toMatchObject({ reason: 'under_18', accountClosed: true })
    return player
  }
  async function bankAccount(payoutOutcome: 'success' | 'fail' = 'success') {
    const accountNumber = String(accountSeq++)
    await openSandboxAccount(t, { accountNumber, accountName: 'CHUKWU EMEKA', payoutOutcome })
    return accountNumber
  }
  const closureOf = async (player: TestUser, by = maker) =>
    ((await staffCall(t.app, by, 'GET', '/staff/closures')).json().data as { player: { id: string } }[]).find(
      (row) => row.player.id === player.publicId,
    ) as Record<string, any>
  const askRefund = (player: TestUser, body: Record<string, unknown>, by = maker) =>
    staffCall(t.app, by, 'POST', `/staff/closures/${player.publicId}/refund`, {
      bankCode: '058',
      reason: 'Mother called with her account details',
      ...body,
    })
  const approve = (player: TestUser, by = checker) => staffCall(t.app, by, 'POST', `/staff/closures/${player.publicId}/approve`)
  const auditOf = async (player: TestUser) =>
    (
      await t.pool.query<{ action: string; staff_id: string }>(
        `select action, staff_id from staff_audit_log where subject_kind = 'player' and subject_id = $1 order by seq`,
        [player.publicId],
      )
    ).rows

  it('lists every closure with its refund, what was forfeited and what the closed wallet still holds', async () => {
    const player = await closedPlayer('3000')
    for (const staff of [maker, compliance]) {
      expect(await closureOf(player, staff)).toMatchObject({
        player: { fullName: 'Ada Chukwu' },
        reason: 'under_18',
        refundKobo: '300000',
        forfeitedKobo: '0',
        refundPayout: null,
        walletKobo: '300000',
        pendingDecision: null,
      })
    }
    const views = await t.pool.query(`select action from staff_audit_log where staff_id = any($1) and action = 'closures.read'`, [
      [maker.id, compliance.id],
    ])
    expect(views.rowCount).toBe(2)
  })

  it('gives finance the banks a refund can be sent to: the list players choose from', async () => {
    const banks = await staffCall(t.app, maker, 'GET', '/staff/banks')
    expect(banks.statusCode, banks.body).toBe(200)
    const players = (await t.pool.query('select code, name from banks where active order by name')).rows
    expect(banks.json().data).toEqual(players)
    expect(banks.json().data).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' })
    expect((await staffCall(t.app, compliance, 'GET', '/staff/banks')).statusCode).toBe(403)
  })

  it('refuses an account the bank does not know, and anything else it cannot do, changing nothing', async () => {
    const player = await closedPlayer('1000')
    const open = await createTestUser(t.pool)
    const cases: [TestUser, Record<string, unknown>, number, string][] = [
      [player, { accountNumber: '7999999999' }, 400, 'ACCOUNT_NOT_FOUND'],
      [player, { accountNumber: '7999999999', bankCode: '999' }, 400, 'INVALID_INPUT'],
      [player, { accountNumber: '12345' }, 400, 'INVALID_INPUT'],
      [player, { accountNumber: await bankAccount(), reason: 'x' }, 400, 'INVALID_INPUT'],
      [open, { accountNumber: await bankAccount() }, 404, 'CLOSURE_NOT_FOUND'],
    ]
    for (const [who, body, status, code] of cases) {
      const answer = await askRefund(who, body)
      expect([answer.statusCode, answer.json().code], JSON.stringify(body)).toEqual([status, code])
    }
    expect((await t.pool.query('select count(*)::int as n from staff_decisions')).rows).toEqual([{ n: 0 }])
    expect(await auditOf(player)).toEqual([])
  })

  it('pays the refund once another finance member approves; a refund the bank declines comes back for another', async () => {
    const player = await closedPlayer('2500')
    const declining = await bankAccount('fail')
    const asked = await askRefund(player, { accountNumber: declining })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().data.decision).toMatchObject({
      status: 'pending',
      payload: { amountKobo: '250000', refundTo: { bankCode: '058', accountNumber: declining, accountName: 'CHUKWU EMEKA' } },
    })
    expect((await askRefund(player, { accountNumber: declining }, third)).json().code).toBe('DECISION_PENDING')
    const own = await approve(player, maker)
    expect([own.statusCode, own.json().code]).toEqual([403, 'MAKER_CANNOT_APPROVE'])
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(250_000n)

    expect((await approve(player)).json().data).toMatchObject({ payoutStatus: 'reversed', closure: { walletKobo: '250000' } })
    expect((await closureOf(player)).refundPayout).toMatchObject({ status: 'reversed', accountNumber: declining })

    const good = await bankAccount()
    await askRefund(player, { accountNumber: good })
    const answers = await Promise.all([checker, third].map((staff) => approve(player, staff)))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    // However the two met, the later one is told the refund was carried out, never that nothing waits.
    const late = await approve(player, third)
    expect([late.statusCode, late.json().code, late.json().message]).toEqual([
      409,
      'DECISION_CLOSED',
      'This decision was already carried out.',
    ])
    const paid = await t.pool.query(
      `select w.status, w.amount_kobo::text, s.status as bank_status from account_closures c
         join withdrawals w on w.id = c.refund_withdrawal_id join sandbox_payouts s on s.reference = w.reference where c.user_id = $1`,
      [player.userId],
    )
    expect(paid.rows).toEqual([{ status: 'succeeded', amount_kobo: '250000', bank_status: 'success' }])
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(0n)
    expect(await closureOf(player)).toMatchObject({ walletKobo: '0', refundPayout: { status: 'succeeded', accountNumber: good } })
    expect((await askRefund(player, { accountNumber: good })).json().code).toBe('CLOSURE_NOTHING_TO_REFUND')
    expect((await auditOf(player)).map((row) => row.action)).toEqual([
      'closures.refund-request',
      'closures.approve',
      'closures.refund-request',
      'closures.approve',
    ])
  })

  it('rejects a refund with a reason: the money stays in the closed wallet', async () => {
    const player = await closedPlayer('800')
    await askRefund(player, { accountNumber: await bankAccount() })
    const rejected = await staffCall(t.app, checker, 'POST', `/staff/closures/${player.publicId}/reject`, {
      reason: 'Caller could not prove they are the parent',
    })
    expect(rejected.json().data).toMatchObject({
      decision: { status: 'rejected' },
      closure: { walletKobo: '80000', pendingDecision: null },
    })
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(80_000n)
    // The refund's decision was rejected: an approval now is told so.
    expect((await approve(player)).json()).toMatchObject({ code: 'DECISION_CLOSED', message: 'This decision was already rejected.' })
  })

  it('returns a transfer that arrived after the closure to its sender, never to the closed wallet', async () => {
    const player = await closedPlayer('500')
    const sender = await bankAccount()
    const late = await post(t, '/sandbox/transfers', {
      depositCode: player.depositCode,
      amount: '600',
      senderName: 'CHUKWU EMEKA',
      senderBankCode: '058',
      senderAccountNumber: sender,
    })
    expect(late.body.data.webhook).toBe('parked')
    const open = (await staffCall(t.app, maker, 'GET', '/staff/parked-transfers')).json().data as Record<string, any>[]
    const parked = open.find((row) => row.reference === late.body.data.reference)!
    expect(parked.closedAccount).toEqual({ playerId: player.publicId, fullName: 'Ada Chukwu' })

    const credit = await staffCall(t.app, maker, 'POST', `/staff/parked-transfers/${parked.id}/resolve`, {
      action: 'credit-wallet',
      playerId: player.publicId,
      reason: 'Meant for this wallet',
    })
    expect([credit.statusCode, credit.json().code]).toEqual([403, 'ACCOUNT_CLOSED'])
    await staffCall(t.app, maker, 'POST', `/staff/parked-transfers/${parked.id}/resolve`, {
      action: 'refund-to-sender',
      reason: 'Account closed under 18',
    })
    const approved = await staffCall(t.app, checker, 'POST', `/staff/parked-transfers/${parked.id}/approve`)
    expect(approved.json().data.payoutStatus).toBe('succeeded')
    const payout = await t.pool.query('select user_id::text, account_number from withdrawals where parked_event_id = $1', [parked.id])
    expect(payout.rows).toEqual([{ user_id: player.userId, account_number: sender }])
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(50_000n)
  })
})
