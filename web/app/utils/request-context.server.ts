import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What the web server (app-server.js) knows about a request that the Web `Request` handed to Remix does
 * not carry: the client's address as the server resolved it (the socket's, or the one trusted proxies
 * report under TRUST_PROXY), the Content-Security-Policy nonce of this answer, and when it arrived
 * (`performance.now()`, before any loader ran: a page rendered for a request older than the CMS's last
 * change is not kept). It is kept for the duration of the request so the one wallet client can sign the
 * address on every call without each loader and action passing it along.
 */
export type RequestContext = { clientAddress: string | undefined; cspNonce: string | undefined; receivedAt: number }

const storage = new AsyncLocalStorage<RequestContext>()

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work)
}

/** The current request's context; undefined outside app-server.js (the Vite dev server, unit tests). */
export function getRequestContext(): RequestContext | undefined {
  return storage.getStore()
}
