import type { Config } from '../../config.ts'
import { catalogEntry } from '@9ja/games'
import type { GameDefinition } from '../definition.ts'
import type { SportsGame } from './definition-type.ts'
import { SPORTS_GAMES } from './games.ts'
import { footballRules, raceRules, sportsLimits } from './rules.ts'
import { settingsOf } from './settings-of.ts'

/** The stated RTP of a game: its lowest market's (each market's own figure is in the rules). */
const lowestRtp = (rtp: Record<string, number>) => Math.min(...Object.values(rtp)) / 10_000

/** A virtual sports game as the games registry holds it: rules, RTP and limits from the settings in force. */
function asGameDefinition(game: SportsGame): GameDefinition {
  return {
    ...catalogEntry(game.slug),
    theme: game.theme,
    rules: (config: Config) => (game.kind === 'football' ? footballRules(game, config) : raceRules(game, config)),
    rtp: (config: Config) => lowestRtp(settingsOf(config, game).rtp),
    limits: sportsLimits,
  }
}

/** The virtual sports' entries of the games registry (their routes are the family's, registered once). */
export const SPORTS_GAME_DEFINITIONS: readonly GameDefinition[] = SPORTS_GAMES.map(asGameDefinition)
