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

/** The audit log filtered, newest first, a page at a time (keyset on `seq`). */
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
      order by seq desc
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
