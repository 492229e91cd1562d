import { defineConfig } from 'vitest/config'
import { ROOT } from './lib/services.ts'

/** The workspaces whose own tests `npm test` runs, each a vitest project with its own config file. */
export const WORKSPACE_SUITES = ['packages/live', 'packages/virtual-sports', 'packages/number-games', 'wallet-service', 'cms', 'web']

/**
 * The workspaces' suites as one vitest run (scripts/test.ts): their files share the workers, so one
 * suite's waits (fresh databases, real-time rounds) leave room for another's work. Two workers: the
 * machine has two cores, the browser tests' platform boots beside this run, and a third worker took
 * the wallet-service's throughput and failover tests past their limits and the PostgreSQL past its
 * 100 connections.
 */
export default defineConfig({
  root: ROOT,
  test: {
    projects: WORKSPACE_SUITES,
    maxWorkers: 2,
    minWorkers: 1,
  },
})
