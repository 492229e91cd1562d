import { NUMBER_GAME_RULES, type NumberGameSlug } from '@9ja/number-games'
import type { NumberGame, NumberGameDefinition, NumberGames } from './definition-type.ts'
import { oneSure } from './one-sure/definition.ts'
import { perfectGuess } from './perfect-guess/definition.ts'
import { millionaireKendo } from './millionaire-kendo/definition.ts'
import { jackpotGame } from './jackpot-game/definition.ts'

/** Every built-in number game; they share the draws machinery (schedule, runner, API) and differ in what is drawn and how bets pay. */
export const NUMBER_GAMES: readonly NumberGameDefinition[] = [perfectGuess, millionaireKendo, jackpotGame, oneSure]

/** Whether a rule set's lines that match every number share a jackpot pool: a bet kind with jackpot lines. */
export const hasJackpot = (rules: NumberGameSlug): boolean => NUMBER_GAME_RULES[rules].betKinds.some((kind) => kind.jackpot !== undefined)

/** The floor of a jackpot game's pool in force (the house tops the pool up to it). */
export function jackpotFloorKobo(game: NumberGame): bigint {
  if (!('jackpotFloorKobo' in game.settings)) throw new Error(`${game.slug} has no jackpot pool`)
  return BigInt(game.settings.jackpotFloorKobo)
}

/** The number games in force, found by slug. */
export function numberGamesOf(all: readonly NumberGame[]): NumberGames {
  const bySlug = new Map(all.map((game) => [game.slug, game]))
  return { all, find: (slug) => bySlug.get(slug) ?? null }
}
