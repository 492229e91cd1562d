import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, type TestUser } from '../support/users.ts'
import { staffCall, staffMember } from '../support/staff.ts'
import { sandboxTransfer } from '../payments/helpers.ts'
import { spinIt } from './reports/helpers.ts'

describe('the reports and the audit log over the staff API', () => {
  let t: TestApp
  let player: TestUser
  const finance = staffMember('finance')
  const compliance = staffMember('compliance')
  const today = () => new Date(t.clock.now() + 3_600_000).toISOString().slice(0, 10)

  beforeAll(async () => {
    t = await createTestApp()
    player = await createTestUser(t.pool, { fullName: 'Ngozi Eze' })
    await sandboxTransfer(t, player.depositCode, '1234.50')
  })
  afterAll(async () => t.close())

  it('answers a report as JSON in naira, or as a CSV download of the same rows', async () => {
    const url = `/staff/reports/payments?from=${today()}&to=${today()}`
    const json = await staffCall(t.app, finance, 'GET', url)
    expect(json.statusCode).toBe(200)
    expect(json.json().data).toMatchObject({
      database: 'primary',
      rows: [expect.objectContaining({ direction: 'deposit', amount: 1234.5 })],
    })
    const csv = await staffCall(t.app, finance, 'GET', `${url}&format=csv`)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payments.csv"')
    expect(csv.body.split('\r\n')[1]).toContain('1234.50')
  })

  it('refuses a bad period and an unknown provider with the reason', async () => {
    const backwards = await staffCall(t.app, finance, 'GET', `/staff/reports/game-days?from=2026-12-02&to=2026-12-01`)
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().message).toBe('`from` must not be after `to`')
    const unknown = await staffCall(t.app, finance, 'GET', `/staff/reports/reconciliation?date=${today()}&provider=paystack`)
    expect(unknown.statusCode).toBe(400)
    const sandbox = await staffCall(t.app, finance, 'GET', `/staff/reports/reconciliation?date=${today()}&provider=sandbox`)
    expect(sandbox.json().data.rows).toEqual([])
  })

  it("answers each report's rows as the contract states them: a game's day, and the reconciliation's mismatches", async () => {
    // Every answer a test receives is held to @9ja/contract (test/support/contract.ts): these check the rows the CMS reads.
    await spinIt(t, player, '250')
    const days = await staffCall(t.app, compliance, 'GET', `/staff/reports/game-days?from=${today()}&to=${today()}`)
    expect(days.statusCode).toBe(200)
    expect(days.json().data.rows).toEqual([
      expect.objectContaining({ day: today(), family: 'instant', slug: 'spin-it', title: 'Spin It', stakes: 250, bets: 1, players: 1 }),
    ])
    // A transfer the bank received for a deposit code no player holds is parked, never credited: the ledger lacks it.
    await sandboxTransfer(t, '0000000001', '99.99', 'rec-unknown-code')
    const reconciliation = await staffCall(t.app, finance, 'GET', `/staff/reports/reconciliation?date=${today()}&provider=sandbox`)
    expect(reconciliation.json().data.rows).toEqual([
      {
        mismatch: 'missing_from_ledger',
        reference: 'rec-unknown-code',
        type: 'in',
        ledgerDay: null,
        ledgerAmount: null,
        ledgerStatus: null,
        reportAmount: 99.99,
        reportStatus: 'paid',
        reportSettledOn: today(),
      },
    ])
  })

  it('logs every reading of the AML register, which names players', async () => {
    const register = await staffCall(t.app, compliance, 'GET', `/staff/aml/register?from=${today()}&to=${today()}`)
    expect(register.json().data.rows).toEqual([expect.objectContaining({ fullName: 'Ngozi Eze', deposits: 1234.5 })])
    const logged = await t.pool.query(`select action, subject_id, after->'rows' as rows from staff_audit_log where staff_id = $1`, [
      compliance.id,
    ])
    expect(logged.rows).toEqual([{ action: 'aml.read', subject_id: 'aml-register', rows: 1 }])
  })

  it('exports the audit log as CSV, each row with its hash, and logs the export', async () => {
    const exported = await staffCall(t.app, compliance, 'GET', `/staff/audit-log/export?action=aml.read`)
    expect(exported.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"')
    const lines = exported.body.trim().split('\r\n')
    expect(lines[0]).toBe('Seq,At (UTC),Staff ID,Staff email,Roles,Action,Outcome,Subject kind,Subject,Reason,Before,After,Request ID,Hash')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${compliance.email},compliance,aml.read,done,report,aml-register`)
    const exports = await t.pool.query(`select count(*)::int as n from staff_audit_log where action = 'audit-log.export'`)
    expect(exports.rows[0].n).toBe(1)
  })
})
