import type { StaffMember } from '@9ja/contract/staff-signature'
import type { PoolClient } from '../../db/pool.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import type { Clock } from '../../time/clock.ts'

/**
 * A decision that more than one staff member must take (the four-eyes rule): the maker asks, different
 * staff approve, and what was asked is carried out in the transaction of the approval that completes it,
 * so it is carried out once however many approve at the same moment (the decision's row is locked).
 */
export type Decision<Payload> = {
  id: string
  kind: string
  subjectId: string
  payload: Payload
  reason: string
  approvalsNeeded: number
  requestedBy: { id: string; email: string } | null
  requestedAt: Date
  status: 'pending' | 'done' | 'rejected'
  decidedAt: Date | null
  outcome: unknown
  approvals: { staffId: string; staffEmail: string; at: Date }[]
}

/** What a kind of decision does once approved (and, if anything, once rejected), in that transaction. */
export type DecisionKind<Payload> = {
  kind: string
  carryOut(db: PoolClient, decision: Decision<Payload>): Promise<unknown>
  onReject?(db: PoolClient, decision: Decision<Payload>): Promise<void>
}

type DecisionRow = {
  id: string
  kind: string
  subject_id: string
  payload: unknown
  reason: string
  approvals_needed: number
  requested_by: string | null
  requested_by_email: string | null
  requested_at: Date
  status: Decision<unknown>['status']
  decided_at: Date | null
  outcome: unknown
  approvals: { staffId: string; staffEmail: string; at: string }[]
}

const SELECT_DECISIONS = `
  select d.*, coalesce((select json_agg(json_build_object('staffId', a.staff_id, 'staffEmail', a.staff_email, 'at', a.at) order by a.at)
                          from staff_decision_approvals a where a.decision_id = d.id), '[]') as approvals
    from staff_decisions d`

const asDecision = <Payload>(row: DecisionRow): Decision<Payload> => ({
  id: row.id,
  kind: row.kind,
  subjectId: row.subject_id,
  payload: row.payload as Payload,
  reason: row.reason,
  approvalsNeeded: row.approvals_needed,
  requestedBy: row.requested_by ? { id: row.requested_by, email: row.requested_by_email! } : null,
  requestedAt: row.requested_at,
  status: row.status,
  decidedAt: row.decided_at,
  outcome: row.outcome,
  approvals: row.approvals.map((approval) => ({ ...approval, at: new Date(approval.at) })),
})

type DecisionRequest<Payload> = { subjectId: string; payload: Payload; reason: string; approvalsNeeded: number; maker: StaffMember | null }

/** Asks for a decision; one subject has at most one pending decision of a kind. */
export async function requestDecision<Payload>(
  db: Queryable,
  clock: Clock,
  kind: DecisionKind<Payload>,
  request: DecisionRequest<Payload>,
): Promise<Decision<Payload>> {
  const asked = await insertPending(db, clock, kind, request)
  if (!asked) throw new DomainError('DECISION_PENDING', 'A decision on this is already waiting for approval.')
  return asked
}

/**
 * The pending decision on a subject the platform put up for review (no maker): the one already open, or
 * a new one. Two staff opening it at once get the same one (the second insert waits for the first).
 */
export async function pendingDecisionOn<Payload>(
  db: Queryable,
  clock: Clock,
  kind: DecisionKind<Payload>,
  request: Omit<DecisionRequest<Payload>, 'maker'>,
): Promise<Decision<Payload>> {
  return (await insertPending(db, clock, kind, { ...request, maker: null })) ?? (await pendingDecisionFor(db, kind, request.subjectId))!
}

/** The decision of `kind` waiting for approval on `subjectId`, or null. */
export async function pendingDecisionFor<Payload>(
  db: Queryable,
  kind: DecisionKind<Payload>,
  subjectId: string,
): Promise<Decision<Payload> | null> {
  const { rows } = await db.query<DecisionRow>(`${SELECT_DECISIONS} where d.kind = $1 and d.subject_id = $2 and d.status = 'pending'`, [
    kind.kind,
    subjectId,
  ])
  return rows[0] ? asDecision<Payload>(rows[0]) : null
}

/**
 * The id of the decision of `kind` waiting for approval on `subjectId`. None waiting: when the subject's
 * latest decision was decided (as when two staff approve at once and the other's committed first), the
 * refusal says so as `lockPending` does; with no decision at all, nothing is waiting.
 */
export async function decisionWaitingOn<Payload>(db: Queryable, kind: DecisionKind<Payload>, subjectId: string): Promise<string> {
  const { rows } = await db.query<DecisionRow>(`${SELECT_DECISIONS} where d.kind = $1 and d.subject_id = $2 order by d.id desc limit 1`, [
    kind.kind,
    subjectId,
  ])
  const latest = rows[0] ? asDecision<Payload>(rows[0]) : null
  if (!latest) throw new DomainError('DECISION_NOT_FOUND', 'Nothing here is waiting for approval.')
  if (latest.status !== 'pending') throw closedDecision(latest.status)
  return latest.id
}

