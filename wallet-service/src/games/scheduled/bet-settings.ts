import { z } from 'zod'

const naira = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback)
const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback)

/** The bet slip's settings (documented in the root .env.example): the slip's bounds, the sports bets' stakes and payout, Check Bet and booking codes. The events' own are SPORTS_*, the number games' NUMBER_GAME_SETTINGS. */
export const betSettings = z.object({
  /** Smallest stake of one bet, naira (a slip of singles stakes this on each). */
  BET_MIN_STAKE: naira(100),
  /** Largest stake of one bet, naira. */
  BET_MAX_STAKE: naira(500_000),
  /** Largest payout of one bet, naira: the potential win is capped at it when the bet is placed. */
  BET_MAX_PAYOUT: naira(10_000_000),
  /** Most selections on one slip (a multiple's legs, or the singles placed together). */
  BET_MAX_SELECTIONS: z.coerce.number().int().min(1).max(100).default(30),
  /** Most bets written by one placement statement (requests arriving meanwhile share the next one). */
  BET_MAX_BATCH: z.coerce.number().int().min(1).max(1000).default(100),
  /** Check Bet requests per client address per minute. */
  CHECK_BET_RATE_LIMIT: perMinute(30),
  /** Booking codes created per client address per minute. */
  BOOKING_CODE_RATE_LIMIT: perMinute(30),
  /** How long a booking code can be loaded. */
  BOOKING_CODE_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
})

/** What the settings must hold together (run on the whole config: a refined object cannot be extended). */
export function checkBetSettings(settings: BetSettings, context: z.core.$RefinementCtx): void {
  if (settings.BET_MIN_STAKE > settings.BET_MAX_STAKE) {
    context.addIssue({ code: 'custom', path: ['BET_MIN_STAKE'], message: 'is above BET_MAX_STAKE' })
  }
  // The largest stake must be able to win something at the lowest odds (1.01) before the cap.
  if (settings.BET_MAX_PAYOUT * 100 < settings.BET_MAX_STAKE * 101) {
    context.addIssue({ code: 'custom', path: ['BET_MAX_PAYOUT'], message: 'is below 1.01 x BET_MAX_STAKE' })
  }
}

export type BetSettings = z.infer<typeof betSettings>

type BatchSettings = {
  GAMES_ROUND_BATCHES_IN_FLIGHT: number
  BET_MAX_BATCH: number
  GAMES_ROUND_MAX_WAIT_MS: number
  GAMES_ROUND_MAX_WAITING: number
}

/** How the bet slip's placements are batched (sports slips and number tickets alike): BatchQueue's limits. */
export const slipBatchLimits = (config: BatchSettings) => ({
  batchesInFlight: config.GAMES_ROUND_BATCHES_IN_FLIGHT,
  maxBatch: config.BET_MAX_BATCH,
  maxWaitMs: config.GAMES_ROUND_MAX_WAIT_MS,
  maxWaiting: config.GAMES_ROUND_MAX_WAITING,
})
