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
async function renameFormerMigrations(client: pg.Client, logger?: Logger): Promise<void> {
  const { rows } = await client.query<{ exists: boolean }>(`select to_regclass($1) is not null as exists`, [MIGRATIONS_TABLE])
  if (!rows[0]!.exists) return
  const { rowCount } = await client.query(
    `update ${MIGRATIONS_TABLE} m set name = renamed.current
         from unnest($1::text[], $2::text[]) as renamed(former, current)
        where m.name = renamed.former`,
    [Object.keys(FORMER_MIGRATION_NAMES), Object.values(FORMER_MIGRATION_NAMES)],
  )
  if (rowCount) logger?.info({ renamed: rowCount }, 'renamed recorded migrations to their sequence numbers')
}

/** The session advisory lock the migrations run under: a key of its own, apart from the loops' (games/leadership.ts). */
const MIGRATIONS_LOCK = 20_000

/**
 * Applies every pending numbered SQL migration in `wallet-service/migrations`, in order, under an
 * advisory lock that instances starting together wait for in turn: node-pg-migrate's own lock refuses
 * a second runner ("Another migration is already running"), which stopped all but one of the instances
 * `npm start` starts at once. The later ones then find nothing left to apply.
 */
export async function migrate(databaseUrl: string, logger?: Logger): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'wallet-service migrations' })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK])
    await renameFormerMigrations(client, logger)
    await runner({
      dbClient: client,
      noLock: true,
      dir: MIGRATIONS_DIR,
      direction: 'up',
      migrationsTable: MIGRATIONS_TABLE,
      count: Infinity,
      // One sequence: a migration never runs before one with a lower number that has not run.
      checkOrder: true,
      log: (message) => logger?.debug(message),
    })
  } finally {
    // Ending the session releases the lock.
    await client.end()
  }
}
