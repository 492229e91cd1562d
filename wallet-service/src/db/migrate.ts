import { fileURLToPath } from 'node:url'
import { runner } from 'node-pg-migrate'
import type { Logger } from 'pino'

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url))

/** Applies every pending numbered SQL migration in `wallet-service/migrations`, under an advisory lock. */
export async function migrate(databaseUrl: string, logger?: Logger): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'schema_migrations',
    count: Infinity,
    // Each domain owns a block of numbers (accounts 01xx, ledger and payments 02xx, games 03xx).
    checkOrder: false,
    log: (message) => logger?.debug(message),
  })
}
