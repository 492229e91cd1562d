import type { FastifyPluginAsync } from 'fastify'
import type { RoutesAndLoops } from '../service-loops.ts'
import type { AppContext } from '../context.ts'
import type { Queryable } from '../db/queryable.ts'
import { syncCatalog } from './catalog/catalog.ts'
import { gameInfoRoutes } from './catalog/routes.ts'
import { fairnessRoutes } from './fairness/routes.ts'
import { launcherRoutes } from './launcher/routes.ts'
import type { GameRegistry } from './registry.ts'
import { GameRounds } from './rounds.ts'
import { crashRoutes } from './crash/routes.ts'
import { sportsEventRoutes } from './virtual-sports/events/routes.ts'
import { sportsScheduledBets } from './virtual-sports/bets/family.ts'
import { numberDrawRoutes } from './numbers/draws/routes.ts'
import { jackpotFloorKobo } from './numbers/games.ts'
import { livePoolKobo } from './numbers/bets/jackpot.ts'
import { numberBetsSettlement } from './numbers/bets/settlement.ts'
import { numberScheduledBets } from './numbers/bets/family.ts'
import { betSlipRoutes } from './scheduled/bet-slip-routes.ts'
import { winsRoutes } from './wins/routes.ts'

/**
 * Every games endpoint (catalog and launcher, game information, fairness, and each defined game's own
 * routes) and the families' round runners, which the server starts with the service.
 */
export function gamesRoutes(context: AppContext, batchDb: Queryable, registry: GameRegistry): RoutesAndLoops {
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
    context.clock,
  )
  // One engine serves every crash game (the shared-round family), so its routes are registered once.
  const crash = crashRoutes(context, batchDb, registry.crash)
  // The virtual sports (the scheduled-event family) likewise share one set of routes and one runner per game,
  const sportsEvents = sportsEventRoutes(context)
  // The number games (scheduled draws): one set of routes and one runner per game, settling through the number bets.
  const numberDraws = numberDrawRoutes(
    context,
    numberBetsSettlement(context.pool, (game) => jackpotFloorKobo(context.config, game), context.clock),
    livePoolKobo,
  )
  const routes: FastifyPluginAsync = async (app) => {
    await syncCatalog(context.pool, registry.catalog)
    await app.register(launcherRoutes(context, registry))
    await app.register(gameInfoRoutes(context, registry.definitions))
    await app.register(fairnessRoutes(context))
    // The newest large wins of every game, read from the ledger.
    await app.register(winsRoutes(context, registry.findDefinition))
    for (const game of registry.definitions) {
      if (game.routes) await app.register(game.routes(context, { rounds }, game))
    }
    await app.register(crash.routes)
    await app.register(sportsEvents.routes)
    // The bet slip of the scheduled families: each slip one family's (the sports first: a slip no family
    // recognises is answered by its checks), Check Bet, My Bets and booking codes across them all.
    await app.register(betSlipRoutes(context, [sportsScheduledBets(context, batchDb), numberScheduledBets(context, batchDb)]))
    await app.register(numberDraws.routes)
  }
  return { routes, loops: [...crash.loops, ...sportsEvents.loops, ...numberDraws.loops] }
}
