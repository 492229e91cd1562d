import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { WALLET_SERVICE_PROJECTS } from '../wallet-service/vitest.config.ts'
import { ROOT } from './lib/services.ts'

/** The workspaces whose own tests `npm test` runs, each a vitest project with its own config file. */
export const WORKSPACE_SUITES = [
  'packages/contract',
  'packages/live',
  'packages/virtual-sports',
  'packages/number-games',
  'wallet-service',
  'cms',
  'web',
]

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
    // The wallet-service's own two projects (its timing files after the rest; `npm test` runs them later,
    // beside the browser tests' serial group), each workspace else as it configures itself.
    projects: [
      ...WORKSPACE_SUITES.filter((workspace) => workspace !== 'wallet-service'),
      ...WALLET_SERVICE_PROJECTS.map((project) => ({ ...project, test: { ...project.test, root: path.join(ROOT, 'wallet-service') } })),
    ],
    maxWorkers: 2,
    minWorkers: 1,
  },
})
