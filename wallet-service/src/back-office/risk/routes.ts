import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { GameRegistry } from '../../games/registry.ts'
import { parseInput } from '../../http/errors.ts'
import { recordStaffAction } from '../staff/audit-log.ts'
import { withTransaction } from '../../db/pool.ts'
import { allow } from '../staff/staff-calls.ts'
import type { RiskContext } from './games.ts'
import { largestWins, largestWinsQuery } from './largest-wins.ts'
import { liabilityQuery } from './liability.ts'
import { openLiability } from './open-liability.ts'
import { unusualPatterns, patternsQuery } from './patterns.ts'
import { rtpAgainstStated, rtpQuery } from './rtp.ts'

/**
 * Risk's screens: open liability, measured against stated RTP, the day's largest wins and unusual
 * patterns. The last two name players: each reading is logged.
 */
export function riskRoutes(context: AppContext, registry: GameRegistry) {
  const risk: RiskContext = { config: context.config, registry, clock: context.clock }
  return (app: FastifyInstance) => {
    const measure = <Q extends z.ZodType, Answer>(
      path: string,
      query: Q,
      read: (db: Queryable, query: z.output<Q>, context: RiskContext) => Promise<Answer>,
      namesPlayers = false,
    ) =>
      app.get(path, { preHandler: allow(context, 'risk.read') }, async (request) => {
        const parsed = parseInput(query, request.query)
        if (!namesPlayers) return { data: await read(context.pool, parsed, risk) }
        return withTransaction(context.pool, async (db) => {
          const answer = await read(db, parsed, risk)
          await recordStaffAction(db, context.clock, request.staff, {
            action: 'risk.read',
            subject: { kind: 'report', id: path },
            requestId: request.id,
          })
          return { data: answer }
        })
      })

    measure('/risk/liability', liabilityQuery, openLiability)
    measure('/risk/rtp', rtpQuery, rtpAgainstStated)
    measure('/risk/largest-wins', largestWinsQuery, largestWins, true)
    measure('/risk/patterns', patternsQuery, unusualPatterns, true)
  }
}
