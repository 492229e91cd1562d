/**
 * `npm run bench`: every benchmark of the platform, one after the other, each printing its figures and
 * its targets.
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
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ROOT } from './lib/services.ts'

const WEB_URL = (process.env.WEB_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs')

function runBench(title: string, script: string, cwd = ROOT): boolean {
  console.log(`\n=== ${title} ===`)
  const result = spawnSync(process.execPath, [tsx, script], { cwd, stdio: 'inherit', env: process.env })
  return result.status === 0
}

async function webAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${WEB_URL}/home`, { signal: AbortSignal.timeout(3000) })).ok
  } catch {
    return false
  }
}

const results: [string, boolean][] = []
results.push(['crash engine', runBench('crash engine: bets and cash-outs', 'bench/crash-bench.ts', path.join(ROOT, 'wallet-service'))])
results.push([
  'sports bets',
  runBench('virtual sports: bets and settlement', 'bench/sports-bets-bench.ts', path.join(ROOT, 'wallet-service')),
])
results.push([
  'number bets',
  runBench('number games: bets and settlement', 'bench/number-bets-bench.ts', path.join(ROOT, 'wallet-service')),
])
results.push(['live viewers', runBench('live channel: viewers and event delivery', 'scripts/bench-live.ts')])
if (await webAnswers()) results.push(['home page', runBench('home page', 'scripts/bench-home.ts')])
else console.log(`\n=== home page ===\nskipped: nothing answers at ${WEB_URL} (start the platform with npm start, or set WEB_URL)`)

const failed = results.filter(([, ok]) => !ok).map(([name]) => name)
console.log(`\nbenches: ${results.length - failed.length} ran${failed.length ? `, failed: ${failed.join(', ')}` : ''}`)
process.exit(failed.length ? 1 : 0)
