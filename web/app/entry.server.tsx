import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { namespacesForMatches } from './i18n/config.ts'
import { getLanguage, getServerI18n, languageFromCookieHeader } from './i18n/i18n.server.ts'
import { getEnv, initEnv } from './utils/env.server.ts'
import {
  cachedPageResponse,
  findRecentRender,
  getCachedPage,
  pageCacheKey,
  pickEncoding,
  publicRequestKey,
  rememberPublicRender,
  storePage,
} from './utils/page-cache.server.ts'

// Fail at start-up, with one line naming the setting, rather than on the first request.
initEnv()

/** Cookies that make a page differ per visitor: with either present, nothing is served from memory. */
const VISITOR_COOKIES = /(?:^|;\s*)(?:__session|en_toast)=/

/**
 * Used by web/server.js before Remix runs: a recent render of this public page for a visitor with
 * no session, in the encoding the browser accepts, or undefined.
 */
export function lookupPublicPage(request: { url: string; cookie?: string; acceptEncoding?: string }) {
  if (request.cookie && VISITOR_COOKIES.test(request.cookie)) return undefined
  const url = new URL(request.url, 'http://localhost')
  const language = languageFromCookieHeader(request.cookie)
  const render = findRecentRender(publicRequestKey(url, language), getEnv().CMS_CACHE_TTL_MS)
  if (!render) return undefined
  const { encoding, body } = pickEncoding(render.page, request.acceptEncoding ?? '')
  return { status: render.status, encoding, body }
}

const ABORT_DELAY_MS = 5_000

type RouteHandle = { hydrate?: boolean } | undefined

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const matchedRouteModules = remixContext.staticHandlerContext.matches.map(
    (match) => remixContext.routeModules[match.route.id] ?? {},
  )
  const i18n = await getServerI18n(getLanguage(request), namespacesForMatches(matchedRouteModules))
  const app = (
    <I18nextProvider i18n={i18n}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
    </I18nextProvider>
  )

  if (isCacheablePage(request, responseStatusCode, responseHeaders, remixContext, matchedRouteModules)) {
    const url = new URL(request.url)
    const key = pageCacheKey(url, remixContext.staticHandlerContext.loaderData)
    const page = getCachedPage(key) ?? (await storePage(key, `<!DOCTYPE html>${renderToString(app)}`))
    rememberPublicRender(publicRequestKey(url, getLanguage(request)), page, responseStatusCode)
    return cachedPageResponse(page, request, responseStatusCode, responseHeaders)
  }

  const waitForEverything = isbot(request.headers.get('user-agent') ?? '')
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const readyEvent = waitForEverything ? 'onAllReady' : 'onShellReady'
    const { pipe, abort } = renderToPipeableStream(app, {
      [readyEvent]() {
        shellRendered = true
        const body = new PassThrough()
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        )
        pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        // Errors after the shell are already streamed; log them so they are not lost.
        if (shellRendered) console.error(error)
      },
    })
    setTimeout(abort, ABORT_DELAY_MS)
  })
}

/**
 * Only a successful GET of a page that is not hydrated (`handle.hydrate === false`), for a visitor
 * with no session, and setting no cookie, is the same for everyone who sends the same URL.
 */
function isCacheablePage(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  routeModules: Array<{ handle?: unknown }>,
) {
  if (request.method !== 'GET' || status !== 200 || headers.has('Set-Cookie')) return false
  if (!routeModules.some((module) => (module.handle as RouteHandle)?.hydrate === false)) return false
  const rootData = context.staticHandlerContext.loaderData.root as { user?: unknown } | undefined
  return rootData?.user === null
}
