import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context.ts'
import type { ScheduledBets } from '../games/scheduled/bets.ts'
import { playerRoutes } from './player-routes.ts'
import { ticketRoutes } from './ticket-routes.ts'

/** The agents' referred players and tickets over the counter (the scheduled families' bets an agent sells). */
export function referralsAndTicketsRoutes(context: AppContext, scheduledBets: readonly ScheduledBets[]): FastifyPluginAsync {
  return async (app) => {
    await app.register(playerRoutes(context))
    await app.register(ticketRoutes(context, scheduledBets))
  }
}
