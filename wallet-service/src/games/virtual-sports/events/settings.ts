import { z } from 'zod'
import { SPORTS_GAMES, type FootballGame, type RaceGame, type SportsGame } from '../games.ts'

/** Return to player of one market, in basis points (9200 = 92%). */
const basisPoints = z.number().int().min(5000).max(9900)

/** When a game's events happen (every game), and how many links a new hash chain has. */
const schedule = {
  /** Time between two events (races) or two matchdays (football) of the game. */
  intervalMs: z.number().int().min(1000).max(86_400_000),
  /** Where in the interval the game's events start (races are staggered so two games rarely start together). */
  offsetMs: z.number().int().min(0).max(86_400_000),
  /** Betting closes this long before the start. */
  bettingClosesBeforeMs: z.number().int().min(0).max(3_600_000),
  /** How long an event plays (the match highlights, the race) before its result is final and bets settle. */
  playMs: z.number().int().min(1000).max(3_600_000),
  /** Events (races) or matchdays (football) scheduled and priced in advance. */
  eventsAhead: z.number().int().min(1).max(20),
  /** Links of a new hash chain (events it lasts). */
  chainLength: z.number().int().min(1).max(10_000_000),
}

const scheduleIsPlayable = <T extends { intervalMs: number; offsetMs: number; playMs: number }>(schema: z.ZodType<T>) =>
  schema
    .refine((settings) => settings.offsetMs < settings.intervalMs, { message: 'offsetMs must be below intervalMs' })
    // One event (or matchday) of a game plays at a time.
    .refine((settings) => settings.playMs < settings.intervalMs, { message: 'playMs must be below intervalMs' })

export const footballSettings = scheduleIsPlayable(
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
)
export type FootballSettings = z.infer<typeof footballSettings>

export const raceSettings = scheduleIsPlayable(
  z.object({
    ...schedule,
    rtp: z.object({ win: basisPoints, place: basisPoints, fc: basisPoints, tc: basisPoints }),
    /** The field sizes a race may have; each race's is drawn from them (the public field stream, decision 012). */
    fieldSizes: z.array(z.number().int().min(4).max(20)).min(1),
  }),
)
export type RaceSettings = z.infer<typeof raceSettings>
export type SportsGameSettings = FootballSettings | RaceSettings

/** `SPORTS_GAME_SETTINGS`: `{"*": {...}, "<slug>": {...}}`, game entries over "*" over the definition; `rtp` merged per market. */
const overridesSchema = z.record(z.string(), z.record(z.string(), z.unknown()))
const rtpLayer = z.record(z.string(), z.unknown()).optional()

/** The settings schema of one game: its kind's, with race fields no larger than the game's roster. */
const schemaOf = (game: SportsGame): z.ZodType<SportsGameSettings> =>
  game.kind === 'football'
    ? footballSettings
    : raceSettings.refine((settings) => settings.fieldSizes.every((size) => size <= game.runners.length), {
        message: `must be at most ${game.runners.length} runners`,
        path: ['fieldSizes'],
      })

/** The process-wide settings of the virtual sports' events (documented in the root .env.example). */
export const sportsSettings = z.object({
  /** Per game, resolved: the definition's defaults, then the "*" entry, then the game's own entry. */
  SPORTS_GAME_SETTINGS: z
    .string()
    .default('{}')
    .transform((text, context) => {
      let overrides: z.infer<typeof overridesSchema>
      try {
        overrides = overridesSchema.parse(JSON.parse(text))
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object of objects, e.g. {"*": {"bettingClosesBeforeMs": 15000}}' })
        return z.NEVER
      }
      const unknown = Object.keys(overrides).find((key) => key !== '*' && !SPORTS_GAMES.some((game) => game.slug === key))
      if (unknown) {
        context.addIssue({ code: 'custom', message: `names no virtual sports game: ${unknown}` })
        return z.NEVER
      }
      const resolved: Record<string, SportsGameSettings> = {}
      for (const game of SPORTS_GAMES) {
        const layers = [game.defaults, overrides['*'] ?? {}, overrides[game.slug] ?? {}]
        const rtp = z.array(rtpLayer).safeParse(layers.map((layer) => layer.rtp))
        if (!rtp.success) {
          context.addIssue({ code: 'custom', message: `${game.slug}: rtp must be an object of basis points per market` })
          return z.NEVER
        }
        const result = schemaOf(game).safeParse({ ...layers[0], ...layers[1], ...layers[2], rtp: Object.assign({}, ...rtp.data) })
        if (!result.success) {
          const issue = result.error.issues[0]!
          context.addIssue({ code: 'custom', message: `${game.slug}: ${issue.path.join('.') || 'settings'} ${issue.message}` })
          return z.NEVER
        }
        resolved[game.slug] = result.data
      }
      return resolved
    }),
  /** on: this process competes to run the games' event loops; off: it only answers requests. */
  SPORTS_RUNNERS: z.enum(['on', 'off']).default('on'),
  /** How often a process that does not run a game's loop tries to take it over. */
  SPORTS_LEADER_RETRY_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** An event whose start passed more than this before any runner got to it is void (its bets refunded). */
  SPORTS_LATE_VOID_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
})

type SettingsHolder = { SPORTS_GAME_SETTINGS: Record<string, SportsGameSettings> }

/** A game's settings in force. */
export function settingsOf(config: SettingsHolder, game: FootballGame): FootballSettings
export function settingsOf(config: SettingsHolder, game: RaceGame): RaceSettings
export function settingsOf(config: SettingsHolder, game: SportsGame): SportsGameSettings
export function settingsOf(config: SettingsHolder, game: SportsGame): SportsGameSettings {
  return config.SPORTS_GAME_SETTINGS[game.slug]!
}
