import type { Logger } from 'pino'
import type { Config } from './config.ts'
import type { Pool } from './db/pool.ts'

/** What every domain's routes are given: settings, the database pool and the logger. */
export type AppContext = {
  config: Config
  pool: Pool
  logger: Logger
}
