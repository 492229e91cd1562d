import type { IncomingMessage, ServerResponse } from 'node:http'
import { findCatalogGame } from '#app/games/catalog-games.server.ts'
import type { EventBus } from '@9ja/live/node'
import { getEnv } from '../utils/env.server.ts'
import { LiveAdmission } from './admission.server.ts'
import { CrashGameRelay } from './crash-relay.server.ts'
import { closeProcessEventBus, processEventBus } from './event-bus.server.ts'
import { sseFrame } from './fan-out.server.ts'
import { getLogger } from '../utils/logger.server.ts'

const PING_INTERVAL_MS = 15_000
/** An SSE comment: keeps proxies and phones from closing a quiet connection. */
const PING = sseFrame(': ping\n\n')

/** The bus the relays subscribe on, watched for reconnects. */
let watchedBus: EventBus | undefined
const relays = new Map<string, CrashGameRelay>()
const admission = new LiveAdmission(() => ({
  maxConnections: getEnv().LIVE_MAX_CONNECTIONS,
  maxPerAddress: getEnv().LIVE_MAX_CONNECTIONS_PER_ADDRESS,
}))
let pingTimer: NodeJS.Timeout | undefined

/** The bus of this process; after it reconnects every game's state is fetched afresh. */
function liveBus(): EventBus {
  const bus = processEventBus()
  if (watchedBus !== bus) {
    watchedBus = bus
    bus.onReconnect(() => {
      for (const relay of relays.values()) void relay.refresh()
    })
  }
  return bus
}

/** The relay of a game, made (and subscribed) on its first viewer; one that could not subscribe is made again by the next. */
function relayFor(slug: string): CrashGameRelay {
  const existing = relays.get(slug)
  if (existing) return existing
  const relay = new CrashGameRelay(slug, liveBus())
  relays.set(slug, relay)
  relay.subscribed.catch((error: unknown) => {
    getLogger().error({ err: error }, `live: could not subscribe to ${slug}`)
    if (relays.get(slug) === relay) relays.delete(slug)
  })
  pingTimer ??= setInterval(() => {
    for (const each of relays.values()) each.broadcast(PING)
  }, PING_INTERVAL_MS).unref()
  return relay
}

function refuse(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(text)
}

/**
 * `GET /live/crash/{slug}` (web/app-server.js mounts it before compression, which would hold the stream
 * back): a crash game's events as Server-Sent Events. The first message is `state` (once the game
 * has a round), then one `crash` message per event, and `: ping` every 15 s. Only the crash games'
 * slugs (else 404); at most LIVE_MAX_CONNECTIONS at once in this process (else 503), and at most
 * LIVE_MAX_CONNECTIONS_PER_ADDRESS of them from one client address (else 429).
 */
export async function serveCrashLive(slug: string, clientAddress: string, request: IncomingMessage, response: ServerResponse) {
  if (!(await findCatalogGame('crash', slug))) return refuse(response, 404, 'Not Found')
  const slot = admission.admit(clientAddress)
  if (!slot.admitted) {
    return slot.reason === 'busy'
      ? refuse(response, 503, 'Service Unavailable', { 'Retry-After': '5' })
      : refuse(response, 429, 'Too Many Requests: this address holds as many live streams as it may.', { 'Retry-After': '30' })
  }
  let open = true
  const relay = relayFor(slug)
  const close = () => {
    if (!open) return
    open = false
    slot.release()
    relay.removeViewer(response)
  }
  response.on('close', close)
  response.on('error', close)
  try {
    await relay.subscribed
  } catch {
    if (open) refuse(response, 503, 'Service Unavailable', { 'Retry-After': '5' })
    return
  }
  if (!open) return
  response.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    // nginx and similar proxies would otherwise hold the stream back in their buffers.
    'X-Accel-Buffering': 'no',
  })
  if (request.method === 'HEAD') return void response.end()
  response.flushHeaders()
  relay.addViewer(response)
}

/**
 * web/app-server.js on SIGTERM/SIGINT: open streams would otherwise keep the server from closing. The
 * process's event bus closes with them (app-server.js stops following the CMS's changes first).
 */
export async function closeLiveStreams() {
  clearInterval(pingTimer)
  for (const relay of relays.values()) relay.endStreams()
  relays.clear()
  await closeProcessEventBus()
}
