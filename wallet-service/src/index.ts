import { ConfigError, loadConfig } from './config.ts'
import { createPool, logIdleConnectionErrors } from './db/pool.ts'
import { migrate } from './db/migrate.ts'
import { createLogger } from './logger.ts'
import { createServer } from './server.ts'

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
const app = await createServer({ config, pool, logger })
await app.listen({ host: config.WALLET_HOST, port: config.WALLET_PORT })

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down')
  await app.close()
  await pool.end()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))
