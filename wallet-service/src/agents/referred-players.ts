import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../db/queryable.ts'
import { maskedPlayerName } from './masked-name.ts'

/**
 * An agent's players: the players who signed up with the agent's code (users.referred_by) and finished
 * signing up. Their stakes of a Lagos week (Monday 00:00 WAT, as the loss limits' week: protection_period_start)
 * are the activity statement's (wallet_activity, migration 0020: stakes less voided stakes given back).
 * `$1` the agent, `$2` an instant of the week.
 */
const REFERRED_PLAYERS_OF_THE_WEEK_SQL = `
  with week as (
    select protection_period_start('week', $2::timestamptz)::timestamp at time zone 'Africa/Lagos' as from_at
  )
  select u.id, u.full_name, u.verified_at as joined_at,
         coalesce((select sum(a.staked_kobo) from wallet_activity(u.id, week.from_at, week.from_at + interval '7 days') a), 0)::text
           as staked_kobo
    from users u, week
   where u.referred_by = $1 and u.user_type = 'individual' and u.verified_at is not null`

/** How many players an agent referred, and how many of them staked in the Lagos week holding `at` (the shop's figures). */
export async function referredPlayerCounts(
  db: Queryable,
  agentId: string,
  at: Date,
): Promise<{ referred: number; playedThisWeek: number }> {
  const { rows } = await db.query<{ referred: number; played: number }>(
    `select count(*)::int as referred, count(*) filter (where players.staked_kobo::bigint > 0)::int as played
       from (${REFERRED_PLAYERS_OF_THE_WEEK_SQL}) players`,
    [agentId, at],
  )
  return { referred: rows[0]!.referred, playedThisWeek: rows[0]!.played }
}

export type ReferredPlayer = { name: string; joinedAt: string; playedThisWeek: boolean; stakesThisWeek: number }

/** An agent's players, newest first: the name masked (the agent recruited them, it does not read their account), and their week. */
export async function referredPlayers(db: Queryable, agentId: string, at: Date): Promise<ReferredPlayer[]> {
  const { rows } = await db.query<{ full_name: string; joined_at: Date; staked_kobo: string }>(
    `${REFERRED_PLAYERS_OF_THE_WEEK_SQL} order by u.verified_at desc, u.id desc`,
    [agentId, at],
  )
  return rows.map((row) => {
    const staked = BigInt(row.staked_kobo)
    return {
      name: maskedPlayerName(row.full_name),
      joinedAt: row.joined_at.toISOString(),
      playedThisWeek: staked > 0n,
      stakesThisWeek: koboToNaira(staked),
    }
  })
}
