/**
 * `npm test`: every test of every workspace, then the browser tests over the whole running
 * platform. The PostgreSQL is TEST_DATABASE_URL, else the machine's own at 127.0.0.1:5432,
 * else an embedded one. Prints one closing line: "tests: N passed, N failed".
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { externalPostgres, isReachable, startEmbeddedPostgres } from './lib/postgres.ts'
import { ROOT, run } from './lib/services.ts'

const resultsDir = path.join(ROOT, '.data/test-results')
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

const say = (line: string) => console.log(`[test] ${line}`)
const machinePostgres = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const postgres = (await isReachable(machinePostgres))
  ? externalPostgres(machinePostgres)
  : await startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data/test-postgres'), port: 5545 })
say(`PostgreSQL for tests: ${postgres.embedded ? 'embedded (.data/test-postgres)' : new URL(postgres.serverUrl).host}`)

const env = { TEST_DATABASE_URL: postgres.serverUrl }
const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs')

say('building every workspace…')
await run('build', [process.execPath, path.join(ROOT, 'node_modules/turbo/bin/turbo'), 'run', 'build', '--output-logs=errors-only'])

type Suite = { name: string; cwd: string; args: string[] }
const suites: Suite[] = [
  { name: 'live', cwd: 'packages/live', args: [] },
  { name: 'virtual-sports', cwd: 'packages/virtual-sports', args: [] },
  { name: 'number-games', cwd: 'packages/number-games', args: [] },
  { name: 'wallet-service', cwd: 'wallet-service', args: [] },
  { name: 'cms', cwd: 'cms', args: [] },
  { name: 'web', cwd: 'web', args: [] },
  { name: 'browser', cwd: 'tests', args: ['--config', 'vitest.config.ts'] },
]

let passed = 0
let failed = 0
for (const suite of suites) {
  const report = path.join(resultsDir, `${suite.name}.json`)
  say(`running ${suite.name} tests…`)
  const ok = await run(
    suite.name,
    [process.execPath, vitest, 'run', ...suite.args, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    { cwd: path.join(ROOT, suite.cwd), env },
  ).then(
    () => true,
    () => false,
  )
  if (!existsSync(report)) {
    say(`${suite.name}: no report (the run crashed)`)
    failed += 1
    continue
  }
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    success: boolean
    numPassedTests: number
    numFailedTests: number
    numTotalTests: number
  }
  passed += summary.numPassedTests
  failed += summary.numFailedTests
  // A suite that failed to load, whose setup or hooks failed, or that found no tests, fails the run.
  if ((!ok || !summary.success || summary.numTotalTests === 0) && summary.numFailedTests === 0) failed += 1
  say(`${suite.name}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed`)
}

await postgres.stop()
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 && passed > 0 ? 0 : 1)
