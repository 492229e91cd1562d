import type { GameFamilyPlugin } from '../family.ts'
import { numberScheduledBets } from './bets/family.ts'
import { livePoolKobo } from './bets/jackpot.ts'
import { numberBetsSettlement } from './bets/settlement.ts'
import { numberDrawRoutes } from './draws/routes.ts'
import { jackpotFloorKobo } from './games.ts'

/** The number games (a scheduled family): the registry's games' draws, routes and runners, settling through the number bets, and their part of the bet slip. */
export const numberGames: GameFamilyPlugin = ({ context, batchDb, registry: { numbers } }) => ({
  ...numberDrawRoutes(
    context,
    numbers,
    numberBetsSettlement(context.pool, (slug) => jackpotFloorKobo(numbers.find(slug)!), context.clock, numbers.find),
    livePoolKobo,
  ),
  scheduledBets: numberScheduledBets(context, batchDb, numbers),
})
