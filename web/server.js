// The production server for web: what `remix-serve` does (compression, long-cached build assets,
// public files, a request log, the Remix handler), plus one thing it cannot do: answer a visitor who
// has no session with a page rendered moments ago, before Remix runs any loader. Which pages qualify,
// and for how long, is decided in app/entry.server.tsx (`lookupPublicPage`); today that is the
// landing page, whose server latency must stay low under load (see scripts/bench-home.ts).
import http from 'node:http'
import path from 'node:path'
import url from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { installGlobals } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import morgan from 'morgan'

const BUILD_PATH = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), 'build/server/index.js')
const build = await import(url.pathToFileURL(BUILD_PATH).href)
installGlobals({ nativeFetch: build.future.v3_singleFetch })

const lookupPublicPage = build.entry.module.lookupPublicPage

/** Answers from memory when it can (returns true); otherwise leaves the request to express. */
function servePublicPageFromMemory(request, response) {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || typeof lookupPublicPage !== 'function') return false
  const page = lookupPublicPage({
    url: request.url ?? '/',
    cookie: request.headers.cookie,
    acceptEncoding: request.headers['accept-encoding'],
  })
  if (!page) return false
  response.statusCode = page.status
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.setHeader('Vary', 'Accept-Encoding, Cookie')
  if (page.encoding) response.setHeader('Content-Encoding', page.encoding)
  response.setHeader('Content-Length', Buffer.byteLength(page.body))
  response.end(request.method === 'HEAD' ? undefined : page.body)
  return true
}

const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y' }))
app.use(express.static('public', { maxAge: '1h' }))
app.use(morgan('tiny'))
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }))

const port = Number(process.env.WEB_PORT || process.env.PORT || 3000)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`web: Invalid setting WEB_PORT: must be a port number (got ${process.env.WEB_PORT ?? process.env.PORT})`)
  process.exit(1)
}
const onListen = () => console.log(`[web] http://localhost:${port}`)
// The memory fast path runs before express, so a hit costs no routing or middleware at all.
const server = http.createServer((request, response) => {
  if (!servePublicPageFromMemory(request, response)) app(request, response)
})
if (process.env.HOST) server.listen(port, process.env.HOST, onListen)
else server.listen(port, onListen)
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close(() => process.exit(0)))
}
