import type { Logger } from 'pino'
import type { EventBus } from '@9ja/live/node'
import type { Config } from './config.ts'
import type { Pool } from './db/pool.ts'
import type { Clock } from './time/clock.ts'

/** What every domain's routes are given: settings, the database pool, the logger, the event bus (live channel) and the clock. */
export type AppContext = {
  config: Config
  pool: Pool
  logger: Logger
  /** Where the shared rounds publish their events (after commit) for the web instances. */
  events: EventBus
  /** The service's only source of "now" (src/time/clock.ts): `platformClock(config)` in a running service, a test's own in tests. */
  clock: Clock
}
