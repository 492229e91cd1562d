/**
 * `npm run bench:live`: how many live viewers one web process carries. A production web server
 * (web/server.js of the current build; run `npm run build` first) on the event bus (Redis when one
 * answers at REDIS_URL or 127.0.0.1:6379, else PostgreSQL LISTEN/NOTIFY on TEST_DATABASE_URL or
 * 127.0.0.1:5432); viewers connect to one game's stream (/live/crash/jet-crash) in steps up to
 * 1,000, 5,000 and 10,000, held by several client processes so the client side is not the
 * bottleneck; at each step a publisher on the same bus plays rounds as the engine does (round-opened,
 * bets-placed in chunks of 50, round-started, cashed-out, round-crashed) at a realistic pace.
 *
 * Reported per step: the time to connect the new viewers, event delivery latency p50/p99 from the
 * event's `at` (publish) to its receipt by the viewer, events missed, and the web process's memory
 * (RSS, its workers' included) per 1,000 viewers. Target: 10,000 viewers with p99 <= 250 ms.
 * Settings: BENCH_LIVE_VIEWERS (the steps), BENCH_LIVE_CLIENTS (client processes), BENCH_LIVE_PORT (the
 * web server's port and the two after it; free ports by default), BENCH_SMOKE=1 (20 viewers, one
 * round at ten times the pace, the target not judged).
 */
