import type { FastifyInstance } from 'fastify'
import type { RoundSeeds } from '@9ja/fairness/node'
import type { Pool } from '../../src/db/pool.ts'

/**
 * Steers the player's next round the only way a player could: by choosing a client seed.
 * The test reads the (secret) server seed and next nonce straight from the database, tries client
 * seeds until `wanted` holds for that round, and sets the chosen one through the public API.
 */
export async function chooseClientSeedFor(
  app: FastifyInstance,
  pool: Pool,
  token: string,
  wanted: (seeds: RoundSeeds) => boolean,
): Promise<string> {
  await app.inject({ method: 'POST', url: '/games/fairness/seed', payload: { token } })
  const { rows } = await pool.query<{ server_seed: string; next_nonce: string }>(
    `select s.server_seed, s.next_nonce from fairness_seeds s
       join sessions x on x.user_id = s.user_id
      where x.token_hash = sha256(convert_to($1, 'UTF8')) and s.revealed_at is null`,
    [token],
  )
  const { server_seed: serverSeed, next_nonce: nonce } = rows[0]!
  for (let i = 0; i < 100_000; i++) {
    const clientSeed = `steer-${i}`
    if (wanted({ serverSeed, clientSeed, nonce: Number(nonce) })) {
      const response = await app.inject({ method: 'POST', url: '/games/fairness/client-seed', payload: { token, clientSeed } })
      if (response.statusCode !== 200) throw new Error(response.body)
      return clientSeed
    }
  }
  throw new Error('no client seed found for the wanted outcome')
}

export async function balanceKobo(pool: Pool, userId: string): Promise<bigint> {
  const { rows } = await pool.query<{ balance_kobo: string }>('select balance_kobo from ledger_accounts where user_id = $1', [userId])
  return BigInt(rows[0]!.balance_kobo)
}
