import { defineConfig } from 'vitest/config'
import LongestFirst from './support/longest-first.ts'
import { machineSlowness, parallelWorkersFor } from './support/machine-speed.ts'
import { SERIAL_LANES, serialLaneProject, type SerialLane } from './support/serial-lanes.ts'

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
      ...(Object.keys(SERIAL_LANES) as SerialLane[]).map((lane) => ({
        test: {
          ...shared,
          name: serialLaneProject(lane),
          include: SERIAL_LANES[lane],
          poolOptions: { forks: { singleFork: true } },
          sequence: { groupOrder: lane === 'alone' ? 1 : 2 },
        },
      })),
    ],
  },
})
