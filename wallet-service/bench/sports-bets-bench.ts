/**
 * npm run bench:sports -w wallet-service
 *
 * The virtual sports' bets through the HTTP API of a real wallet-service over a fresh database:
 *   1. slips placed per second (each a single, so bets per second), with p50/p99 latency, at
 *      BENCH_CLIENTS concurrent players (default 64 and 256), spread over the markets of a matchday;
 *   2. the time to settle BENCH_SETTLE_BETS (default 10,000) open bets when their event ends:
 *      settleEventBets as the events runner calls it, timed from the call to its answer.
 * Then the ledger's invariants (postings sum to 0, wallets equal their postings).
 *
 * The events are written straight to the database with the contract's columns and odds priced by
 * @9ja/virtual-sports (as the tests make them), betting open for an hour; the events runner is off.
 * Settings: BENCH_SECONDS (per run, default 5), BENCH_CLIENTS (default "64,256"), BENCH_PLAYERS
 * (default 16000), BENCH_SETTLE_BETS (default 10000).
 */
import type { ChildProcess } from 'node:child_process'
import pg from 'pg'
import { loadGameHouseIds } from '../src/games/house.ts'
import { settleEventBets } from '../src/games/virtual-sports/bets/settlement.ts'
import { createFootballEvent, finishEvent, footballResult, type TestEvent } from '../test/games/virtual-sports/bet-events.ts'
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

const {
  seconds: SECONDS,
  warmUpSeconds: WARM_UP_SECONDS,
  clients: CLIENTS,
  players: PLAYERS,
  settleBets: SETTLE_BETS,
} = betBenchSettings({ clients: '64,256', players: 16_000 })
/** The selections players pick from: every football market. */
const CODES = ['1x2:1', '1x2:x', '1x2:2', 'dc:1x', 'ou2.5:over', 'ou2.5:under', 'btts:gg', 'btts:ng', 'cs:1-0', 'cs:2-1', 'ht:1', 'ht:x']

/** Single bets of ₦100 by players in turn, on the events' selections in turn, for `seconds`. */
function betRun(walletUrl: string, tokens: string[], events: TestEvent[], clients: number, seconds: number) {
  return postRun(walletUrl, '/agent/bets', clients, seconds, (n) => ({
    token: tokens[n % tokens.length],
    kind: 'single',
    stake: 100,
    selections: [events[n % events.length]!.selection(CODES[Math.floor(n / events.length) % CODES.length]!)],
  }))
}

/** Places `count` open single bets on the event through the API, 64 at a time, every market's selections in turn. */
const fillEvent = (walletUrl: string, tokens: string[], event: TestEvent, count: number) =>
  placeBets(walletUrl, count, (n) => ({
    token: tokens[n % tokens.length],
    kind: 'single',
    stake: 100,
    selections: [event.selection(CODES[n % CODES.length]!)],
  }))

async function main() {
  const { databaseUrl, drop } = await createBenchDatabase('sports_bench')
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  let service: ChildProcess | null = null
  try {
    const tokens = await createFundedPlayers(pool, PLAYERS)
    // A matchday of nine matches for the placement runs, and one match whose end is the settlement run.
    const matchday = await Promise.all(Array.from({ length: 9 }, () => createFootballEvent(pool)))
    const ending = await createFootballEvent(pool)
    const started = await startWalletServiceProcess(databaseUrl, { CRASH_RUNNERS: 'off', SPORTS_RUNNERS: 'off', NUMBER_RUNNERS: 'off' })
    service = started.service
    const { walletUrl } = started
    console.log(`sports bets bench: ${walletUrl}, ${PLAYERS} players, ${SECONDS} s per run, clients ${CLIENTS.join('/')}`)

    // Plans prepared and code warmed before the measured runs.
    await betRun(walletUrl, tokens, matchday, 64, WARM_UP_SECONDS)
    const betRows = []
    for (const clients of CLIENTS) {
      const run = await betRun(walletUrl, tokens, matchday, clients, SECONDS)
      betRows.push(run)
      console.log(`  bets @${clients}: ${run.betsPerSecond} bets/s, p50 ${run.p50} ms, p99 ${run.p99} ms, refused ${run.refused}`)
    }

    const fillFrom = performance.now()
    const placed = await fillEvent(walletUrl, tokens, ending, SETTLE_BETS)
    console.log(`  ${placed} open bets placed on one match in ${Math.round(performance.now() - fillFrom)} ms`)
    await finishEvent(pool, ending.id, footballResult(2, 1, 1, 0))
    const house = await loadGameHouseIds(pool)
    const settleFrom = performance.now()
    const settled = await settleEventBets(pool, house, ending.id, new Date())
    const settleMs = Math.round(performance.now() - settleFrom)
    const open = await pool.query<{ n: number }>(`select count(*)::int as n from sports_bets where status = 'open'`)
    console.log(`  settled ${settled.settledBets} bets (${settled.settledLegs} legs) in ${settleMs} ms; open bets left: ${open.rows[0]!.n}`)

    await reportBetRuns(pool, betRows)
    console.log(
      `settlement target (${SETTLE_BETS} bets within 2 s): ${targetVerdict(settled.settledBets === SETTLE_BETS && settleMs <= 2000)}`,
    )
  } finally {
    await closeBench(service, pool, drop)
  }
}

await main()
