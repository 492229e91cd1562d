import { loadConfig } from '../config.ts'
import { createLogger } from '../logger.ts'
import { migrate } from './migrate.ts'

const config = loadConfig()
await migrate(config.WALLET_DATABASE_URL, createLogger(config))
console.log('wallet-service: migrations applied')
