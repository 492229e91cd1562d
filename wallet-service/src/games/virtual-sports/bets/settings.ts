import { z } from 'zod'

/** The bet slip's limits, for every virtual sport (documented in the root .env.example). */
export const betSettings = z.object({
  /** Smallest stake of one bet, naira. */
  BET_MIN_STAKE: z.coerce.number().int().min(1).max(100_000_000).default(100),
  /** Largest stake of one bet, naira. */
  BET_MAX_STAKE: z.coerce.number().int().min(1).max(100_000_000).default(500_000),
  /** Largest win of one bet, naira: its potential win is capped here, and shown before staking. */
  BET_MAX_PAYOUT: z.coerce.number().int().min(1).max(1_000_000_000).default(10_000_000),
  /** Most selections on one bet slip. */
  BET_MAX_SELECTIONS: z.coerce.number().int().min(1).max(100).default(30),
  /** Check Bet answers per client address per minute. */
  CHECK_BET_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
})
