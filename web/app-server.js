// The web server (one process of it: server.js runs as many as WEB_WORKERS says), in production
// (`npm start`) and in development (`npm run dev`, Vite in middleware mode): what `remix-serve` does
// (compression, long-cached build assets, public files, a request log, the Remix handler), plus
// what it cannot do:
// - an id for every request (a well-formed X-Request-Id it came with, else a new one), sent back in the
//   answer's X-Request-Id, on every log line of the request and on to the wallet-service;
// - answer a visitor who has no session with a page rendered moments ago, before Remix runs any
//   loader (which pages qualify is decided in app/entry.server.tsx `lookupPublicPage`; today the
//   landing page, whose latency must stay low under load, see scripts/bench-home.ts);
// - the checks every request passes before Remix runs (docs/decisions/006): a NUL anywhere is
//   refused with 400, an unsafe request the browser does not vouch for as same-origin with 403, an
//   unsafe request whose body is not a form with 415;
// - the security headers of every answer, with a fresh script nonce per request (decision 007);
// - the live games' event streams (app/live), which must not pass through compression;
// - following the CMS's change announcements on the event bus, so this process drops its copies of
//   changed content at once (app/content/cms-changes.server.ts, decision 014);
// - the client's address, the nonce, the request's id and its language kept in the request context for the app;
// - staying up: a failure inside one request is logged and answered, never fatal.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import url from 'node:url'
import { createRequestHandler, installGlobals, writeReadableStreamToWritable } from '@remix-run/node'
import compression from 'compression'
import expressStaticGzip from 'express-static-gzip'
import express from 'express'

// Node's own fetch (undici): the polyfill's abort path threw "Cannot cancel a stream that already
// has a reader" from a timer when a wallet call with a body timed out, and that killed the process.
installGlobals({ nativeFetch: true })

const BUILD_PATH = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), 'build/server/index.js')
const isProduction = process.env.NODE_ENV === 'production'
// The HTTP server exists before Vite so that, in development, Vite's hot-reload socket shares its port.
const server = http.createServer()
// Development (`npm run dev`) runs this same server with Vite in middleware mode, so dev and production
// share one request pipeline; the app is then loaded through Vite on every request (hot reload).
const viteDevServer = isProduction
  ? undefined
  : await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true, hmr: { server } } }))
const productionBuild = isProduction ? await import(url.pathToFileURL(BUILD_PATH).href) : undefined
const loadBuild = async () => productionBuild ?? viteDevServer.ssrLoadModule('virtual:remix/server-build')
// The app's side of this server (checks, headers, request context), exported by app/entry.server.tsx.
// Per request in development: a reloaded module brings its own request context.
const hooks = (await loadBuild()).entry.module
const settings = hooks.webServerSettings()
const logger = hooks.getLogger()
hooks.followCmsChanges()
const handleWithRemix = createRequestHandler(productionBuild ?? loadBuild, process.env.NODE_ENV)

/** Largest body an unsafe request may have; it is read whole so it can be checked before Remix runs. */
const MAX_BODY_BYTES = 1024 * 1024

for (const event of ['unhandledRejection', 'uncaughtException']) {
  process.on(event, (error) => logger.error({ err: error }, `${event} (the server stays up)`))
}

/** The id server.on('request') gave this request (it is on the answer from the start). */
function requestIdOf(response) {
  return response.getHeader(hooks.REQUEST_ID_HEADER)
}

function newNonce() {
  return randomBytes(16).toString('base64')
}

function setSecurityHeaders(response, { nonce, path: requestPath, https }) {
  const headers = hooks.securityHeaders({
    nonce,
    path: requestPath,
    https,
    frameOrigins: settings.frameOrigins,
    formOrigins: settings.formOrigins,
  })
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
}

/** Answers from memory when it can (returns true); otherwise leaves the request to express. */
function servePublicPageFromMemory(request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const page = hooks.lookupPublicPage({
    url: request.url ?? '/',
    cookie: request.headers.cookie,
    acceptEncoding: request.headers['accept-encoding'],
  })
  if (!page) return false
  const requestPath = new URL(request.url ?? '/', 'http://localhost').pathname
  // HSTS is left to the full pipeline here: whether this socket's HTTPS came through a trusted proxy is express's call.
  setSecurityHeaders(response, { nonce: undefined, path: requestPath, https: false })
  response.statusCode = page.status
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.setHeader('Vary', 'Accept-Encoding, Cookie')
  if (page.encoding) response.setHeader('Content-Encoding', page.encoding)
  response.setHeader('Content-Length', Buffer.byteLength(page.body))
  response.end(request.method === 'HEAD' ? undefined : page.body)
  return true
}

