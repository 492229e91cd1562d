/**
 * `npm run bench`: what a visitor's phone downloads on a first visit to /home, and how fast the web
 * server answers it under load. Run it against a running platform (`npm start`), or set WEB_URL.
 *
 *  - Bytes on the wire of the first load, as the server sends them with gzip and with brotli:
 *    the HTML document plus its stylesheets, and every JavaScript file the HTML asks for
 *    (module scripts and modulepreloads). Images are apart (below the fold they load lazily).
 *  - Server latency p50/p99 for /home at 50 concurrent connections for 10 s (autocannon), with the
 *    CMS cache warmed first.
 * BENCH_SMOKE=1: against a production web server of its own (the current build, with no CMS or
 * wallet-service behind it), 10 connections for half a second, the targets not judged.
 */
import http from 'node:http'
import https from 'node:https'
import { createRequire } from 'node:module'
import { BENCH_SMOKE } from './lib/bench-settings.ts'
import { freePorts, startBenchWeb } from './lib/bench-web.ts'

const ownWeb = BENCH_SMOKE ? await startOwnWeb() : null
const WEB_URL = ownWeb?.url ?? (process.env.WEB_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
const PAGE = '/home'
const CONNECTIONS = BENCH_SMOKE ? 10 : 50
const DURATION_SECONDS = BENCH_SMOKE ? 0.5 : 10
/** Requests before the measures, which fill the CMS cache and warm the server's code paths. */
const WARM_UP_REQUESTS = BENCH_SMOKE ? 3 : 20
const KIB = 1024
const TARGETS = { jsBytes: 100 * KIB, htmlCssBytes: 100 * KIB, p99Ms: 30 }

type Encoding = 'gzip' | 'br'
type Transfer = { status: number; wireBytes: number; encoding: string; body: Buffer }

/** GET with a given Accept-Encoding, counting the bytes as sent (not decompressed). */
function getRaw(url: string, acceptEncoding: string): Promise<Transfer> {
  const client = url.startsWith('https:') ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({
          status: response.statusCode ?? 0,
          wireBytes: body.length,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body,
        })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

/** The resources the browser fetches before the page is complete, read from the HTML. */
function firstLoadResources(html: string) {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
  const scripts = new Set<string>()
  const stylesheets = new Set<string>()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel')
    const href = attribute(tag, 'href')
    if (!href) continue
    if (rel === 'modulepreload') scripts.add(href)
    if (rel === 'stylesheet') stylesheets.add(href)
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src')
    if (src) scripts.add(src)
  }
  // Remix's module script imports its entry with `import "…"` inline; count those files too.
  for (const [, specifier] of html.matchAll(/import\s*(?:[\w{}\s,*]+from\s*)?["']([^"']+\.js)["']/g)) {
    if (specifier) scripts.add(specifier)
  }
  const inlineScriptBytes = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, [, body]) => sum + Buffer.byteLength(body ?? ''),
    0,
  )
  return { scripts: [...scripts], stylesheets: [...stylesheets], inlineScriptBytes }
}

async function measureTransfer(encoding: Encoding, html: string) {
  const { scripts, stylesheets } = firstLoadResources(html)
  const document = await getRaw(`${WEB_URL}${PAGE}`, encoding)
  let css = 0
  for (const href of stylesheets) css += (await getRaw(new URL(href, WEB_URL).toString(), encoding)).wireBytes
  let js = 0
  for (const src of scripts) js += (await getRaw(new URL(src, WEB_URL).toString(), encoding)).wireBytes
  return { html: document.wireBytes, css, js, documentEncoding: document.encoding }
}

