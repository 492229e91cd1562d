import { NUMBER_GAME_RULES } from '@9ja/number-games'
import { catalogEntry } from '@9ja/games'
import type { GameDefinition } from '../definition.ts'
import type { NumberGame } from './definition-type.ts'
import type { NumberGameSettings } from './draws/game-settings.ts'
import { NUMBER_GAMES, settingsOf } from './games.ts'
import { kindRtpBp, numberGameRules, numberLimits } from './rules.ts'

/** The stated RTP of a game with its settings in force: its lowest bet kind's (each kind's own figure is in the rules). */
const lowestRtp = (game: NumberGame, settings: NumberGameSettings) =>
  Math.min(...NUMBER_GAME_RULES[game.slug].betKinds.map((kind) => kindRtpBp(kind, settings))) / 10_000

/** A number game as the games registry holds it: rules, RTP and limits from the settings in force. */
function asGameDefinition(game: NumberGame): GameDefinition {
  return {
    ...catalogEntry(game.slug),
    theme: game.theme,
    rules: (config) => numberGameRules(game, settingsOf(config, game)),
    rtp: (config) => lowestRtp(game, settingsOf(config, game)),
    limits: (config) => numberLimits(settingsOf(config, game)),
  }
}

/** The number games' entries of the games registry (their routes are the family's, registered once). */
export const NUMBER_GAME_DEFINITIONS: readonly GameDefinition[] = NUMBER_GAMES.map(asGameDefinition)
