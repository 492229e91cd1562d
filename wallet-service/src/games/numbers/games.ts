import type { NumberGame } from './definition-type.ts'
import { NUMBER_GAME_RULES, type NumberGameSlug } from '@9ja/number-games'
import type { NumberGameSettings } from './draws/game-settings.ts'
import { oneSure } from './one-sure/definition.ts'
import { perfectGuess } from './perfect-guess/definition.ts'
import { millionaireKendo } from './millionaire-kendo/definition.ts'
import { jackpotGame } from './jackpot-game/definition.ts'

/** Every number game; they share the draws machinery (schedule, runner, API) and differ in what is drawn and how bets pay. */
export const NUMBER_GAMES: readonly NumberGame[] = [perfectGuess, millionaireKendo, jackpotGame, oneSure]

type SettingsHolder = { NUMBER_GAME_SETTINGS: Record<string, NumberGameSettings> }

/** A game's settings in force. */
export const settingsOf = (config: SettingsHolder, game: NumberGame): NumberGameSettings => config.NUMBER_GAME_SETTINGS[game.slug]!

/** Whether a game's lines that match every number share a jackpot pool: its rules say so (a bet kind with jackpot lines). */
export const hasJackpot = (game: NumberGameSlug): boolean => NUMBER_GAME_RULES[game].betKinds.some((rules) => rules.jackpot !== undefined)

/** The floor of a jackpot game's pool in force (the house tops the pool up to it). */
export function jackpotFloorKobo(config: SettingsHolder, game: NumberGameSlug): bigint {
  const settings = config.NUMBER_GAME_SETTINGS[game]!
  if (!('jackpotFloorKobo' in settings)) throw new Error(`${game} has no jackpot pool`)
  return BigInt(settings.jackpotFloorKobo)
}

export const findNumberGame = (slug: string): NumberGame | null => NUMBER_GAMES.find((game) => game.slug === slug) ?? null
