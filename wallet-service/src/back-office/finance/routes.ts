import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { withTransaction } from '../../db/pool.ts'
import { DomainError } from '../../domain-error.ts'
import { parseInput } from '../../http/errors.ts'
import { recordStaffAction } from '../staff/audit-log.ts'
import { approveDecision, listDecisions, pendingDecisionOn, rejectDecision, requestDecision, type Decision } from '../staff/decisions.ts'
import { reasonField } from '../staff/fields.ts'
import { allow } from '../staff/staff-calls.ts'
import { ADJUSTMENT, adjustmentRequest, type AdjustmentPayload } from './adjustments.ts'
import { approvalsNeededFor, listWithdrawals, reviewRequest, withdrawalDecision, withdrawalsQuery } from './withdrawals.ts'
import type { PaymentsContext } from '../../payments/payments-context.ts'
import { advancePayout, findWithdrawal, stuckPayouts } from '../../payments/withdrawals.ts'

const decisionParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'No such decision.') })
const rejection = z.object({ reason: reasonField })
const listQuery = z.object({ status: z.enum(['pending', 'done', 'rejected']).default('pending') })

const auditOf = (request: FastifyRequest, decision: Decision<AdjustmentPayload>) => ({
  subject: { kind: 'player', id: decision.payload.playerId },
  requestId: request.id,
})

