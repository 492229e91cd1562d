/**
 * npm run bench:crash -w wallet-service
 *
 * The crash games' hot paths through the HTTP API of a real wallet-service over a fresh database:
 *   1. bets per second accepted in a betting window, with p50/p99 latency, at BENCH_CLIENTS
 *      concurrent bettors (default 64 and 256; each run in its own game's round, every bet by a
 *      player's free slot);
 *   2. 1,000 cash-outs sent within 100 ms during a flight: the time until every one is judged and
 *      settled (answered, and the bet row paid).
 * Then the ledger's invariants (postings sum to 0, wallets equal their postings).
 *
 * The betting windows are long (the bench needs them open while it runs) and the cash-out round's
 * crash point is high: the bench installs that game's first hash chain itself before the service
 * starts, as an operator would. Settings: BENCH_SECONDS (per run, default 5), BENCH_CLIENTS
 * (default "64,256"), BENCH_PLAYERS (default 16000), BENCH_CASHOUTS (default 1000).
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { Agent, request as httpRequest } from 'node:http'
import pg from 'pg'
import { chainLinkAfter, crashPointX100 } from '@9ja/fairness/node'
import {
  betBenchSettings,
  createBenchDatabase,
  createFundedPlayers,
  postRun,
  reportBetRuns,
  startWalletServiceProcess,
} from './bench-kit.ts'
import { BENCH_SMOKE, benchSetting, targetVerdict } from '../../scripts/lib/bench-settings.ts'
import { waitFor } from '../test/support/wait-for.ts'

const {
  seconds: SECONDS,
  warmUpSeconds: WARM_UP_SECONDS,
  clients: CLIENTS,
  players: PLAYERS,
} = betBenchSettings({ clients: '64,256', players: 16_000 })
const CASHOUTS = Number(benchSetting('BENCH_CASHOUTS', '1000', '50'))
/** One game per bet run (a round of its own; the first warms the service up), and one for the cash-outs. */
const WARM_UP_GAME = 'bank-heist'
const BET_GAMES = ['jet-crash', 'danfo-crash', 'ball-joggle']
const CASHOUT_GAME = 'fire-crash'
/**
 * The cash-out round's betting window: long enough for its bets, and in a full run for the bet runs too, before its flight.
 * The smoke run's 50 bets once missed 3 s, the round found near its window's end on a slow day with the other benches beside it.
 */
const CASHOUT_WINDOW_MS = BENCH_SMOKE ? 8000 : 20_000

/** The cash-out round's chain: one link whose crash point is at least 50x (a flight of over a minute). */
async function installHighChain(pool: pg.Pool): Promise<number> {
  let seed: string
  do seed = randomBytes(32).toString('hex')
  while (crashPointX100(seed, 9700) < 5000)
  await pool.query(`insert into crash_chains (game, seed, commitment, length) values ($1, $2, $3, 1)`, [
    CASHOUT_GAME,
    seed,
    chainLinkAfter(seed),
  ])
  return crashPointX100(seed, 9700)
}

function startService(databaseUrl: string) {
  const long = { bettingWindowMs: 120_000 }
  return startWalletServiceProcess(databaseUrl, {
    CRASH_RUNNERS: 'on',
    // The crash games alone: the other games' loops would share the cores with what is measured.
    SPORTS_RUNNERS: 'off',
    NUMBER_RUNNERS: 'off',
    CRASH_GAME_SETTINGS: JSON.stringify({
      ...Object.fromEntries([WARM_UP_GAME, ...BET_GAMES].map((game) => [game, long])),
      [CASHOUT_GAME]: { bettingWindowMs: CASHOUT_WINDOW_MS },
    }),
  })
}

/**
 * Kept-alive connections, as the web app's server keeps to the wallet-service: the players' requests
 * reach it through those, never one new connection each.
 */
const agent = new Agent({ keepAlive: true, maxSockets: Number(process.env.BENCH_CONNECTIONS ?? 64) })

