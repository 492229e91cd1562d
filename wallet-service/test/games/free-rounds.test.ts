import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { runner } from 'node-pg-migrate'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, TEST_SERVER_URL } from '../support/database.ts'
import { createEmptyDatabase } from '../support/template-database.ts'
import { createTestUser, creditWallet } from '../support/users.ts'
import { migrate } from '../../src/db/migrate.ts'
import { ensureActiveSeed, settleRounds, startRounds } from '../../src/games/rounds.ts'
import type { Pool } from '../../src/db/pool.ts'
import { description } from '../../src/ledger/descriptions.ts'

let db: Awaited<ReturnType<typeof createTestDatabase>>
let pool: Pool
beforeAll(async () => {
  db = await createTestDatabase()
  pool = db.pool
})
afterAll(async () => db.close())

async function startOne(userId: string, game: string) {
  const [result] = await startRounds(pool, [{ player: { userId }, game, clientKey: randomUUID(), withFreeRound: true }], new Date())
  if (result?.kind !== 'new') throw new Error(`expected a new round, got ${result?.kind}`)
  return result
}

describe('free rounds belong to the game that granted them', () => {
  it("is spent only by a round of its own game, never another game's", async () => {
    const user = await createTestUser(pool)
    await creditWallet(pool, user.userId, 1_000_00n)
    await ensureActiveSeed(pool, user.userId)
    const granting = await startOne(user.userId, 'spin-it')
    const [granted] = await settleRounds(
      pool,
      [
        {
          userId: user.userId,
          game: 'spin-it',
          seed: granting.seed,
          inputs: {},
          outcome: {},
          stakeKobo: 100_00n,
          payoutKobo: 0n,
          idempotencyKey: granting.idempotencyKey,
          entryKind: 'game:spin-it',
          description: description('spinStake', { game: 'Spin It', stake: '₦100' }),
          grantsFreeRoundKobo: 100_00n,
        },
      ],
      new Date(),
    )
    expect(granted?.kind).toBe('settled')
    expect((await pool.query('select game from free_rounds where user_id = $1', [user.userId])).rows).toEqual([{ game: 'spin-it' }])

    // Another game's round does not see it, and cannot claim it.
    const royale = await startOne(user.userId, 'spin2win-royale')
    expect(royale.freeRound).toBeNull()
    const spinIt = await startOne(user.userId, 'spin-it')
    expect(spinIt.freeRound).toMatchObject({ stakeKobo: 100_00n })
    const [stolen] = await settleRounds(
      pool,
      [
        {
          userId: user.userId,
          game: 'spin2win-royale',
          seed: royale.seed,
          inputs: {},
          outcome: {},
          stakeKobo: 0n,
          payoutKobo: 0n,
          idempotencyKey: royale.idempotencyKey,
          entryKind: 'game:spin2win-royale',
          description: description('rouletteSpin', { game: 'Spin 2 Win Royale', stake: '₦100', pocket: '7' }),
          consumesFreeRoundId: spinIt.freeRound!.id,
        },
      ],
      new Date(),
    )
    expect(stolen?.kind).toBe('not-written')
    expect((await pool.query('select count(*)::int as n from free_rounds where user_id = $1', [user.userId])).rows[0].n).toBe(1)
  })

  it('keeps every free spin held before the migration, as a free round of Spin It', async () => {
    const database = await createEmptyDatabase(TEST_SERVER_URL, 'wallet_test_free_rounds')
    try {
      // The database as it was before free rounds: migrations up to 0011.
      await runner({
        databaseUrl: database.url,
        dir: fileURLToPath(new URL('../../migrations', import.meta.url)),
        direction: 'up',
        migrationsTable: 'schema_migrations',
        count: 11,
        checkOrder: true,
        log: () => {},
      })
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      try {
        const held = await client.query(
          `with u as (
             insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code)
             values ('individual', 'Held Spin', '08000000001', 'held@example.ng', 'HELD01', '9000000001') returning id
           ), s as (
             insert into fairness_seeds (user_id, server_seed, server_seed_hash, client_seed) select id, 'a', 'b', 'c' from u returning id, user_id
           ), r as (
             insert into game_rounds (user_id, game, seed_id, server_seed_hash, client_seed, nonce, inputs, outcome, stake_kobo, payout_kobo, idempotency_key)
             select user_id, 'spin-it', id, 'b', 'c', 0, '{}', '{}', 10000, 0, 'spin-it:held' from s returning id, user_id
           )
           insert into spin_it_free_spins (user_id, stake_kobo, granted_by_round) select user_id, 10000, id from r
           returning id, user_id, stake_kobo, granted_by_round`,
        )
        await migrate(database.url)
        const kept = await client.query('select id, user_id, stake_kobo, granted_by_round, game from free_rounds')
        expect(kept.rows).toEqual([{ ...held.rows[0], game: 'spin-it' }])
        expect((await client.query('select free_round from game_rounds')).rows).toEqual([{ free_round: false }])
      } finally {
        await client.end()
      }
    } finally {
      await database.drop()
    }
  })
})
