import type { NumberGameSlug } from '@9ja/number-games'
import type { JackpotGameDefaults, NumberDrawSettings } from './draws/game-settings.ts'

/**
 * One number game: its catalog identity (migration 0009), its theme and its default settings
 * (NUMBER_GAME_SETTINGS overrides them). What is drawn and how bets pay is @9ja/number-games'
 * NUMBER_GAME_RULES[slug].
 */
export type NumberGame = {
  id: number
  slug: NumberGameSlug
  title: string
  /** Place in the lobby (the catalog's, kept from catalog/upcoming.ts). */
  sortOrder: number
  /** One line that sets the scene. */
  theme: string
  defaults: NumberDrawSettings | JackpotGameDefaults
}
