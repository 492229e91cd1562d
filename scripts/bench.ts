/**
 * `npm run bench`: every benchmark of the platform, one after the other, each printing its figures, its
 * targets and how long it took.
 *  - the crash engine's hot paths (bets per second, 1,000 simultaneous cash-outs; wallet-service/bench/crash-bench.ts),
 *    self-contained: its own wallet-service over a fresh database;
 *  - the virtual sports' bets (bets per second, 10,000 open bets settled when their event ends;
 *    wallet-service/bench/sports-bets-bench.ts), self-contained likewise;
 *  - the number games' bets (tickets per second, 10,000 open bets of one draw settled once it is over;
 *    wallet-service/bench/number-bets-bench.ts), self-contained likewise;
 *  - the live channel's viewers (1,000 / 5,000 / 10,000; scripts/bench-live.ts), self-contained: its own
 *    production web server on the bus;
 *  - the home page (scripts/bench-home.ts), against the running platform at WEB_URL (`npm start` first); skipped
 *    with a line saying so when nothing answers there.
 * The wallet and Spin It bench stays apart: `npm run bench -w wallet-service`.
 *
 * `npm run bench:smoke` (BENCH_SMOKE=1): all of them, the wallet bench too, once each at a tiny size, a few
 * seconds apiece and all at once, to show they still run: figures print, targets are not judged, and the home page is
 * measured on a web server of its own. It needs what `npm test` has: the build (`npm run build`) and
 * PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432). The Lighthouse audit (`npm run bench:lighthouse`)
 * is not among them: one page's audit alone takes about ten seconds (Lighthouse waits out the page's
 * load and its quiet periods), so no size of it is a smoke run.
 *
 * Exits non-zero when a bench fails (crashes, or in a full run misses a target it judges by its exit code).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { BENCH_SMOKE } from './lib/bench-settings.ts'
import { ROOT } from './lib/services.ts'

const WEB_URL = (process.env.WEB_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs')
const WALLET_SERVICE = path.join(ROOT, 'wallet-service')

type Bench = { name: string; title: string; script: string; cwd: string }
type Outcome = { name: string; seconds: number; ok: boolean }

/**
 * Runs one bench. Alone (a full run) it prints as it goes; side by side (a smoke run: every bench at once,
 * none judged) its output is held and printed whole when it ends, so benches' lines never interleave.
 */
async function runBench(bench: Bench, sideBySide: boolean): Promise<Outcome> {
  const startedAt = performance.now()
  const child = spawn(process.execPath, [tsx, bench.script], { cwd: bench.cwd, stdio: sideBySide ? 'pipe' : 'inherit', env: process.env })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  if (!sideBySide) console.log(`\n=== ${bench.title} ===`)
  const [status, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null]
  if (sideBySide) process.stdout.write(`\n=== ${bench.title} ===\n${Buffer.concat(output).toString()}`)
  const outcome = { name: bench.name, seconds: (performance.now() - startedAt) / 1000, ok: status === 0 }
  console.log(`--- ${bench.name}: ${outcome.seconds.toFixed(1)} s${outcome.ok ? '' : `, FAILED (exit ${status ?? signal})`}`)
  return outcome
}

async function webAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${WEB_URL}/home`, { signal: AbortSignal.timeout(3000) })).ok
  } catch {
    return false
  }
}

const wallet: Bench = {
  name: 'wallet',
  title: 'wallet and Spin It: operations per second, against pgbench',
  script: 'bench/wallet-bench.ts',
  cwd: WALLET_SERVICE,
}
const home: Bench = { name: 'home page', title: 'home page', script: 'scripts/bench-home.ts', cwd: ROOT }
const benches: Bench[] = [
  ...(BENCH_SMOKE ? [wallet] : []),
  { name: 'crash engine', title: 'crash engine: bets and cash-outs', script: 'bench/crash-bench.ts', cwd: WALLET_SERVICE },
  { name: 'sports bets', title: 'virtual sports: bets and settlement', script: 'bench/sports-bets-bench.ts', cwd: WALLET_SERVICE },
  { name: 'number bets', title: 'number games: bets and settlement', script: 'bench/number-bets-bench.ts', cwd: WALLET_SERVICE },
  { name: 'live viewers', title: 'live channel: viewers and event delivery', script: 'scripts/bench-live.ts', cwd: ROOT },
]
// A smoke run's home page bench starts a web server of its own; a full run measures the running platform.
if (BENCH_SMOKE || (await webAnswers())) benches.push(home)
else console.log(`\n=== home page ===\nskipped: nothing answers at ${WEB_URL} (start the platform with npm start, or set WEB_URL)`)

// A smoke run's benches each own their databases and ports, so they run at once: the run takes its
// longest bench's time, not their sum.
const startedAt = performance.now()
const outcomes = BENCH_SMOKE
  ? await Promise.all(benches.map((bench) => runBench(bench, true)))
  : await benches.reduce<Promise<Outcome[]>>(async (done, bench) => [...(await done), await runBench(bench, false)], Promise.resolve([]))
const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name)
const total = (performance.now() - startedAt) / 1000
console.log(
  `\n${BENCH_SMOKE ? 'bench smoke run' : 'benches'}: ${outcomes.map((outcome) => `${outcome.name} ${outcome.seconds.toFixed(1)} s`).join(', ')}`,
)
console.log(
  `${outcomes.length - failed.length} of ${outcomes.length} ran in ${total.toFixed(1)} s${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
)
process.exit(failed.length ? 1 : 0)
