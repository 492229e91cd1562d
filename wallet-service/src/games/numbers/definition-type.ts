import type { CatalogEntry } from '@9ja/games'
import type { NumberGameSlug } from '@9ja/number-games'
import type { JackpotGameDefaults, NumberDrawSettings, NumberGameSettings } from './draws/game-settings.ts'

/**
 * One number game as it is written: its catalog entry (the built-in ones' from @9ja/games), its theme,
 * the rule set it plays (what is drawn and how bets pay: @9ja/number-games' NUMBER_GAME_RULES, which
 * the web's pages read too) and its default settings (NUMBER_GAME_SETTINGS overrides them).
 */
export type NumberGameDefinition = CatalogEntry & {
  /** One line that sets the scene. */
  theme: string
  /** The rule set it plays; a built-in game plays its own, a new game may play any of them with its own cadence and limits. */
  rules: NumberGameSlug
  defaults: NumberDrawSettings | JackpotGameDefaults
}

/** A number game as it runs: its definition with its settings in force (resolved when the games registry is built). */
export type NumberGame = NumberGameDefinition & { settings: NumberGameSettings }

/** The number games in force, in catalog order, and each found by its slug. */
export type NumberGames = { all: readonly NumberGame[]; find(slug: string): NumberGame | null }
