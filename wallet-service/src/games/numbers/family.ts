import type { GameFamilyPlugin } from '../family.ts'
import { numberScheduledBets } from './bets/family.ts'
import { livePoolKobo, openJackpotPools } from './bets/jackpot.ts'
import { numberBetsSettlement } from './bets/settlement.ts'
import { numberDrawRoutes } from './draws/routes.ts'
import { jackpotFloorKobo } from './games.ts'

/**
 * The number games (a scheduled family): the registry's games' draws, routes and runners (each jackpot
 * game's pool account opened first), settling through the number bets, and their part of the bet slip.
 */
export const numberGames: GameFamilyPlugin = ({ context, batchDb, registry: { numbers } }) => {
  const settlement = numberBetsSettlement(context.pool, (slug) => jackpotFloorKobo(numbers.find(slug)!), context.clock, numbers.find)
  const draws = numberDrawRoutes(context, numbers, settlement, livePoolKobo)
  return {
    routes: async (app) => {
      await openJackpotPools(context.pool, numbers.all)
      await app.register(draws.routes)
    },
    loops: draws.loops,
    scheduledBets: numberScheduledBets(context, batchDb, numbers),
  }
}