/**
 * The installable app's files that keep their name from one deployment to the next (the service worker,
 * the web app manifest, the offline page and its script, the icons): checked with this server on every use,
 * so a deployment's worker is found at once and never a year-old copy (docs/decisions/025).
 */
const INSTALLABLE_APP_FILES = /^(sw\.js|manifest\.webmanifest|offline\.(html|js)|app-icons\/[^/]+\.png)(\.br|\.gz)?$/
function keepInstallableAppFilesFresh(response, filePath) {
  const file = path.relative(productionBuild.assetsBuildDirectory, filePath).split(path.sep).join('/')
  if (INSTALLABLE_APP_FILES.test(file)) response.setHeader('Cache-Control', 'no-cache')
}

const expressApp = express()
expressApp.disable('x-powered-by')
expressApp.set('trust proxy', settings.trustProxy)

// The build's hashed scripts and styles (under assets/, served just below): a document's headers do nothing on them.
const buildAssetsPath = productionBuild ? `${productionBuild.publicPath}assets/` : undefined
const isBuildAsset = (requestPath) => buildAssetsPath !== undefined && requestPath.startsWith(buildAssetsPath)

expressApp.use((request, response, next) => {
  if (isBuildAsset(request.path)) {
    for (const [name, value] of Object.entries(hooks.buildAssetHeaders())) response.setHeader(name, value)
    return next()
  }
  response.locals.cspNonce = newNonce()
  setSecurityHeaders(response, { nonce: response.locals.cspNonce, path: request.path, https: request.secure })
  next()
})
expressApp.use((request, response, next) => {
  if (hooks.targetHasNul(request.originalUrl)) return response.status(400).type('text/plain').send(hooks.NUL_REFUSAL)
  next()
})
// The live games' event streams (Server-Sent Events): before compression(), which would buffer them.
expressApp.get('/live/crash/:slug', (request, response, next) => {
  hooks.serveCrashLive(request.params.slug, clientAddress(request) ?? 'unknown', request, response).catch(next)
})
expressApp.use(compression())
if (viteDevServer) {
  expressApp.use(viteDevServer.middlewares)
} else {
  // The build's .br and .gz beside each script and style (vite.config.ts), else compression() above.
  expressApp.use(
    productionBuild.publicPath,
    expressStaticGzip(productionBuild.assetsBuildDirectory, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      // Named by their content's hash and cached for a year without asking again: a validator (ETag,
      // Last-Modified, ranges) would only add bytes to each of a page's scripts on a slow network.
      serveStatic: {
        immutable: true,
        maxAge: '1y',
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: keepInstallableAppFilesFresh,
      },
    }),
  )
  // A build asset that is not there ends here: never a page, which would go out without the page's headers.
  expressApp.use(buildAssetsPath, (_request, response) => response.status(404).type('text/plain').send('Not found'))
  expressApp.use(express.static('public', { maxAge: '1h' }))
}
// The request log, after the build's files and public files, whose lines would drown the rest.
expressApp.use((request, response, next) => {
  const receivedAt = performance.now()
  response.on('close', () => {
    hooks.getLogger(requestIdOf(response)).info(
      {
        method: request.method,
        url: request.originalUrl,
        statusCode: response.statusCode,
        contentLength: response.getHeader('content-length'),
        responseTime: Math.round(performance.now() - receivedAt),
        ...(response.writableFinished ? {} : { aborted: true }),
      },
      'request completed',
    )
  })
  next()
})

/** The origin the browser sees: scheme and host as express resolves them (proxies only under TRUST_PROXY). */
function siteOrigin(request) {
  return remixUrl(request).origin
}

function remixUrl(request) {
  // Like @remix-run/express: req.hostname honours TRUST_PROXY but drops the port, so take the port
  // from the header it came from.
  const forwardedHost = request.app.get('trust proxy fn')(request.socket.remoteAddress, 0) ? request.get('x-forwarded-host') : undefined
  const port = (forwardedHost ?? request.get('host') ?? '').split(':')[1]
  return new URL(`${request.protocol}://${request.hostname}${port ? `:${port}` : ''}${request.originalUrl}`)
}

expressApp.use((request, response, next) => {
  const sameSite = hooks.isSameSiteRequest(
    {
      method: request.method,
      secFetchSite: request.get('sec-fetch-site'),
      origin: request.get('origin'),
      referer: request.get('referer'),
    },
    siteOrigin(request),
  )
  if (!sameSite) return response.status(403).type('text/plain').send(hooks.CROSS_SITE_REFUSAL)
  next()
})

