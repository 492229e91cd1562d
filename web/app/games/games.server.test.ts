import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { runWithRequestContext, type RequestContext } from '#app/utils/request-context.server.ts'
import { call } from './games.server.ts'

/** A stand-in wallet-service whose every answer is a 500 that explains nothing to the player. */
let wallet: http.Server

beforeAll(async () => {
  wallet = http.createServer((request, response) => {
    request.resume()
    response
      .writeHead(500, { 'Content-Type': 'application/json' })
      .end('{"status":500,"code":"INTERNAL","message":"pool exhausted at 10.0.3.7"}')
  })
  await new Promise<void>((resolve) => wallet.listen(0, '127.0.0.1', resolve))
  // This process's settings, read once on first use.
  process.env.WALLET_URL = `http://127.0.0.1:${(wallet.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => wallet.close(resolve))
})

const requestIn = (language: RequestContext['language']): RequestContext => ({
  clientAddress: undefined,
  cspNonce: undefined,
  receivedAt: 0,
  requestId: 'games-request-0001',
  language,
})

describe('a game call the wallet-service fails without explaining', () => {
  it("answers the spec's exception message in the request's language, never the service's words", async () => {
    const spin = () => call('/spin-it', {}, 'a-token', z.object({}))
    const english = await runWithRequestContext(requestIn('en'), spin)
    expect(english).toEqual({ status: 500, message: 'An error occurred. Please try again.', data: null })
    const pidgin = await runWithRequestContext(requestIn('pcm'), spin)
    expect(pidgin).toEqual({ status: 500, message: 'Something no work well. Abeg try again.', data: null })
    // Outside a request (a script, the Vite dev server's first load): the default language.
    expect((await spin()).message).toBe('An error occurred. Please try again.')
  })
})
