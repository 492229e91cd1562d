import type { NumberGame } from './definition-type.ts'
import type { JackpotGameSettings, NumberGameSettings } from './draws/game-settings.ts'
import { oneSure } from './one-sure/definition.ts'
import { perfectGuess } from './perfect-guess/definition.ts'
import { millionaireKendo } from './millionaire-kendo/definition.ts'
import { jackpotGame } from './jackpot-game/definition.ts'

/** Every number game; they share the draws machinery (schedule, runner, API) and differ in what is drawn and how bets pay. */
export const NUMBER_GAMES: readonly NumberGame[] = [perfectGuess, millionaireKendo, jackpotGame, oneSure]

type SettingsHolder = { NUMBER_GAME_SETTINGS: Record<string, NumberGameSettings> }

/** A game's settings in force. */
export const settingsOf = (config: SettingsHolder, game: NumberGame): NumberGameSettings => config.NUMBER_GAME_SETTINGS[game.slug]!

/** Jackpot Game's settings in force (its line stake, pool share and floor). */
export const jackpotSettingsOf = (config: SettingsHolder): JackpotGameSettings =>
  config.NUMBER_GAME_SETTINGS[jackpotGame.slug] as JackpotGameSettings

export const findNumberGame = (slug: string): NumberGame | null => NUMBER_GAMES.find((game) => game.slug === slug) ?? null
