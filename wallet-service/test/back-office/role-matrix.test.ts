import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_ROLES, mayDo, type StaffAction, type StaffRole } from '@9ja/contract'
import { withTransaction } from '../../src/db/pool.ts'
import { ADJUSTMENT } from '../../src/back-office/finance/adjustments.ts'
import { requestDecision } from '../../src/back-office/staff/decisions.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, type TestUser } from '../support/users.ts'
import { staffCall, staffMember } from '../support/staff.ts'

/** Every staff route, the action it needs and a call a role that has it may make (it may still be refused for what it asks, never for who asks). */
type StaffRouteCase = { action: StaffAction; method: 'GET' | 'POST'; url: () => Promise<string> | string; body?: () => unknown }

describe('the role matrix: every role against every staff route', () => {
  let t: TestApp
  let player: TestUser
  let agent: TestUser
  const otherMaker = staffMember('finance')

  beforeAll(async () => {
    t = await createTestApp()
    player = await createTestUser(t.pool)
    agent = await createTestUser(t.pool, { userType: 'agent' })
  })
  afterAll(async () => t.close())

  /** A pending adjustment asked by someone else, for the approve and reject routes to act on. */
  const pendingAdjustment = async () =>
    withTransaction(t.pool, async (db) => {
      await db.query(`update staff_decisions set status = 'rejected' where status = 'pending'`)
      const decision = await requestDecision(db, t.clock, ADJUSTMENT, {
        subjectId: player.publicId,
        payload: { userId: player.userId, playerId: player.publicId, direction: 'credit', amountKobo: '100', reasonCode: 'goodwill' },
        reason: 'Matrix',
        approvalsNeeded: 1,
        maker: otherMaker,
      })
      return decision.id
    })

  const ROUTES: StaffRouteCase[] = [
    { action: 'audit-log.read', method: 'GET', url: () => '/staff/audit-log?limit=5' },
    { action: 'audit-log.read', method: 'GET', url: () => '/staff/audit-log/check' },
    { action: 'adjustments.read', method: 'GET', url: () => '/staff/adjustments' },
    {
      action: 'adjustments.request',
      method: 'POST',
      url: async () => {
        await t.pool.query(`update staff_decisions set status = 'rejected' where status = 'pending'`)
        return '/staff/adjustments'
      },
      body: () => ({ playerId: player.publicId, direction: 'credit', amount: '1', reasonCode: 'goodwill', reason: 'Matrix check' }),
    },
    { action: 'adjustments.approve', method: 'POST', url: async () => `/staff/adjustments/${await pendingAdjustment()}/approve` },
    {
      action: 'adjustments.approve',
      method: 'POST',
      url: async () => `/staff/adjustments/${await pendingAdjustment()}/reject`,
      body: () => ({ reason: 'Matrix check' }),
    },
    { action: 'withdrawals.read', method: 'GET', url: () => '/staff/withdrawals?status=review' },
    { action: 'withdrawals.read', method: 'GET', url: () => '/staff/payouts/stuck' },
    { action: 'withdrawals.decide', method: 'POST', url: () => '/staff/withdrawals/1/approve' },
    { action: 'withdrawals.decide', method: 'POST', url: () => '/staff/withdrawals/1/reject', body: () => ({ reason: 'Matrix check' }) },
    { action: 'payouts.retry', method: 'POST', url: () => '/staff/payouts/1/retry' },
    { action: 'audit-log.read', method: 'GET', url: () => '/staff/audit-log/export?limit=5' },
    { action: 'reports.read', method: 'GET', url: () => '/staff/reports/game-days?from=2026-12-01&to=2026-12-01' },
    { action: 'reports.read', method: 'GET', url: () => '/staff/reports/payments?from=2026-12-01&to=2026-12-01&format=csv' },
    { action: 'reports.read', method: 'GET', url: () => '/staff/reports/reconciliation?date=2026-12-01&provider=sandbox' },
    { action: 'aml.read', method: 'GET', url: () => '/staff/aml/register?from=2026-12-01&to=2026-12-01' },
    { action: 'aml.read', method: 'GET', url: () => '/staff/aml/large-cash?from=2026-12-01&to=2026-12-01' },
    { action: 'kyc-exceptions.read', method: 'GET', url: () => '/staff/kyc/exceptions' },
    { action: 'kyc.rerun', method: 'POST', url: () => `/staff/kyc/${player.publicId}/rerun`, body: () => ({ reason: 'Matrix check' }) },
    { action: 'self-exclusions.read', method: 'GET', url: () => '/staff/self-exclusions' },
    { action: 'risk.read', method: 'GET', url: () => '/staff/risk/liability' },
    { action: 'risk.read', method: 'GET', url: () => '/staff/risk/rtp' },
    { action: 'risk.read', method: 'GET', url: () => '/staff/risk/largest-wins' },
    { action: 'risk.read', method: 'GET', url: () => '/staff/risk/patterns' },
    { action: 'agents.read', method: 'GET', url: () => '/staff/agents?q=Shop' },
    { action: 'agents.read', method: 'GET', url: () => `/staff/agents/${agent.publicId}` },
    { action: 'players.search', method: 'GET', url: () => '/staff/players?q=Chinedu' },
    { action: 'players.view', method: 'GET', url: () => `/staff/players/${player.publicId}` },
    {
      action: 'players.end-sessions',
      method: 'POST',
      url: () => `/staff/players/${player.publicId}/end-sessions`,
      body: () => ({ reason: 'Matrix check' }),
    },
    {
      action: 'players.lock',
      method: 'POST',
      url: () => `/staff/players/${player.publicId}/lock`,
      body: () => ({ reason: 'Matrix check' }),
    },
    {
      action: 'players.lock',
      method: 'POST',
      url: () => `/staff/players/${player.publicId}/unlock`,
      body: () => ({ reason: 'Matrix check' }),
    },
    {
      action: 'players.resend-code',
      method: 'POST',
      url: () => `/staff/players/${player.publicId}/resend-code`,
      body: () => ({ kind: 'signup' }),
    },
    { action: 'parked-transfers.read', method: 'GET', url: () => '/staff/parked-transfers?status=open' },
    {
      action: 'parked-transfers.decide',
      method: 'POST',
      url: () => '/staff/parked-transfers/999999/resolve',
      body: () => ({ action: 'acknowledge', reason: 'Matrix check' }),
    },
    { action: 'parked-transfers.decide', method: 'POST', url: () => '/staff/parked-transfers/999999/approve' },
    {
      action: 'parked-transfers.decide',
      method: 'POST',
      url: () => '/staff/parked-transfers/999999/reject',
      body: () => ({ reason: 'Matrix check' }),
    },
    { action: 'closures.read', method: 'GET', url: () => '/staff/closures' },
    { action: 'closures.decide', method: 'GET', url: () => '/staff/banks' },
    {
      action: 'closures.decide',
      method: 'POST',
      url: () => `/staff/closures/${player.publicId}/refund`,
      body: () => ({ bankCode: '058', accountNumber: '7999999999', reason: 'Matrix check' }),
    },
    { action: 'closures.decide', method: 'POST', url: () => `/staff/closures/${player.publicId}/approve` },
    {
      action: 'closures.decide',
      method: 'POST',
      url: () => `/staff/closures/${player.publicId}/reject`,
      body: () => ({ reason: 'Matrix check' }),
    },
  ]

  /** What a refused call must leave as it was: every table a staff action writes, but the refusals' own audit rows. */
  const state = async () =>
    (
      await t.pool.query(
        `select (select coalesce(string_agg(id || ':' || status, ',' order by id), '') from staff_decisions) as decisions,
                (select count(*) from staff_decision_approvals) as approvals,
                (select count(*) from journal_entries) as entries,
                (select coalesce(sum(balance_kobo), 0) from ledger_accounts) as balances,
                (select count(*) from staff_audit_log where outcome = 'done') as done_audit_rows,
                (select count(*) from sessions) as sessions,
                (select coalesce(string_agg(id || ':' || status, ',' order by id), '') from withdrawals) as withdrawals,
                (select coalesce(string_agg(id || ':' || kyc_status, ',' order by id), '') from users) as identities,
                (select count(*) from outbox_messages) as messages,
                (select count(*) from sessions where revoked_at is null) as open_sessions,
                (select count(*) from account_locks) as locks,
                (select count(*) from otp_sends) as codes_sent,
                (select coalesce(string_agg(id || ':' || coalesce(resolution, ''), ',' order by id), '') from parked_payment_events) as parked,
                (select coalesce(string_agg(user_id || ':' || coalesce(refund_withdrawal_id::text, ''), ',' order by user_id), '')
                   from account_closures) as closures`,
      )
    ).rows[0]

  const cases = STAFF_ROLES.flatMap((role) => ROUTES.map((route) => [role, route] as const))
  it.each(cases)('%s: %o', async (role: StaffRole, route) => {
    const staff = staffMember(role)
    const url = await route.url()
    const before = await state()
    const response = await staffCall(t.app, staff, route.method, url, route.body?.())
    if (mayDo([role], route.action)) {
      expect([401, 403]).not.toContain(response.statusCode)
      expect(response.statusCode, response.body).toBeLessThan(500)
      return
    }
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('STAFF_FORBIDDEN')
    expect(await state()).toEqual(before)
    const refusal = await t.pool.query(`select action from staff_audit_log where staff_id = $1 and outcome = 'refused'`, [staff.id])
    expect(refusal.rows).toEqual([{ action: route.action }])
  })
})
