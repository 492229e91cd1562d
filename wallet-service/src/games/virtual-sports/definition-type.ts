import type { SlugOfSubType } from '@9ja/games'
import type { FootballSettings, RaceSettings } from './events/game-settings.ts'

/** A club of the football league: fixed, published ratings (higher is stronger) and its colours. */
export type ClubProfile = { name: string; short: string; attack: number; defence: number; colours: string[] }
/** A runner of a race game's roster (a dog, a horse, a rider, a driver), from which each race's field is drawn. */
export type RunnerProfile = { name: string; colour: string }
/** How a race game's rules talk about it. */
export type RaceStory = { runner: string; runners: string; start: string; track: string }

type SportsGameIdentity = {
  id: number
  slug: SlugOfSubType<'sports'>
  title: string
  /** Place in the lobby (the catalog's, kept from catalog/upcoming.ts). */
  sortOrder: number
  /** One line that sets the scene. */
  theme: string
}
export type FootballGame = SportsGameIdentity & {
  kind: 'football'
  league: string
  clubs: readonly ClubProfile[]
  defaults: FootballSettings
}
export type RaceGame = SportsGameIdentity & { kind: 'race'; story: RaceStory; runners: readonly RunnerProfile[]; defaults: RaceSettings }
/** One virtual sports game: its identity, its roster and its default settings (SPORTS_GAME_SETTINGS overrides them). */
export type SportsGame = FootballGame | RaceGame
