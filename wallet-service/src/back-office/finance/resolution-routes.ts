import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { withTransaction, type PoolClient } from '../../db/pool.ts'
import { parseInput } from '../../http/errors.ts'
import { listBanks } from '../../payments/banks.ts'
import type { PaymentsContext } from '../../payments/payments-context.ts'
import { advancePayout } from '../../payments/withdrawals.ts'
import { loggedView, recordStaffAction } from '../staff/audit-log.ts'
import {
  approveDecision,
  decisionWaitingOn,
  rejectDecision,
  requestDecision,
  type Decision,
  type DecisionKind,
} from '../staff/decisions.ts'
import { reasonField } from '../staff/fields.ts'
import { allow } from '../staff/staff-calls.ts'
import { closureRefundAsked, closureRefundDecision, closureRefundRequest, closuresQuery, findClosure, listClosures } from './closures.ts'
import {
  acknowledgeParked,
  askedResolution,
  findParkedTransfer,
  listParkedTransfers,
  lockOpenParked,
  parkedTransferDecision,
  parkedTransfersQuery,
  resolution,
} from './parked-transfers.ts'

const parkedParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'No parked transfer has that id.') })
const playerParams = z.object({ playerId: z.uuid({ error: 'Name the player by their player ID.' }) })
const rejection = z.object({ reason: reasonField })

type AuditedStep = { action: string; subject: { kind: string; id: string } }

/** The payout an approval held, sent now that it is committed (the recovery loop sends it should this process stop first). */
async function sendHeldPayout(payments: PaymentsContext, decision: Decision<unknown>): Promise<string | null> {
  const withdrawalId = decision.status === 'done' ? (decision.outcome as { withdrawalId?: string } | null)?.withdrawalId : undefined
  return withdrawalId ? (await advancePayout(payments, withdrawalId)).status : null
}

/**
 * Finance's resolution of money that waits for a person: parked transfers (credit a wallet or return to
 * the sender; a payout webhook or card payment acknowledged) and closed under-18 accounts' refunds. Each
 * move of money is a two-person decision; every request, approval and rejection is audited in its transaction.
 */
