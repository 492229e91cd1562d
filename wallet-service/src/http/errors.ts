import type { FastifyError, FastifyInstance } from 'fastify'
import { type z } from 'zod'

/**
 * The HTTP status of every refusal, by its code: the one place where a domain's word becomes HTTP.
 * Codes are stable: clients and tests rely on them.
 */
const HTTP_STATUS_BY_CODE = {
  // The request itself is wrong.
  INVALID_INPUT: 400,
  TOO_MANY_DECIMALS: 400,
  BET_TOO_SMALL: 400,
  BET_TOO_LARGE: 400,
  NO_BETS: 400,
  TOO_MANY_BETS: 400,
  STAKE_TOO_SMALL: 400,
  STAKE_TOO_LARGE: 400,
  MARKET_PAYOUT_LIMIT: 400,
  REFERRAL_CODE_UNKNOWN: 400,
  ALREADY_VERIFIED: 400,
  WRONG_PASSWORD: 400,
  OTP_INCORRECT: 400,
  OTP_EXPIRED: 400,
  OTP_USED: 400,
  BELOW_MINIMUM_WITHDRAWAL: 400,
  // A withdrawal form's amount above the balance: one of the spec's field rules, answered as the form's others are.
  AMOUNT_ABOVE_BALANCE: 400,
  DAILY_LIMIT_REACHED: 400,
  ACCOUNT_NOT_FOUND: 400,
  ACCOUNT_NAME_MISMATCH: 400,
  // Who is asking.
  UNAUTHENTICATED: 401,
  SESSION_INVALID: 401,
  BAD_CREDENTIALS: 401,
  TICKET_REQUIRED: 401,
  TICKET_INVALID: 401,
  // A stake the wallet does not cover, on every stake path (Spin It's spec answers it with 402).
  INSUFFICIENT_BALANCE: 402,
  NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  GAME_NOT_AVAILABLE: 404,
  CARDS_UNAVAILABLE: 404,
  OTP_REQUEST_NOT_FOUND: 404,
  PHONE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  LAUNCH_EXPIRED: 410,
  LOGIN_LOCKED: 429,
  OTP_COOLDOWN: 429,
  OTP_HOURLY_LIMIT: 429,
  OTP_ADDRESS_LIMIT: 429,
  OTP_ATTEMPTS_EXCEEDED: 429,
  SIGNUP_ADDRESS_LIMIT: 429,
  NAME_ENQUIRY_LIMIT: 429,
  // The bank declined a payout (the money is back in the wallet).
  PAYOUT_FAILED: 502,
  SPORTSBOOK_NOT_CONFIGURED: 503,
  GAME_BUSY: 503,
  // Crash games.
  AUTO_CASH_OUT_INVALID: 400,
  BET_NOT_FOUND: 404,
  ROUND_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  BETS_CLOSED: 409,
  BET_SLOTS_FULL: 409,
  ROUND_FULL: 409,
  ROUND_STARTED: 409,
  ROUND_NOT_STARTED: 409,
  ROUND_ENDED: 409,
  ROUND_NOT_FINISHED: 409,
  ALREADY_CASHED_OUT: 409,
  GAME_NOT_RUNNING: 503,
  // Virtual sports bets, booking codes and Check Bet.
  STAKE_TOO_LOW: 400,
  STAKE_TOO_HIGH: 400,
  TOO_MANY_SELECTIONS: 400,
  SELECTION_UNKNOWN: 400,
  SAME_EVENT: 400,
  EVENT_CLOSED: 409,
  ODDS_CHANGED: 409,
  BOOKING_CODE_NOT_FOUND: 404,
  CHECK_BET_RATE_LIMITED: 429,
  BOOKING_CODE_RATE_LIMITED: 429,
  // Number games' draws.
  DRAW_NOT_FOUND: 404,
  // Number tickets.
  INVALID_TICKET: 400,
  STAKE_FIXED: 400,
  MIXED_SLIP: 400,
  DRAW_CLOSED: 409,
  LIABILITY_CAP: 409,
  // Identity checks (KYC). Refusals that an identity check lifts are 403; a closed account too.
  KYC_REQUIRED: 403,
  KYC_DEPOSIT_CAP: 403,
  ACCOUNT_CLOSED: 403,
  KYC_ALREADY_VERIFIED: 409,
  KYC_IN_PROGRESS: 409,
  KYC_TOO_MANY_CHECKS: 429,
  KYC_PROVIDER_UNAVAILABLE: 503,
  // Player protection: a break or a limit refuses a stake or a deposit; the message says when it lifts.
  SELF_EXCLUDED: 403,
  TIMED_OUT: 403,
  LOSS_LIMIT_DAY: 403,
  LOSS_LIMIT_WEEK: 403,
  LOSS_LIMIT_MONTH: 403,
  DEPOSIT_LIMIT_DAY: 403,
  DEPOSIT_LIMIT_WEEK: 403,
  DEPOSIT_LIMIT_MONTH: 403,
} as const satisfies Record<string, number>

export type ErrorCode = keyof typeof HTTP_STATUS_BY_CODE

/** Headers some refusals carry: a busy game tells the client when to try again. */
const HEADERS_BY_CODE: Partial<Record<ErrorCode, Record<string, string>>> = {
  GAME_BUSY: { 'retry-after': '1' },
  // A window is a minute at most: by then the address may ask again.
  CHECK_BET_RATE_LIMITED: { 'retry-after': '60' },
  BOOKING_CODE_RATE_LIMITED: { 'retry-after': '60' },
}

/**
 * Every refusal the service gives is a DomainError: a stable machine code, a message a person can
 * act on, and any fields the answer carries besides. Domains never choose HTTP statuses; the code does.
 * Spec answers carry `status` in the body too, so error bodies do as well.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code]
  }
}

/** The one refusal of a stake the wallet does not cover; `message` says by how much, where a path can tell. */
export const insufficientBalance = (message = 'INSUFFICIENT BALANCE') => new DomainError('INSUFFICIENT_BALANCE', message)

/** Parses a request part with a zod schema; the first issue's message (the spec's text) is the answer. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const first = result.error.issues[0]
  throw new DomainError('INVALID_INPUT', first?.message ?? 'Invalid request')
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const headers = HEADERS_BY_CODE[error.code]
      if (headers) reply.headers(headers)
      return reply.status(error.httpStatus).send({ status: error.httpStatus, code: error.code, message: error.message, ...error.extra })
    }
    const fastifyError = error as FastifyError
    if (fastifyError.statusCode && fastifyError.statusCode < 500) {
      return reply
        .status(fastifyError.statusCode)
        .send({ status: fastifyError.statusCode, code: fastifyError.code ?? 'BAD_REQUEST', message: fastifyError.message })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ status: 500, code: 'INTERNAL', message: 'An error occurred. Please try again later.' })
  })
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ status: 404, code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url}` })
  })
}
