import http from 'node:http'
import { randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { CrashEvent, CrashRoundState } from '@9ja/live'
import type { SseConnection, SseMessage } from '../../../scripts/lib/sse-client.ts'

const PORT_BASE = Number(process.env.E2E_PORT_BASE || 3600)
// Beside the platform's (base .. base+2, control base+9) and the second web's (base+5, its proxy base+6).
export const ROUND_SOURCE_PORT = PORT_BASE + 7
export const THIRD_WEB_PORT = PORT_BASE + 8
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/**
 * The wallet-service's part the relay asks for, `GET /games/crash/{slug}/round`, answered with the
 * round the test plays (or 503 GAME_NOT_RUNNING when it plays none), so the test drives both what
 * the relay fetches and what it receives on the bus. Every other path answers 404.
 */
export async function startRoundSource() {
  const rounds = new Map<string, CrashRoundState>()
  const server = http.createServer((request, response) => {
    const match = /^\/games\/crash\/([a-z-]+)\/round$/.exec(request.url ?? '')
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const state = match ? rounds.get(match[1]!) : undefined
    if (!match) json(404, { status: 404, message: 'Not Found' })
    else if (!state) json(503, { status: 503, code: 'GAME_NOT_RUNNING', message: 'The game is not running' })
    else json(200, { status: 200, message: 'Success', data: { ...state, serverTime: new Date().toISOString() } })
  })
  await new Promise<void>((resolve) => server.listen(ROUND_SOURCE_PORT, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${ROUND_SOURCE_PORT}`,
    rounds,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Round ids far above any real round's, so that events other tests publish on the machine's Redis are older rounds, ignored. */
export const newRoundId = () => 2_000_000_000 + randomInt(1_000_000_000)

const at = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString()

export function bettingState(game: string, roundId: number): CrashRoundState {
  return {
    game,
    roundId,
    phase: 'betting',
    bettingEndsAt: at(6000),
    startedAt: null,
    crashPoint: null,
    hash: null,
    history: [2.5, 1.01],
    bets: [{ betId: 1, player: 'Ad***e', amount: 100, autoCashOut: null, cashedOutAt: null, win: null }],
    betCount: 1,
    totalStake: 100,
    totalsVersion: 1,
    serverTime: at(),
  }
}

/** The engine's events of one round after its opening, as the wallet-service publishes them. */
export function roundEvents(game: string, roundId: number): CrashEvent[] {
  return [
    {
      type: 'bets-placed',
      game,
      roundId,
      at: at(),
      bets: [
        { betId: 2, player: 'Ch***u', amount: 250, autoCashOut: 2, cashedOutAt: null, win: null },
        { betId: 3, player: 'Ng***i', amount: 50.5, autoCashOut: null, cashedOutAt: null, win: null },
      ],
      betCount: 3,
      totalStake: 400.5,
      totalsVersion: 2,
    },
    { type: 'bets-cancelled', game, roundId, at: at(), betIds: [3], betCount: 2, totalStake: 350, totalsVersion: 3 },
    { type: 'round-started', game, roundId, at: at(), startedAt: at() },
    { type: 'cashed-out', game, roundId, at: at(), cashouts: [{ betId: 2, multiplier: 2, win: 500, reason: 'auto' }] },
    { type: 'round-crashed', game, roundId, at: at(), crashPoint: 3.17, hash: 'ab'.repeat(32), crashedAt: at() },
  ]
}

export async function waitForMessages(connection: SseConnection, count: number, timeoutMs = 10_000): Promise<SseMessage[]> {
  const deadline = Date.now() + timeoutMs
  while (connection.messages.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${JSON.stringify(connection.messages)}`)
    await sleep(20)
  }
  return connection.messages
}
