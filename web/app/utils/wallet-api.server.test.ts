import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runWithRequestContext, type RequestContext } from './request-context.server.ts'
import { walletApi } from './wallet-api.server.ts'

/** A stand-in wallet-service over HTTP: records each request's path and X-Request-Id, and answers 200 after a moment. */
let wallet: http.Server
const walletRequests: { path: string; requestId: string | string[] | undefined }[] = []

beforeAll(async () => {
  wallet = http.createServer((request, response) => {
    walletRequests.push({ path: request.url ?? '', requestId: request.headers['x-request-id'] })
    request.resume()
    // Answered late, so calls made side by side are in flight together.
    setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":200}'), 20)
  })
  await new Promise<void>((resolve) => wallet.listen(0, '127.0.0.1', resolve))
  // This process's settings, read once on first use.
  process.env.WALLET_URL = `http://127.0.0.1:${(wallet.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => wallet.close(resolve))
})

const requestWithId = (requestId: string): RequestContext => ({
  clientAddress: undefined,
  cspNonce: undefined,
  receivedAt: 0,
  requestId,
  language: 'en',
})
const requestIdSentFor = (path: string) => walletRequests.find((request) => request.path === path)?.requestId

describe('walletApi', () => {
  it("sends the current request's id, each call its own request's when requests overlap", async () => {
    await Promise.all([
      runWithRequestContext(requestWithId('first-request-0001'), () => walletApi('/first', null)),
      runWithRequestContext(requestWithId('second-request-0002'), async () => {
        await walletApi('/second', {})
        // Still its own after an await.
        await walletApi('/second-again', null)
      }),
    ])
    expect(requestIdSentFor('/first')).toBe('first-request-0001')
    expect(requestIdSentFor('/second')).toBe('second-request-0002')
    expect(requestIdSentFor('/second-again')).toBe('second-request-0002')
  })

  it('sends no request id outside a request (a process of its own, such as following the clock)', async () => {
    await walletApi('/outside', null)
    expect(walletRequests.find((request) => request.path === '/outside')).toMatchObject({ requestId: undefined })
  })
})
