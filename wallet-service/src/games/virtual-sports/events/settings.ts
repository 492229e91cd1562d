import { z } from 'zod'
import { perGameSettings, type SettingsLayer } from '../../per-game-settings.ts'
import type { SportsGame } from '../definition-type.ts'
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

/** The process-wide settings of the virtual sports' events (documented in the root .env.example). */
export const sportsSettings = z.object({
  /** `{"*": {...}, "<slug>": {...}}`, resolved per game: the definition's defaults, then the "*" entry, then the game's own entry. */
  SPORTS_GAME_SETTINGS: perGameSettings<SportsGame, SportsGameSettings>(
    SPORTS_GAMES,
    'virtual sports game',
    '{"*": {"bettingClosesBeforeMs": 15000}}',
    resolve,
  ),
  /** on: this process competes to run the games' event loops; off: it only answers requests. */
  SPORTS_RUNNERS: z.enum(['on', 'off']).default('on'),
  /** How often a process that does not run a game's loop tries to take it over. */
  SPORTS_LEADER_RETRY_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** An event whose start passed more than this before any runner got to it is void (its bets refunded). */
  SPORTS_LATE_VOID_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
})
