import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context.ts'
import type { Queryable } from '../db/queryable.ts'
import { fairnessRoutes } from './fairness/routes.ts'
import { launcherRoutes } from './launcher/routes.ts'
import { rouletteRoutes } from './roulette/routes.ts'
import { GameRounds } from './rounds.ts'
import { crashRoutes } from './crash/routes.ts'
import { spinItRoutes } from './spin-it/routes.ts'

/** Every games endpoint: catalog and launcher, fairness, Spin It, Spin 2 Win Royale. */
export function gamesRoutes(context: AppContext, batchDb: Queryable): FastifyPluginAsync {
  // Shared by every game, so concurrent rounds of all games share statements.
  const rounds = new GameRounds(
    batchDb,
    {
      batchesInFlight: context.config.GAMES_ROUND_BATCHES_IN_FLIGHT,
      maxBatch: context.config.GAMES_ROUND_MAX_BATCH,
      maxWaitMs: context.config.GAMES_ROUND_MAX_WAIT_MS,
      maxWaiting: context.config.GAMES_ROUND_MAX_WAITING,
    },
    context.logger,
  )
  return async (app) => {
    await app.register(launcherRoutes(context))
    await app.register(fairnessRoutes(context))
    await app.register(spinItRoutes(context, rounds))
    await app.register(rouletteRoutes(context, rounds))
    await app.register(crashRoutes(context, batchDb))
  }
}
