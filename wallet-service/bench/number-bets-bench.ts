/**
 * npm run bench:numbers -w wallet-service
 *
 * The number games' bets through the HTTP API of a real wallet-service over a fresh database:
 *   1. tickets placed per second (each its own bet), with p50/p99 latency, at BENCH_CLIENTS
 *      concurrent players (default 64), Millionaire Kendo and Perfect Guess tickets over open draws;
 *   2. the time to settle BENCH_SETTLE_BETS (default 10,000) open bets of one draw once it is over:
 *      settleDrawBets as the draws runner calls it, timed from the call to its answer, for a
 *      Millionaire Kendo draw (every kind: Nap, Perm, Against, Banker) and a Jackpot Game draw (its
 *      jackpot fixed first: the pool's shares, seed and winners).
 * Then the ledger's invariants (postings sum to 0, wallets equal their postings).
 *
 * The draws are written straight to the database with the contract's columns (as the tests make
 * them), betting open for an hour; the draw runners are off. Settings: BENCH_SECONDS (per run,
 * default 5), BENCH_CLIENTS (default "64"), BENCH_PLAYERS (default 4000), BENCH_SETTLE_BETS (default 10000).
 */
import type { ChildProcess } from 'node:child_process'
import pg from 'pg'
import type { NumberGameSlug } from '@9ja/number-games'
import { loadGameHouseIds } from '../src/games/house.ts'
import { settleDrawBets } from '../src/games/numbers/bets/settlement.ts'
import { createDraw, finishDraw, type TestDraw } from '../test/games/numbers/bets-support.ts'
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
} = betBenchSettings({ clients: '64', players: 4000 })
const JACKPOT_FLOOR_KOBO = 100_000_000n

/** Tickets of every shape, their numbers varied by n so the draw's bets differ. */
function kendoTicket(n: number) {
  // Numbers from n / 6, the kind from n % 6: every kind meets every number, so the draw has winners of each.
  const at = (offset: number) => ((Math.floor(n / 6) * 7 + offset * 13) % 90) + 1
  const distinct = (count: number) => [...new Set(Array.from({ length: count * 3 }, (_, i) => at(i)))].slice(0, count)
  switch (n % 6) {
    case 0:
      return { kind: 'nap-1', picks: distinct(1) }
    case 1:
      return { kind: 'nap-2', picks: distinct(2) }
    case 2:
      return { kind: 'nap-5', picks: distinct(5) }
    case 3:
      return { kind: 'perm-2', picks: distinct(4) }
    case 4: {
      const numbers = distinct(4)
      return { kind: 'against', picks: numbers.slice(0, 2), against: numbers.slice(2) }
    }
    default:
      return { kind: 'banker', picks: distinct(1) }
  }
}

function jackpotTicket(n: number) {
  const picks = new Set<number>()
  for (let i = 0; picks.size < 5; i++) picks.add(((n * 11 + i * 17) % 45) + 1)
  return { kind: 'jackpot', picks: [...picks] }
}

const kenoTicket = (n: number) => ({ kind: 'pick-2', picks: [(n % 80) + 1, ((n + 40) % 80) + 1] })

/** One ticket per request at ₦100 a line, players in turn. */
const slip = (token: string, draw: TestDraw, ticket: { kind: string; picks: number[]; against?: number[] }) => ({
  token,
  stake: 100,
  selections: [{ game: draw.game, drawId: draw.id, ...ticket }],
})

async function main() {
  const { databaseUrl, drop } = await createBenchDatabase('numbers_bench')
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  let service: ChildProcess | null = null
  try {
    const tokens = await createFundedPlayers(pool, PLAYERS)
    // Caps out of the way: the bench measures the statements, not the refusals.
    const settings = JSON.stringify({ '*': { maxLiabilityKobo: Number.MAX_SAFE_INTEGER } })
    const started = await startWalletServiceProcess(databaseUrl, {
      CRASH_RUNNERS: 'off',
      SPORTS_RUNNERS: 'off',
      NUMBER_RUNNERS: 'off',
      NUMBER_GAME_SETTINGS: settings,
    })
    service = started.service
    const { walletUrl } = started
    console.log(`number bets bench: ${walletUrl}, ${PLAYERS} players, ${SECONDS} s per run, clients ${CLIENTS.join('/')}`)
    // The games are in the catalog once the service has started: draws may name them.
    const open = await Promise.all(['millionaire-kendo', 'perfect-guess'].map((game) => createDraw(pool, game as NumberGameSlug)))
    const betRun = (clients: number, seconds: number) =>
      postRun(walletUrl, '/agent/bets', clients, seconds, (n) =>
        slip(tokens[n % tokens.length]!, open[n % 2]!, n % 2 === 0 ? kendoTicket(n) : kenoTicket(n)),
      )

    // Plans prepared and code warmed before the measured runs.
    await betRun(64, WARM_UP_SECONDS)
    const betRows = []
    for (const clients of CLIENTS) {
      const run = await betRun(clients, SECONDS)
      betRows.push(run)
      console.log(`  bets @${clients}: ${run.betsPerSecond} bets/s, p50 ${run.p50} ms, p99 ${run.p99} ms, refused ${run.refused}`)
    }

    const house = await loadGameHouseIds(pool)
    const settleRuns: { game: string; settled: number; ms: number }[] = []
    for (const [game, ticketOf, drawn] of [
      ['millionaire-kendo', kendoTicket, [3, 17, 45, 62, 88]],
      ['jackpot-game', jackpotTicket, [1, 12, 23, 34, 45]],
    ] as const) {
      const draw = await createDraw(pool, game)
      const fillFrom = performance.now()
      const placed = await placeBets(walletUrl, SETTLE_BETS, (n) => slip(tokens[n % tokens.length]!, draw, ticketOf(n)))
      console.log(`  ${placed} open ${game} bets placed on one draw in ${Math.round(performance.now() - fillFrom)} ms`)
      await finishDraw(pool, draw.id, [...drawn])
      const settleFrom = performance.now()
      const { settledBets } = await settleDrawBets(pool, house, draw.id, () => JACKPOT_FLOOR_KOBO, new Date())
      const ms = Math.round(performance.now() - settleFrom)
      const left = await pool.query<{ n: number }>(`select count(*)::int as n from number_bets where draw_id = $1 and status = 'open'`, [
        draw.id,
      ])
      const won = await pool.query<{ n: number }>(`select count(*)::int as n from number_bets where draw_id = $1 and status = 'won'`, [
        draw.id,
      ])
      console.log(`  settled ${settledBets} ${game} bets (${won.rows[0]!.n} won) in ${ms} ms; open bets left: ${left.rows[0]!.n}`)
      settleRuns.push({ game, settled: settledBets, ms })
    }

    await reportBetRuns(pool, betRows)
    const met = settleRuns.every((run) => run.settled === SETTLE_BETS && run.ms <= 2000)
    console.log(
      `settlement target (${SETTLE_BETS} bets of one draw within 2 s): ${targetVerdict(met)} (${settleRuns.map((run) => `${run.game} ${run.ms} ms`).join(', ')})`,
    )
  } finally {
    await closeBench(service, pool, drop)
  }
}

await main()
