import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { runner } from 'node-pg-migrate'
import type { Logger } from 'pino'

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url))
const MIGRATIONS_TABLE = 'schema_migrations'

/**
 * Migrations were once numbered in blocks per domain (accounts 01xx, payments 02xx, games 03xx) and
 * run without order checking, so a fresh and an upgraded database could apply them in different
 * orders. They are now one sequence, in the order every database applied them; a database that
 * recorded the old names has them renamed before the runner looks, and then checks out in order.
 */
export const FORMER_MIGRATION_NAMES: Readonly<Record<string, string>> = {
  '0100_otp_challenges': '0003_otp_challenges',
  '0101_outbox': '0004_outbox',
  '0102_login_throttle': '0005_login_throttle',
  '0200_banks': '0006_banks',
  '0201_payments': '0007_payments',
  '0202_sandbox_bank': '0008_sandbox_bank',
  '0300_games': '0009_games',
  '0301_ledger_posting_checks': '0010_ledger_posting_checks',
  '0302_round_references': '0011_round_references',
}

/** Renames recorded former migration names to the current ones, in one transaction; a fresh database has nothing to rename. */
async function renameFormerMigrations(databaseUrl: string, logger?: Logger): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ exists: boolean }>(`select to_regclass($1) is not null as exists`, [MIGRATIONS_TABLE])
    if (!rows[0]!.exists) return
    const { rowCount } = await client.query(
      `update ${MIGRATIONS_TABLE} m set name = renamed.current
         from unnest($1::text[], $2::text[]) as renamed(former, current)
        where m.name = renamed.former`,
      [Object.keys(FORMER_MIGRATION_NAMES), Object.values(FORMER_MIGRATION_NAMES)],
    )
    if (rowCount) logger?.info({ renamed: rowCount }, 'renamed recorded migrations to their sequence numbers')
  } finally {
    await client.end()
  }
}

/** Applies every pending numbered SQL migration in `wallet-service/migrations`, in order, under an advisory lock. */
export async function migrate(databaseUrl: string, logger?: Logger): Promise<void> {
  await renameFormerMigrations(databaseUrl, logger)
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: MIGRATIONS_TABLE,
    count: Infinity,
    // One sequence: a migration never runs before one with a lower number that has not run.
    checkOrder: true,
    log: (message) => logger?.debug(message),
  })
}
