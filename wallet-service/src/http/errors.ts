import type { FastifyError, FastifyInstance } from 'fastify'
import { type z } from 'zod'
import { DomainError, REFUSAL_KIND_BY_CODE, type ErrorCode, type RefusalKind } from '../domain-error.ts'

/**
 * The HTTP status of each kind of refusal (domain-error.ts): the one place where a domain's word becomes HTTP.
 * Spec answers carry `status` in the body too, so error bodies do as well.
 */
const HTTP_STATUS_BY_KIND = {
  invalid: 400,
  unauthenticated: 401,
  // Spin It's spec answers a stake the wallet does not cover with 402; every stake path does.
  'insufficient-funds': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  expired: 410,
  'rate-limited': 429,
  // The bank declined a payout (the money is back in the wallet).
  'upstream-failed': 502,
  unavailable: 503,
} as const satisfies Record<RefusalKind, number>

/** The status a refusal is answered with. */
export const httpStatusOf = (error: DomainError): number => HTTP_STATUS_BY_KIND[REFUSAL_KIND_BY_CODE[error.code]]

/** Headers some refusals carry: a busy game tells the client when to try again. */
const HEADERS_BY_CODE: Partial<Record<ErrorCode, Record<string, string>>> = {
  GAME_BUSY: { 'retry-after': '1' },
  // A window is a minute at most: by then the address may ask again.
  CHECK_BET_RATE_LIMITED: { 'retry-after': '60' },
  BOOKING_CODE_RATE_LIMITED: { 'retry-after': '60' },
}

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
      const status = httpStatusOf(error)
      return reply.status(status).send({ status, code: error.code, message: error.message, ...error.extra })
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
