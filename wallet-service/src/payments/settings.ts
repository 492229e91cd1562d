import { z } from 'zod'

const optionalSecret = z.string().min(1).optional()

/** Payments settings: which provider moves bank money, its keys, the sandbox bank's behaviour and limits. */
export const paymentsSettings = z.object({
  /** Bank provider for deposits by transfer and payouts: the embedded simulated bank, or Paystack. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
  /** Most a user may withdraw per calendar day (Africa/Lagos), in naira. */
  WITHDRAWAL_DAILY_LIMIT_NAIRA: z.coerce.number().int().min(1).default(500_000),
  /** Least a single withdrawal may be, in naira (a bank transfer costs more than a few kobo to send). */
  WITHDRAWAL_MIN_NAIRA: z.coerce.number().int().min(1).default(100),
  /** A withdrawal above this (naira) waits for finance to review it, the money held meanwhile. */
  WITHDRAWAL_REVIEW_ABOVE_NAIRA: z.coerce.number().int().min(1).default(100_000),
  /** A reviewed withdrawal above this (naira) is paid only once two different finance staff approve it. */
  WITHDRAWAL_TWO_APPROVALS_ABOVE_NAIRA: z.coerce.number().int().min(1).default(300_000),
  /**
   * The risk rules (a player's first withdrawal, deposits withdrawn with little play, a history of accounts
   * in other names) send a withdrawal to review only above this (naira): a small one costs more to review than it risks.
   */
  WITHDRAWAL_REVIEW_FLAGS_ABOVE_NAIRA: z.coerce.number().int().min(0).default(20_000),
  /** "Little play": staked less than this percentage of what was deposited in the last WITHDRAWAL_REVIEW_LOOKBACK_DAYS; 0 turns the rule off. */
  WITHDRAWAL_REVIEW_MIN_TURNOVER_PERCENT: z.coerce.number().int().min(0).max(1000).default(100),
  WITHDRAWAL_REVIEW_LOOKBACK_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** A withdrawal refused for a name mismatch within this many days sends the player's next ones to review. */
  WITHDRAWAL_REVIEW_NAME_MISMATCH_DAYS: z.coerce.number().int().min(1).max(365).default(90),
  /** What the player is told a review takes, in hours (finance's service level). */
  WITHDRAWAL_REVIEW_EXPECTED_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /** Bank account names one player may look up in an hour before confirming a withdrawal. */
  NAME_ENQUIRY_MAX_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** How often unfinished payouts and unprocessed webhook events are resumed; 0 runs it only at start. */
  PAYOUT_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(0).default(10_000),
  /** A payout still unfinished after this long is picked up by the recovery loop. */
  PAYOUT_RECOVERY_AFTER_MS: z.coerce.number().int().min(0).default(30_000),
  /** Deposit credit statements running at once; webhook deliveries arriving meanwhile share the next one. */
  DEPOSIT_CREDIT_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(50).default(2),
  /** Most bank deposits credited by one statement. */
  DEPOSIT_CREDIT_MAX_BATCH: z.coerce.number().int().min(1).max(500).default(16),
  /** Key the sandbox bank signs its webhooks with (development and tests only). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('sandbox-webhook-signing-key-dev-only'),
  /** How sandbox payouts end unless the account says otherwise: success, fail or pending. */
  SANDBOX_PAYOUT_OUTCOME: z.enum(['success', 'fail', 'pending']).default('success'),
  /** Paystack secret key (sk_...): API calls and webhook signatures. Required with PAYMENT_PROVIDER=paystack. */
  PAYSTACK_SECRET_KEY: optionalSecret,
  /** Paystack API base; tests point it at a local server. */
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  /** Bank slug Paystack issues dedicated virtual accounts at. */
  PAYSTACK_PREFERRED_BANK: z.string().default('wema-bank'),
  /** Stripe secret key; card deposits are offered only when it is set. */
  STRIPE_SECRET_KEY: optionalSecret,
  /** Stripe webhook signing secret (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /** Stripe API address override (tests point the SDK at a local server), e.g. http://127.0.0.1:3405. */
  STRIPE_API_URL: z.url().optional(),
})