/** Finance's screens: the withdrawals queue, stuck payouts and manual adjustments (two people each). */
export function financeRoutes(context: AppContext, payments: PaymentsContext) {
  const WITHDRAWAL = withdrawalDecision(payments)
  return (app: FastifyInstance) => {
    app.get('/withdrawals', { preHandler: allow(context, 'withdrawals.read') }, async (request) => {
      const query = parseInput(withdrawalsQuery, request.query)
      const rows = await listWithdrawals(context.pool, query)
      const hours = context.config.WITHDRAWAL_REVIEW_EXPECTED_HOURS
      return {
        data: rows.map((row) => ({
          ...row,
          approvalsNeeded: approvalsNeededFor(BigInt(row.amountKobo), payments),
          reviewExpectedBy: new Date(row.createdAt.getTime() + hours * 3_600_000),
        })),
      }
    })

    app.post('/withdrawals/:id/approve', { preHandler: allow(context, 'withdrawals.decide') }, async (request) => {
      const { id } = parseInput(decisionParams, request.params)
      const decision = await withTransaction(context.pool, async (db) => {
        const pending = await pendingDecisionOn(db, context.clock, WITHDRAWAL, await reviewRequest(db, payments, id))
        const approved = await approveDecision(db, context.clock, WITHDRAWAL, pending.id, request.staff)
        await recordStaffAction(db, context.clock, request.staff, {
          action: 'withdrawals.approve',
          subject: { kind: 'player', id: approved.payload.playerId },
          before: { withdrawalId: id, status: 'review', approvals: pending.approvals.length },
          after: { withdrawalId: id, status: approved.status === 'done' ? 'held' : 'review', approvals: approved.approvals.length },
          requestId: request.id,
        })
        return approved
      })
      // The payout is sent once the release is committed (the recovery loop sends it should this process stop first).
      const withdrawal = decision.status === 'done' ? await advancePayout(payments, id) : null
      return { data: { decision, withdrawalStatus: withdrawal?.status ?? 'review' } }
    })

    app.post('/withdrawals/:id/reject', { preHandler: allow(context, 'withdrawals.decide') }, async (request) => {
      const { id } = parseInput(decisionParams, request.params)
      const { reason } = parseInput(rejection, request.body)
      const decision = await withTransaction(context.pool, async (db) => {
        const pending = await pendingDecisionOn(db, context.clock, WITHDRAWAL, await reviewRequest(db, payments, id))
        const rejected = await rejectDecision(db, context.clock, WITHDRAWAL, pending.id, reason)
        await recordStaffAction(db, context.clock, request.staff, {
          action: 'withdrawals.reject',
          subject: { kind: 'player', id: rejected.payload.playerId },
          reason,
          before: { withdrawalId: id, status: 'review' },
          after: { withdrawalId: id, status: 'reversed' },
          requestId: request.id,
        })
        return rejected
      })
      return { data: { decision, withdrawalStatus: 'reversed' } }
    })

    app.get('/payouts/stuck', { preHandler: allow(context, 'withdrawals.read') }, async () => ({
      data: await stuckPayouts(context.pool, new Date(context.clock.now()), context.config.PAYOUT_RECOVERY_AFTER_MS),
    }))

    // A provider call, which no transaction can hold: the audit row is written with its outcome once it answers.
    app.post('/payouts/:id/retry', { preHandler: allow(context, 'payouts.retry') }, async (request) => {
      const { id } = parseInput(decisionParams, request.params)
      const before = await findWithdrawal(context.pool, id)
      if (!before || (before.status !== 'held' && before.status !== 'sent')) {
        throw new DomainError('PAYOUT_NOT_STUCK', 'This payout is not waiting to be sent or confirmed.')
      }
      const after = await advancePayout(payments, id)
      await withTransaction(context.pool, (db) =>
        recordStaffAction(db, context.clock, request.staff, {
          action: 'payouts.retry',
          subject: { kind: 'withdrawal', id },
          before: { status: before.status },
          after: { status: after.status },
          requestId: request.id,
        }),
      )
      return { data: { withdrawalStatus: after.status } }
    })

    app.get('/adjustments', { preHandler: allow(context, 'adjustments.read') }, async (request) => {
      const { status } = parseInput(listQuery, request.query)
      return { data: await listDecisions(context.pool, ADJUSTMENT, status) }
    })

    app.post('/adjustments', { preHandler: allow(context, 'adjustments.request') }, async (request) => {
      const asked = parseInput(adjustmentRequest, request.body)
      return withTransaction(context.pool, async (db) => {
        const { rows } = await db.query<{ id: string }>('select id from users where public_id = $1', [asked.playerId])
        if (!rows[0]) throw new DomainError('PLAYER_NOT_FOUND', 'No player has that player ID.')
        const decision = await requestDecision(db, context.clock, ADJUSTMENT, {
          // One pending adjustment a player at a time keeps two makers from asking the same correction twice.
          subjectId: asked.playerId,
          payload: {
            userId: rows[0].id,
            playerId: asked.playerId,
            direction: asked.direction,
            amountKobo: asked.amount.toString(),
            reasonCode: asked.reasonCode,
          },
          reason: asked.reason,
          approvalsNeeded: 1,
          maker: request.staff,
        })
        await recordStaffAction(db, context.clock, request.staff, {
          action: 'adjustments.request',
          reason: asked.reason,
          after: { decisionId: decision.id, ...decision.payload },
          ...auditOf(request, decision),
        })
        return { data: decision }
      })
    })

    app.post('/adjustments/:id/approve', { preHandler: allow(context, 'adjustments.approve') }, async (request) => {
      const { id } = parseInput(decisionParams, request.params)
      return withTransaction(context.pool, async (db) => {
        const decision = await approveDecision(db, context.clock, ADJUSTMENT, id, request.staff)
        await recordStaffAction(db, context.clock, request.staff, {
          action: 'adjustments.approve',
          reason: decision.reason,
          before: { decisionId: id, status: 'pending' },
          after: { decisionId: id, status: decision.status, outcome: decision.outcome },
          ...auditOf(request, decision),
        })
        return { data: decision }
      })
    })

    app.post('/adjustments/:id/reject', { preHandler: allow(context, 'adjustments.approve') }, async (request) => {
      const { id } = parseInput(decisionParams, request.params)
      const { reason } = parseInput(rejection, request.body)
      return withTransaction(context.pool, async (db) => {
        const decision = await rejectDecision(db, context.clock, ADJUSTMENT, id, reason)
        await recordStaffAction(db, context.clock, request.staff, {
          action: 'adjustments.reject',
          reason,
          before: { decisionId: id, status: 'pending' },
          after: { decisionId: id, status: decision.status },
          ...auditOf(request, decision),
        })
        return { data: decision }
      })
    })
  }
}
