import type { CatalogEntry } from '@9ja/games'
import type { CrashGameSettings } from './game-settings.ts'

/** What a game's rules call the thing whose multiplier climbs, and how its round ends. */
export type CrashStory = { title: string; climber: string; climbs: string; crash: string }

/**
 * One crash game: its catalog entry (the built-in ones' from @9ja/games), its theme, its rules and its
 * parameter defaults. Everything else (engine, runner, routes, fairness) is the family's.
 */
export type CrashGameDefinition = CatalogEntry & {
  /** One line on what flies (or rolls) and why it stops. */
  theme: string
  /** The game's own words for its how-to-play (rules.ts tells it with the settings in force). */
  story: CrashStory
  defaults: CrashGameSettings
}
