import { z } from 'zod'

const naira = (fallback: number) => z.coerce.number().int().min(1).max(100_000_000).default(fallback)

export const gamesSettings = z.object({
  /** Origin put in front of in-house launcher URLs (`/play/<slug>?launch=…`); empty keeps them relative to the web app. */
  GAMES_PLAY_BASE_URL: z.string().default(''),
  /** How long a launcher URL's one-time token can be redeemed. */
  GAMES_LAUNCH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** External sportsbook launcher (gameId 10105); unset means live sports are not available. */
  SPORTSBOOK_LAUNCH_URL: z.url().optional(),
  /** Largest single Spin It stake (the smallest is the spec's fixed ₦100). */
  SPIN_IT_MAX_BET_NAIRA: naira(500_000),
  /** Spin 2 Win Royale: smallest stake of one bet (per number for sector bets). */
  ROULETTE_MIN_STAKE_NAIRA: naira(100),
  /** Spin 2 Win Royale: largest stake of one bet (per number for sector bets). */
  ROULETTE_MAX_STAKE_NAIRA: naira(200_000),
  /** Spin 2 Win Royale: largest amount one market (bet type + selection) may pay out in a spin. */
  ROULETTE_MAX_PAYOUT_PER_MARKET_NAIRA: naira(5_000_000),
  /** Spin 2 Win Royale: most bets on the table in one spin. */
  ROULETTE_MAX_BETS_PER_SPIN: z.coerce.number().int().min(1).max(200).default(40),
  /** Game round statements (starts, settlements) of each kind running at once; rounds arriving meanwhile share the next one. */
  GAMES_ROUND_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(50).default(2),
  /** Most rounds started or settled by one statement. */
  GAMES_ROUND_MAX_BATCH: z.coerce.number().int().min(1).max(500).default(16),
  /** Longest a round waits its turn (in the statement queues and on retries) before the player is told the game is busy. */
  GAMES_ROUND_MAX_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Most round statements of each kind waiting in the queue; past it a round is refused as busy at once. */
  GAMES_ROUND_MAX_WAITING: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
})
