import type { SlugOfSubType } from '@9ja/games'
import type { CrashGameSettings } from './game-settings.ts'

/** What a game's rules call the thing whose multiplier climbs, and how its round ends. */
export type CrashStory = { title: string; climber: string; climbs: string; crash: string }

/** One crash game: its catalog identity (migration 0009), its theme, its rules and its parameter defaults. */
export type CrashGameDefinition = {
  id: number
  slug: SlugOfSubType<'crash'>
  title: string
  /** One line on what flies (or rolls) and why it stops. */
  theme: string
  /** The game's own words for its how-to-play (rules.ts tells it with the settings in force). */
  story: CrashStory
  defaults: CrashGameSettings
}
