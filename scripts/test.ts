/**
 * `npm test`: every test of every workspace, then the browser tests over the whole running platform.
 * The workspaces' suites run as one vitest run (vitest.workspaces.config.ts) once what they import is
 * built, while the rest builds and the browser tests' platform boots beside them; then the browser tests
 * run over it in their two groups, the files that run side by side and then the ones that need the
 * platform to themselves (tests/vitest.config.ts), in three lanes, the last two side by side.
 * The wallet-service's timing files run beside that second group: both wait on real time far more than
 * they compute (the cores stood 65-75% idle under each alone), and neither shares a process, port or
 * database with the other.
 * The PostgreSQL is TEST_DATABASE_URL, else the machine's own at 127.0.0.1:5432, else an embedded one.
 * Prints the build's time, each suite's wall time, the whole run's time, the ten slowest test files, and one closing line: "tests: N passed, N failed".
 */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { externalPlatformEnv, startTestPlatform } from '../tests/support/global-setup.ts'
import { PORT_BASE } from '../tests/support/ports.ts'
import { serialLaneProject } from '../tests/support/serial-lanes.ts'
import { testPostgres } from './lib/postgres.ts'
import { ROOT, run } from './lib/services.ts'
import { readReport, slowestFiles, suiteOutcome, type SuiteOutcome } from './lib/test-report.ts'
import { WALLET_TIMING_PROJECT } from '../wallet-service/vitest.config.ts'
import { WORKSPACE_SUITES } from './vitest.workspaces.config.ts'

const resultsDir = path.join(ROOT, '.data/test-results')
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

const say = (line: string) => console.log(`[test] ${line}`)
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`
const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs')

const testStartedAt = Date.now()
const postgres = await testPostgres()
say(`PostgreSQL for tests: ${postgres.embedded ? 'embedded (.data/test-postgres)' : new URL(postgres.serverUrl).host}`)

const turbo = path.join(ROOT, 'node_modules/turbo/bin/turbo')
const build = (...filters: string[]) =>
  run('build', [process.execPath, turbo, 'run', 'build', '--output-logs=errors-only', ...filters.map((filter) => `--filter=${filter}`)])

// What the workspaces' suites need built first: the packages they import (from dist) and the CMS, whose
// tests start its production server. The web's and wallet-service's builds are for the browser tests'
// platform only: they run beside the workspaces' suites, which alone leave a core a third idle.
say('building the packages and the CMS…')
const buildStartedAt = Date.now()
await build('./packages/*', 'cms')
let buildMs = 0

/**
 * One vitest run, timed: its suites' outcomes by `suiteOf` (a file's suite), and one failure more when
 * the run exited with an error that none of its tests or files explains (an unhandled error, a crash).
 */
async function runVitest(
  label: string,
  args: string[],
  suiteOf: (file: string) => string,
  options: { cwd: string; env?: Record<string, string> },
) {
  const report = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`)
  say(`running ${label} tests…`)
  const startedAt = Date.now()
  const exitedWithError = await run(
    label,
    [process.execPath, vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    { cwd: options.cwd, env: { TEST_DATABASE_URL: postgres.serverUrl, ...options.env } },
  ).then(
    () => false,
    () => true,
  )
  say(`${label}: ${seconds(Date.now() - startedAt)}`)
  const files = readReport(report)
  if (!files) say(`${label}: no report (the run crashed)`)
  const names = [...new Set((files ?? []).map((file) => suiteOf(file.file)))]
  const outcomes = names.map((name) =>
    suiteOutcome(
      name,
      (files ?? []).filter((file) => suiteOf(file.file) === name),
    ),
  )
  if (exitedWithError && outcomes.every((outcome) => outcome.failed === 0)) {
    say(`${label}: exited with an error that no test explains`)
    outcomes.push({ name: `${label} run`, passed: 0, failed: 1, wallMs: 0, filesMs: 0, files: [] })
  }
  return outcomes
}

const suites: SuiteOutcome[] = []

const workspaceOf = (file: string) => WORKSPACE_SUITES.find((workspace) => file.startsWith(`${workspace}/`)) ?? file

/** The rest of the build, then the browser tests' platform on it (migrations, three servers, the seed). */
async function buildAndStartPlatform() {
  say('building every other workspace…')
  await build()
  buildMs = Date.now() - buildStartedAt
  say(`build: ${seconds(buildMs)}`)
  return startTestPlatform(postgres)
}

