import type { Logger } from 'pino'
import type { EventBus } from '@9ja/live/node'
import type { Config } from './config.ts'
import type { Pool } from './db/pool.ts'
import { systemClock, type Clock } from './games/clock.ts'

/** What every domain's routes are given: settings, the database pool, the logger and the event bus (live channel). */
export type AppContext = {
  config: Config
  pool: Pool
  logger: Logger
  /** Where the shared rounds publish their events (after commit) for the web instances. */
  events: EventBus
  /** The service's time (limits' periods, breaks, a limit's 24 hours): the system clock unless a test injects one. */
  clock?: Clock
}

export const clockOf = (context: AppContext): Clock => context.clock ?? systemClock
