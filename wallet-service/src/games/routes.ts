import type { FastifyPluginAsync } from 'fastify'
import type { RoutesAndLoops } from '../service-loops.ts'
import type { AppContext } from '../context.ts'
import type { Queryable } from '../db/queryable.ts'
import { syncCatalog } from './catalog/catalog.ts'
import { gameInfoRoutes } from './catalog/routes.ts'
import { crashGames } from './crash/family.ts'
import type { GameFamilyPlugin } from './family.ts'
import { fairnessRoutes } from './fairness/routes.ts'
import { instantGames } from './instant-family.ts'
import { launcherRoutes } from './launcher/routes.ts'
import { numberGames } from './numbers/family.ts'
import type { GameRegistry } from './registry.ts'
import { GameRounds } from './rounds.ts'
import type { ScheduledBets } from './scheduled/bets.ts'
import { betSlipRoutes } from './scheduled/bet-slip-routes.ts'
import { virtualSports } from './virtual-sports/family.ts'
import { winsRoutes } from './wins/routes.ts'

/**
 * Every family of games, each plugged in alike (family.ts). The scheduled families' order is the bet
 * slip's: a slip no family recognises is answered by the first one's checks (the sports').
 */
const GAME_FAMILIES: readonly GameFamilyPlugin[] = [instantGames, crashGames, virtualSports, numberGames]

/**
 * Every games endpoint (catalog and launcher, game information, fairness, recent wins, each family's
 * own and the bet slip of the scheduled families) and the families' round runners, which the server
 * starts with the service; and the scheduled families' bets, which an agent's shop sells as tickets.
 */
export function gamesRoutes(
  context: AppContext,
  batchDb: Queryable,
  registry: GameRegistry,
): RoutesAndLoops & { scheduledBets: readonly ScheduledBets[] } {
  // Shared by every instant game, so concurrent rounds of all of them share statements.
  const rounds = new GameRounds(
    batchDb,
    {
      batchesInFlight: context.config.GAMES_ROUND_BATCHES_IN_FLIGHT,
      maxBatch: context.config.GAMES_ROUND_MAX_BATCH,
      maxWaitMs: context.config.GAMES_ROUND_MAX_WAIT_MS,
      maxWaiting: context.config.GAMES_ROUND_MAX_WAITING,
    },
    context.logger,
    context.clock,
  )
  const families = GAME_FAMILIES.map((family) => family({ context, batchDb, registry, rounds }))
  const scheduledBets = families.flatMap((family) => (family.scheduledBets ? [family.scheduledBets] : []))
  const routes: FastifyPluginAsync = async (app) => {
    await syncCatalog(context.pool, registry.catalog)
    await app.register(launcherRoutes(context, registry))
    await app.register(gameInfoRoutes(context, registry.definitions))
    await app.register(fairnessRoutes(context))
    // The newest large wins of every game, read from the ledger.
    await app.register(winsRoutes(context, registry))
    for (const family of families) await app.register(family.routes)
    await app.register(betSlipRoutes(context, scheduledBets))
  }
  return { routes, loops: families.flatMap((family) => family.loops), scheduledBets }
}
