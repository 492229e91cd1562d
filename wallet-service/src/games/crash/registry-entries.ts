import { catalogEntry } from '@9ja/games'
import type { GameDefinition } from '../definition.ts'
import type { CrashGameDefinition } from './definition-type.ts'
import { CRASH_GAMES } from './games.ts'
import { crashLimits, howToPlay } from './rules.ts'

/** A crash game as the games registry holds it: its rules, RTP and limits from the settings in force. */
function asGameDefinition(game: CrashGameDefinition): GameDefinition {
  return {
    ...catalogEntry(game.slug),
    theme: game.theme,
    rules: (config) => howToPlay(game.story, config.CRASH_GAME_SETTINGS[game.slug]!),
    rtp: (config) => config.CRASH_GAME_SETTINGS[game.slug]!.rtpBasisPoints / 10_000,
    limits: (config) => crashLimits(config.CRASH_GAME_SETTINGS[game.slug]!),
  }
}

/** The crash games' entries of the games registry (their routes are the family's, registered once). */
export const CRASH_GAME_DEFINITIONS: readonly GameDefinition[] = CRASH_GAMES.map(asGameDefinition)
