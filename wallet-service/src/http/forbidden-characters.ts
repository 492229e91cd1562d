import type { FastifyInstance } from 'fastify'
import { DomainError } from './errors.ts'

const NUL = '\u0000'

/** Whether a NUL appears in any string of a parsed body or query, keys included, however deeply nested. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL)
  if (Array.isArray(value)) return value.some(containsNul)
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item))
  }
  return false
}

/**
 * PostgreSQL text cannot hold a NUL, so one reaching a query fails it with a 500. It is refused
 * here, once for every route, after the body is parsed and before any handler runs.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      throw new DomainError('INVALID_INPUT', 'The request contains characters that are not allowed.')
    }
  })
}
