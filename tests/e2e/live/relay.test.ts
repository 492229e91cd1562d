import { applyCrashEvent, crashChannel, type CrashRoundState } from '@9ja/live'
import { RedisEventBus } from '@9ja/live/node'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openSse, type SseConnection } from '../../../scripts/lib/sse-client.ts'
import { startSecondWeb, type SecondWeb } from '../security/security-support.ts'
import { bettingState, newRoundId, roundEvents, startRedis, startRoundSource, THIRD_WEB_PORT, waitForMessages } from './live-support.ts'

// Two production web servers on the test's Redis relay what the test publishes there, as the
// wallet-service does, to Server-Sent Events clients.
let redis: Awaited<ReturnType<typeof startRedis>>
let roundSource: Awaited<ReturnType<typeof startRoundSource>>
let webs: SecondWeb[] = []
let bus: RedisEventBus
const connections: SseConnection[] = []

async function connect(url: string, headers: Record<string, string> = {}) {
  const connection = await openSse(url, { headers })
  connections.push(connection)
  return connection
}

/** A stream, once the server has room for it (a stream closed a moment ago may still count against its cap). */
async function connectWhenAdmitted(url: string, headers: Record<string, string> = {}) {
  let admitted: SseConnection | undefined
  await vi.waitFor(
    async () => {
      const connection = await connect(url, headers)
      if (connection.status !== 200) {
        connection.close()
        throw new Error(`${url} answered ${connection.status}`)
      }
      admitted = connection
    },
    { timeout: 5_000, interval: 50 },
  )
  return admitted!
}

const withoutTime = ({ serverTime: _serverTime, ...state }: CrashRoundState) => state

