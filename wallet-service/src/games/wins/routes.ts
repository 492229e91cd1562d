import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../../context.ts'
import type { GameRegistry } from '../registry.ts'
import { recentWinsReader } from './recent-wins.ts'

/**
 * `GET /games/wins/recent` (no token): the newest wins of at least RECENT_WINS_MIN_NAIRA across every
 * game, newest first (at most 10; none is an empty list), with the winner's masked name. Shown on the
 * home page and the lobby to every visitor, so the web keeps each answer briefly (CMS_CACHE_TTL_MS).
 */
export function winsRoutes({ config, pool }: AppContext, registry: GameRegistry): FastifyPluginAsync {
  const readRecentWins = recentWinsReader(pool, registry)
  const minKobo = BigInt(config.RECENT_WINS_MIN_NAIRA) * 100n
  return async (app) => {
    app.get('/games/wins/recent', async () => ({ status: 200, message: 'Success', data: { wins: await readRecentWins(minKobo) } }))
  }
}
