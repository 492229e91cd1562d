import type { FastifyInstance } from 'fastify'
import { DomainError } from '../domain-error.ts'

const NUL = '\u0000'

/** No request of the platform nests deeper than a few levels; a deeper one is refused before it is walked further. */
export const MAX_REQUEST_DEPTH = 32

export type ForbiddenContent = 'nul' | 'too-deep' | null

/**
 * Whether a parsed body or query holds a NUL in any string (keys included), or nests deeper than
 * MAX_REQUEST_DEPTH. Walked with an explicit stack, not recursion: a body thousands of levels deep
 * must not overflow the call stack (it made every POST answer 500).
 */
export function forbiddenContent(value: unknown): ForbiddenContent {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value: item, depth } = entry
    if (typeof item === 'string') {
      if (item.includes(NUL)) return 'nul'
      continue
    }
    if (!item || typeof item !== 'object') continue
    if (depth >= MAX_REQUEST_DEPTH) return 'too-deep'
    if (Array.isArray(item)) {
      for (const element of item) stack.push({ value: element, depth: depth + 1 })
      continue
    }
    for (const [key, element] of Object.entries(item)) {
      if (key.includes(NUL)) return 'nul'
      stack.push({ value: element, depth: depth + 1 })
    }
  }
  return null
}

const REFUSALS: Record<Exclude<ForbiddenContent, null>, string> = {
  nul: 'The request contains characters that are not allowed.',
  'too-deep': 'The request is nested too deeply.',
}

/**
 * PostgreSQL text cannot hold a NUL, so one reaching a query fails it with a 500; a body nested
 * thousands of levels deep is no request of ours. Both are refused here, once for every route,
 * after the body is parsed and before authentication or any handler runs.
 */
export function refuseForbiddenContent(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.query, request.params, request.body]) {
      const found = forbiddenContent(part)
      if (found) throw new DomainError('INVALID_INPUT', REFUSALS[found])
    }
  })
}
