/** What kind of refusal a code is; the HTTP layer (http/errors.ts) alone turns a kind into a status. */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'insufficient-funds'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'expired'
  | 'rate-limited'
  | 'upstream-failed'
  | 'unavailable'

/** Every refusal's code, with its kind. Codes are stable: clients and tests rely on them. */
export const REFUSAL_KIND_BY_CODE = {
  // The request itself is wrong.
  INVALID_INPUT: 'invalid',
  TOO_MANY_DECIMALS: 'invalid',
  BET_TOO_SMALL: 'invalid',
  BET_TOO_LARGE: 'invalid',
  NO_BETS: 'invalid',
  TOO_MANY_BETS: 'invalid',
  STAKE_TOO_SMALL: 'invalid',
  STAKE_TOO_LARGE: 'invalid',
  MARKET_PAYOUT_LIMIT: 'invalid',
  REFERRAL_CODE_UNKNOWN: 'invalid',
  ALREADY_VERIFIED: 'invalid',
  WRONG_PASSWORD: 'invalid',
  OTP_INCORRECT: 'invalid',
  OTP_EXPIRED: 'invalid',
  OTP_USED: 'invalid',
  BELOW_MINIMUM_WITHDRAWAL: 'invalid',
  // A withdrawal form's amount above the balance: one of the spec's field rules, answered as the form's others are.
  AMOUNT_ABOVE_BALANCE: 'invalid',
  DAILY_LIMIT_REACHED: 'invalid',
  ACCOUNT_NOT_FOUND: 'invalid',
  ACCOUNT_NAME_MISMATCH: 'invalid',
  // Who is asking.
  UNAUTHENTICATED: 'unauthenticated',
  SESSION_INVALID: 'unauthenticated',
  BAD_CREDENTIALS: 'unauthenticated',
  TICKET_REQUIRED: 'unauthenticated',
  TICKET_INVALID: 'unauthenticated',
  // A stake the wallet does not cover, on every stake path.
  INSUFFICIENT_BALANCE: 'insufficient-funds',
  NOT_FOUND: 'not-found',
  GAME_NOT_FOUND: 'not-found',
  GAME_NOT_AVAILABLE: 'not-found',
  CARDS_UNAVAILABLE: 'not-found',
  OTP_REQUEST_NOT_FOUND: 'not-found',
  PHONE_TAKEN: 'conflict',
  EMAIL_TAKEN: 'conflict',
  IDEMPOTENCY_KEY_REUSED: 'conflict',
  LAUNCH_EXPIRED: 'expired',
  LOGIN_LOCKED: 'rate-limited',
  OTP_COOLDOWN: 'rate-limited',
  OTP_HOURLY_LIMIT: 'rate-limited',
  OTP_ADDRESS_LIMIT: 'rate-limited',
  OTP_ATTEMPTS_EXCEEDED: 'rate-limited',
  SIGNUP_ADDRESS_LIMIT: 'rate-limited',
  NAME_ENQUIRY_LIMIT: 'rate-limited',
  // The bank declined a payout (the money is back in the wallet).
  PAYOUT_FAILED: 'upstream-failed',
  SPORTSBOOK_NOT_CONFIGURED: 'unavailable',
  GAME_BUSY: 'unavailable',
  // Crash games.
  AUTO_CASH_OUT_INVALID: 'invalid',
  BET_NOT_FOUND: 'not-found',
  ROUND_NOT_FOUND: 'not-found',
  EVENT_NOT_FOUND: 'not-found',
  BETS_CLOSED: 'conflict',
  BET_SLOTS_FULL: 'conflict',
  ROUND_FULL: 'conflict',
  ROUND_STARTED: 'conflict',
  ROUND_NOT_STARTED: 'conflict',
  ROUND_ENDED: 'conflict',
  ROUND_NOT_FINISHED: 'conflict',
  ALREADY_CASHED_OUT: 'conflict',
  GAME_NOT_RUNNING: 'unavailable',
  // Virtual sports bets, booking codes and Check Bet.
  STAKE_TOO_LOW: 'invalid',
  STAKE_TOO_HIGH: 'invalid',
  TOO_MANY_SELECTIONS: 'invalid',
  SELECTION_UNKNOWN: 'invalid',
  SAME_EVENT: 'invalid',
  EVENT_CLOSED: 'conflict',
  ODDS_CHANGED: 'conflict',
  BOOKING_CODE_NOT_FOUND: 'not-found',
  CHECK_BET_RATE_LIMITED: 'rate-limited',
  BOOKING_CODE_RATE_LIMITED: 'rate-limited',
  // Number games' draws.
  DRAW_NOT_FOUND: 'not-found',
  // Number tickets.
  INVALID_TICKET: 'invalid',
  STAKE_FIXED: 'invalid',
  MIXED_SLIP: 'invalid',
  DRAW_CLOSED: 'conflict',
  LIABILITY_CAP: 'conflict',
  // Identity checks (KYC). Refusals that an identity check lifts are forbidden until then; a closed account too.
  KYC_REQUIRED: 'forbidden',
  KYC_DEPOSIT_CAP: 'forbidden',
  ACCOUNT_CLOSED: 'forbidden',
  // An account support staff locked: login is refused until they unlock it.
  ACCOUNT_LOCKED: 'forbidden',
  KYC_ALREADY_VERIFIED: 'conflict',
  KYC_IN_PROGRESS: 'conflict',
  KYC_TOO_MANY_CHECKS: 'rate-limited',
  KYC_PROVIDER_UNAVAILABLE: 'unavailable',
  // Player protection: a break or a limit refuses a stake or a deposit; the message says when it lifts.
  SELF_EXCLUDED: 'forbidden',
  TIMED_OUT: 'forbidden',
  LOSS_LIMIT_DAY: 'forbidden',
  LOSS_LIMIT_WEEK: 'forbidden',
  LOSS_LIMIT_MONTH: 'forbidden',
  DEPOSIT_LIMIT_DAY: 'forbidden',
  DEPOSIT_LIMIT_WEEK: 'forbidden',
  DEPOSIT_LIMIT_MONTH: 'forbidden',
  // The back office's staff calls (src/back-office/): a call the CMS did not sign, or a role without the right.
  STAFF_CALL_UNSIGNED: 'unauthenticated',
  STAFF_CALL_STALE: 'unauthenticated',
  STAFF_CALL_REPLAYED: 'unauthenticated',
  STAFF_API_OFF: 'unavailable',
  STAFF_FORBIDDEN: 'forbidden',
  PLAYER_NOT_FOUND: 'not-found',
  // Decisions that need two staff members (the four-eyes rule).
  MAKER_CANNOT_APPROVE: 'forbidden',
  ALREADY_APPROVED: 'conflict',
  DECISION_PENDING: 'conflict',
  DECISION_CLOSED: 'conflict',
  DECISION_NOT_FOUND: 'not-found',
  ADJUSTMENT_ABOVE_BALANCE: 'conflict',
  WITHDRAWAL_NOT_IN_REVIEW: 'conflict',
  KYC_NOT_AN_EXCEPTION: 'conflict',
  // A player's withdrawal that finance did not approve (the amount is back in the wallet).
  WITHDRAWAL_NOT_APPROVED: 'forbidden',
  PAYOUT_NOT_STUCK: 'conflict',
  // Support's actions on a player's account.
  ACCOUNT_ALREADY_LOCKED: 'conflict',
  ACCOUNT_NOT_LOCKED: 'conflict',
  NO_CODE_TO_RESEND: 'conflict',
  // A player's email confirmation (accounts/email-confirmation.ts).
  EMAIL_ALREADY_CONFIRMED: 'conflict',
  EMAIL_CODE_NOT_SENT: 'not-found',
  // Signing in with an OpenID Connect provider (decision 022).
  OIDC_NOT_CONFIGURED: 'unavailable',
  OIDC_PROVIDER_UNAVAILABLE: 'unavailable',
  OIDC_SIGNIN_EXPIRED: 'unauthenticated',
  OIDC_TOKEN_REFUSED: 'unauthenticated',
  OIDC_SIGNUP_EXPIRED: 'unauthenticated',
  OIDC_ALREADY_LINKED: 'conflict',
  OIDC_LINKED_ELSEWHERE: 'conflict',
  OIDC_EMAIL_HAS_ACCOUNT: 'conflict',
  OIDC_EMAIL_UNVERIFIED: 'conflict',
  OIDC_LINK_NOT_YOURS: 'forbidden',
  OIDC_NOT_LINKED: 'not-found',
  OIDC_UNLINK_NEEDS_PASSWORD: 'conflict',
  // The agents' area (src/agents/): a player's session on an agent's route.
  AGENT_ONLY: 'forbidden',
  // Agents (src/agents/): commission
  AGENT_COMMISSION_WEEK_UNKNOWN: 'not-found',
  // Agents (src/agents/): referrals and tickets
  REFERRAL_CODE_NOT_AGENT: 'invalid',
  NOT_A_SHOP_TICKET: 'conflict',
  TICKET_NOT_WON: 'conflict',
  TICKET_ALREADY_PAID: 'conflict',
  SELLER_FLOAT_SHORT: 'conflict',
  // Parked transfers and closed accounts' money, which finance resolves.
  PARKED_TRANSFER_NOT_FOUND: 'not-found',
  PARKED_TRANSFER_RESOLVED: 'conflict',
  PARKED_TRANSFER_CANNOT: 'conflict',
  CLOSURE_NOT_FOUND: 'not-found',
  CLOSURE_REFUND_IN_PROGRESS: 'conflict',
  CLOSURE_NOTHING_TO_REFUND: 'conflict',
  CLOSURE_REFUND_ABOVE_BALANCE: 'conflict',
  // Agents (src/agents/): cash
  CUSTOMER_NOT_FOUND: 'not-found',
  CUSTOMER_IS_AGENT: 'forbidden',
  AGENT_OWN_ACCOUNT: 'forbidden',
  FLOAT_TOO_LOW: 'insufficient-funds',
  AML_CASH_LIMIT: 'forbidden',
  CASH_OUT_NOT_FOUND: 'not-found',
  CASH_OUT_WRONG_CODE: 'invalid',
  CASH_OUT_VOIDED: 'conflict',
  CASH_OUT_USED: 'conflict',
  CASH_OUT_EXPIRED: 'expired',
} as const satisfies Record<string, RefusalKind>

export type ErrorCode = keyof typeof REFUSAL_KIND_BY_CODE

/**
 * Every refusal the service gives is a DomainError: a stable machine code, a message a person can
 * act on, and any fields the answer carries besides. Domains never choose HTTP statuses: they raise
 * a code, whose kind the HTTP layer answers.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/** The one refusal of a stake the wallet does not cover; `message` says by how much, where a path can tell. */
export const insufficientBalance = (message = 'INSUFFICIENT BALANCE') => new DomainError('INSUFFICIENT_BALANCE', message)
