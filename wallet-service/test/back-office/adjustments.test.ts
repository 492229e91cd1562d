import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedgerInvariants, walletBalanceKobo } from '../../src/ledger/ledger.ts'
import { withTransaction } from '../../src/db/pool.ts'
import { approveDecision, requestDecision, type DecisionKind } from '../../src/back-office/staff/decisions.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../support/users.ts'
import { staffCall, staffMember } from '../support/staff.ts'

describe('manual adjustments: two people, a balanced entry against the adjustments account', () => {
  let t: TestApp
  let player: TestUser
  const maker = staffMember('finance')
  const checker = staffMember('finance')
  const third = staffMember('finance')

  beforeAll(async () => {
    t = await createTestApp()
    player = await createTestUser(t.pool)
    await creditWallet(t.pool, player.userId, 100_000n)
  })
  afterAll(async () => t.close())

  const ask = (body: Record<string, unknown>, by = maker) =>
    staffCall(t.app, by, 'POST', '/staff/adjustments', {
      playerId: player.publicId,
      direction: 'credit',
      amount: '2500.50',
      reasonCode: 'goodwill',
      reason: 'Payout delayed three days',
      ...body,
    })
  const entriesOf = async (decisionId: string) =>
    (
      await t.pool.query<{ code: string; amount_kobo: string }>(
        `select a.code, p.amount_kobo::text from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
          where e.idempotency_key = $1 order by p.amount_kobo`,
        [`adjustment:${decisionId}`],
      )
    ).rows
  const auditActions = async (decisionId: string) =>
    (
      await t.pool.query<{ action: string; staff_id: string }>(
        `select action, staff_id from staff_audit_log where (after->>'decisionId') = $1 order by seq`,
        [decisionId],
      )
    ).rows

  it('refuses what a maker gets wrong, changing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0' }, 'Enter an amount above ₦0 with at most 2 decimals.'],
      [{ amount: '10.005' }, 'Enter an amount above ₦0 with at most 2 decimals.'],
      [{ direction: 'debit' }, 'A goodwill adjustment can only credit the wallet.'],
      [{ reason: ' ' }, 'Give a reason (at least 3 characters).'],
      [{ reasonCode: 'bonus' }, 'Choose goodwill or correction.'],
    ]
    for (const [body, message] of cases) {
      const response = await ask(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toBe(message)
    }
    expect((await ask({ playerId: 'P-NOBODY' })).json().message).toBe('Name the player by their player ID.')
    const unknown = await ask({ playerId: '00000000-0000-4000-8000-000000000000' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('PLAYER_NOT_FOUND')
    expect((await t.pool.query('select 1 from staff_decisions')).rowCount).toBe(0)
  })

  it('credits the wallet only when a second finance member approves', async () => {
    const asked = await ask({})
    expect(asked.statusCode).toBe(200)
    const decision = asked.json().data
    expect(decision).toMatchObject({ status: 'pending', approvalsNeeded: 1, requestedBy: { id: maker.id } })
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(100_000n)

    const own = await staffCall(t.app, maker, 'POST', `/staff/adjustments/${decision.id}/approve`)
    expect(own.statusCode).toBe(403)
    expect(own.json().code).toBe('MAKER_CANNOT_APPROVE')
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(100_000n)
    // The attempt is in the audit log, refused, with why.
    const { rows: attempts } = await t.pool.query(
      `select action, outcome, after from staff_audit_log where staff_id = $1 and outcome = 'refused' order by seq desc limit 1`,
      [maker.id],
    )
    expect(attempts).toEqual([
      {
        action: 'adjustments.approve',
        outcome: 'refused',
        after: { refused: 'MAKER_CANNOT_APPROVE', message: own.json().message, params: { id: decision.id } },
      },
    ])

    // A second request for the same player waits until this one is decided.
    expect((await ask({ amount: '10' }, third)).json().code).toBe('DECISION_PENDING')

    const approved = await staffCall(t.app, checker, 'POST', `/staff/adjustments/${decision.id}/approve`)
    expect(approved.statusCode).toBe(200)
    expect(approved.json().data).toMatchObject({
      status: 'done',
      outcome: { balanceBeforeKobo: '100000', balanceAfterKobo: '350050' },
    })
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(350_050n)
    expect(await entriesOf(decision.id)).toEqual([
      { code: 'house:adjustments', amount_kobo: '-250050' },
      { code: `wallet:${player.userId}`, amount_kobo: '250050' },
    ])
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
    expect(await auditActions(decision.id)).toEqual([
      { action: 'adjustments.request', staff_id: maker.id },
      { action: 'adjustments.approve', staff_id: checker.id },
    ])

    const again = await staffCall(t.app, third, 'POST', `/staff/adjustments/${decision.id}/approve`)
    expect(again.json().code).toBe('DECISION_CLOSED')
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(350_050n)
  })

  it('pays once when two staff approve at the same moment', async () => {
    const decision = (await ask({ amount: '100' })).json().data
    const answers = await Promise.all(
      [checker, third].map((staff) => staffCall(t.app, staff, 'POST', `/staff/adjustments/${decision.id}/approve`)),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await entriesOf(decision.id)).toHaveLength(2)
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(360_050n)
  })

  it('refuses a debit below ₦0 at approval and leaves the request waiting; a rejection changes nothing', async () => {
    const decision = (await ask({ reasonCode: 'correction', direction: 'debit', amount: '5000', reason: 'Deposit credited twice' })).json()
      .data
    const refused = await staffCall(t.app, checker, 'POST', `/staff/adjustments/${decision.id}/approve`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('ADJUSTMENT_ABOVE_BALANCE')
    const pending = await staffCall(t.app, checker, 'GET', '/staff/adjustments?status=pending')
    expect(pending.json().data.map((d: { id: string; approvals: unknown[] }) => [d.id, d.approvals])).toEqual([[decision.id, []]])

    expect((await staffCall(t.app, checker, 'POST', `/staff/adjustments/${decision.id}/reject`, { reason: '' })).statusCode).toBe(400)
    const rejected = await staffCall(t.app, checker, 'POST', `/staff/adjustments/${decision.id}/reject`, { reason: 'Not a double credit' })
    expect(rejected.json().data).toMatchObject({ status: 'rejected', outcome: { rejectedBecause: 'Not a double credit' } })
    expect(await entriesOf(decision.id)).toEqual([])
    expect(await walletBalanceKobo(t.pool, player.userId)).toBe(360_050n)
  })
})

