import type { RiskContext } from '../../../src/back-office/risk/games.ts'
import { gameRegistry } from '../../../src/games/registry.ts'
import type { TestApp } from '../../support/database.ts'

/** What the risk measures read besides the database, as the service holds it: its settings, its games and its clock. */
export const riskContext = (t: TestApp, overrides: Partial<RiskContext> = {}): RiskContext => ({
  config: t.config,
  registry: gameRegistry(t.config),
  clock: t.clock,
  ...overrides,
})
