import { koboToNaira } from '@9ja/money'
import { NUMBER_GAME_RULES, type NumberGameSlug } from '@9ja/number-games'
import { scheduledVirtualEntry, type GameDefinition, type GameLimits } from '../definition.ts'
import type { JackpotGameDefaults, JackpotGameSettings, NumberDrawSettings, NumberGameSettings } from './draws/settings.ts'
import { kindRtpBp, numberGameRules } from './rules.ts'
import { oneSure } from './one-sure/definition.ts'
import { perfectGuess } from './perfect-guess/definition.ts'
import { millionaireKendo } from './millionaire-kendo/definition.ts'
import { jackpotGame } from './jackpot-game/definition.ts'

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

/** Every number game; they share the draws machinery (schedule, runner, API) and differ in what is drawn and how bets pay. */
export const NUMBER_GAMES: readonly NumberGame[] = [perfectGuess, millionaireKendo, jackpotGame, oneSure]

type SettingsHolder = { NUMBER_GAME_SETTINGS: Record<string, NumberGameSettings> }

/** A game's settings in force. */
export const settingsOf = (config: SettingsHolder, game: NumberGame): NumberGameSettings => config.NUMBER_GAME_SETTINGS[game.slug]!

/** Jackpot Game's settings in force (its line stake, pool share and floor). */
export const jackpotSettingsOf = (config: SettingsHolder): JackpotGameSettings =>
  config.NUMBER_GAME_SETTINGS[jackpotGame.slug] as JackpotGameSettings

export const findNumberGame = (slug: string): NumberGame | null => NUMBER_GAMES.find((game) => game.slug === slug) ?? null

/** A number game's limits in force, in naira: the stake of one line, and the most one draw may pay. */
export function numberLimits(settings: NumberGameSettings): GameLimits {
  return {
    minBet: koboToNaira(BigInt(settings.minStakeKobo)),
    maxBet: koboToNaira(BigInt(settings.maxStakeKobo)),
    maxRoundPayout: koboToNaira(BigInt(settings.maxLiabilityKobo)),
  }
}

/** The stated RTP of a game with its settings in force: its lowest bet kind's (each kind's own figure is in the rules). */
const lowestRtp = (game: NumberGame, settings: NumberGameSettings) =>
  Math.min(...NUMBER_GAME_RULES[game.slug].betKinds.map((kind) => kindRtpBp(kind, settings))) / 10_000

/** A number game as the games registry holds it: rules, RTP and limits from the settings in force. */
function asGameDefinition(game: NumberGame): GameDefinition {
  return {
    ...scheduledVirtualEntry(game, 'number'),
    theme: game.theme,
    rules: (config) => numberGameRules(game, settingsOf(config, game)),
    rtp: (config) => lowestRtp(game, settingsOf(config, game)),
    limits: (config) => numberLimits(settingsOf(config, game)),
  }
}

/** The number games' entries of the games registry (their routes are the family's, registered once). */
export const NUMBER_GAME_DEFINITIONS: readonly GameDefinition[] = NUMBER_GAMES.map(asGameDefinition)
