import { defineConfig } from 'vitest/config'
import LongestFirst from './support/longest-first.ts'
import { machineSlowness, parallelWorkersFor } from './support/machine-speed.ts'

/**
 * Files that must have the platform to themselves: they stop and start its services, move its clock,
 * spawn servers that count what comes to them, assert timings and frame rates that a busy machine would spoil, or read
 * every page's CMS content while other files edit some of it (the editing files run in the parallel
 * group, never beside this one). They run one after another, once the other files are done.
 */
const SERIAL_FILES = [
  'e2e/site/cms-down.test.ts',
  'e2e/site/pages.test.ts',
  'e2e/live/shared-round.test.ts',
  'e2e/live/relay.test.ts',
  'e2e/live/web-workers.test.ts',
  'e2e/security/restart.test.ts',
  'e2e/security/slow-wallet.test.ts',
  'e2e/security/idle-session.test.ts',
  'e2e/virtual-sports/frames.test.ts',
  // Moves the whole platform's clock: every file running beside it would see its events jump.
  'e2e/virtual-sports/clock.test.ts',
  // Moves the clock to a race's start for its live-race tests.
  'e2e/virtual-sports/races.test.ts',
  // Picks places on one race card at both widths within that race's betting time, each pick a round trip:
  // beside the parallel files a tricast's price did not show within 30 s (a clean-clone run, 2026-11-27).
  'e2e/virtual-sports/races-card.test.ts',
]

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
      {
        test: {
          ...shared,
          name: 'serial',
          include: SERIAL_FILES,
          poolOptions: { forks: { singleFork: true } },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