beforeAll(async () => {
  ;[redis, roundSource] = await Promise.all([startRedis(), startRoundSource()])
  bus = new RedisEventBus(redis.url)
  // One process each (startSecondWeb's default): these tests look at one relay, its bus connection and its cap.
  webs = await Promise.all([
    startSecondWeb(roundSource.url, { REDIS_URL: redis.url }),
    // Believes X-Forwarded-For from this machine, so the test can speak as several client addresses.
    startSecondWeb(
      roundSource.url,
      { REDIS_URL: redis.url, LIVE_MAX_CONNECTIONS: '3', LIVE_MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' },
      THIRD_WEB_PORT,
    ),
  ])
})

afterAll(async () => {
  for (const connection of connections) connection.close()
  await Promise.all(webs.map((web) => web.stop()))
  await bus?.close()
  await roundSource?.close()
  await redis?.stop()
})

describe('the live relay (GET /live/crash/{slug})', () => {
  it('sends the state first, then the same events from both web servers, in order', async () => {
    const game = 'jet-crash'
    const roundId = newRoundId()
    const initial = bettingState(game, roundId)
    roundSource.rounds.set(game, initial)
    const viewers = [await connect(`${webs[0]!.url}/live/crash/${game}`), await connect(`${webs[1]!.url}/live/crash/${game}`)]
    for (const viewer of viewers) {
      expect(viewer.status).toBe(200)
      const [first] = await waitForMessages(viewer, 1)
      expect(first!.event).toBe('state')
      const state = JSON.parse(first!.data) as CrashRoundState
      expect(withoutTime(state)).toEqual(withoutTime(initial))
      expect(Math.abs(Date.parse(state.serverTime) - Date.now())).toBeLessThan(2000)
    }

    const events = roundEvents(game, roundId)
    for (const event of events) await bus.publish(crashChannel(game), JSON.stringify(event))
    for (const viewer of viewers) {
      const messages = await waitForMessages(viewer, 1 + events.length)
      expect(messages.slice(1).map((message) => message.event)).toEqual(events.map(() => 'crash'))
      expect(messages.slice(1).map((message) => JSON.parse(message.data))).toEqual(events)
    }

    // A viewer that comes (back) now gets the state with every event folded in, first.
    const returning = await connect(`${webs[0]!.url}/live/crash/${game}`)
    const [state] = await waitForMessages(returning, 1)
    expect(state!.event).toBe('state')
    const expected = events.reduce<CrashRoundState | null>(applyCrashEvent, initial)!
    expect(withoutTime(JSON.parse(state!.data))).toEqual(withoutTime(expected))
    expect(expected).toMatchObject({ phase: 'crashed', crashPoint: 3.17, betCount: 2, totalStake: 350, history: [3.17, 2.5, 1.01] })
    for (const viewer of [...viewers, returning]) viewer.close()
  })

  it('answers as an event stream, uncompressed, with the security headers; 404 for a game that is not a crash game', async () => {
    roundSource.rounds.set('danfo-crash', bettingState('danfo-crash', newRoundId()))
    const viewer = await connect(`${webs[0]!.url}/live/crash/danfo-crash`, { 'accept-encoding': 'gzip, br' })
    await waitForMessages(viewer, 1)
    expect(viewer.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(viewer.headers['cache-control']).toBe('no-store')
    expect(viewer.headers['x-accel-buffering']).toBe('no')
    expect(viewer.headers['content-encoding']).toBeUndefined()
    expect(viewer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(viewer.headers['x-content-type-options']).toBe('nosniff')
    viewer.close()

    for (const path of ['/live/crash/spin-it', '/live/crash/unknown']) {
      const response = await fetch(`${webs[0]!.url}${path}`)
      expect(response.status, path).toBe(404)
      await response.body?.cancel()
    }
    expect((await fetch(`${webs[0]!.url}/live/crash/jet%00crash`)).status).toBe(400)
  })

  it('copes with a wallet-service that has no round: the first round-opened is the viewers’ state', async () => {
    const game = 'fire-crash'
    roundSource.rounds.delete(game)
    const viewer = await connect(`${webs[0]!.url}/live/crash/${game}`)
    expect(viewer.status).toBe(200)
    // The relay asked for the state and was told there is no round: nothing for the viewer.
    await vi.waitFor(() => expect(roundSource.answered(game)).toBe(1), { timeout: 10_000 })
    expect(viewer.messages).toEqual([])
    const roundId = newRoundId()
    // An event of a round whose opening this relay never saw is not passed on (the relay asks for the state instead).
    await bus.publish(crashChannel(game), JSON.stringify(roundEvents(game, roundId - 1)[0]))
    await vi.waitFor(() => expect(roundSource.answered(game)).toBe(2), { timeout: 10_000 })
    const now = Date.now()
    const opened = {
      type: 'round-opened',
      game,
      roundId,
      at: new Date(now).toISOString(),
      bettingEndsAt: new Date(now + 6000).toISOString(),
      history: [1.5],
    }
    await bus.publish(crashChannel(game), JSON.stringify(opened))
    const [first] = await waitForMessages(viewer, 1)
    expect(first!.event).toBe('state')
    expect(JSON.parse(first!.data)).toMatchObject({ roundId, phase: 'betting', bets: [], history: [1.5] })
    // The round's next event is the viewer's next message: nothing came between (no second state).
    const placed = roundEvents(game, roundId)[0]!
    await bus.publish(crashChannel(game), JSON.stringify(placed))
    const [, next] = await waitForMessages(viewer, 2)
    expect(viewer.messages).toHaveLength(2)
    expect(next!.event).toBe('crash')
    expect(JSON.parse(next!.data)).toEqual(placed)
    viewer.close()
  })

  it('fetches the state again after its bus connection was dropped, and sends it to its viewers', async () => {
    const game = 'bank-heist'
    const roundId = newRoundId()
    roundSource.rounds.set(game, bettingState(game, roundId))
    const viewer = await connect(`${webs[0]!.url}/live/crash/${game}`)
    await waitForMessages(viewer, 1)
    // Meanwhile the round moved on in the wallet-service (events that a dropped connection would miss).
    roundSource.rounds.set(game, { ...bettingState(game, roundId), phase: 'flying', startedAt: new Date().toISOString() })
    const admin = new Redis(redis.url)
    const list = (await admin.client('LIST')) as string
    const line = list.split('\n').find((entry) => entry.includes(` name=live-event-bus-${webs[0]!.process.pid}:subscriber `))
    await admin.client('KILL', 'ID', /\bid=(\d+)/.exec(line ?? '')![1]!)
    await admin.quit()
    const [, refreshed] = await waitForMessages(viewer, 2)
    expect(refreshed!.event).toBe('state')
    expect(JSON.parse(refreshed!.data)).toMatchObject({ roundId, phase: 'flying' })
    // And it receives again.
    const cashedOut = roundEvents(game, roundId)[3]!
    await bus.publish(crashChannel(game), JSON.stringify(cashedOut))
    const [, , next] = await waitForMessages(viewer, 3)
    expect(JSON.parse(next!.data)).toEqual(cashedOut)
    viewer.close()
  })

  it('holds at most LIVE_MAX_CONNECTIONS streams, then answers 503 until one closes', async () => {
    roundSource.rounds.set('ball-joggle', bettingState('ball-joggle', newRoundId()))
    const url = `${webs[1]!.url}/live/crash/ball-joggle`
    const from = (address: string) => ({ 'x-forwarded-for': address })
    const held = [await connect(url, from('203.0.113.1')), await connect(url, from('203.0.113.2')), await connect(url, from('203.0.113.3'))]
    expect(held.map((connection) => connection.status)).toEqual([200, 200, 200])
    const refused = await connect(url, from('203.0.113.4'))
    expect(refused.status).toBe(503)
    expect(refused.headers['retry-after']).toBe('5')
    held[0]!.close()
    await held[0]!.ended
    const admitted = await connectWhenAdmitted(url)
    expect(admitted.status).toBe(200)
    for (const connection of [...held, admitted]) connection.close()
  })

  it('holds at most LIVE_MAX_CONNECTIONS_PER_ADDRESS streams from one address, then answers it 429 while other addresses get in', async () => {
    roundSource.rounds.set('ball-joggle', bettingState('ball-joggle', newRoundId()))
    const url = `${webs[1]!.url}/live/crash/ball-joggle`
    const greedy = { 'x-forwarded-for': '198.51.100.7' }
    // Streams the test before closed may still count against the process's cap for a moment.
    const held = [await connectWhenAdmitted(url, greedy), await connectWhenAdmitted(url, greedy)]
    expect(held.map((connection) => connection.status)).toEqual([200, 200])
    const refused = await connect(url, greedy)
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBe('30')
    const other = await connectWhenAdmitted(url, { 'x-forwarded-for': '198.51.100.8' })
    expect(other.status).toBe(200)
    for (const connection of [...held, other]) {
      connection.close()
      await connection.ended
    }
  })

  it('ends its streams when it stops, so open viewers do not keep it running', async () => {
    const viewer = await connectWhenAdmitted(`${webs[1]!.url}/live/crash/ball-joggle`)
    await waitForMessages(viewer, 1)
    const stoppedAt = Date.now()
    await webs[1]!.stop()
    await viewer.ended
    expect(Date.now() - stoppedAt).toBeLessThan(3000)
    expect(webs[1]!.process.exitCode).toBe(0)
  })
})
