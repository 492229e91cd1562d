import { z } from 'zod'
import { perGameSettings, type SettingsLayer } from '../../per-game-settings.ts'
import type { NumberGame } from '../definition-type.ts'
import { hasJackpot, NUMBER_GAMES } from '../games.ts'
import { jackpotGameSettings, numberDrawSettings, type NumberGameSettings } from './game-settings.ts'

/** A game's settings from its defaults and the two layers over them. */
function resolve(game: NumberGame, everyGame: SettingsLayer, own: SettingsLayer) {
  const merged = { ...game.defaults, ...everyGame, ...own }
  return hasJackpot(game.slug) ? jackpotGameSettings.safeParse(merged) : numberDrawSettings.safeParse(merged)
}

/** The process-wide settings of the number games' draws (documented in the root .env.example). */
export const numberSettings = z.object({
  /** `{"*": {...}, "<slug>": {...}}`, resolved per game: the definition's defaults, then the "*" entry, then the game's own entry. */
  NUMBER_GAME_SETTINGS: perGameSettings<NumberGame, NumberGameSettings>(
    NUMBER_GAMES,
    'number game',
    '{"one-sure": {"intervalMs": 90000}}',
    resolve,
  ),
  /** on: this process competes to run the games' draw loops; off: it only answers requests. */
  NUMBER_RUNNERS: z.enum(['on', 'off']).default('on'),
  /** How often a process that does not run a game's loop tries to take it over. */
  NUMBER_LEADER_RETRY_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** A draw whose time passed more than this before any runner got to it is void (its bets refunded). */
  NUMBER_LATE_VOID_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
})
