import { pino, type Logger } from 'pino'
import { configSchema, type Config } from '../../src/config.ts'
import { createPool, type Pool } from '../../src/db/pool.ts'
import { createServer } from '../../src/server.ts'
import type { FastifyInstance } from 'fastify'
import { InProcessEventBus } from '@9ja/live/node'
import { signClientAddress } from '../../src/http/client-address.ts'
import type { Clock } from '../../src/time/clock.ts'
import { platformClock } from '../../src/time/control.ts'
import { holdToContract } from './contract.ts'
import { createMigratedDatabase } from './template-database.ts'
import { TEST_STAFF_API_SECRET } from './staff.ts'

/** The secret the test apps share with their pretend web app, which signs player addresses with it. */
export const TEST_CLIENT_ADDRESS_SECRET = 'test-client-address-secret-0123456789abcdef'

/** Headers the web app sends to say which player address a request comes from. */
export function fromAddress(address: string, secret = TEST_CLIENT_ADDRESS_SECRET): Record<string, string> {
  return { 'x-client-address': address, 'x-client-address-signature': signClientAddress(secret, address) }
}

/** The PostgreSQL server tests run against: TEST_DATABASE_URL, else the machine's own. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A fresh, migrated database of its own for one test file (a copy of the template database); dropped by `close`. */
export async function createTestDatabase(): Promise<{ url: string; pool: Pool; close: () => Promise<void> }> {
  const database = await createMigratedDatabase(TEST_SERVER_URL, 'wallet_test')
  const pool = createPool(database.url, 30)
  return {
    url: database.url,
    pool,
    close: async () => {
      await pool.end()
      await database.drop()
    },
  }
}

export type TestApp = {
  app: FastifyInstance
  pool: Pool
  config: Config
  events: InProcessEventBus
  clock: Clock
  close: () => Promise<void>
}

/**
 * The whole service over a fresh database, driven in-process; settings may be overridden, and its clock
 * (else the service's own) and logger (else a silent one) injected.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { clock?: Clock; logger?: Logger } = {},
): Promise<TestApp> {
  const database = await createTestDatabase()
  const config = configSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // The crash games', virtual sports' and number games' loops run only in the tests that ask for them.
    CRASH_RUNNERS: 'off',
    SPORTS_RUNNERS: 'off',
    NUMBER_RUNNERS: 'off',
    // The agents' weekly commission run likewise (test/agents/commission-run.test.ts runs it).
    AGENT_COMMISSION_RUNNER: 'off',
    ...('CLIENT_ADDRESS_SECRET' in overrides ? {} : { CLIENT_ADDRESS_SECRET: TEST_CLIENT_ADDRESS_SECRET }),
    ...('STAFF_API_SECRET' in overrides ? {} : { STAFF_API_SECRET: TEST_STAFF_API_SECRET }),
    // An empty override means unset, as `NAME=` does in a .env file.
    ...Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== '')),
    WALLET_DATABASE_URL: database.url,
  })
  const events = new InProcessEventBus()
  const clock = options.clock ?? platformClock(config)
  const app = await createServer({ config, pool: database.pool, logger: options.logger ?? pino({ level: 'silent' }), events, clock })
  holdToContract(app)
  await app.ready()
  return {
    app,
    pool: database.pool,
    config,
    events,
    clock,
    close: async () => {
      await app.close()
      await events.close()
      await database.close()
    },
  }
}
