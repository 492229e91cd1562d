import type { ChildProcess } from 'node:child_process'
import pg from 'pg'
import { loadGameHouseIds, type HouseIds } from '../src/games/house.ts'
import {
  betBenchSettings,
  closeBench,
  createBenchDatabase,
  createFundedPlayers,
  placeBets,
  postRun,
  reportBetRuns,
  startWalletServiceProcess,
} from './bench-kit.ts'
import { targetVerdict } from '../../scripts/lib/bench-settings.ts'

/** One event (a match, a draw) of a settlement run, once created. */
export type BenchEvent = {
  /** The n-th bet's body on the event, by the player with `token`. */
  bet: (token: string, n: number) => unknown
  finish: () => Promise<void>
  /** Settles the event's bets as its runner does; answers how many it settled and what else to say of them. */
  settle: (house: HouseIds) => Promise<{ settled: number; detail: string }>
  /** The event's bets still open afterwards (0 when all went). */
  openLeft: () => Promise<number>
}

/** A settlement run: an event filled with open bets through the API, finished, then settled. */
export type SettlementRun = { label: string; create: (pool: pg.Pool) => Promise<BenchEvent> }

/** A scheduled family's part of the bench: its service settings, what its bets are, and its settlement runs. */
export type ScheduledBetsFamily = {
  /** "number bets": the log's words and the database's prefix. */
  name: string
  defaults: { clients: string; players: number }
  serviceEnv?: Record<string, string>
  /** After the service has started (the games are in its catalog): the placement runs' n-th body, by the player with `token`. */
  placement: (pool: pg.Pool) => Promise<(token: string, n: number) => unknown>
  settlements: SettlementRun[]
}

/**
 * A scheduled family's bets through the HTTP API of a real wallet-service over a fresh database:
 *   1. bets placed per second, with p50/p99 latency, at BENCH_CLIENTS concurrent players;
 *   2. the time to settle BENCH_SETTLE_BETS (default 10,000) open bets of one event once it is over,
 *      timed from the runner's call to its answer, for each of the family's settlement runs.
 * Then the ledger's invariants (postings sum to 0, wallets equal their postings). Events are written
 * straight to the database with the contract's columns (as the tests make them), betting open for an
 * hour; the runners are off. Settings: BENCH_SECONDS (per run, default 5), BENCH_CLIENTS,
 * BENCH_PLAYERS, BENCH_SETTLE_BETS.
 */
export async function runScheduledBetsBench(family: ScheduledBetsFamily): Promise<void> {
  const { seconds, warmUpSeconds, clients, players, settleBets } = betBenchSettings(family.defaults)
  const { databaseUrl, drop } = await createBenchDatabase(family.name.replace(/\W+/g, '_'))
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  let service: ChildProcess | null = null
  try {
    const tokens = await createFundedPlayers(pool, players)
    const started = await startWalletServiceProcess(databaseUrl, {
      CRASH_RUNNERS: 'off',
      SPORTS_RUNNERS: 'off',
      NUMBER_RUNNERS: 'off',
      ...family.serviceEnv,
    })
    service = started.service
    const { walletUrl } = started
    console.log(`${family.name} bench: ${walletUrl}, ${players} players, ${seconds} s per run, clients ${clients.join('/')}`)
    const bet = await family.placement(pool)
    const betRun = (connections: number, runSeconds: number) =>
      postRun(walletUrl, '/agent/bets', connections, runSeconds, (n) => bet(tokens[n % tokens.length]!, n))

    // Plans prepared and code warmed before the measured runs.
    await betRun(64, warmUpSeconds)
    const betRows = []
    for (const connections of clients) {
      const run = await betRun(connections, seconds)
      betRows.push(run)
      console.log(`  bets @${connections}: ${run.betsPerSecond} bets/s, p50 ${run.p50} ms, p99 ${run.p99} ms, refused ${run.refused}`)
    }

    const house = await loadGameHouseIds(pool)
    const settleRuns: { label: string; settled: number; ms: number }[] = []
    for (const run of family.settlements) {
      const event = await run.create(pool)
      const fillFrom = performance.now()
      const placed = await placeBets(walletUrl, settleBets, (n) => event.bet(tokens[n % tokens.length]!, n))
      console.log(`  ${placed} open bets placed on one ${run.label} in ${Math.round(performance.now() - fillFrom)} ms`)
      await event.finish()
      const settleFrom = performance.now()
      const { settled, detail } = await event.settle(house)
      const ms = Math.round(performance.now() - settleFrom)
      console.log(`  settled ${settled} ${run.label} bets (${detail}) in ${ms} ms; open bets left: ${await event.openLeft()}`)
      settleRuns.push({ label: run.label, settled, ms })
    }

    await reportBetRuns(pool, betRows)
    const met = settleRuns.every((run) => run.settled === settleBets && run.ms <= 2000)
    console.log(
      `settlement target (${settleBets} bets of one event within 2 s): ${targetVerdict(met)} (${settleRuns.map((run) => `${run.label} ${run.ms} ms`).join(', ')})`,
    )
  } finally {
    await closeBench(service, pool, drop)
  }
}
