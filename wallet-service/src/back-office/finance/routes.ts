import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { withTransaction } from '../../db/pool.ts'
import { DomainError } from '../../domain-error.ts'
import { parseInput } from '../../http/errors.ts'
import { recordStaffAction } from '../staff/audit-log.ts'
import { approveDecision, listDecisions, rejectDecision, requestDecision, type Decision } from '../staff/decisions.ts'
import { reasonField } from '../staff/fields.ts'
import { allow } from '../staff/staff-calls.ts'
import { ADJUSTMENT, adjustmentRequest, type AdjustmentPayload } from './adjustments.ts'

const decisionParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'No such decision.') })
const rejection = z.object({ reason: reasonField })
const listQuery = z.object({ status: z.enum(['pending', 'done', 'rejected']).default('pending') })

const auditOf = (request: FastifyRequest, decision: Decision<AdjustmentPayload>) => ({
  subject: { kind: 'player', id: decision.payload.playerId },
  requestId: request.id,
})

/** Finance's screens: manual adjustments (two people each). */
export function financeRoutes(context: AppContext) {
  return (app: FastifyInstance) => {
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
