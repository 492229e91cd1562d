import { perGameLayers } from '../../per-game-settings.ts'
import { scheduledFamilySettings } from '../../scheduled/settings.ts'

/**
 * The process-wide settings of the number games' draws (documented in the root .env.example): the
 * runners' and NUMBER_GAME_SETTINGS, `{"*": {...}, "<slug>": {...}}`, resolved per game when the games
 * registry is built (../registry-entries.ts): the definition's defaults, then "*", then the game's own.
 */
export const numberSettings = scheduledFamilySettings('NUMBER', perGameLayers('{"one-sure": {"intervalMs": 90000}}'))