import { fork, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { crashChannel, MAX_LIST_PER_EVENT, type CrashEvent, type PublicBet } from '@9ja/live'
import { createEventBus, type EventBus } from '@9ja/live/node'
import { Redis } from 'ioredis'
import { isReachable } from './lib/postgres.ts'
import { openSse } from './lib/sse-client.ts'
import { openSseViewer } from './lib/sse-viewer.ts'
import { BENCH_SMOKE, benchSetting } from './lib/bench-settings.ts'
import { freePorts, startBenchWeb } from './lib/bench-web.ts'

const GAME = 'jet-crash'
const STEPS = benchSetting('BENCH_LIVE_VIEWERS', '1000,5000,10000', '20').split(',').map(Number)
const CLIENT_PROCESSES = Number(benchSetting('BENCH_LIVE_CLIENTS', '2', '1'))
/** New connections a client process has under way at once. */
const CONNECTS_IN_FLIGHT = 100
const ROUNDS_PER_STEP = BENCH_SMOKE ? 1 : 2
/** Every pause of the bench (a round's pace, the settling before a measure): a smoke run goes ten times as fast. */
const PACE = BENCH_SMOKE ? 0.1 : 1
const TARGET = { viewers: 10_000, p99Ms: 250 }
/** A round's events: opened, bets in chunks, started, cash-outs, crashed. */
const BET_CHUNKS = 6
const CASH_OUT_EVENTS = 8
const ROUND_EVENTS = 1 + BET_CHUNKS + 1 + CASH_OUT_EVENTS + 1
const CRASH_EVENT_PREFIX = Buffer.from('event: crash\n')
const AT_FIELD = Buffer.from('"at":"')

/** Messages between the bench and its client processes. */
type ToClient = { type: 'connect'; url: string; count: number } | { type: 'collect' } | { type: 'exit' }
type FromClient =
  { type: 'connected'; connectMs: number[]; failed: number } | { type: 'collected'; latenciesMs: number[]; received: number; open: number }

if (process.argv[2] === '--client') runClient()
else await main()

/** One client process: holds its share of viewers and measures each event's delay on arrival. */
function runClient() {
  let latencies: number[] = []
  let received = 0
  let open = 0
  const onMessage = (message: Buffer) => {
    if (!message.subarray(0, CRASH_EVENT_PREFIX.length).equals(CRASH_EVENT_PREFIX)) return
    received += 1
    // The event's own `at` comes before any list in it: no need to decode kilobytes of JSON per viewer.
    const at = message.indexOf(AT_FIELD)
    if (at !== -1)
      latencies.push(Date.now() - Date.parse(message.toString('latin1', at + AT_FIELD.length, message.indexOf('"', at + AT_FIELD.length))))
  }
  const send = (message: FromClient) => process.send!(message)
  process.on('message', async (message: ToClient) => {
    if (message.type === 'exit') process.exit(0)
    if (message.type === 'collect') {
      send({ type: 'collected', latenciesMs: latencies, received, open })
      latencies = []
      received = 0
      return
    }
    const connectMs: number[] = []
    let failed = 0
    let next = 0
    const connectOne = async () => {
      while (next < message.count) {
        next += 1
        const startedAt = performance.now()
        try {
          const connection = await openSseViewer(message.url, onMessage)
          if (connection.status !== 200) throw new Error(`status ${connection.status}`)
          connectMs.push(performance.now() - startedAt)
          open += 1
          void connection.ended.then(() => (open -= 1))
        } catch {
          failed += 1
        }
      }
    }
    await Promise.all(Array.from({ length: CONNECTS_IN_FLIGHT }, connectOne))
    send({ type: 'connected', connectMs, failed })
  })
}

async function main() {
  const bus = await chooseBus()
  console.log(`bench:live: ${bus.kind} event bus; steps ${STEPS.join(', ')} viewers; ${CLIENT_PROCESSES} client processes`)
  // The web server's port, the stand-in wallet-service's and the CMS's (nothing answers there): BENCH_LIVE_PORT and the two after it, else free ones.
  const [webPort, roundSourcePort, cmsPort] = process.env.BENCH_LIVE_PORT
    ? [0, 1, 2].map((offset) => Number(process.env.BENCH_LIVE_PORT) + offset)
    : await freePorts(3)
  const roundSource = await startNoRoundSource(roundSourcePort!)
  const web = await startBenchWeb(
    { web: webPort!, wallet: roundSourcePort!, cms: cmsPort! },
    {
      LIVE_MAX_CONNECTIONS: String(Math.max(...STEPS) + 100),
      // Every bench viewer comes from 127.0.0.1.
      LIVE_MAX_CONNECTIONS_PER_ADDRESS: String(Math.max(...STEPS) + 100),
      ...bus.env,
    },
  )
  const clients: ChildProcess[] = []
  try {
    const url = `http://127.0.0.1:${webPort}/live/crash/${GAME}`
    // Warm the relay (bus subscription, state fetch, a first round so every viewer starts from a state)
    // and take the idle memory.
    let roundId = Math.floor(Date.now() / 1000)
    // Several viewers, so that every web process (one per core) gets one: each keeps its own relay.
    const warm = await Promise.all(Array.from({ length: 4 * os.availableParallelism() }, () => openSse(url)))
    await playRound(bus.bus, roundId)
    for (const viewer of warm) viewer.close()
    await sleep(2000 * PACE)
    const idleRss = rssOf(web.pid!)
    // The viewers' processes are the measuring instrument: a larger young generation keeps their own
    // garbage collection pauses (10,000 streams' bytes) out of the latencies they measure.
    for (let i = 0; i < CLIENT_PROCESSES; i++) {
      clients.push(
        fork(fileURLToPath(import.meta.url), ['--client'], {
          stdio: 'inherit',
          execArgv: [...process.execArgv, '--max-semi-space-size=64'],
        }),
      )
    }

    const rows: string[][] = []
    let viewers = 0
    let previousRss = idleRss
    let pass = true
    for (const step of STEPS) {
      const added = step - viewers
      const connectStarted = performance.now()
      const connected = await Promise.all(
        clients.map((client, i) =>
          ask<Extract<FromClient, { type: 'connected' }>>(client, { type: 'connect', url, count: share(added, i) }),
        ),
      )
      const connectWallMs = performance.now() - connectStarted
      const connectMs = connected.flatMap((answer) => answer.connectMs)
      const failed = connected.reduce((sum, answer) => sum + answer.failed, 0)
      viewers = step
      await sleep(500 * PACE)

      let published = 0
      for (let round = 0; round < ROUNDS_PER_STEP; round++) published += await playRound(bus.bus, (roundId += 1))
      await sleep(1000 * PACE)
      const collected = await Promise.all(
        clients.map((client) => ask<Extract<FromClient, { type: 'collected' }>>(client, { type: 'collect' })),
      )
      const latencies = collected.flatMap((answer) => answer.latenciesMs).sort((a, b) => a - b)
      const received = collected.reduce((sum, answer) => sum + answer.received, 0)
      const open = collected.reduce((sum, answer) => sum + answer.open, 0)
      const rss = rssOf(web.pid!)
      const expected = published * open
      const p99 = percentile(latencies, 0.99)
      if (step >= TARGET.viewers && p99 > TARGET.p99Ms) pass = false
      if (failed > 0 || received < expected) pass = false
      rows.push([
        String(step),
        `${(connectWallMs / 1000).toFixed(1)} s (p99 ${percentile(
          connectMs.sort((a, b) => a - b),
          0.99,
        ).toFixed(0)} ms)`,
        String(failed),
        `${percentile(latencies, 0.5).toFixed(0)} / ${p99.toFixed(0)} ms`,
        `${expected - received} of ${expected}`,
        `${(rss / 2 ** 20).toFixed(0)} MiB`,
        // The growth since the step before, per 1,000 viewers added (garbage collection makes it noisy).
        `${((rss - previousRss) / 2 ** 20 / (added / 1000)).toFixed(1)} MiB`,
      ])
      previousRss = rss
      console.log(`bench:live: ${step} viewers done`)
    }

    const header = ['Viewers', 'Connect (new ones)', 'Failed', 'Latency p50/p99', 'Missed events', 'Web RSS', 'RSS per 1k added']
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')
    console.log('')
    console.log(line(header))
    console.log(line(widths.map((width) => '-'.repeat(width))))
    for (const row of rows) console.log(line(row))
    console.log('')
    console.log(
      `target: ${TARGET.viewers.toLocaleString('en')} viewers with p99 <= ${TARGET.p99Ms} ms, no event missed: ${BENCH_SMOKE ? 'not judged (smoke run)' : pass ? 'PASS' : 'FAIL'} ` +
        `(idle web RSS ${(idleRss / 2 ** 20).toFixed(0)} MiB; ${ROUNDS_PER_STEP} rounds of ${ROUND_EVENTS} events per step; ` +
        // Server and viewers share this machine's cores: other work on it shows in the latencies.
        `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
    )
    process.exitCode = pass || BENCH_SMOKE ? 0 : 1
  } finally {
    for (const client of clients) client.send({ type: 'exit' } satisfies ToClient)
    await web.stop()
    await bus.bus.close()
    roundSource.close()
  }
}

/** Redis when it answers, else PostgreSQL; the web server gets the same setting. */
async function chooseBus(): Promise<{ kind: string; bus: EventBus; env: Record<string, string> }> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => undefined)
  const redisAnswers = await probe.connect().then(
    () => probe.ping().then(() => true),
    () => false,
  )
  probe.disconnect()
  if (redisAnswers) return { kind: 'redis', bus: createEventBus({ REDIS_URL: redisUrl }), env: { REDIS_URL: redisUrl } }
  const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  if (!(await isReachable(databaseUrl))) {
    console.error(`bench:live: neither Redis (${redisUrl}) nor PostgreSQL (${databaseUrl}) answers`)
    process.exit(1)
  }
  return { kind: 'postgres', bus: createEventBus({ LIVE_DATABASE_URL: databaseUrl }), env: { LIVE_DATABASE_URL: databaseUrl } }
}

/** Stands in for the wallet-service's round endpoint: no round yet, so viewers' state comes from the first round-opened. */
async function startNoRoundSource(port: number) {
  const server = http.createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 503, code: 'GAME_NOT_RUNNING' }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { close: () => server.close() }
}

/**
 * One round as the engine publishes it, in about 8 s: 300 bets in chunks of 50 during a 3 s
 * betting window, the flight with a cash-out event every 400 ms, the crash. Returns the events sent.
 */
async function playRound(bus: EventBus, roundId: number): Promise<number> {
  const now = () => new Date().toISOString()
  const publish = (event: CrashEvent) => bus.publish(crashChannel(GAME), JSON.stringify(event))
  const base = { game: GAME, roundId }
  await publish({
    type: 'round-opened',
    ...base,
    at: now(),
    bettingEndsAt: new Date(Date.now() + 3000).toISOString(),
    history: [1.84, 1.0, 12.5],
  })
  let totals = { betCount: 0, totalStake: 0, totalsVersion: 0 }
  for (let chunk = 0; chunk < BET_CHUNKS; chunk++) {
    await sleep(500 * PACE)
    const bets: PublicBet[] = Array.from({ length: MAX_LIST_PER_EVENT }, (_, i) => ({
      betId: roundId * 1000 + chunk * MAX_LIST_PER_EVENT + i,
      player: 'Ch***u',
      amount: 100 + i * 50,
      autoCashOut: i % 3 === 0 ? 2 : null,
      cashedOutAt: null,
      win: null,
    }))
    totals = {
      betCount: totals.betCount + bets.length,
      totalStake: bets.reduce((sum, bet) => sum + bet.amount, totals.totalStake),
      totalsVersion: totals.totalsVersion + 1,
    }
    await publish({ type: 'bets-placed', ...base, at: now(), bets, ...totals })
  }
  await publish({ type: 'round-started', ...base, at: now(), startedAt: now() })
  for (let tick = 0; tick < CASH_OUT_EVENTS; tick++) {
    await sleep(400 * PACE)
    const cashouts = Array.from({ length: 10 }, (_, i) => ({
      betId: roundId * 1000 + tick * 10 + i,
      multiplier: 1.1 + tick / 10,
      win: 150,
      reason: 'player' as const,
    }))
    await publish({ type: 'cashed-out', ...base, at: now(), cashouts })
  }
  await publish({ type: 'round-crashed', ...base, at: now(), crashPoint: 1.95, hash: 'ab'.repeat(32), crashedAt: now() })
  await sleep(1000 * PACE)
  return ROUND_EVENTS
}

function ask<T extends FromClient>(client: ChildProcess, message: ToClient): Promise<T> {
  return new Promise((resolve, reject) => {
    // A client process that dies never answers: the bench fails instead of waiting for ever.
    const exited = (code: number | null) => reject(new Error(`a client process exited (code ${code}) before answering`))
    client.once('exit', exited)
    client.once('message', (answer: T) => {
      client.off('exit', exited)
      resolve(answer)
    })
    client.send(message)
  })
}

/** Client i's part of `total` (the first ones take the remainder). */
function share(total: number, i: number): number {
  return Math.floor(total / CLIENT_PROCESSES) + (i < total % CLIENT_PROCESSES ? 1 : 0)
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
}

/** Resident memory of the web server: its process and its workers (server.js runs one per core). */
function rssOf(pid: number): number {
  const children = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && parentOf(Number(entry)) === pid)
  return [pid, ...children.map(Number)].reduce((sum, process) => sum + residentBytes(process), 0)
}

function parentOf(pid: number): number | undefined {
  try {
    // The command name (2nd field) is in parentheses and may hold spaces: the fields after the last ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

function residentBytes(pid: number): number {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return Number(kib ?? 0) * 1024
  } catch {
    return 0
  }
}
