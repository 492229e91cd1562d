import { describe, expect, it } from 'vitest'
import { requestIdFrom } from './request-context.server.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('requestIdFrom', () => {
  it('keeps a well-formed X-Request-Id, so a proxy in front and this server log the same id', () => {
    expect(requestIdFrom('3f2b9c1e-proxy.id_42')).toBe('3f2b9c1e-proxy.id_42')
  })

  it('gives a request without one, or with one that could forge or bloat a log line, a new id of its own', () => {
    const given = [
      undefined,
      'short',
      'x'.repeat(129),
      'two words here',
      '{"level":60,"msg":"forged"}',
      ['first-id-0001', 'second-id-0002'],
    ]
    const ids = given.map((header) => requestIdFrom(header))
    for (const id of ids) expect(id).toMatch(UUID)
    expect(new Set(ids).size).toBe(given.length)
  })
})
