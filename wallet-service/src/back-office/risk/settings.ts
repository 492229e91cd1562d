import { z } from 'zod'

/** The risk measures' thresholds (documented in the root .env.example and ./README.md). */
export const riskSettings = z.object({
  /**
   * Fewer settled bets than this in a period and its RTP interval is only indicative: it is still given,
   * but the period is never flagged (a handful of losing bets would sit outside any stated RTP).
   */
  RISK_RTP_MIN_BETS: z.coerce.number().int().min(2).max(1_000_000).default(100),
  /** How many days back the unusual patterns look, unless a query asks for another stretch. */
  RISK_PATTERN_DAYS: z.coerce.number().int().min(1).max(366).default(90),
  /**
   * Accounts logging in from one client address that make it a pattern. High by default: mobile networks put
   * many customers behind one address.
   */
  RISK_ACCOUNTS_PER_ADDRESS: z.coerce.number().int().min(2).max(1000).default(5),
  /** Players withdrawing to one bank account that make it a pattern (withdrawals go only to the player's own). */
  RISK_PLAYERS_PER_PAYOUT_ACCOUNT: z.coerce.number().int().min(2).max(1000).default(2),
  /** Players funded by bank transfers from one bank account that make it a pattern. */
  RISK_PLAYERS_PER_FUNDING_ACCOUNT: z.coerce.number().int().min(2).max(1000).default(3),
})
export type RiskSettings = z.infer<typeof riskSettings>
