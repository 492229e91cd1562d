import { spawn } from 'node:child_process'
import http from 'node:http'
import { randomInt } from 'node:crypto'
import { connect } from 'node:net'
import type { CrashEvent, CrashRoundState } from '@9ja/live'
import { vi } from 'vitest'
import type { SseConnection, SseMessage } from '../../../scripts/lib/sse-client.ts'
import { workerPort } from '../../support/ports.ts'

/** A web server beside the second one (security-support.ts), on this worker's ports. */
export const THIRD_WEB_PORT = workerPort('thirdWeb')

/**
 * A Redis of the test's own, so that no other test or checkout publishing on the machine's Redis
 * reaches the relays under test, nor theirs its events. Stopped by `stop()`.
 */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = workerPort('redis')
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  const exited = new Promise<void>((resolve) => redis.once('exit', () => resolve()))
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
  await vi.waitFor(
    async () => {
      if (redis.exitCode !== null) throw new Error(`redis-server exited with ${redis.exitCode}`)
      if (!(await listening())) throw new Error(`redis-server is not listening on ${port} yet`)
    },
    { timeout: 30_000, interval: 50 },
  )
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (redis.exitCode === null) redis.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * The wallet-service's part the relay asks for, `GET /games/crash/{slug}/round`, answered with the
 * round the test plays (or 503 GAME_NOT_RUNNING when it plays none), so the test drives both what
 * the relay fetches and what it receives on the bus. Every other path answers 404.
 */
export async function startRoundSource() {
  const port = workerPort('roundSource')
  const rounds = new Map<string, CrashRoundState>()
  /** The state requests answered, per game. */
  const answered = new Map<string, number>()
  const server = http.createServer((request, response) => {
    const match = /^\/games\/crash\/([a-z-]+)\/round$/.exec(request.url ?? '')
    if (match) answered.set(match[1]!, (answered.get(match[1]!) ?? 0) + 1)
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const state = match ? rounds.get(match[1]!) : undefined
    if (!match) json(404, { status: 404, message: 'Not Found' })
    else if (!state) json(503, { status: 503, code: 'GAME_NOT_RUNNING', message: 'The game is not running' })
    else json(200, { status: 200, message: 'Success', data: { ...state, serverTime: new Date().toISOString() } })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    rounds,
    answered: (game: string) => answered.get(game) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Round ids far above any real round's. */
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
  await vi.waitFor(
    () => {
      if (connection.messages.length < count) throw new Error(`expected ${count} messages, got ${JSON.stringify(connection.messages)}`)
    },
    { timeout: timeoutMs, interval: 20 },
  )
  return connection.messages
}
