import { describe, expect, it } from 'vitest'
import { getLogger } from './logger.server.ts'
import { runWithRequestContext } from './request-context.server.ts'

describe('getLogger', () => {
  it("binds the current request's id to every line, and none outside a request", async () => {
    const context = { clientAddress: undefined, cspNonce: undefined, receivedAt: 0, requestId: 'request-id-0001', language: 'en' as const }
    const bindings = await runWithRequestContext(context, async () => {
      await Promise.resolve()
      return getLogger().bindings()
    })
    expect(bindings).toMatchObject({ service: 'web', requestId: 'request-id-0001' })
    expect(getLogger().bindings()).not.toHaveProperty('requestId')
  })

  it('names the request app-server.js gives it outside the request context', () => {
    expect(getLogger('request-id-0002').bindings()).toMatchObject({ requestId: 'request-id-0002' })
  })
})
