import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ROOT } from '../../../scripts/lib/services.ts'
import { workerPort } from '../../support/ports.ts'
import { CMS_URL, WALLET_URL } from '../../support/urls.ts'

/**
 * How the proxy between a second web server and the wallet-service behaves: `pass` forwards, `slow`
 * answers only after `slowMs`, `status500` and `notJson` answer for the service, `busy` answers the
 * service's full-batch-queue 503, `down` drops the connection.
 */
export type ProxyMode = 'pass' | 'slow' | 'status500' | 'notJson' | 'busy' | 'down'

export type FaultyWalletProxy = {
  url: string
  mode: ProxyMode
  slowMs: number
  /** Headers of the requests web sent through, newest last. */
  seen: http.IncomingHttpHeaders[]
  /** Requests held back in `slow` mode whose answer has not come back from the wallet-service yet (or failed). */
  held: number
  close: () => Promise<void>
}

const INTERNAL_DETAIL = 'internal failure at http://10.1.2.3:4000/agent (stack: at db.query)'

export async function startFaultyWalletProxy(): Promise<FaultyWalletProxy> {
  const target = new URL(WALLET_URL)
  const port = workerPort('walletProxy')
  const server = http.createServer()
  const proxy: FaultyWalletProxy = {
    url: `http://127.0.0.1:${port}`,
    mode: 'pass',
    slowMs: 4000,
    seen: [],
    held: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  server.on('request', (request, response) => {
    proxy.seen.push(request.headers)
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      switch (proxy.mode) {
        case 'down':
          request.socket.destroy()
          return
        case 'status500':
          response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 500, message: INTERNAL_DETAIL }))
          return
        case 'notJson':
          response.writeHead(502, { 'content-type': 'text/html' }).end(`<html><body>Bad gateway: ${INTERNAL_DETAIL}</body></html>`)
          return
        case 'busy':
          response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end(
            JSON.stringify({
              status: 503,
              code: 'GAME_BUSY',
              retryable: true,
              message: 'Too many spins at once. Please try again in a moment.',
            }),
          )
          return
        case 'slow':
        case 'pass': {
          const forward = (done: () => void = () => {}) => {
            const upstream = http.request(
              {
                host: target.hostname,
                port: target.port,
                path: request.url,
                method: request.method,
                headers: { ...request.headers, host: target.host },
              },
              (answer) => {
                done()
                response.writeHead(answer.statusCode ?? 502, answer.headers)
                answer.pipe(response)
              },
            )
            upstream.on('error', () => {
              response.destroy()
              done()
            })
            upstream.end(body)
          }
          if (proxy.mode === 'slow') {
            proxy.held++
            setTimeout(() => forward(() => proxy.held--), proxy.slowMs)
          } else forward()
        }
      }
    })
  })
  server.on('clientError', (_error, socket) => socket.destroy())
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return proxy
}

export type SecondWeb = {
  url: string
  process: ChildProcess
  /** Everything the process printed. */
  output: () => string
  stop: () => Promise<void>
}

/** Settings every second web server gets; tests add or override. */
export const CLIENT_ADDRESS_SECRET = randomBytes(32).toString('hex')

/**
 * The production web server (web/server.js of the current build) started a second time, pointed at
 * `walletUrl` and with test settings, so faults between web and wallet-service can be injected
 * without disturbing the platform the other tests use.
 */
export async function startSecondWeb(
  walletUrl: string,
  settings: Record<string, string> = {},
  port = workerPort('secondWeb'),
): Promise<SecondWeb> {
  const output: string[] = []
  const child = spawn(process.execPath, ['server.js'], {
    cwd: path.join(ROOT, 'web'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: String(port),
      PORT: String(port),
      WALLET_URL: walletUrl,
      CMS_URL,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CLIENT_ADDRESS_SECRET,
      // One process starts soonest; a test of the cluster asks for more.
      WEB_WORKERS: '1',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`second web server exited:\n${output.join('')}`)
    try {
      if ((await fetch(`${url}/home`, { signal: AbortSignal.timeout(2000) })).status < 500) break
    } catch {
      // not listening yet
    }
    if (attempt > 100) throw new Error(`second web server did not start:\n${output.join('')}`)
    await sleep(200)
  }
  return {
    url,
    process: child,
    output: () => output.join(''),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** A same-origin form POST as a browser's own page would send it. */
export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(url).origin,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
}

/** The `__session` cookie pair a response sets, for the next requests. */
export function sessionCookieOf(response: Response): string {
  const pair = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('__session='))
    ?.split(';')[0]
  if (!pair) throw new Error(`no session cookie set (status ${response.status})`)
  return pair
}
