import http from 'node:http'
import type { Duplex } from 'node:stream'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { createProxyServer } from 'http-proxy-3'

/**
 * One local entry point in front of a service's instances (`npm start` with WALLET_INSTANCES or
 * WEB_INSTANCES above 1): http-proxy-3 passes each request, Server-Sent Events and WebSocket upgrades
 * included, to the next instance in turn that answered its health check. An instance that refuses a
 * connection is marked down at once and the request goes to another: a refused connection delivered
 * nothing, so any request may be tried again (its body is read first for that). Any other failure of
 * a GET or HEAD before its answer began is tried again too; an unsafe request that may have reached its
 * instance never is (it answers 502), since the instance may have acted on it.
 */
export type EntryPoint = {
  url: string
  /** The instances' addresses and whether the last health check found each up. */
  instances(): { url: string; up: boolean }[]
  stop(): Promise<void>
}

export type EntryPointOptions = {
  name: string
  port: number
  /** The instances' ports on 127.0.0.1. */
  instancePorts: number[]
  /** Any answer below 500 here means the instance takes requests. */
  healthPath: string
  log: (line: string) => void
}

/** How often each instance is asked whether it is up. */
const HEALTH_CHECK_MS = 500
/** The largest body the entry point holds while it chooses an instance (the web reads 1 MiB at most). */
const MAX_BODY_BYTES = 2 * 1024 * 1024

type Instance = { url: string; up: boolean }

const CONNECT_REFUSED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH'])

export async function startEntryPoint(options: EntryPointOptions): Promise<EntryPoint> {
  const instances: Instance[] = options.instancePorts.map((port) => ({ url: `http://127.0.0.1:${port}`, up: true }))
  // No timeout on the instance's answer: a live stream stays open for as long as its viewer watches.
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 0 })
  let turn = 0
  const nextInstance = (tried: ReadonlySet<Instance>): Instance | undefined => {
    const candidates = instances.filter((instance) => !tried.has(instance))
    const up = candidates.filter((instance) => instance.up)
    // When every check failed (a restart under way), any instance not tried yet is better than none.
    const pool = up.length > 0 ? up : candidates
    if (pool.length === 0) return undefined
    turn = (turn + 1) % pool.length
    return pool[turn]
  }
  const markDown = (instance: Instance, reason: string) => {
    if (instance.up) options.log(`${options.name} ${instance.url} is down (${reason}); sending its requests to the others`)
    instance.up = false
  }

  const forward = (request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, tried: Set<Instance>) => {
    const instance = nextInstance(tried)
    if (!instance) {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(`No ${options.name} instance answered`)
      return
    }
    tried.add(instance)
    proxy.web(request, response, { target: instance.url, buffer: Readable.from([body]) }, (error) => {
      const code = (error as NodeJS.ErrnoException).code ?? ''
      const refused = CONNECT_REFUSED.has(code)
      if (refused) markDown(instance, code)
      const safe = request.method === 'GET' || request.method === 'HEAD'
      if (!response.headersSent && (refused || safe)) return forward(request, response, body, tried)
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end()
    })
  }

  // A client or an instance that goes away mid-request (a killed process resets its sockets) ends that
  // request only: its error must not reach the process, which runs every other request too.
  proxy.on('proxyRes', (proxyResponse, _request, response) => proxyResponse.on('error', () => response.destroy()))
  // http-proxy-3 reports a client socket's failure (an upgrade's socket written to after its client left) as
  // the proxy's own 'error' event, which would throw with nobody listening.
  proxy.on('error', (_error, _request, responseOrSocket) => responseOrSocket?.destroy())
  const server = http.createServer((request, response) => {
    request.on('error', () => response.destroy())
    response.on('error', () => request.destroy())
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        response.writeHead(413, { 'content-type': 'text/plain' }).end('Request body too large')
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => forward(request, response, Buffer.concat(chunks), new Set()))
  })
  server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const instance = nextInstance(new Set())
    if (!instance) return socket.destroy()
    proxy.ws(request, socket, head, { target: instance.url }, (error) => {
      const code = (error as NodeJS.ErrnoException).code ?? ''
      if (CONNECT_REFUSED.has(code)) markDown(instance, code)
      socket.destroy()
    })
  })

  const checking = new AbortController()
  const check = async (instance: Instance) => {
    try {
      const answer = await fetch(`${instance.url}${options.healthPath}`, { redirect: 'manual', signal: AbortSignal.timeout(2000) })
      await answer.body?.cancel()
      if (answer.status < 500) {
        if (!instance.up) options.log(`${options.name} ${instance.url} is up`)
        instance.up = true
      } else markDown(instance, `health ${answer.status}`)
    } catch (error) {
      markDown(instance, (error as Error).message)
    }
  }
  void (async () => {
    while (!checking.signal.aborted) {
      await Promise.all(instances.map(check))
      await sleep(HEALTH_CHECK_MS, undefined, { signal: checking.signal, ref: false }).catch(() => {})
    }
  })()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, () => resolve())
  })
  return {
    url: `http://127.0.0.1:${options.port}`,
    instances: () => instances.map(({ url, up }) => ({ url, up })),
    stop: async () => {
      checking.abort()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      proxy.close()
    },
  }
}
