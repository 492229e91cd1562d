import { randomBytes } from 'node:crypto'
import type { Pool } from '../../src/db/pool.ts'
import { spinOutcome } from '../../src/games/spin-it/paytable.ts'
import type { TestApp } from '../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../support/users.ts'
import { chooseClientSeedFor } from '../games/helpers.ts'

/** What the commission's tests share: agents and their players, signed up at the test clock's time. */

/** An agent (a float of ₦1,000,000) who signed up at `at`: their statements start with that week. */
export async function createAgent(pool: Pool, at: Date, fullName = 'Bisi Adebayo'): Promise<TestUser> {
  const agent = await createTestUser(pool, { userType: 'agent', fullName })
  await pool.query('update users set created_at = $2 where id = $1', [agent.userId, at])
  await creditWallet(pool, agent.userId, 100_000_000n)
  return agent
}

/** A player (₦100,000 in the wallet) who signed up with the agent's referral code. */
export async function createReferredPlayer(pool: Pool, agent: TestUser, fullName = 'Chinedu Okafor'): Promise<TestUser> {
  const player = await createTestUser(pool, { fullName })
  await pool.query('update users set referred_by = $2 where id = $1', [player.userId, agent.userId])
  await creditWallet(pool, player.userId, 10_000_000n)
  return player
}

/** A Spin It round through its route, steered (by the client seed, as a player could) to the segment `result` names. */
export async function spin(t: TestApp, player: TestUser, stakeNaira: number, result: string): Promise<void> {
  await chooseClientSeedFor(t.app, t.pool, player.token, (seeds) => spinOutcome(seeds, BigInt(stakeNaira) * 100n).result === result)
  const response = await t.app.inject({
    method: 'POST',
    url: '/agent/spin-multiplier',
    payload: { token: player.token, betAmount: String(stakeNaira) },
  })
  if (response.statusCode !== 200) throw new Error(`the spin was refused: ${response.body}`)
}

/**
 * A crash bet settled at `at` in a round crashed then, written as the crash runner writes them (crash_chains,
 * crash_rounds, crash_bets; 0012): the crash family's own tests place and settle through live rounds, and
 * the commission reads only the settled bet.
 */
export async function settledCrashBet(pool: Pool, player: TestUser, stakeNaira: number, payoutNaira: number, at: Date): Promise<void> {
  const cashedOut = payoutNaira > 0
  const hex = () => randomBytes(32).toString('hex')
  await pool.query(
    `with chain as (
       insert into crash_chains (game, seed, commitment, length, next_index) values ('jet-crash', $9, $10, 1, 2) returning id
     ), round as (
       insert into crash_rounds (game, chain_id, chain_index, hash, crash_x100, rtp_basis_points, growth_per_ms, max_round_payout_kobo,
                                 phase, betting_ends_at, started_at, crashed_at, settled_at)
       select 'jet-crash', chain.id, 1, $11, 1000, 9700, 0.0001, 1000000000000, 'crashed', $8, $8, $8, $8 from chain
       returning id
     )
     insert into crash_bets (round_id, user_id, slot, stake_kobo, status, cashed_x100, payout_kobo, reason, idempotency_key, request_hash, placed_at, settled_at)
     select round.id, $1, 0, $2, $3, $4, $5, $6, $7, 'test', $8, $8 from round`,
    [
      player.userId,
      stakeNaira * 100,
      cashedOut ? 'cashed-out' : 'lost',
      cashedOut ? Math.round((payoutNaira / stakeNaira) * 100) : null,
      payoutNaira * 100,
      cashedOut ? 'player' : null,
      `crash-bet:jet-crash:${player.userId}:${randomBytes(8).toString('hex')}`,
      at,
      hex(),
      hex(),
      hex(),
    ],
  )
}