// Every action of the site reads a form: any other body (JSON, text) is refused before it is read.
expressApp.use((request, response, next) => {
  if (hooks.isUnsafeMethod(request.method) && !hooks.isFormBody(request.get('content-type'))) {
    return response.status(415).type('text/plain').send(hooks.NOT_A_FORM_REFUSAL)
  }
  next()
})

// Unsafe requests' bodies are read whole (up to MAX_BODY_BYTES, else 413) and checked for NUL.
const readWholeBody = express.raw({ type: () => true, limit: MAX_BODY_BYTES })
expressApp.use((request, response, next) => (hooks.isUnsafeMethod(request.method) ? readWholeBody(request, response, next) : next()))
expressApp.use((request, response, next) => {
  if (Buffer.isBuffer(request.body) && hooks.bodyHasNul(request.body, request.get('content-type'))) {
    return response.status(400).type('text/plain').send(hooks.NUL_REFUSAL)
  }
  next()
})

function createRemixHeaders(nodeHeaders) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(nodeHeaders)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, item)
  }
  return headers
}

async function sendRemixResponse(response, remixResponse) {
  response.statusMessage = remixResponse.statusText
  response.status(remixResponse.status)
  for (const [name, value] of remixResponse.headers.entries()) response.append(name, value)
  if (remixResponse.body) await writeReadableStreamToWritable(remixResponse.body, response)
  else response.end()
}

/** The Web Request Remix runs with: the checked body buffer, aborted when the client goes away. */
function createRemixRequest(request, response) {
  const controller = new AbortController()
  response.on('close', () => {
    if (!response.writableFinished) controller.abort()
  })
  const hasBody = Buffer.isBuffer(request.body) && request.body.length > 0
  return new Request(remixUrl(request).href, {
    method: request.method,
    headers: createRemixHeaders(request.headers),
    body: hasBody ? request.body : undefined,
    signal: controller.signal,
  })
}

/** The client's address as the wallet-service should count it: an IPv4 client on a dual-stack socket as plain IPv4. */
function clientAddress(request) {
  const address = request.ip
  return address?.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address
}

expressApp.all('*', async (request, response, next) => {
  try {
    const context = {
      clientAddress: clientAddress(request),
      cspNonce: response.locals.cspNonce,
      receivedAt: performance.now(),
      requestId: requestIdOf(response),
      language: hooks.languageFromCookieHeader(request.headers.cookie),
    }
    const { runWithRequestContext } = (await loadBuild()).entry.module
    const remixResponse = await runWithRequestContext(context, () => handleWithRemix(createRemixRequest(request, response)))
    await sendRemixResponse(response, remixResponse)
  } catch (error) {
    next(error)
  }
})

// Whatever went wrong inside one request is logged and answered without detail; the server stays up.
expressApp.use((error, request, response, _next) => {
  const status = Number.isInteger(error?.status) && error.status >= 400 && error.status < 500 ? error.status : 500
  if (status === 500) hooks.getLogger(requestIdOf(response)).error({ err: error }, `${request.method} ${request.originalUrl} failed`)
  if (response.headersSent) return response.destroy()
  response.status(status).type('text/plain').send(http.STATUS_CODES[status])
})

const port = Number(process.env.WEB_PORT || process.env.PORT || 3000)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  // Like every bad setting (app/utils/env.server.ts), one plain line on stderr, whatever LOG_LEVEL says.
  console.error(`web: Invalid setting WEB_PORT: must be a port number (got ${process.env.WEB_PORT ?? process.env.PORT})`)
  process.exit(1)
}
const onListen = () => logger.info(`http://localhost:${port}`)
// The memory fast path runs before express, so a hit costs no routing or middleware at all (production
// only: in development every page is rendered afresh). Its answers carry their request's id too.
server.on('request', (request, response) => {
  response.setHeader(hooks.REQUEST_ID_HEADER, hooks.requestIdFrom(request.headers[hooks.REQUEST_ID_HEADER]))
  if (!isProduction || !servePublicPageFromMemory(request, response)) expressApp(request, response)
})
if (process.env.HOST) server.listen(port, process.env.HOST, onListen)
else server.listen(port, onListen)
// Once, however many signals come (a worker may get its process group's and its primary's).
let closing = false
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    void viteDevServer?.close()
    server.close(() => process.exit(0))
    hooks.stopFollowingCmsChanges()
    void hooks.closeLiveStreams()
  })
}
