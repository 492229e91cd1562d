import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runner } from 'node-pg-migrate'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../src/db/migrate.ts'
import { TEST_SERVER_URL } from '../support/database.ts'
import { createEmptyDatabase, type Database } from '../support/template-database.ts'

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url))
let database: Database
let url: string
let before: string
let db: pg.Client

beforeAll(async () => {
  database = await createEmptyDatabase(TEST_SERVER_URL, 'wallet_test_kyc_upgrade')
  url = database.url
  // The database as it was before identity checks existed: every migration before 0019.
  before = await mkdtemp(path.join(tmpdir(), 'before-kyc-'))
  for (const file of await readdir(MIGRATIONS_DIR)) if (file < '0019') await cp(path.join(MIGRATIONS_DIR, file), path.join(before, file))
  await runner({ databaseUrl: url, dir: before, direction: 'up', migrationsTable: 'schema_migrations', count: Infinity, log: () => {} })
  db = new pg.Client({ connectionString: url })
  await db.connect()
})
afterAll(async () => {
  await db.end()
  await database.drop()
  await rm(before, { recursive: true, force: true })
})

describe('migration 0019 on a database with players', () => {
  it('makes every existing player unverified (no identity check ever ran), then holds verified ones to an identity', async () => {
    for (const [i, status] of ['pending', 'verified', 'rejected'].entries()) {
      await db.query(
        `insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code, kyc_status)
         values ('individual', 'Old Player', $1, $2, $3, $4, $5)`,
        [`0701000000${i}`, `old${i}@example.ng`, `OLD${i}`, `700000000${i}`, status],
      )
    }
    await migrate(url)
    const { rows } = await db.query(`select kyc_status, count(*)::int as n from users group by kyc_status`)
    expect(rows).toEqual([{ kyc_status: 'unverified', n: 3 }])
    await expect(db.query(`update users set kyc_status = 'verified' where phone_number = '07010000000'`)).rejects.toThrow(
      'users_kyc_verified_identity',
    )
    await expect(db.query(`update users set kyc_status = 'rejected' where phone_number = '07010000000'`)).rejects.toThrow(
      'users_kyc_rejected_reason',
    )
    const fresh = await db.query(
      `insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code)
       values ('individual', 'New Player', '07010000009', 'new@example.ng', 'NEW9', '7000000009') returning kyc_status`,
    )
    expect(fresh.rows[0].kyc_status).toBe('unverified')
  })
})
