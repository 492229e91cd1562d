import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** The header the web app sends its request's id in, and the one each answer carries its id back in. */
export const REQUEST_ID_HEADER = 'x-request-id'

// The caller's id goes into every log line of the request: a bounded, plain one only, so it cannot forge or
// bloat a line (the web app accepts the same).
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when well formed, so the web's log lines and this
 * service's of one request share an id, else a new one. (Fastify's own `requestIdHeader` option would
 * take any string the header holds.)
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID()
}

/** Every answer names its request, so a caller's report of one can be found in the log. */
export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
}
