import type { FastifyPluginAsync } from 'fastify'
import type { ScheduledBets } from '../games/scheduled/bets.ts'
import type { PaymentsContext } from '../payments/payments-context.ts'
import type { RoutesAndLoops } from '../service-loops.ts'
import { agentCashRoutes } from './cash-routes.ts'
import { commissionRates } from './commission.ts'
import { commissionRoutes } from './commission-routes.ts'
import { referralsAndTicketsRoutes } from './referrals-and-tickets.ts'
import { shopSummary } from './shop-summary.ts'

/**
 * The agents' area (issue 24, docs/decisions/021-agents.md): the shop's float, cash for walk-in customers,
 * tickets over the counter, referred players and the weekly commission, each route for an agent's session
 * only (`app.requireAgent()`); a player's cash-out request is the one route a player calls.
 */
export function agentsRoutes(payments: PaymentsContext, scheduledBets: readonly ScheduledBets[]): RoutesAndLoops {
  const { pool, clock, config } = payments
  const cash = agentCashRoutes(payments)
  const commission = commissionRoutes(payments)
  const rates = commissionRates(config)
  const ticketTables = scheduledBets.map((family) => family.table)
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(cash.routes)
    await app.register(commission.routes)
    await app.register(referralsAndTicketsRoutes(payments, scheduledBets))
    /** `POST /agent/summary` `{ token }`: the shop's dashboard (shop-summary.ts). */
    app.post('/agent/summary', { preHandler: app.requireAgent() }, async (request) => ({
      status: 200,
      message: 'Success',
      data: await shopSummary(pool, rates, ticketTables, request.user.userId, new Date(clock.now())),
    }))
  }
  return { routes, loops: [...cash.loops, ...commission.loops] }
}
