import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Files whose assertions hang on real time or throughput: they run one after another, once every other
 * file of the suite is done, so its parallel files (which keep both cores busy) never slow them down.
 * `npm test` runs them beside the browser tests' serial group, which leaves the cores mostly idle.
 */
export const TIMING_FILES = [
  // Compares how long logins take.
  'test/accounts/login-timing.test.ts',
  // Rounds must not wait past a 2 s bound.
  'test/games/busy.test.ts',
  // 1 Sure draws every 2 s on the real clock.
  'test/games/numbers/service.test.ts',
  // A local fake identity provider must answer within 500 ms.
  'test/kyc/providers.test.ts',
  // One crash round in real time: a 0.7 s betting window, a cash-out before the crash.
  'test/games/crash/crash.test.ts',
  // Takeovers within seconds of a kill or a close, a bet in a 1.5 s window.
  'test/games/crash/crash-failover.test.ts',
  // A burst's throughput before the SIGKILL.
  'test/payments/crash.test.ts',
  // A real-time crash round's betting window and flight.
  'test/protection/stake-paths.test.ts',
  // Compares an event's stored status with the API's, judged by the clock moments later (a slow moment
  // under the parallel files' load crossed a race's betting close in between).
  'test/games/virtual-sports/events-api.test.ts',
]

/** The project of the timing files, by name (`vitest --project`). */
export const WALLET_TIMING_PROJECT = 'wallet-service timing'

/**
 * The suite's two projects: every other file side by side, then the timing files alone in one fork.
 * `npm test` runs them (scripts/vitest.workspaces.config.ts) beside the other workspaces' suites.
 */
export const WALLET_SERVICE_PROJECTS = [
  {
    test: {
      name: 'wallet-service',
      testTimeout: 60_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...TIMING_FILES],
    },
  },
  {
    test: {
      name: WALLET_TIMING_PROJECT,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
      include: TIMING_FILES,
      poolOptions: { forks: { singleFork: true } },
      // After every other project's files: nothing else runs beside them.
      sequence: { groupOrder: 1 },
    },
  },
]

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one fork (cores - 1): files would run one after another, while
    // most of their time is spent waiting on PostgreSQL, timers and child processes. Not 4: its connection
    // peaks then ran the shared PostgreSQL (100 connections) out in most runs on this machine.
    maxWorkers: 3,
    projects: WALLET_SERVICE_PROJECTS.map((project) => ({ ...project, test: { ...project.test, root: import.meta.dirname } })),
  },
})
