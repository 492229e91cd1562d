import type { Config } from '../../config.ts'
import { scheduledVirtualEntry, type GameDefinition } from '../definition.ts'
import type { FootballSettings, RaceSettings } from './events/settings.ts'
import { footballRules, raceRules, sportsLimits } from './rules.ts'
import { settingsOf } from './settings-of.ts'
import { virtualFootball } from './football/definition.ts'
import { dogRace } from './dog-race/definition.ts'
import { horseRace } from './horse-race/definition.ts'
import { bikeRace } from './bike-race/definition.ts'
import { carRace } from './car-race/definition.ts'

/** A club of the football league: fixed, published ratings (higher is stronger) and its colours. */
export type ClubProfile = { name: string; short: string; attack: number; defence: number; colours: string[] }
/** A runner of a race game's roster (a dog, a horse, a rider, a driver), from which each race's field is drawn. */
export type RunnerProfile = { name: string; colour: string }
/** How a race game's rules talk about it. */
export type RaceStory = { runner: string; runners: string; start: string; track: string }

type SportsGameIdentity = {
  id: number
  slug: string
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

/** Every virtual sports game; they share the events machinery (schedule, runner, API) and differ in roster and settings. */
export const SPORTS_GAMES: readonly SportsGame[] = [virtualFootball, dogRace, horseRace, bikeRace, carRace]

export const findSportsGame = (slug: string): SportsGame | null => SPORTS_GAMES.find((game) => game.slug === slug) ?? null

/** The stated RTP of a game: its lowest market's (each market's own figure is in the rules). */
const lowestRtp = (rtp: Record<string, number>) => Math.min(...Object.values(rtp)) / 10_000

/** A virtual sports game as the games registry holds it: rules, RTP and limits from the settings in force. */
function asGameDefinition(game: SportsGame): GameDefinition {
  return {
    ...scheduledVirtualEntry(game, 'sports'),
    theme: game.theme,
    rules: (config: Config) => (game.kind === 'football' ? footballRules(game, config) : raceRules(game, config)),
    rtp: (config: Config) => lowestRtp(settingsOf(config, game).rtp),
    limits: sportsLimits,
  }
}

/** The virtual sports' entries of the games registry (their routes are the family's, registered once). */
export const SPORTS_GAME_DEFINITIONS: readonly GameDefinition[] = SPORTS_GAMES.map(asGameDefinition)