describe('decisions that need two approvers', () => {
  it('refuses a second approval by the same person and carries out on the second person', async () => {
    const t = await createTestApp()
    try {
      const carriedOut: string[] = []
      const kind: DecisionKind<{ note: string }> = {
        kind: 'test-two-approvers',
        carryOut: async (_db, decision) => {
          carriedOut.push(decision.id)
          return { done: true }
        },
      }
      const [first, second] = [staffMember('finance'), staffMember('finance')]
      const decision = await withTransaction(t.pool, (db) =>
        requestDecision(db, t.clock, kind, {
          subjectId: 'W1',
          payload: { note: 'large' },
          reason: 'Above the threshold',
          approvalsNeeded: 2,
          maker: null,
        }),
      )
      const approve = (staff: typeof first) => withTransaction(t.pool, (db) => approveDecision(db, t.clock, kind, decision.id, staff))
      expect(await approve(first)).toMatchObject({ status: 'pending' })
      await expect(approve(first)).rejects.toMatchObject({ code: 'ALREADY_APPROVED' })
      expect(carriedOut).toEqual([])
      expect(await approve(second)).toMatchObject({ status: 'done', outcome: { done: true } })
      expect(carriedOut).toEqual([decision.id])
    } finally {
      await t.close()
    }
  })
})