const closedDecision = (status: Decision<unknown>['status']) =>
  new DomainError('DECISION_CLOSED', `This decision was already ${status === 'done' ? 'carried out' : 'rejected'}.`)

async function insertPending<Payload>(
  db: Queryable,
  clock: Clock,
  kind: DecisionKind<Payload>,
  request: DecisionRequest<Payload>,
): Promise<Decision<Payload> | null> {
  const { rows } = await db.query<{ id: string }>(
    `insert into staff_decisions (kind, subject_id, payload, reason, approvals_needed, requested_by, requested_by_email, requested_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (kind, subject_id) where status = 'pending' do nothing
     returning id`,
    [
      kind.kind,
      request.subjectId,
      JSON.stringify(request.payload),
      request.reason,
      request.approvalsNeeded,
      request.maker?.id ?? null,
      request.maker?.email ?? null,
      new Date(clock.now()),
    ],
  )
  return rows[0] ? (await findDecision<Payload>(db, kind, rows[0].id))! : null
}

export async function findDecision<Payload>(db: Queryable, kind: DecisionKind<Payload>, id: string): Promise<Decision<Payload> | null> {
  if (!/^\d{1,18}$/.test(id)) return null
  const { rows } = await db.query<DecisionRow>(`${SELECT_DECISIONS} where d.id = $1 and d.kind = $2`, [id, kind.kind])
  return rows[0] ? asDecision<Payload>(rows[0]) : null
}

export async function listDecisions<Payload>(
  db: Queryable,
  kind: DecisionKind<Payload>,
  status: Decision<unknown>['status'],
  limit = 100,
): Promise<Decision<Payload>[]> {
  const { rows } = await db.query<DecisionRow>(
    `${SELECT_DECISIONS} where d.kind = $1 and d.status = $2 order by d.requested_at desc limit $3`,
    [kind.kind, status, limit],
  )
  return rows.map((row) => asDecision<Payload>(row))
}

/** Locks a pending decision of `kind` for this transaction; refuses one that is unknown or already decided. */
async function lockPending<Payload>(db: Queryable, kind: DecisionKind<Payload>, id: string): Promise<Decision<Payload>> {
  if (/^\d{1,18}$/.test(id)) await db.query('select 1 from staff_decisions where id = $1 for update', [id])
  const decision = await findDecision(db, kind, id)
  if (!decision) throw new DomainError('DECISION_NOT_FOUND', 'No such decision.')
  if (decision.status !== 'pending') throw closedDecision(decision.status)
  return decision
}

/**
 * One staff member's approval. The maker may not approve their own request, nor anyone approve twice;
 * the approval that completes the count carries the decision out. Run it in the transaction that also
 * writes the audit row.
 */
export async function approveDecision<Payload>(
  db: PoolClient,
  clock: Clock,
  kind: DecisionKind<Payload>,
  id: string,
  approver: StaffMember,
): Promise<Decision<Payload>> {
  const decision = await lockPending(db, kind, id)
  if (decision.requestedBy?.id === approver.id)
    throw new DomainError('MAKER_CANNOT_APPROVE', 'You asked for this: another staff member must approve it.')
  if (decision.approvals.some((approval) => approval.staffId === approver.id)) {
    throw new DomainError('ALREADY_APPROVED', 'You already approved this: another staff member must approve it.')
  }
  const now = new Date(clock.now())
  await db.query('insert into staff_decision_approvals (decision_id, staff_id, staff_email, at) values ($1, $2, $3, $4)', [
    id,
    approver.id,
    approver.email,
    now,
  ])
  const approved = { ...decision, approvals: [...decision.approvals, { staffId: approver.id, staffEmail: approver.email, at: now }] }
  if (approved.approvals.length < decision.approvalsNeeded) return approved
  const outcome = (await kind.carryOut(db, approved)) ?? null
  await db.query(`update staff_decisions set status = 'done', decided_at = $2, outcome = $3 where id = $1`, [
    id,
    now,
    JSON.stringify(outcome),
  ])
  return { ...approved, status: 'done', decidedAt: now, outcome }
}

/** Rejects a pending decision, saying why (one staff member suffices, the maker included: nothing is carried out). */
export async function rejectDecision<Payload>(
  db: PoolClient,
  clock: Clock,
  kind: DecisionKind<Payload>,
  id: string,
  reason: string,
): Promise<Decision<Payload>> {
  const decision = await lockPending(db, kind, id)
  await kind.onReject?.(db, decision)
  const now = new Date(clock.now())
  const outcome = { rejectedBecause: reason }
  await db.query(`update staff_decisions set status = 'rejected', decided_at = $2, outcome = $3 where id = $1`, [
    id,
    now,
    JSON.stringify(outcome),
  ])
  return { ...decision, status: 'rejected', decidedAt: now, outcome }
}