// The workspaces' suites keep the machine busy while the rest builds and the platform boots.
const [workspaces, platform] = await Promise.all([
  runVitest('workspaces', ['--config', 'scripts/vitest.workspaces.config.ts', '--project', `!${WALLET_TIMING_PROJECT}`], workspaceOf, {
    cwd: ROOT,
  }),
  buildAndStartPlatform().catch((error: unknown) => {
    say(`the browser tests' platform did not start: ${String(error)}`)
    return null
  }),
])
suites.push(...workspaces)
// A workspace that reported no file at all found no tests: it fails the run too.
for (const workspace of WORKSPACE_SUITES) {
  if (!workspaces.some((suite) => suite.name === workspace)) suites.push(suiteOutcome(workspace, []))
}

/**
 * One project of the browser tests over the platform (`extraEnv`: E2E_PORT_BASE for a run beside another);
 * a project that reported nothing fails the run.
 */
async function runBrowserProject(project: string, extraEnv: Record<string, string> = {}): Promise<SuiteOutcome[]> {
  const name = `browser (${project})`
  if (!platform) return [suiteOutcome(name, [])]
  const browser = await runVitest(name, ['--config', 'vitest.config.ts', '--project', project], () => name, {
    cwd: path.join(ROOT, 'tests'),
    env: { ...externalPlatformEnv(platform.urls), ...extraEnv },
  })
  return browser.length > 0 ? browser : [suiteOutcome(name, [])]
}

/**
 * The serial lanes (tests/support/serial-lanes.ts): the files that nothing may run beside, then the
 * clock's lane and the own-servers lane side by side, as two vitest runs: the second on the ports 100
 * above (its Chromium and its files' own servers), where no worker of the first reaches.
 */
async function runSerialLanes(): Promise<SuiteOutcome[]> {
  const alone = await runBrowserProject(serialLaneProject('alone'))
  const sideBySide = await Promise.all([
    runBrowserProject(serialLaneProject('clock')),
    runBrowserProject(serialLaneProject('ownServers'), { E2E_PORT_BASE: String(PORT_BASE + 100) }),
  ])
  return [...alone, ...sideBySide.flat()]
}

suites.push(...(await runBrowserProject('parallel')))
const [serial, timing] = await Promise.all([
  runSerialLanes(),
  runVitest(
    WALLET_TIMING_PROJECT,
    ['--config', 'scripts/vitest.workspaces.config.ts', '--project', WALLET_TIMING_PROJECT],
    () => WALLET_TIMING_PROJECT,
    { cwd: ROOT },
  ),
])
suites.push(...serial, ...(timing.length > 0 ? timing : [suiteOutcome(WALLET_TIMING_PROJECT, [])]))

await platform?.stop()

// Every bench once in its smoke mode (`npm run bench:smoke`: a second or two each, figures printed, not
// judged), on the builds and the database still at hand: a bench that no longer runs fails the run.
say('running every bench in smoke mode…')
const benchesStartedAt = Date.now()
const benchesRan = await run('bench', [process.execPath, path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/bench.ts'], {
  env: { BENCH_SMOKE: '1', TEST_DATABASE_URL: postgres.serverUrl },
}).then(
  () => true,
  () => false,
)
suites.push({
  name: 'bench smoke',
  passed: benchesRan ? 1 : 0,
  failed: benchesRan ? 0 : 1,
  wallMs: Date.now() - benchesStartedAt,
  filesMs: 0,
  files: [],
})

await postgres.stop()

for (const suite of suites) {
  say(
    `${suite.name}: ${suite.passed} passed, ${suite.failed} failed; ${seconds(suite.wallMs)} wall, its files ${seconds(suite.filesMs)} in all`,
  )
}
say(`build: ${seconds(buildMs)}; npm test in all: ${seconds(Date.now() - testStartedAt)}`)
say('slowest test files:')
for (const file of slowestFiles(suites, 10)) say(`  ${seconds(file.endTime - file.startTime).padStart(6)}  ${file.file}`)

const failures = suites.flatMap((suite) => suite.files.flatMap((file) => file.failures.map((failure) => `${file.file} > ${failure}`)))
if (failures.length > 0) {
  say('failed:')
  for (const failure of failures) say(`  ${failure}`)
  say('what each failure said:')
  for (const suite of suites) {
    for (const file of suite.files) for (const detail of file.failureDetails) say(`  ${file.file} > ${detail}`)
  }
}

const passed = suites.reduce((sum, suite) => sum + suite.passed, 0)
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 && passed > 0 ? 0 : 1)
