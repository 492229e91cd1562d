import { ConfigError } from '../../config.ts'
import type { GameDefinition } from '../definition.ts'
import { resolvePerGame, type SettingsLayers } from '../per-game-settings.ts'
import type { CrashGameDefinition } from './definition-type.ts'
import type { CrashGame } from './engine.ts'
import { crashGameSettings } from './game-settings.ts'
import { crashLimits, howToPlay } from './rules.ts'

/**
 * The crash games as they run: each definition with its settings in force (its defaults, then the
 * "*" entry of CRASH_GAME_SETTINGS, then its own). Settings that name no game of the list, or resolve
 * to invalid parameters, stop the start-up with the setting's name, as a bad setting does.
 */
export function crashGamesInForce(definitions: readonly CrashGameDefinition[], layers: SettingsLayers): CrashGame[] {
  const resolved = resolvePerGame(definitions, layers, 'crash game', (game, everyGame, own) =>
    crashGameSettings.safeParse({ ...game.defaults, ...everyGame, ...own }),
  )
  if ('problem' in resolved) throw new ConfigError(`wallet-service: setting CRASH_GAME_SETTINGS is invalid: ${resolved.problem}`)
  return definitions.map((definition) => ({ ...definition, settings: resolved.settings[definition.slug]! }))
}

/** A crash game as the games registry holds it: its rules, RTP and limits from its settings in force (its routes are the family's). */
export function crashRegistryEntry(game: CrashGame): GameDefinition {
  const { theme, story, settings } = game
  const { id, slug, title, family, type, subType, provider, sortOrder } = game
  return {
    ...{ id, slug, title, family, type, subType, provider, sortOrder },
    theme,
    rules: () => howToPlay(story, settings),
    rtp: () => settings.rtpBasisPoints / 10_000,
    limits: () => crashLimits(settings),
  }
}
