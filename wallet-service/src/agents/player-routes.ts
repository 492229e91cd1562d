import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context.ts'
import { referredPlayerCounts, referredPlayers } from './referred-players.ts'

/** `POST /agent/players`: the agent's referred players and this Lagos week's play (referred-players.ts). */
export function playerRoutes({ pool, clock }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/agent/players', { preHandler: app.requireAgent() }, async (request) => {
      const at = new Date(clock.now())
      const [counts, players] = await Promise.all([
        referredPlayerCounts(pool, request.user.userId, at),
        referredPlayers(pool, request.user.userId, at),
      ])
      return { status: 200, message: 'Success', data: { ...counts, players } }
    })
  }
}
