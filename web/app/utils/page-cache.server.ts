import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

/**
 * Rendered HTML of public, non-hydrated pages (the landing page), kept ready-compressed.
 *
 * Such a page's HTML is a pure function of its URL and its loaders' data (no per-user data, no
 * scripts carrying state), so the key is a hash of exactly those: new CMS content makes a new key on
 * its own. A hit skips React rendering and compression; brotli at its best level pays off because
 * each version is compressed once.
 *
 * On top of that, `lookupPublicPage` lets the production server (web/app-server.js) answer a visitor
 * with no session straight from memory, before Remix runs the loaders at all, for up to
 * CMS_CACHE_TTL_MS after the page was last rendered (the same staleness the CMS cache already
 * allows), and never past the moment its data says it stops being true. This is what keeps /home fast under load on a small server. When the CMS announces a
 * change, `forgetPublicRenders` drops them all, and a render of a request that arrived before that
 * (its loaders may have read the content from before the change) is not kept.
 */
const MAX_ENTRIES = 64

type CachedPage = { html: string; gzip: Uint8Array<ArrayBuffer>; brotli: Uint8Array<ArrayBuffer> }

const pages = new Map<string, CachedPage>()
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

type RecentRender = { page: CachedPage; status: number; renderedAt: number; freshUntil: number }
const recentRenders = new Map<string, RecentRender>()
/** When renders were last forgotten, on the clock of `performance.now()` (request arrival times too). */
let forgottenAt = -Infinity

/** Which visitor-independent render a request is for: the URL and the language of its content (decision 024). */
export function publicRequestKey(url: URL, language: string) {
  return `${language}|${url.pathname}${url.search}`
}

/**
 * `requestReceivedAt`: when the request arrived (`performance.now()`), before its loaders ran.
 * `freshUntil`: when the page's data stops being true, whatever its age (the landing page's prices, when
 * their matchday stops taking bets); on the clock of `now`.
 */
export function rememberPublicRender(
  requestKey: string,
  page: CachedPage,
  status: number,
  requestReceivedAt: number,
  { now = Date.now(), freshUntil = Infinity }: { now?: number; freshUntil?: number } = {},
) {
  if (requestReceivedAt <= forgottenAt) return
  if (recentRenders.size >= MAX_ENTRIES && !recentRenders.has(requestKey)) {
    recentRenders.delete(recentRenders.keys().next().value!)
  }
  recentRenders.set(requestKey, { page, status, renderedAt: now, freshUntil })
}

/** The CMS changed: no page rendered so far is answered from memory again. */
export function forgetPublicRenders(now = performance.now()) {
  recentRenders.clear()
  forgottenAt = now
}

export function findRecentRender(requestKey: string, maxAgeMs: number, now = Date.now()) {
  const render = recentRenders.get(requestKey)
  return render && now - render.renderedAt < maxAgeMs && now < render.freshUntil ? render : undefined
}

export function pageCacheKey(url: URL, loaderData: unknown): string {
  return createHash('sha1').update(url.pathname).update(url.search).update(JSON.stringify(loaderData)).digest('base64')
}

export function getCachedPage(key: string): CachedPage | undefined {
  return pages.get(key)
}

const compressing = new Map<string, Promise<CachedPage>>()

/** Stores a rendered page; concurrent first requests for the same page share one compression. */
export function storePage(key: string, html: string): Promise<CachedPage> {
  let pending = compressing.get(key)
  if (!pending) {
    pending = compressPage(key, html).finally(() => compressing.delete(key))
    compressing.set(key, pending)
  }
  return pending
}

async function compressPage(key: string, html: string): Promise<CachedPage> {
  const body = Buffer.from(html)
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  ])
  const page = { html, gzip: new Uint8Array(gzipped), brotli: new Uint8Array(brotlied) }
  if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value!)
  pages.set(key, page)
  return page
}

/** The cached page's body and encoding for a browser's Accept-Encoding header. */
export function pickEncoding(page: CachedPage, acceptEncoding: string) {
  if (/\bbr\b/.test(acceptEncoding)) return { encoding: 'br', body: page.brotli } as const
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', body: page.gzip } as const
  return { encoding: null, body: page.html } as const
}

/** The cached page in the best encoding the browser accepts. */
export function cachedPageResponse(page: CachedPage, request: Request, status: number, headers: Headers) {
  headers.set('Content-Type', 'text/html; charset=utf-8')
  headers.append('Vary', 'Accept-Encoding')
  // The server's compression middleware leaves a response that has a Content-Encoding alone.
  const { encoding, body } = pickEncoding(page, request.headers.get('Accept-Encoding') ?? '')
  if (encoding) headers.set('Content-Encoding', encoding)
  return new Response(body, { status, headers })
}
