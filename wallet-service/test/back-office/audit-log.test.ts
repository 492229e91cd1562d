import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../support/database.ts'
import { checkAuditChain, recordStaffAction } from '../../src/back-office/staff/audit-log.ts'
import { allAuditRows, auditLogQuery, searchAuditLog } from '../../src/back-office/staff/audit-search.ts'
import { withTransaction, type Pool } from '../../src/db/pool.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { staffMember } from '../support/staff.ts'

describe('the audit log: append-only, each row chained to the one before', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>
  let pool: Pool
  const clock = new ManualClock(Date.parse('2026-12-01T09:00:00Z'))
  const support = staffMember('support')

  beforeAll(async () => {
    db = await createTestDatabase()
    pool = db.pool
  })
  afterAll(async () => db.close())

  const record = (n: number) =>
    withTransaction(pool, (client) =>
      recordStaffAction(client, clock, support, {
        action: 'players.view',
        subject: { kind: 'player', id: `P${n}` },
        reason: `Call from the player #${n}`,
        before: { locked: false, balanceKobo: 150_000n },
        after: { locked: true, note: 'ünïcode ₦' },
        requestId: `req-${n}`,
      }),
    )

  it('keeps a chain that checks out, however many staff write at once', async () => {
    await Promise.all(Array.from({ length: 30 }, (_, n) => record(n)))
    expect(await checkAuditChain(pool)).toEqual({ rows: 30, intact: true, firstBrokenSeq: null, problem: null })
  })

  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    await expect(pool.query(`update staff_audit_log set reason = 'nothing to see' where seq = 3`)).rejects.toThrow(
      /append-only: UPDATE refused/,
    )
    await expect(pool.query('delete from staff_audit_log where seq = 3')).rejects.toThrow(/append-only: DELETE refused/)
    await expect(pool.query('truncate staff_audit_log')).rejects.toThrow(/append-only: TRUNCATE refused/)
    expect((await checkAuditChain(pool)).intact).toBe(true)
  })

  it('rolls its row back with the action it records', async () => {
    const failing = withTransaction(pool, async (client) => {
      await recordStaffAction(client, clock, support, { action: 'players.lock', subject: { kind: 'player', id: 'P99' } })
      throw new Error('the action failed')
    })
    await expect(failing).rejects.toThrow('the action failed')
    expect((await pool.query(`select 1 from staff_audit_log where subject_id = 'P99'`)).rowCount).toBe(0)
    expect(await checkAuditChain(pool)).toMatchObject({ rows: 30, intact: true })
  })

  // Someone with the database owner's rights gets past the triggers: the chain still shows what they did.
  const tamper = async (sql: string) => {
    await withTransaction(pool, async (client) => {
      await client.query('alter table staff_audit_log disable trigger staff_audit_log_no_update')
      await client.query(sql)
      await client.query('alter table staff_audit_log enable trigger staff_audit_log_no_update')
    })
  }

  it('shows a row changed after it was written', async () => {
    await tamper(`update staff_audit_log set after = '{"locked": false}' where seq = 12`)
    expect(await checkAuditChain(pool)).toMatchObject({ intact: false, firstBrokenSeq: '12', rows: 11 })
    await tamper(`update staff_audit_log set after = '{"locked": true, "note": "ünïcode ₦"}' where seq = 12`)
    expect((await checkAuditChain(pool)).intact).toBe(true)
  })

  it('shows a row removed, in the middle or at the end', async () => {
    await tamper('delete from staff_audit_log where seq = 30')
    expect(await checkAuditChain(pool)).toMatchObject({ intact: false, problem: 'the log ends at row 29 but its head names row 30' })
    await tamper('delete from staff_audit_log where seq = 7')
    expect(await checkAuditChain(pool)).toMatchObject({ intact: false, firstBrokenSeq: '7', problem: 'row 7 is missing' })
  })
})

describe('the audit log read while staff write', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>
  const clock = new ManualClock(Date.parse('2026-12-01T09:00:00Z'))
  const finance = staffMember('finance')

  beforeAll(async () => {
    db = await createTestDatabase()
  })
  afterAll(async () => db.close())

  const record = (n: number) =>
    withTransaction(db.pool, (client) =>
      recordStaffAction(client, clock, finance, { action: 'parked-transfers.read', after: { n }, requestId: `req-${n}` }),
    )

  it('finds the chain intact at every moment, rows being written meanwhile', async () => {
    const checks: Promise<Awaited<ReturnType<typeof checkAuditChain>>>[] = []
    await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        checks.push(checkAuditChain(db.pool))
        await record(n)
      }),
    )
    expect((await Promise.all(checks)).filter((check) => !check.intact)).toEqual([])
    expect(await checkAuditChain(db.pool)).toMatchObject({ rows: 40, intact: true })
  })

  it('pages newest first by row number, past row 9 as before it', async () => {
    const page = await searchAuditLog(db.pool, auditLogQuery.parse({ limit: '12' }))
    expect(page.rows.map((row) => row.seq)).toEqual(['40', '39', '38', '37', '36', '35', '34', '33', '32', '31', '30', '29'])
    const older = await searchAuditLog(db.pool, auditLogQuery.parse({ limit: '12', before: page.next! }))
    expect(older.rows.map((row) => Number(row.seq))).toEqual([28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17])
    const all = await allAuditRows(db.pool, auditLogQuery.parse({}))
    expect(all.map((row) => Number(row.seq))).toEqual(Array.from({ length: 40 }, (_, n) => 40 - n))
  })
})
