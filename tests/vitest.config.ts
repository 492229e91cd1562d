import { defineConfig } from 'vitest/config'
import LongestFirst from './support/longest-first.ts'

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
]

/**
 * Every other file makes its own players and waits on its own conditions, so several run at once:
 * much of their time is spent waiting for the games' schedules. On this 2-core machine 3 workers took
 * 434 s for the group and 6 took 513 s (each file about twice as slow: the platform's processes and
 * Chromium share the cores). E2E_PARALLEL_WORKERS overrides it for a machine that carries more or less.
 */
const PARALLEL_WORKERS = Number(process.env.E2E_PARALLEL_WORKERS ?? 4)

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
