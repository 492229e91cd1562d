import { defineConfig } from 'vitest/config'
import LongestFirst from './support/longest-first.ts'
import { machineSlowness, parallelWorkersFor } from './support/machine-speed.ts'

/**
 * Files that must not run beside the parallel group: they stop and start its services, move its clock,
 * spawn servers that count what comes to them, assert timings and frame rates that a busy machine would
 * spoil, or read every page's CMS content while other files edit some of it (the editing files run in the
 * parallel group, never beside these). They run once the other files are done, in three lanes (each one
 * file at a time), so that files that cannot disturb each other share the time:
 *  - alone: the files that nothing may run beside;
 *  - then two lanes side by side: the files that move the platform's clock (and the one that judges
 *    sessions idle by it), and the files that read the CMS or run servers of their own.
 */
const SERIAL_LANES = {
  alone: [
    // Stops the platform's wallet-service while its own runs the games: every other file would lose it.
    'e2e/live/shared-round.test.ts',
    // Frame times at a 4x CPU throttle: another file's pages would take the cores from its frames.
    'e2e/virtual-sports/frames.test.ts',
  ],
  clock: [
    // Moves the whole platform's clock: every file running beside it would see its events jump.
    'e2e/virtual-sports/clock.test.ts',
    // Moves the clock to a race's start for its live-race tests.
    'e2e/virtual-sports/races.test.ts',
    // Picks places on one race card at both widths within that race's betting time, each pick a round trip:
    // beside the parallel files a tricast's price did not show within 30 s (a clean-clone run, 2026-11-27).
    'e2e/virtual-sports/races-card.test.ts',
    // Ends a session idle for 4 s: a clock moved meanwhile would end it sooner.
    'e2e/security/idle-session.test.ts',
  ],
  ownServers: [
    'e2e/site/cms-down.test.ts',
    'e2e/site/pages.test.ts',
    'e2e/live/relay.test.ts',
    'e2e/live/web-workers.test.ts',
    'e2e/security/restart.test.ts',
    'e2e/security/slow-wallet.test.ts',
  ],
}
const SERIAL_FILES = Object.values(SERIAL_LANES).flat()

/**
 * Every other file makes its own players and waits on its own conditions, so several run at once:
 * much of their time is spent waiting for the games' schedules. On this 2-core machine at 1.6x its usual
 * time 4 workers took 511 s for the group (its platform's start included) and 3 took 612 s; a slower
 * day gets 3 (support/machine-speed.ts). E2E_PARALLEL_WORKERS sets the number outright.
 */
function parallelWorkers(): number {
  if (process.env.E2E_PARALLEL_WORKERS) return Number(process.env.E2E_PARALLEL_WORKERS)
  const slowness = machineSlowness()
  const workers = parallelWorkersFor(slowness)
  console.log(`browser tests: ${workers} parallel workers (this machine runs at ${slowness.toFixed(1)}x the usual time)`)
  return workers
}
const PARALLEL_WORKERS = parallelWorkers()

// Browser tests over the whole running platform, which global-setup.ts starts once for both groups.
const shared = {
  setupFiles: ['support/fail-on-console-errors.ts'],
  pool: 'forks' as const,
  testTimeout: 90_000,
  hookTimeout: 300_000,
  // What a page or the platform shows "eventually" comes within seconds on a loaded machine, not one.
  expect: { poll: { timeout: 10_000 } },
}

export default defineConfig({
  test: {
    globalSetup: ['support/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
    poolOptions: { forks: { maxForks: PARALLEL_WORKERS, minForks: 1 } },
    projects: [
      {
        test: { ...shared, name: 'parallel', include: ['e2e/**/*.test.ts'], exclude: SERIAL_FILES, sequence: { groupOrder: 0 } },
      },
      ...Object.entries(SERIAL_LANES).map(([lane, files]) => ({
        test: {
          ...shared,
          name: `serial: ${lane}`,
          include: files,
          poolOptions: { forks: { singleFork: true } },
          sequence: { groupOrder: lane === 'alone' ? 1 : 2 },
        },
      })),
    ],
  },
})
