import type { AppContext } from '../context.ts'
import type { Queryable } from '../db/queryable.ts'
import type { RoutesAndLoops } from '../service-loops.ts'
import type { GameRegistry } from './registry.ts'
import type { GameRounds } from './rounds.ts'
import type { ScheduledBets } from './scheduled/bets.ts'

/** What every family of games is built from: the service's context, the batched statements' connections, the games registry and the instant rounds. */
export type FamilyParts = { context: AppContext; batchDb: Queryable; registry: GameRegistry; rounds: GameRounds }

/**
 * A family of games as the service runs it: its endpoints and its round runners and, for a scheduled
 * family, its part of the one bet slip (Check Bet, My Bets and booking codes across every family).
 */
export type FamilyService = RoutesAndLoops & { scheduledBets?: ScheduledBets }

/** One family, plugged into the service by games/routes.ts as every other is: a new family is its folder and one line there. */
export type GameFamilyPlugin = (parts: FamilyParts) => FamilyService
