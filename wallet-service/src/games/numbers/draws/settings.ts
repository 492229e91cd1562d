import { perGameSettings, type SettingsLayer } from '../../per-game-settings.ts'
import type { NumberGame } from '../definition-type.ts'
import { scheduledFamilySettings } from '../../scheduled/settings.ts'
import { hasJackpot, NUMBER_GAMES } from '../games.ts'
import { jackpotGameSettings, numberDrawSettings, type NumberGameSettings } from './game-settings.ts'

/** A game's settings from its defaults and the two layers over them. */
function resolve(game: NumberGame, everyGame: SettingsLayer, own: SettingsLayer) {
  const merged = { ...game.defaults, ...everyGame, ...own }
  return hasJackpot(game.slug) ? jackpotGameSettings.safeParse(merged) : numberDrawSettings.safeParse(merged)
}

/** The process-wide settings of the number games' draws (documented in the root .env.example): NUMBER_GAME_SETTINGS and the runners'. */
export const numberSettings = scheduledFamilySettings(
  'NUMBER',
  perGameSettings<NumberGame, NumberGameSettings>(NUMBER_GAMES, 'number game', '{"one-sure": {"intervalMs": 90000}}', resolve),
)
