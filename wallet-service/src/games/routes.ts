import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context.ts'
import { fairnessRoutes } from './fairness/routes.ts'
import { launcherRoutes } from './launcher/routes.ts'
import { rouletteRoutes } from './roulette/routes.ts'
import { spinItRoutes } from './spin-it/routes.ts'

/** Every games endpoint: catalog and launcher, fairness, Spin It, Spin 2 Win Royale. */
export function gamesRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(launcherRoutes(context))
    await app.register(fairnessRoutes(context))
    await app.register(spinItRoutes(context))
    await app.register(rouletteRoutes(context))
  }
}