function post(
  walletUrl: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { data?: Record<string, number>; code?: string } }> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${walletUrl}${path}`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}

async function betRun(walletUrl: string, tokens: string[], game: string, clients: number, seconds = SECONDS) {
  // Every bet takes a free slot: players in turn, two bets each.
  const run = await postRun(walletUrl, '/agent/crash/bet', clients, seconds, (n) => ({
    token: tokens[Math.floor(n / 2) % tokens.length],
    game,
    amount: 200,
    autoCashOut: 2,
  }))
  return { ...run, enoughPlayers: run.sent <= tokens.length * 2 }
}

/** Waits until each game has a round taking bets: the runners open their first ones just after the service answers /ready. */
const untilBetting = (pool: pg.Pool, games: string[]) =>
  waitFor(
    async () =>
      (
        await pool.query<{ n: number }>(
          `select count(distinct game)::int as n from crash_rounds where game = any ($1::text[]) and phase = 'betting'`,
          [games],
        )
      ).rows[0]!.n === games.length,
    60_000,
    `a round of ${games.join(', ')} taking bets`,
  )

const untilFlying = (pool: pg.Pool, roundId: number) =>
  waitFor(
    async () =>
      (await pool.query<{ started_at: Date | null }>('select started_at from crash_rounds where id = $1', [roundId])).rows[0]?.started_at,
    CASHOUT_WINDOW_MS + 60_000,
    'the cash-out round to fly',
  )

async function main() {
  const { databaseUrl, drop } = await createBenchDatabase('crash_bench')
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  let service: ChildProcess | null = null
  try {
    const crashX100 = await installHighChain(pool)
    const tokens = await createFundedPlayers(pool, PLAYERS)
    const started = await startService(databaseUrl)
    service = started.service
    const { walletUrl } = started
    console.log(`crash bench: ${walletUrl}, ${PLAYERS} players, ${SECONDS} s per bet run, clients ${CLIENTS.join('/')}`)

    // The cash-out round's bets first, while its window is open: one bet each for CASHOUTS players.
    await untilBetting(pool, [CASHOUT_GAME])
    const cashOutBets: { token: string; betId: number; roundId: number }[] = []
    for (let from = 0; from < CASHOUTS; from += 100) {
      const placed = await Promise.all(
        tokens.slice(from, Math.min(CASHOUTS, from + 100)).map(async (token) => {
          const answer = await post(walletUrl, '/agent/crash/bet', { token, game: CASHOUT_GAME, amount: 100 })
          if (answer.status !== 200) throw new Error(`a cash-out round bet was refused: ${JSON.stringify(answer.body)}`)
          return { token, betId: answer.body.data!.betId!, roundId: answer.body.data!.roundId! }
        }),
      )
      cashOutBets.push(...placed)
    }

    // Plans prepared and code warmed before the measured runs.
    await untilBetting(pool, [WARM_UP_GAME, ...BET_GAMES])
    await betRun(walletUrl, tokens, WARM_UP_GAME, 64, WARM_UP_SECONDS)
    const betRows = []
    for (const [index, clients] of CLIENTS.entries()) {
      const run = await betRun(walletUrl, tokens, BET_GAMES[index % BET_GAMES.length]!, clients)
      betRows.push(run)
      console.log(
        `  bets @${clients}: ${run.betsPerSecond} bets/s, p50 ${run.p50} ms, p99 ${run.p99} ms, refused ${run.refused}` +
          (run.enoughPlayers ? '' : ' (ran out of free slots: raise BENCH_PLAYERS)'),
      )
    }

    const startedAt = await untilFlying(pool, cashOutBets[0]!.roundId)
    // Half a second into the flight, every cash-out request leaves within 100 ms.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt.getTime() + 500 - Date.now())))
    const sentFrom = performance.now()
    const answers = await Promise.all(
      cashOutBets.map(async ({ token, betId }, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index * 100) / cashOutBets.length))
        return post(walletUrl, '/agent/crash/cashout', { token, betId })
      }),
    )
    const answeredMs = performance.now() - sentFrom
    const paidRows = await pool.query<{ n: number }>(
      `select count(*)::int as n from crash_bets where id = any ($1::bigint[]) and status = 'cashed-out' and reason = 'player'`,
      [cashOutBets.map((bet) => bet.betId)],
    )
    const refused = answers.filter((answer) => answer.status !== 200)
    console.log(
      `  cash-outs: ${answers.length} sent within 100 ms, all answered in ${Math.round(answeredMs)} ms, ` +
        `${paidRows.rows[0]!.n} paid, ${refused.length} refused${refused[0] ? ` (${JSON.stringify(refused[0].body)})` : ''}, crash point ${crashX100 / 100}x`,
    )

    await reportBetRuns(pool, betRows)
    console.log(
      `cash-out target (1,000 settled within 1 s): ${targetVerdict(answeredMs <= 1000 && paidRows.rows[0]!.n === answers.length)}`,
    )
  } finally {
    agent.destroy()
    service?.kill('SIGTERM')
    if (service) await new Promise((resolve) => service!.once('exit', resolve))
    await pool.end()
    await drop()
  }
}

await main()
