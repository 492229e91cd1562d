import { hashServerSeed, newClientSeed, newServerSeed } from '@9ja/fairness/node'
import type { Queryable } from '../../db/queryable.ts'
import { withTransaction, type Pool } from '../../db/pool.ts'
import { ensureActiveSeed } from '../rounds.ts'

export type SeedView = { serverSeedHash: string; clientSeed: string; nonce: number }

export async function currentSeed(db: Queryable, userId: string): Promise<SeedView> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const { rows } = await db.query<{ server_seed_hash: string; client_seed: string; next_nonce: string }>(
      'select server_seed_hash, client_seed, next_nonce from fairness_seeds where user_id = $1 and revealed_at is null',
      [userId],
    )
    const row = rows[0]
    if (row) return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.next_nonce) }
    await ensureActiveSeed(db, userId)
  }
  throw new Error(`no active seed for user ${userId}`)
}

/** The player's own client seed applies from the next round; the nonce keeps counting. */
export async function setClientSeed(db: Queryable, userId: string, clientSeed: string): Promise<SeedView> {
  await ensureActiveSeed(db, userId)
  await db.query('update fairness_seeds set client_seed = $2 where user_id = $1 and revealed_at is null', [userId, clientSeed])
  return currentSeed(db, userId)
}

export type RevealedSeed = { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number }

/**
 * Reveals the active server seed and replaces it with a fresh one (hash shown, seed secret).
 * The client seed carries over unless a new one is given.
 */
export async function rotateSeed(
  pool: Pool,
  userId: string,
  at: Date,
  nextClientSeed?: string,
): Promise<{ previous: RevealedSeed | null; current: SeedView }> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: string }>(
      `update fairness_seeds set revealed_at = $2
        where user_id = $1 and revealed_at is null
       returning server_seed, server_seed_hash, client_seed, next_nonce`,
      [userId, at],
    )
    const old = rows[0]
    const serverSeed = newServerSeed()
    await client.query(
      `insert into fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, next_nonce) values ($1, $2, $3, $4, 0)`,
      [userId, serverSeed, hashServerSeed(serverSeed), nextClientSeed ?? old?.client_seed ?? newClientSeed()],
    )
    return {
      previous: old
        ? {
            serverSeed: old.server_seed,
            serverSeedHash: old.server_seed_hash,
            clientSeed: old.client_seed,
            roundsPlayed: Number(old.next_nonce),
          }
        : null,
      current: await currentSeed(client, userId),
    }
  })
}

export type RoundView = {
  roundId: number
  game: string
  createdAt: string
  serverSeedHash: string
  /** Only once the seed has been rotated; until then the round can be checked against the hash later. */
  serverSeed: string | null
  clientSeed: string
  nonce: number
  inputs: unknown
  outcome: unknown
  stake: number
  amountWon: number
  /** Played with a free round the player had won, so no stake was taken. */
  freeRound: boolean
}

export async function listRounds(db: Queryable, userId: string, options: { limit: number; roundId?: number }): Promise<RoundView[]> {
  const { rows } = await db.query<{
    id: string
    game: string
    created_at: Date
    server_seed_hash: string
    server_seed: string | null
    client_seed: string
    nonce: string
    inputs: unknown
    outcome: unknown
    stake_kobo: string
    payout_kobo: string
    free_round: boolean
  }>(
    `select r.id, r.game, r.created_at, r.server_seed_hash,
            case when s.revealed_at is not null then s.server_seed end as server_seed,
            r.client_seed, r.nonce, r.inputs, r.outcome, r.stake_kobo, r.payout_kobo, r.free_round
       from game_rounds r join fairness_seeds s on s.id = r.seed_id
      where r.user_id = $1 and ($3::bigint is null or r.id = $3)
      order by r.id desc limit $2`,
    [userId, options.limit, options.roundId ?? null],
  )
  return rows.map((row) => ({
    roundId: Number(row.id),
    game: row.game,
    createdAt: row.created_at.toISOString(),
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    inputs: row.inputs,
    outcome: row.outcome,
    stake: Number(row.stake_kobo) / 100,
    amountWon: Number(row.payout_kobo) / 100,
    freeRound: row.free_round,
  }))
}
