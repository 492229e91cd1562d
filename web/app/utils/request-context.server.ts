import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { Language } from '#app/i18n/config.ts'

/**
 * What the web server (app-server.js) knows about a request that the Web `Request` handed to Remix does
 * not carry: the client's address as the server resolved it (the socket's, or the one trusted proxies
 * report under TRUST_PROXY), the Content-Security-Policy nonce of this answer, when it arrived
 * (`performance.now()`, before any loader ran: a page rendered for a request older than the CMS's last
 * change is not kept), its id and its language (the language cookie's). It is kept for the duration of the
 * request so the one wallet client can sign the address and pass the id on every call, the logger can name
 * the request, and a failed game call can say so in the player's language, without each loader and action
 * passing them along.
 */
export type RequestContext = {
  clientAddress: string | undefined
  cspNonce: string | undefined
  receivedAt: number
  requestId: string
  language: Language
}

const storage = new AsyncLocalStorage<RequestContext>()

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work)
}

/** The current request's context; undefined outside app-server.js (the Vite dev server, unit tests). */
export function getRequestContext(): RequestContext | undefined {
  return storage.getStore()
}

/** The header a request's id travels in: from a proxy in front, back to the browser, on to the wallet-service. */
export const REQUEST_ID_HEADER = 'x-request-id'

// An id given by whoever sent the request goes into every log line of it: a bounded, plain one only, so it
// cannot forge or bloat a line (the wallet-service accepts the same).
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/

/** The request's id: the `X-Request-Id` it came with when well formed (a proxy's, so logs join up), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED_REQUEST_ID.test(header) ? header : randomUUID()
}
