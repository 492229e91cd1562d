import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runner } from 'node-pg-migrate'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORMER_MIGRATION_NAMES, migrate } from '../../src/db/migrate.ts'
import { createTestDatabase, TEST_SERVER_URL } from '../support/database.ts'
import { createEmptyDatabase, type Database } from '../support/template-database.ts'

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url))

/** Everything a migration defines, as comparable text: columns, indexes, constraints, triggers, functions, reference rows. */
const SCHEMA_FINGERPRINT = `
  select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || coalesce(column_default, '') || ' ' || is_nullable as item
    from information_schema.columns where table_schema = 'public' and table_name <> 'schema_migrations'
  union all select 'index ' || indexdef from pg_indexes where schemaname = 'public' and tablename <> 'schema_migrations'
  union all select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace and conrelid <> 'schema_migrations'::regclass
  union all select 'trigger ' || tgrelid::regclass || ' ' || tgname from pg_trigger where not tgisinternal
  union all select 'function ' || proname || ' ' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
  union all select 'bank ' || code || ' ' || name from banks
  union all select 'house account ' || code from ledger_accounts where kind <> 'wallet'
  order by 1`

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

const fingerprint = (url: string) =>
  withClient(url, async (client) => (await client.query<{ item: string }>(SCHEMA_FINGERPRINT)).rows.map((row) => row.item))
const recorded = (url: string) =>
  withClient(url, async (client) =>
    (await client.query<{ name: string }>('select name from schema_migrations order by id')).rows.map((row) => row.name),
  )

let fresh: Awaited<ReturnType<typeof createTestDatabase>>
let upgraded: Database
let formerDir: string
beforeAll(async () => {
  fresh = await createTestDatabase()
  upgraded = await createEmptyDatabase(TEST_SERVER_URL, 'wallet_test_upgrade')
  // The migrations released under the former names, with those names, run as they were: no order
  // check. Later migrations were only ever released in the sequence; migrate() applies them.
  formerDir = await mkdtemp(path.join(tmpdir(), 'former-migrations-'))
  const currentToFormer = Object.fromEntries(Object.entries(FORMER_MIGRATION_NAMES).map(([former, current]) => [current, former]))
  const lastFormer = Object.values(FORMER_MIGRATION_NAMES).sort().at(-1)!
  for (const file of await readdir(MIGRATIONS_DIR)) {
    const name = file.replace(/\.sql$/, '')
    if (name > lastFormer) continue
    await cp(path.join(MIGRATIONS_DIR, file), path.join(formerDir, `${currentToFormer[name] ?? name}.sql`))
  }
  await runner({
    databaseUrl: upgraded.url,
    dir: formerDir,
    direction: 'up',
    migrationsTable: 'schema_migrations',
    count: Infinity,
    checkOrder: false,
    log: () => {},
  })
})
afterAll(async () => {
  await fresh.close()
  await upgraded.drop()
  await rm(formerDir, { recursive: true, force: true })
})

describe('migrations in one strict sequence', () => {
  it('are numbered 0001, 0002, … without gaps', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).sort()
    expect(files.map((file) => file.slice(0, 4))).toEqual(files.map((_, index) => String(index + 1).padStart(4, '0')))
  })

  it('upgrade a database migrated under the former names, which then ends identical to a fresh one', async () => {
    expect(await recorded(upgraded.url)).toContain('0100_otp_challenges')
    await migrate(upgraded.url)
    await migrate(upgraded.url) // a second start changes nothing
    expect(await recorded(upgraded.url)).toEqual(await recorded(fresh.url))
    expect(await recorded(fresh.url)).toEqual((await readdir(MIGRATIONS_DIR)).sort().map((file) => file.replace(/\.sql$/, '')))
    expect(await fingerprint(upgraded.url)).toEqual(await fingerprint(fresh.url))
  })
})
