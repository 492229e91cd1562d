import type { GameFamilyPlugin } from '../family.ts'
import { sportsScheduledBets } from './bets/family.ts'
import { sportsEventRoutes } from './events/routes.ts'

/** The virtual sports (a scheduled family): their events' routes and runners, and their part of the bet slip. */
export const virtualSports: GameFamilyPlugin = ({ context, batchDb }) => ({
  ...sportsEventRoutes(context),
  scheduledBets: sportsScheduledBets(context, batchDb),
})
