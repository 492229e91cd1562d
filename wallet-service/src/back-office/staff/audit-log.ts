import { createHash } from 'node:crypto'
import { stringify } from 'safe-stable-stringify'
import type { StaffMember } from '@9ja/contract/staff-signature'
import { withTransaction, type Pool, type PoolClient } from '../../db/pool.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { Clock } from '../../time/clock.ts'

/** What one audit row says besides who and when. Values in `before`/`after` are JSON (amounts as strings). */
export type AuditEntry = {
  action: string
  outcome?: 'done' | 'refused'
  subject?: { kind: string; id: string }
  reason?: string
  before?: unknown
  after?: unknown
  requestId?: string
}

type AuditRow = {
  seq: string
  at: Date
  staff_id: string
  staff_email: string
  staff_roles: string[]
  action: string
  outcome: string
  subject_kind: string | null
  subject_id: string | null
  reason: string | null
  before: unknown
  after: unknown
  request_id: string | null
  previous_hash: string
  hash: string
}

/** The columns a row's hash covers, in the order it covers them (all but the two hashes). */
const HASHED_COLUMNS = [
  'seq',
  'at',
  'staff_id',
  'staff_email',
  'staff_roles',
  'action',
  'outcome',
  'subject_kind',
  'subject_id',
  'reason',
  'before',
  'after',
  'request_id',
] as const satisfies readonly (keyof AuditRow)[]

type HashedRow = Pick<AuditRow, (typeof HASHED_COLUMNS)[number]>

/**
 * A row's hash: over the previous row's hash and every field of this one, as JSON with its keys sorted,
 * so the text is the same when the row is read back from jsonb.
 */
function rowHash(previousHash: string, row: HashedRow): string {
  const fields = HASHED_COLUMNS.map((column) => (column === 'at' ? row.at.toISOString() : (row[column] ?? null)))
  return createHash('sha256')
    .update(`${previousHash}\n${stringify(fields)}`)
    .digest('hex')
}

/** JSON as the database will give it back (no undefined, no bigint): what the hash is taken over. */
const asStoredJson = (value: unknown): unknown =>
  value === undefined ? null : JSON.parse(stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null')

/**
 * Appends one row to the audit log in `db`'s transaction: the action's own, so the row and the action
 * commit or roll back together. Writers take the chain's head in turn (its row stays locked until commit).
 */
export async function recordStaffAction(db: PoolClient, clock: Clock, staff: StaffMember, entry: AuditEntry): Promise<void> {
  const { rows } = await db.query<{ seq: string; hash: string }>('select seq, hash from staff_audit_log_head for update')
  const head = rows[0]!
  const row: HashedRow = {
    seq: String(BigInt(head.seq) + 1n),
    // Whole milliseconds, as a Date reads back, so the hash is taken over what is stored.
    at: new Date(Math.floor(clock.now())),
    staff_id: staff.id,
    staff_email: staff.email,
    staff_roles: [...staff.roles],
    action: entry.action,
    outcome: entry.outcome ?? 'done',
    subject_kind: entry.subject?.kind ?? null,
    subject_id: entry.subject?.id ?? null,
    reason: entry.reason ?? null,
    before: asStoredJson(entry.before),
    after: asStoredJson(entry.after),
    request_id: entry.requestId ?? null,
  }
  const hash = rowHash(head.hash, row)
  const values = HASHED_COLUMNS.map((column) => (column === 'before' || column === 'after' ? JSON.stringify(row[column]) : row[column]))
  const placeholders = [...values, head.hash, hash].map((_, index) => `$${index + 1}`)
  const hashParam = placeholders.at(-1)
  await db.query(
    `with appended as (
       insert into staff_audit_log (${HASHED_COLUMNS.join(', ')}, previous_hash, hash) values (${placeholders.join(', ')})
     )
     update staff_audit_log_head set seq = $1, hash = ${hashParam}`,
    [...values, head.hash, hash],
  )
}

export type ChainCheck = { rows: number; intact: boolean; firstBrokenSeq: string | null; problem: string | null }

const CHECK_BATCH = 1000

/**
 * Walks the whole chain from its first row: each row must follow the one before (no gap), name its hash,
 * and hash to what it says; the head must name the last row. The first row that does not is reported.
 * The walk reads one snapshot (a read-only REPEATABLE READ transaction): a row and its head update
 * committed by a staff action meanwhile are both seen or both not, so a log being written is not
 * reported broken.
 */
export async function checkAuditChain(pool: Pool): Promise<ChainCheck> {
  const client = await pool.connect()
  try {
    await client.query('begin isolation level repeatable read read only')
    const check = await walkAuditChain(client)
    await client.query('commit')
    return check
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

async function walkAuditChain(db: Queryable): Promise<ChainCheck> {
  let previousHash = '0'.repeat(64)
  let expectedSeq = 1n
  let checked = 0
  const broken = (seq: bigint | string, problem: string): ChainCheck => ({
    rows: checked,
    intact: false,
    firstBrokenSeq: String(seq),
    problem,
  })
  for (;;) {
    const { rows } = await db.query<AuditRow>('select * from staff_audit_log where seq >= $1 order by seq limit $2', [
      String(expectedSeq),
      CHECK_BATCH,
    ])
    for (const row of rows) {
      if (BigInt(row.seq) !== expectedSeq) return broken(expectedSeq, `row ${expectedSeq} is missing`)
      if (row.previous_hash !== previousHash) return broken(row.seq, `row ${row.seq} does not follow the row before it`)
      if (rowHash(previousHash, row) !== row.hash) return broken(row.seq, `row ${row.seq} was changed after it was written`)
      previousHash = row.hash
      expectedSeq += 1n
      checked += 1
    }
    if (rows.length < CHECK_BATCH) break
  }
  const { rows: head } = await db.query<{ seq: string; hash: string }>('select seq, hash from staff_audit_log_head')
  if (BigInt(head[0]!.seq) !== expectedSeq - 1n || head[0]!.hash !== previousHash) {
    return broken(head[0]!.seq, `the log ends at row ${expectedSeq - 1n} but its head names row ${head[0]!.seq}`)
  }
  return { rows: checked, intact: true, firstBrokenSeq: null, problem: null }
}

/**
 * A view of players' personal data: `read` runs in a transaction that also writes the view's audit row
 * (with what was asked and how many rows it showed), so nothing is shown that the log does not hold.
 */
export async function loggedView<Rows extends unknown[]>(
  context: { pool: Pool; clock: Clock },
  request: { staff: StaffMember; id: string },
  entry: { action: string; query?: Record<string, unknown> },
  read: (db: PoolClient) => Promise<Rows>,
): Promise<{ data: Rows }> {
  return withTransaction(context.pool, async (db) => {
    const rows = await read(db)
    await recordStaffAction(db, context.clock, request.staff, {
      action: entry.action,
      after: { ...entry.query, rows: rows.length },
      requestId: request.id,
    })
    return { data: rows }
  })
}
