import { z } from 'zod'

/** When a scheduled game's events (or draws) happen, and how many links a new hash chain has. */
export const cadenceSettings = {
  /** Time between two events, matchdays or draws of the game. */
  intervalMs: z.number().int().min(1000).max(86_400_000),
  /** Where in the interval the game's events start (games are staggered so two rarely start together). */
  offsetMs: z.number().int().min(0).max(86_400_000),
  /** Betting closes this long before the start. */
  bettingClosesBeforeMs: z.number().int().min(0).max(3_600_000),
  /** Links of a new hash chain (events or draws it lasts). */
  chainLength: z.number().int().min(1).max(10_000_000),
}

/** A game's settings refused unless it starts within its interval and one event (`playKey` long) ends before the next starts. */
export const playsWithinInterval = <K extends string, T extends { intervalMs: number; offsetMs: number } & Record<K, number>>(
  schema: z.ZodType<T>,
  playKey: K,
) =>
  schema
    .refine((settings) => settings.offsetMs < settings.intervalMs, { message: 'must be below intervalMs', path: ['offsetMs'] })
    .refine((settings) => settings[playKey] < settings.intervalMs, { message: 'must be below intervalMs', path: [playKey] })

/** The settings every scheduled family has for its runners, each named `<FAMILY>_<name>`. */
const runnerSettings = {
  /** on: this process competes to run the games' loops; off: it only answers requests. */
  RUNNERS: z.enum(['on', 'off']).default('on'),
  /** How often a process that does not run a game's loop tries to take it over. */
  LEADER_RETRY_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** An event or draw whose start passed more than this before any runner got to it is void (its bets refunded). */
  LATE_VOID_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
}

type Prefixed<Family extends string, Shape> = { [Name in keyof Shape & string as `${Family}_${Name}`]: Shape[Name] }

/**
 * A scheduled family's process-wide settings (documented in the root .env.example): its games' own,
 * `<FAMILY>_GAME_SETTINGS` (perGameSettings), and its runners' (`<FAMILY>_RUNNERS`,
 * `<FAMILY>_LEADER_RETRY_MS`, `<FAMILY>_LATE_VOID_MS`).
 */
export function scheduledFamilySettings<Family extends string, GameSettings extends z.ZodType>(family: Family, gameSettings: GameSettings) {
  const shape = { GAME_SETTINGS: gameSettings, ...runnerSettings }
  const named = Object.fromEntries(Object.entries(shape).map(([name, schema]) => [`${family}_${name}`, schema]))
  // Object.fromEntries loses the names' types; these are them, so config.ts reads NUMBER_RUNNERS and the rest typed.
  return z.object(named as Prefixed<Family, typeof shape>)
}

/** A family's runner timings (`<FAMILY>_LEADER_RETRY_MS`, `<FAMILY>_LATE_VOID_MS`), as its runners read them (runner.ts). */
export type ScheduledRunnerTimings = {
  /** How soon a lock wait whose process is gone leaves PostgreSQL's queue, and the reconnect delay (leadership.ts). */
  leaderRetryMs: number
  /** An open event or draw whose start passed more than this before a runner got to it is void. */
  lateVoidMs: number
}

type RunnersSwitch<Family extends string> = Record<`${Family}_RUNNERS`, 'on' | 'off'>
type RunnersTimings<Family extends string> = Record<`${Family}_LEADER_RETRY_MS` | `${Family}_LATE_VOID_MS`, number>
/** A config holding a family's runner settings. */
export type RunnerSettingsHolder<Family extends string> = RunnersSwitch<Family> & RunnersTimings<Family>

/** A family's runner settings in force: whether this process runs its games' loops, and their timings. */
export function runnerSettingsOf<Family extends string>(
  config: RunnerSettingsHolder<Family>,
  family: Family,
): { on: boolean; timings: ScheduledRunnerTimings } {
  const runners: RunnersSwitch<Family> = config
  const timings: RunnersTimings<Family> = config
  return {
    on: runners[`${family}_RUNNERS` as const] === 'on',
    timings: { leaderRetryMs: timings[`${family}_LEADER_RETRY_MS` as const], lateVoidMs: timings[`${family}_LATE_VOID_MS` as const] },
  }
}
