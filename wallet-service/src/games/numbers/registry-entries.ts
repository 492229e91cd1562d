import { NUMBER_GAME_RULES } from '@9ja/number-games'
import { ConfigError } from '../../config.ts'
import type { GameDefinition } from '../definition.ts'
import { resolvePerGame, type SettingsLayers } from '../per-game-settings.ts'
import type { NumberGame, NumberGameDefinition } from './definition-type.ts'
import { jackpotGameSettings, numberDrawSettings } from './draws/game-settings.ts'
import { hasJackpot } from './games.ts'
import { kindRtpBp, numberGameRules, numberLimits } from './rules.ts'

/**
 * The number games as they run: each definition with its settings in force (its defaults, then the
 * "*" entry of NUMBER_GAME_SETTINGS, then its own; a game whose rule set has a jackpot pool is set as
 * the Jackpot Game is). Settings that name no game of the list, or resolve to settings that cannot be
 * played, stop the start-up with the setting's name, as a bad setting does.
 */
export function numberGamesInForce(definitions: readonly NumberGameDefinition[], layers: SettingsLayers): NumberGame[] {
  const resolved = resolvePerGame(definitions, layers, 'number game', (game, everyGame, own) => {
    const merged = { ...game.defaults, ...everyGame, ...own }
    return hasJackpot(game.rules) ? jackpotGameSettings.safeParse(merged) : numberDrawSettings.safeParse(merged)
  })
  if ('problem' in resolved) throw new ConfigError(`wallet-service: setting NUMBER_GAME_SETTINGS is invalid: ${resolved.problem}`)
  return definitions.map((definition) => ({ ...definition, settings: resolved.settings[definition.slug]! }))
}

/** The stated RTP of a game with its settings in force: its lowest bet kind's (each kind's own figure is in the rules). */
const lowestRtp = (game: NumberGame) =>
  Math.min(...NUMBER_GAME_RULES[game.rules].betKinds.map((kind) => kindRtpBp(kind, game.settings))) / 10_000

/** A number game as the games registry holds it: rules, RTP and limits from its settings in force (its routes are the family's). */
export function numberRegistryEntry(game: NumberGame): GameDefinition {
  const { id, slug, title, family, type, subType, provider, sortOrder, theme } = game
  return {
    ...{ id, slug, title, family, type, subType, provider, sortOrder },
    theme,
    rules: () => numberGameRules(game, game.settings),
    rtp: () => lowestRtp(game),
    limits: () => numberLimits(game.settings),
  }
}
