import { ConfigError, loadConfig } from './config.ts'
import { createPool, logIdleConnectionErrors } from './db/pool.ts'
import { migrate } from './db/migrate.ts'
import { createLogger } from './logger.ts'
import { createServer } from './server.ts'
import { createEventBus } from '@9ja/live/node'
import { platformClock } from './time/control.ts'

let config
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

const logger = createLogger(config)
await migrate(config.WALLET_DATABASE_URL, logger)
const pool = logIdleConnectionErrors(createPool(config.WALLET_DATABASE_URL, config.WALLET_DB_POOL_SIZE), logger)
// The crash games' live events reach every web instance through the broker the settings choose:
// REDIS_URL, else NATS_URL, else LISTEN/NOTIFY on LIVE_DATABASE_URL, which defaults to the wallet database.
const events = createEventBus({ ...process.env, LIVE_DATABASE_URL: process.env.LIVE_DATABASE_URL || config.WALLET_DATABASE_URL })
const app = await createServer({ config, pool, logger, events, clock: platformClock(config) })
await app.listen({ host: config.WALLET_HOST, port: config.WALLET_PORT })

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down')
  await app.close()
  await events.close()
  await pool.end()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))
