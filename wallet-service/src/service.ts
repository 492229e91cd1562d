import type { FastifyInstance } from 'fastify'
import { createEventBus } from '@9ja/live/node'
import type { Config } from './config.ts'
import { createPool, logIdleConnectionErrors } from './db/pool.ts'
import { migrate } from './db/migrate.ts'
import { createLogger } from './logger.ts'
import { createServer } from './server.ts'
import { gameRegistry, type MoreGames } from './games/registry.ts'
import { platformClock } from './time/control.ts'

export type RunningService = { app: FastifyInstance; close(): Promise<void> }

/**
 * The wallet-service started and listening: its database migrated, its pool, its event bus and its
 * games registry built (with `moreGames` besides the built-in ones: a test's own game). A setting
 * that does not fit its games (CRASH_GAME_SETTINGS naming no game) throws ConfigError first.
 */
export async function startService(
  config: Config,
  moreGames: MoreGames = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService> {
  const games = gameRegistry(config, moreGames)
  const logger = createLogger(config)
  await migrate(config.WALLET_DATABASE_URL, logger)
  const pool = logIdleConnectionErrors(createPool(config.WALLET_DATABASE_URL, config.WALLET_DB_POOL_SIZE), logger)
  // The crash games' live events reach every web instance through the broker the settings choose:
  // REDIS_URL, else NATS_URL, else LISTEN/NOTIFY on LIVE_DATABASE_URL, which defaults to the wallet database.
  const events = createEventBus({ ...env, LIVE_DATABASE_URL: env.LIVE_DATABASE_URL || config.WALLET_DATABASE_URL })
  const app = await createServer({ config, pool, logger, events, clock: platformClock(config) }, games)
  await app.listen({ host: config.WALLET_HOST, port: config.WALLET_PORT })
  return {
    app,
    close: async () => {
      await app.close()
      await events.close()
      await pool.end()
    },
  }
}
