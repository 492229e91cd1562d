import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.ts'
import { withTransaction } from '../../db/pool.ts'
import { parseInput } from '../../http/errors.ts'
import { commissionRates } from '../../agents/commission.ts'
import { loggedView, recordStaffAction } from '../staff/audit-log.ts'
import { allow } from '../staff/staff-calls.ts'
import { agentListQuery, agentPage, agentParams, listAgents } from './agents.ts'

/**
 * The agents' shops for staff (issue 24): the list of agents with their floats and networks, and one
 * agent's page. Both name people: each view is logged in the transaction that reads it.
 */
export function agentsStaffRoutes(context: AppContext, ticketTables: readonly string[]) {
  const rates = commissionRates(context.config)
  return (app: FastifyInstance) => {
    app.get('/agents', { preHandler: allow(context, 'agents.read') }, async (request) => {
      const { q } = parseInput(agentListQuery, request.query)
      return loggedView(context, request, { action: 'agents.read', query: { query: q ?? null } }, (db) => listAgents(db, q))
    })

    app.get('/agents/:id', { preHandler: allow(context, 'agents.read') }, async (request) => {
      const { id } = parseInput(agentParams, request.params)
      return withTransaction(context.pool, async (db) => {
        const page = await agentPage(db, rates, ticketTables, id, new Date(context.clock.now()))
        await recordStaffAction(db, context.clock, request.staff, {
          action: 'agents.view',
          subject: { kind: 'player', id },
          requestId: request.id,
        })
        return { data: page }
      })
    })
  }
}
