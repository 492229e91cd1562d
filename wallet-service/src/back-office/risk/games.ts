import { koboToNaira } from '@9ja/money'
import type { Config } from '../../config.ts'
import type { GameRegistry } from '../../games/registry.ts'
import type { Clock } from '../../time/clock.ts'

/** What the risk measures read besides the database: the settings and games in force, and the service's clock. */
export type RiskContext = { config: Config; registry: GameRegistry; clock: Clock }

/** The families whose bets the measures read, each from its own tables. */
export type RiskFamily = 'instant' | 'crash' | 'virtual-sports' | 'numbers'

/** A game as a measure names it; a sports multiple across several games has no slug and the family's title. */
export type GameName = { family: RiskFamily; game: string | null; gameTitle: string }

/** The title a multiple across several virtual sports carries, as the public wins list calls it. */
export const SPORTS_FAMILY_TITLE = 'Virtual Sports'

export function gameName(context: RiskContext, family: RiskFamily, game: string | null): GameName {
  const gameTitle = game === null ? SPORTS_FAMILY_TITLE : (context.registry.findDefinition(game)?.title ?? game)
  return { family, game, gameTitle }
}

/** An amount of the database's (a bigint's text) in naira, as every answer of the service gives amounts. */
export const naira = (kobo: string | bigint): number => koboToNaira(BigInt(kobo))
