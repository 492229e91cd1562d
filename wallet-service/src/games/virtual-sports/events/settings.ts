import { perGameSettings, type SettingsLayer } from '../../per-game-settings.ts'
import type { SportsGame } from '../definition-type.ts'
import { scheduledFamilySettings } from '../../scheduled/settings.ts'
import { SPORTS_GAMES } from '../games.ts'
import { footballSettings, raceSettings, type SportsGameSettings } from './game-settings.ts'

const isObject = (value: unknown): value is SettingsLayer => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A game's settings from its defaults and the two layers over them, `rtp` merged per market. */
function resolve(game: SportsGame, everyGame: SettingsLayer, own: SettingsLayer) {
  const rtpLayers = [game.defaults.rtp, everyGame.rtp, own.rtp].filter((layer) => layer !== undefined)
  // A layer whose rtp is not an object is kept as it is, for the schema to refuse.
  const rtp = rtpLayers.every(isObject) ? Object.assign({}, ...rtpLayers) : rtpLayers.find((layer) => !isObject(layer))
  const merged = { ...game.defaults, ...everyGame, ...own, rtp }
  if (game.kind === 'football') return footballSettings.safeParse(merged)
  return raceSettings
    .refine((settings) => settings.fieldSizes.every((size) => size <= game.runners.length), {
      message: `must be at most ${game.runners.length} runners`,
      path: ['fieldSizes'],
    })
    .safeParse(merged)
}

/** The process-wide settings of the virtual sports' events (documented in the root .env.example): SPORTS_GAME_SETTINGS and the runners'. */
export const sportsSettings = scheduledFamilySettings(
  'SPORTS',
  perGameSettings<SportsGame, SportsGameSettings>(SPORTS_GAMES, 'virtual sports game', '{"*": {"bettingClosesBeforeMs": 15000}}', resolve),
)