type AutocannonResult = {
  latency: { p50: number; p99: number; average: number }
  requests: { average: number; total: number }
  non2xx: number
  errors: number
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>

async function measureLatency(): Promise<AutocannonResult> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
  return autocannon({
    url: `${WEB_URL}${PAGE}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { 'Accept-Encoding': 'gzip' },
  })
}

function kib(bytes: number) {
  return `${(bytes / KIB).toFixed(1)} KiB`
}

async function main() {
  const first = await getRaw(`${WEB_URL}${PAGE}`, 'identity').catch((error: Error) => {
    console.error(`bench: cannot reach ${WEB_URL}${PAGE} (${error.message}). Start the platform (npm start) or set WEB_URL.`)
    process.exit(1)
  })
  if (first.status !== 200) {
    console.error(`bench: ${WEB_URL}${PAGE} answered ${first.status}; expected 200 (log out / use a fresh platform).`)
    process.exit(1)
  }
  const html = first.body.toString('utf8')
  // Warm the CMS cache and the server's code paths.
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await getRaw(`${WEB_URL}${PAGE}`, 'gzip')

  const resources = firstLoadResources(html)
  const gzip = await measureTransfer('gzip', html)
  const brotli = await measureTransfer('br', html)
  console.log(
    `bench: ${WEB_URL}${PAGE} — first load: ${resources.scripts.length} script file(s), ` +
      `${resources.stylesheets.length} stylesheet(s), ${kib(first.body.length)} of HTML uncompressed ` +
      `(${kib(resources.inlineScriptBytes)} of it inline script)`,
  )
  console.log(`bench: latency with autocannon, ${CONNECTIONS} connections for ${DURATION_SECONDS} s…`)
  const load = await measureLatency()

  const rows: Array<[string, string, string, boolean]> = [
    ['JavaScript, gzip', kib(gzip.js), `<= ${kib(TARGETS.jsBytes)}`, gzip.js <= TARGETS.jsBytes],
    ['JavaScript, brotli', kib(brotli.js), `<= ${kib(TARGETS.jsBytes)}`, brotli.js <= TARGETS.jsBytes],
    ['HTML+CSS, gzip', kib(gzip.html + gzip.css), `<= ${kib(TARGETS.htmlCssBytes)}`, gzip.html + gzip.css <= TARGETS.htmlCssBytes],
    [
      'HTML+CSS, brotli',
      kib(brotli.html + brotli.css),
      `<= ${kib(TARGETS.htmlCssBytes)}`,
      brotli.html + brotli.css <= TARGETS.htmlCssBytes,
    ],
    ['Server latency p50', `${load.latency.p50} ms`, 'report', true],
    ['Server latency p99', `${load.latency.p99} ms`, `< ${TARGETS.p99Ms} ms`, load.latency.p99 < TARGETS.p99Ms],
    ['Errors / non-2xx', `${load.errors} / ${load.non2xx}`, '0 / 0', load.errors === 0 && load.non2xx === 0],
  ]
  const widths = [22, 14, 14]
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 6)).join(' | ')
  console.log('')
  console.log(line(['Measure (/home)', 'Measured', 'Target', 'Result']))
  console.log(line(['-'.repeat(22), '-'.repeat(14), '-'.repeat(14), '------']))
  for (const [name, measured, target, pass] of rows)
    console.log(line([name, measured, target, BENCH_SMOKE ? 'not judged' : pass ? 'PASS' : 'FAIL']))
  console.log('')
  console.log(
    `detail: gzip html ${kib(gzip.html)} + css ${kib(gzip.css)}; brotli html ${kib(brotli.html)} + css ${kib(brotli.css)}; ` +
      `${Math.round(load.requests.average)} requests/s, ${load.requests.total} requests`,
  )
  process.exitCode = BENCH_SMOKE || rows.every(([, , , pass]) => pass) ? 0 : 1
}

/** A production web server on free ports, its CMS and wallet-service ports left unanswered: /home renders without them. */
async function startOwnWeb() {
  const [web, wallet, cms] = await freePorts(3)
  return { url: `http://127.0.0.1:${web}`, service: await startBenchWeb({ web: web!, wallet: wallet!, cms: cms! }) }
}

try {
  await main()
} finally {
  await ownWeb?.service.stop()
}
