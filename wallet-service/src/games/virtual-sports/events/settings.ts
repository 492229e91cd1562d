import { z } from 'zod'
import { perGameSettings, type SettingsLayer } from '../../per-game-settings.ts'
import { cadenceSettings, playsWithinInterval } from '../../scheduled/settings.ts'
import { SPORTS_GAMES, type SportsGame } from '../games.ts'

/** Return to player of one market, in basis points (9200 = 92%). */
const basisPoints = z.number().int().min(5000).max(9900)

/** When a game's events happen (every game), and how many links a new hash chain has. */
const schedule = {
  ...cadenceSettings,
  /** How long an event plays (the match highlights, the race) before its result is final and bets settle. */
  playMs: z.number().int().min(1000).max(3_600_000),
  /** Events (races) or matchdays (football) scheduled and priced in advance. */
  eventsAhead: z.number().int().min(1).max(20),
}

export const footballSettings = playsWithinInterval(
  z.object({
    ...schedule,
    rtp: z.object({
      '1x2': basisPoints,
      dc: basisPoints,
      'ou1.5': basisPoints,
      'ou2.5': basisPoints,
      'ou3.5': basisPoints,
      btts: basisPoints,
      cs: basisPoints,
      ht: basisPoints,
    }),
  }),
  'playMs',
)
export type FootballSettings = z.infer<typeof footballSettings>

export const raceSettings = playsWithinInterval(
  z.object({
    ...schedule,
    rtp: z.object({ win: basisPoints, place: basisPoints, fc: basisPoints, tc: basisPoints }),
    /** The field sizes a race may have; each race's is drawn from them (the public field stream, decision 012). */
    fieldSizes: z.array(z.number().int().min(4).max(20)).min(1),
  }),
  'playMs',
)
export type RaceSettings = z.infer<typeof raceSettings>
export type SportsGameSettings = FootballSettings | RaceSettings

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
