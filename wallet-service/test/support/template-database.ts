import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { migrate } from '../../src/db/migrate.ts'

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url))

/** A short hash of every migration file's name and contents: a template serves only the migrations it was built from. */
function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(`${file}\0`).update(readFileSync(path.join(MIGRATIONS_DIR, file)))
  return hash.digest('hex').slice(0, 12)
}

/** The migrated database every test and bench database is copied from (CREATE DATABASE ... TEMPLATE). */
export const TEMPLATE_DATABASE = `wallet_template_${migrationsHash()}`

/**
 * Templates of other migrations kept besides this one: worktrees and branches with different
 * migrations share one PostgreSQL server, and each would otherwise drop the other's and rebuild its own.
 */
const OTHER_TEMPLATES_KEPT = 4

/**
 * The server-wide advisory lock (of the admin connection's database) that orders template work:
 * copies hold it shared, building or dropping a template holds it alone, so a template is never
 * dropped or half-built while a copy reads it, and several processes starting at once build it once.
 */
const TEMPLATE_LOCK = [20_900, 0]

export type Database = { name: string; url: string; drop: () => Promise<void> }

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** A fresh database `<prefix>_<random>` with every migration applied, copied from the template (built first when missing). */
export function createMigratedDatabase(serverUrl: string, prefix: string): Promise<Database> {
  return createDatabase(serverUrl, prefix, (admin, name) => copyTemplate(admin, serverUrl, name))
}

/** A fresh database `<prefix>_<random>` with nothing in it, for tests that migrate it step by step. */
export function createEmptyDatabase(serverUrl: string, prefix: string): Promise<Database> {
  return createDatabase(serverUrl, prefix, (admin, name) => admin.query(`create database ${name}`).then(() => undefined))
}

async function createDatabase(
  serverUrl: string,
  prefix: string,
  create: (admin: pg.Client, name: string) => Promise<void>,
): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await withAdmin(serverUrl, (admin) => create(admin, name))
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdmin(serverUrl, async (admin) => {
        // A pool's end() resolves before the server has seen every Terminate; dropping with force while a
        // backend lingers makes its half-closed client raise an uncaught 57P01 in the test process.
        await untilNoSessions(admin, name)
        await admin.query(`drop database if exists ${name} with (force)`)
      }),
  }
}

async function withAdmin<T>(serverUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await use(admin)
  } finally {
    // Ending the session also releases any advisory lock it still holds.
    await admin.end()
  }
}

async function copyTemplate(admin: pg.Client, serverUrl: string, name: string): Promise<void> {
  await admin.query('select pg_advisory_lock_shared($1, $2)', TEMPLATE_LOCK)
  const built = await databaseExists(admin, TEMPLATE_DATABASE)
  if (built) await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`)
  await admin.query('select pg_advisory_unlock_shared($1, $2)', TEMPLATE_LOCK)
  if (built) return
  // A shared lock is released before the exclusive one is asked for: two sessions upgrading at once would deadlock.
  await admin.query('select pg_advisory_lock($1, $2)', TEMPLATE_LOCK)
  if (!(await databaseExists(admin, TEMPLATE_DATABASE))) await buildTemplate(admin, serverUrl)
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`)
  await admin.query('select pg_advisory_unlock($1, $2)', TEMPLATE_LOCK)
}

/**
 * Migrates a database under a temporary name and renames it to the template's once complete, so a
 * build killed midway never leaves a half-migrated template. Connections to it are then refused:
 * CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template. Called holding the
 * template lock alone, which also makes it safe to drop the templates of older migrations here.
 */
async function buildTemplate(admin: pg.Client, serverUrl: string): Promise<void> {
  const { rows: stale } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'wallet\\_template\\_%' and datname <> $1 order by oid desc offset $2`,
    [TEMPLATE_DATABASE, OTHER_TEMPLATES_KEPT],
  )
  for (const { datname } of stale) await admin.query(`drop database if exists ${datname} with (force)`)
  const building = `${TEMPLATE_DATABASE}_building`
  await admin.query(`drop database if exists ${building} with (force)`)
  await admin.query(`create database ${building}`)
  await migrate(databaseUrl(serverUrl, building))
  await admin.query(`alter database ${building} with allow_connections false`)
  await untilNoSessions(admin, building)
  await admin.query(`alter database ${building} rename to ${TEMPLATE_DATABASE}`)
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
  return rowCount === 1
}

/** Waits (2 s at most) until no session is connected to the database: a client's end() resolves before its backend exits. */
async function untilNoSessions(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name])
    if (rows[0]!.n === 0) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