export function resolutionRoutes(context: AppContext, payments: PaymentsContext) {
  const PARKED = parkedTransferDecision(payments)
  const CLOSURE_REFUND = closureRefundDecision(payments)
  const now = () => new Date(context.clock.now())

  /**
   * A maker's request for a decision on `subjectId` (one other finance member approves it), audited in its
   * transaction; `stillOpen` checks, under lock, that the subject still waits for one.
   */
  const askDecision = <Payload>(
    request: FastifyRequest,
    kind: DecisionKind<Payload>,
    asked: { subjectId: string; payload: Payload; reason: string },
    audit: AuditedStep,
    stillOpen?: (db: PoolClient) => Promise<unknown>,
  ) =>
    withTransaction(context.pool, async (db) => {
      await stillOpen?.(db)
      const decision = await requestDecision(db, context.clock, kind, { ...asked, approvalsNeeded: 1, maker: request.staff })
      await recordStaffAction(db, context.clock, request.staff, {
        ...audit,
        reason: asked.reason,
        after: { decisionId: decision.id, ...asked.payload },
        requestId: request.id,
      })
      return decision
    })

  /** One staff member's approval of the decision waiting on `subjectId`, carried out and audited in one transaction. */
  const approveWaiting = <Payload>(request: FastifyRequest, kind: DecisionKind<Payload>, subjectId: string, audit: AuditedStep) =>
    withTransaction(context.pool, async (db) => {
      const approved = await approveDecision(db, context.clock, kind, await decisionWaitingOn(db, kind, subjectId), request.staff)
      await recordStaffAction(db, context.clock, request.staff, {
        ...audit,
        reason: approved.reason,
        before: { decisionId: approved.id, status: 'pending' },
        after: { decisionId: approved.id, status: approved.status, outcome: approved.outcome },
        requestId: request.id,
      })
      return approved
    })

  /** The rejection of the decision waiting on `subjectId`, with the reason the body gives, audited in its transaction. */
  const rejectWaiting = <Payload>(request: FastifyRequest, kind: DecisionKind<Payload>, subjectId: string, audit: AuditedStep) => {
    const { reason } = parseInput(rejection, request.body)
    return withTransaction(context.pool, async (db) => {
      const rejected = await rejectDecision(db, context.clock, kind, await decisionWaitingOn(db, kind, subjectId), reason)
      await recordStaffAction(db, context.clock, request.staff, {
        ...audit,
        reason,
        before: { decisionId: rejected.id, status: 'pending' },
        after: { decisionId: rejected.id, status: rejected.status },
        requestId: request.id,
      })
      return rejected
    })
  }

  return (app: FastifyInstance) => {
    // Senders' names and accounts are personal data: each view is logged.
    app.get('/parked-transfers', { preHandler: allow(context, 'parked-transfers.read') }, async (request) => {
      const query = parseInput(parkedTransfersQuery, request.query)
      return loggedView(context, request, { action: 'parked-transfers.read', query: { status: query.status } }, (db) =>
        listParkedTransfers(db, PARKED, query),
      )
    })

    app.post('/parked-transfers/:id/resolve', { preHandler: allow(context, 'parked-transfers.decide') }, async (request) => {
      const { id } = parseInput(parkedParams, request.params)
      const asked = parseInput(resolution, request.body)
      const subject = { kind: 'parked-transfer', id }
      if (asked.action === 'acknowledge') {
        return withTransaction(context.pool, async (db) => {
          await acknowledgeParked(db, id, asked.reason, now())
          await recordStaffAction(db, context.clock, request.staff, {
            action: 'parked-transfers.acknowledge',
            subject,
            reason: asked.reason,
            before: { resolved: false },
            after: { resolved: true, resolution: 'acknowledged' },
            requestId: request.id,
          })
          return { data: { decision: null, transfer: await findParkedTransfer(db, PARKED, id), payoutStatus: null } }
        })
      }
      const payload = await askedResolution(payments, await findParkedTransfer(context.pool, PARKED, id), asked)
      const audit = { action: 'parked-transfers.request', subject }
      const decision = await askDecision(request, PARKED, { subjectId: id, payload, reason: asked.reason }, audit, (db) =>
        lockOpenParked(db, id),
      )
      return { data: { decision, transfer: await findParkedTransfer(context.pool, PARKED, id), payoutStatus: null } }
    })

    app.post('/parked-transfers/:id/approve', { preHandler: allow(context, 'parked-transfers.decide') }, async (request) => {
      const { id } = parseInput(parkedParams, request.params)
      const decision = await approveWaiting(request, PARKED, id, {
        action: 'parked-transfers.approve',
        subject: { kind: 'parked-transfer', id },
      })
      const payoutStatus = await sendHeldPayout(payments, decision)
      return { data: { decision, transfer: await findParkedTransfer(context.pool, PARKED, id), payoutStatus } }
    })

    app.post('/parked-transfers/:id/reject', { preHandler: allow(context, 'parked-transfers.decide') }, async (request) => {
      const { id } = parseInput(parkedParams, request.params)
      const decision = await rejectWaiting(request, PARKED, id, {
        action: 'parked-transfers.reject',
        subject: { kind: 'parked-transfer', id },
      })
      return { data: { decision, transfer: await findParkedTransfer(context.pool, PARKED, id), payoutStatus: null } }
    })

    app.get('/closures', { preHandler: allow(context, 'closures.read') }, async (request) => {
      const { limit } = parseInput(closuresQuery, request.query)
      return loggedView(context, request, { action: 'closures.read' }, (db) => listClosures(db, CLOSURE_REFUND, limit))
    })

    // The banks a refund can be sent to, for the form that names the account (reference data, no one's personal data).
    app.get('/banks', { preHandler: allow(context, 'closures.decide') }, async () => ({ data: await listBanks(context.pool) }))

    app.post('/closures/:playerId/refund', { preHandler: allow(context, 'closures.decide') }, async (request) => {
      const { playerId } = parseInput(playerParams, request.params)
      const asked = parseInput(closureRefundRequest, request.body)
      const payload = await closureRefundAsked(payments, playerId, asked)
      const subject = { kind: 'player', id: playerId }
      const audit = { action: 'closures.refund-request', subject }
      const decision = await askDecision(request, CLOSURE_REFUND, { subjectId: playerId, payload, reason: asked.reason }, audit)
      return { data: { decision, closure: await findClosure(context.pool, CLOSURE_REFUND, playerId), payoutStatus: null } }
    })

    app.post('/closures/:playerId/approve', { preHandler: allow(context, 'closures.decide') }, async (request) => {
      const { playerId } = parseInput(playerParams, request.params)
      const subject = { kind: 'player', id: playerId }
      const decision = await approveWaiting(request, CLOSURE_REFUND, playerId, { action: 'closures.approve', subject })
      const payoutStatus = await sendHeldPayout(payments, decision)
      return { data: { decision, closure: await findClosure(context.pool, CLOSURE_REFUND, playerId), payoutStatus } }
    })

    app.post('/closures/:playerId/reject', { preHandler: allow(context, 'closures.decide') }, async (request) => {
      const { playerId } = parseInput(playerParams, request.params)
      const subject = { kind: 'player', id: playerId }
      const decision = await rejectWaiting(request, CLOSURE_REFUND, playerId, { action: 'closures.reject', subject })
      return { data: { decision, closure: await findClosure(context.pool, CLOSURE_REFUND, playerId), payoutStatus: null } }
    })
  }
}
