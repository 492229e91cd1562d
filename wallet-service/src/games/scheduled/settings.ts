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
