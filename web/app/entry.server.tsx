import { createReadableStreamFromReadable, type EntryContext, type HandleDataRequestFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { defaultLanguage, namespacesForMatches } from './i18n/config.ts'
import { readPageLanguageFrom } from './i18n/format.ts'
import { getLanguage, getServerI18n, languageFromCookieHeader } from './i18n/i18n.server.ts'
import { keepSessionCurrent } from './accounts/session.server.ts'
import { followPlatformClock, platformNow } from './utils/clock.server.ts'
import { getEnv, initEnv } from './utils/env.server.ts'
import { getLogger } from './utils/logger.server.ts'
import { NonceContext } from './utils/nonce.ts'
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
import { getRequestContext } from './utils/request-context.server.ts'
import { scriptsAfterPaint } from './utils/scripts-after-paint.server.ts'

// What web/app-server.js runs around Remix (it can only reach the app through this module of the build).
export { REQUEST_ID_HEADER, requestIdFrom, runWithRequestContext } from './utils/request-context.server.ts'
export { languageFromCookieHeader } from './i18n/i18n.server.ts'
export { getLogger } from './utils/logger.server.ts'
export {
  bodyHasNul,
  CROSS_SITE_REFUSAL,
  isFormBody,
  isSameSiteRequest,
  isUnsafeMethod,
  NOT_A_FORM_REFUSAL,
  NUL_REFUSAL,
  targetHasNul,
} from './utils/request-guard.server.ts'
export { buildAssetHeaders, securityHeaders } from './utils/security-headers.server.ts'
export { closeLiveStreams, serveCrashLive } from './live/crash-live.server.ts'
export { followCmsChanges, stopFollowingCmsChanges } from './content/cms-changes.server.ts'

/** The settings web/app-server.js needs, validated with the rest. */
export function webServerSettings() {
  const env = getEnv()
  return {
    trustProxy: env.TRUST_PROXY,
    frameOrigins: env.GAME_FRAME_ORIGINS,
    // Link Google is a form whose answer redirects to the provider; its authorization endpoint is on the issuer's origin.
    formOrigins: env.OIDC_ISSUER ? [new URL(env.OIDC_ISSUER).origin] : [],
  }
}

// Fail at start-up, with one line naming the setting, rather than on the first request.
initEnv()
// Amounts and dates are printed in the language of the request being answered.
readPageLanguageFrom(() => getRequestContext()?.language ?? defaultLanguage)
// Test mode: every process follows the wallet-service's clock from its start.
if (getEnv().CLOCK_CONTROL === 'on') {
  followPlatformClock().catch((error: unknown) => getLogger().error({ err: error }, 'clock: could not follow the platform clock'))
}

/** Cookies that make a page differ per visitor (session, pending toast, bet slip): with any present, nothing is served from memory. */
const VISITOR_COOKIES = /(?:^|;\s*)(?:__session|en_toast|slip)=/
const SESSION_COOKIE = /(?:^|;\s*)__session=/

/**
 * Used by web/app-server.js before Remix runs: a recent render of this public page for a visitor with
 * no session, in the encoding the browser accepts, or undefined.
 */
export function lookupPublicPage(request: { url: string; cookie?: string; acceptEncoding?: string }) {
  if (request.cookie && VISITOR_COOKIES.test(request.cookie)) return undefined
  const url = new URL(request.url, 'http://localhost')
  const language = languageFromCookieHeader(request.cookie)
  const render = findRecentRender(publicRequestKey(url, language), getEnv().CMS_CACHE_TTL_MS, platformNow())
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
  const matchedRouteModules = remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id] ?? {})
  const i18n = await getServerI18n(getLanguage(request), namespacesForMatches(matchedRouteModules))
  await keepSessionCurrent(request, responseHeaders)
  const cacheable = isCacheablePage(request, responseStatusCode, responseHeaders, remixContext, matchedRouteModules)
  // A page kept in memory for other visitors must not carry this answer's nonce (it has no scripts
  // that need one: the carousel's is allowed by hash).
  const nonce = cacheable ? '' : (getRequestContext()?.cspNonce ?? '')
  const app = (
    <NonceContext.Provider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce || undefined} />
      </I18nextProvider>
    </NonceContext.Provider>
  )
  if (isPersonal(remixContext)) responseHeaders.set('Cache-Control', 'no-store')

  if (cacheable) {
    const url = new URL(request.url)
    const key = pageCacheKey(url, remixContext.staticHandlerContext.loaderData)
    const page = getCachedPage(key) ?? (await storePage(key, `<!DOCTYPE html>${renderToString(app)}`))
    // Only web/app-server.js answers from these renders, and it always gives the request's arrival time.
    const receivedAt = getRequestContext()?.receivedAt
    if (receivedAt !== undefined) {
      const freshUntil = freshUntilOf(remixContext.staticHandlerContext.loaderData)
      rememberPublicRender(publicRequestKey(url, getLanguage(request)), page, responseStatusCode, receivedAt, {
        now: platformNow(),
        freshUntil,
      })
    }
    return cachedPageResponse(page, request, responseStatusCode, responseHeaders)
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce: nonce || undefined,
      // Sent once all of it is rendered: no page defers data, and a part loaded on its own (the seed-pair
      // forms on /fairness) must be in the HTML itself, not streamed in by a script a browser without
      // JavaScript (or a proxy browser) would not run.
      onAllReady() {
        shellRendered = true
        const body = scriptsAfterPaint()
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
        if (shellRendered) getLogger().error({ err: error }, 'rendering failed after the shell was sent')
      },
    })
    setTimeout(abort, ABORT_DELAY_MS)
  })
}

/**
 * When a page's data stops being true, whatever its age: the earliest `freshUntil` (ms on the platform's
 * clock) its loaders returned, as the landing page does for its matchday's prices.
 */
function freshUntilOf(loaderData: Record<string, unknown>): number {
  const moments = Object.values(loaderData).map((data) =>
    data && typeof data === 'object' && 'freshUntil' in data && typeof data.freshUntil === 'number' ? data.freshUntil : Infinity,
  )
  return Math.min(Infinity, ...moments)
}

/** A page for a logged-in player, or showing a visitor's own bet slip: never stored on the way. */
function isPersonal(context: EntryContext): boolean {
  const rootData = context.staticHandlerContext.loaderData.root as { user?: unknown; slip?: unknown } | undefined
  return Boolean(rootData?.user) || Boolean(rootData?.slip)
}

/**
 * Data for a player with a session (loader and action answers fetched by the page) is never stored
 * either, and counts as the player's activity.
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  if (!SESSION_COOKIE.test(request.headers.get('Cookie') ?? '')) return response
  response.headers.set('Cache-Control', 'no-store')
  await keepSessionCurrent(request, response.headers)
  return response
}

/**
 * Only a successful GET of a page that is not hydrated (`handle.hydrate === false`), for a visitor
 * with no session and no bet slip, and setting no cookie, is the same for everyone who sends the same URL.
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
  const rootData = context.staticHandlerContext.loaderData.root as { user?: unknown; slip?: unknown } | undefined
  return rootData?.user === null && rootData.slip === null
}
