import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { withTransaction } from '../../db/pool.ts'
import { parseInput } from '../../http/errors.ts'
import { loggedView, recordStaffAction } from '../staff/audit-log.ts'
import { reasonField } from '../staff/fields.ts'
import { allow } from '../staff/staff-calls.ts'
import { allowAnotherCheck, kycExceptions } from './kyc-exceptions.ts'
import { selfExclusionRegister } from './self-exclusions.ts'

const playerParams = z.object({ playerId: z.uuid({ error: 'Name the player by their player ID.' }) })

/** Compliance's screens: identity-check exceptions and the self-exclusion register (both name players: each view is logged). */
export function complianceRoutes(context: AppContext) {
  return (app: FastifyInstance) => {
    app.get('/kyc/exceptions', { preHandler: allow(context, 'kyc-exceptions.read') }, async (request) =>
      loggedView(context, request, { action: 'kyc-exceptions.read' }, (db) =>
        kycExceptions(db, new Date(context.clock.now()), context.config.KYC_PROVIDER_TIMEOUT_MS),
      ),
    )

    app.post('/kyc/:playerId/rerun', { preHandler: allow(context, 'kyc.rerun') }, async (request) => {
      const { playerId } = parseInput(playerParams, request.params)
      const { reason } = parseInput(z.object({ reason: reasonField }), request.body)
      return withTransaction(context.pool, async (db) => {
        const change = await allowAnotherCheck(db, playerId, new Date(context.clock.now()))
        await recordStaffAction(db, context.clock, request.staff, {
          action: 'kyc.rerun',
          subject: { kind: 'player', id: playerId },
          reason,
          ...change,
          requestId: request.id,
        })
        return { data: change.after }
      })
    })

    app.get('/self-exclusions', { preHandler: allow(context, 'self-exclusions.read') }, async (request) =>
      loggedView(context, request, { action: 'self-exclusions.read' }, (db) => selfExclusionRegister(db, new Date(context.clock.now()))),
    )
  }
}
