import type { FastifyError, FastifyInstance } from 'fastify'
import { z } from 'zod'

/**
 * Every refusal the service gives is a DomainError: an HTTP status, a stable machine code
 * that clients and tests can rely on, and a message a person can act on.
 * Spec answers carry `status` in the body too, so error bodies do as well.
 */
export class DomainError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const badRequest = (message: string, code = 'INVALID_INPUT') => new DomainError(400, code, message)
export const unauthorized = (message = 'Please login to continue', code = 'UNAUTHENTICATED') =>
  new DomainError(401, code, message)
export const notFound = (message: string, code = 'NOT_FOUND') => new DomainError(404, code, message)
export const conflict = (message: string, code = 'CONFLICT') => new DomainError(409, code, message)
export const tooManyRequests = (message: string, code = 'TOO_MANY_REQUESTS') => new DomainError(429, code, message)

/** Parses a request part with a zod schema; the first issue's message (the spec's text) is the answer. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const first = result.error.issues[0]
  throw badRequest(first?.message ?? 'Invalid request')
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.code === 'GAME_BUSY') reply.header('retry-after', '1')
      return reply
        .status(error.httpStatus)
        .send({ status: error.httpStatus, code: error.code, message: error.message, ...error.extra })
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
