import { z } from 'zod'
import type { Queryable } from '../../db/queryable.ts'
import { periodEndField, periodStartField } from './fields.ts'

export const auditLogQuery = z.object({
  from: periodStartField.optional(),
  to: periodEndField.optional(),
  staff: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  subject: z.string().trim().max(100).optional(),
  /** Rows before this one (the page's `next`): the newest first. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
})
export type AuditLogQuery = z.infer<typeof auditLogQuery>

export type AuditLogRow = {
  seq: string
  at: string
  staffId: string
  staffEmail: string
  staffRoles: string[]
  action: string
  outcome: string
  subjectKind: string | null
  subjectId: string | null
  reason: string | null
  before: unknown
  after: unknown
  requestId: string | null
  hash: string
}

/**
 * The audit log filtered, newest first, a page at a time (keyset on `seq`). It orders by the table's
 * number, not the selected text of it (which sorts row 9 after row 10).
 */
export async function searchAuditLog(db: Queryable, query: AuditLogQuery): Promise<{ rows: AuditLogRow[]; next: string | null }> {
  const { rows } = await db.query<AuditLogRow>(
    `select seq::text, to_json(at)#>>'{}' as at, staff_id as "staffId", staff_email as "staffEmail", staff_roles as "staffRoles",
            action, outcome, subject_kind as "subjectKind", subject_id as "subjectId", reason, before, after,
            request_id as "requestId", hash
       from staff_audit_log
      where ($1::timestamptz is null or at >= $1)
        and ($2::timestamptz is null or at < $2)
        and ($3::text is null or staff_email ilike '%' || $3 || '%' or staff_id = $3)
        and ($4::text is null or action = $4)
        and ($5::text is null or subject_id = $5)
        and ($6::bigint is null or seq < $6)
      order by staff_audit_log.seq desc
      limit $7`,
    [
      query.from ?? null,
      query.to ?? null,
      query.staff || null,
      query.action || null,
      query.subject || null,
      query.before ?? null,
      query.limit + 1,
    ],
  )
  const page = rows.slice(0, query.limit)
  return { rows: page, next: rows.length > query.limit ? page.at(-1)!.seq : null }
}

/** Most rows one export holds: a period longer than that is exported in parts. */
const MOST_EXPORTED = 100_000

/** Every row the query finds, newest first (pages of a thousand), for an export. */
export async function allAuditRows(db: Queryable, query: AuditLogQuery): Promise<AuditLogRow[]> {
  const rows: AuditLogRow[] = []
  let before = query.before
  do {
    const page = await searchAuditLog(db, { ...query, before, limit: 1000 })
    rows.push(...page.rows)
    before = page.next === null ? undefined : Number(page.next)
  } while (before !== undefined && rows.length < MOST_EXPORTED)
  return rows.slice(0, MOST_EXPORTED)
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

/** The audit log's CSV columns: every field, with its hash so an exported copy can be checked against the chain. */
export const AUDIT_LOG_CSV: { columns: { heading: string; value: (row: AuditLogRow) => string | null }[] } = {
  columns: [
    { heading: 'Seq', value: (row) => row.seq },
    { heading: 'At (UTC)', value: (row) => row.at },
    { heading: 'Staff ID', value: (row) => row.staffId },
    { heading: 'Staff email', value: (row) => row.staffEmail },
    { heading: 'Roles', value: (row) => row.staffRoles.join(' ') },
    { heading: 'Action', value: (row) => row.action },
    { heading: 'Outcome', value: (row) => row.outcome },
    { heading: 'Subject kind', value: (row) => row.subjectKind },
    { heading: 'Subject', value: (row) => row.subjectId },
    { heading: 'Reason', value: (row) => row.reason },
    { heading: 'Before', value: (row) => json(row.before) },
    { heading: 'After', value: (row) => json(row.after) },
    { heading: 'Request ID', value: (row) => row.requestId },
    { heading: 'Hash', value: (row) => row.hash },
  ],
}
