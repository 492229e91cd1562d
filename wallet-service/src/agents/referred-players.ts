import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../db/queryable.ts'
import { lagosWeek, lagosWeekStretch } from '../time/lagos.ts'
import { maskedPlayerName } from './masked-name.ts'

/**
 * An agent's players: the players who signed up with the agent's code (users.referred_by) and finished
 * signing up, with what they staked in a Lagos week (Monday 00:00 WAT) on every family: instant rounds,
 * crash bets and the slips' bets, void ones aside. Read from the bets' own times, stamped by the platform's
 * clock as the commission's lines are (commission-week.ts), so the shop's figures and its statement agree.
 * `$1` the agent, `$2` and `$3` the week's stretch.
 */
const REFERRED_PLAYERS_OF_THE_WEEK_SQL = `
  select u.id, u.public_id, u.full_name, u.verified_at as joined_at,
         coalesce((
           select sum(staked.stake_kobo) from (
             select r.stake_kobo from game_rounds r where r.user_id = u.id and r.created_at >= $2 and r.created_at < $3
             union all
             select c.stake_kobo from crash_bets c where c.user_id = u.id and c.status <> 'void' and c.placed_at >= $2 and c.placed_at < $3
             union all
             select s.stake_kobo from sports_bets s where s.user_id = u.id and s.status <> 'void' and s.placed_at >= $2 and s.placed_at < $3
             union all
             select n.stake_kobo from number_bets n where n.user_id = u.id and n.status <> 'void' and n.placed_at >= $2 and n.placed_at < $3
           ) staked
         ), 0)::text as staked_kobo
    from users u
   where u.referred_by = $1 and u.user_type = 'individual' and u.verified_at is not null`

/** The stretch of the Lagos week holding `at`: the statement's parameters `$2` and `$3`. */
const weekOf = (at: Date) => {
  const { from, to } = lagosWeekStretch(lagosWeek(at))
  return [from, to]
}

/** How many players an agent referred, and how many of them staked in the Lagos week holding `at` (the shop's figures). */
export async function referredPlayerCounts(
  db: Queryable,
  agentId: string,
  at: Date,
): Promise<{ referred: number; playedThisWeek: number }> {
  const { rows } = await db.query<{ referred: number; played: number }>(
    `select count(*)::int as referred, count(*) filter (where players.staked_kobo::bigint > 0)::int as played
       from (${REFERRED_PLAYERS_OF_THE_WEEK_SQL}) players`,
    [agentId, ...weekOf(at)],
  )
  return { referred: rows[0]!.referred, playedThisWeek: rows[0]!.played }
}

/** An agent's player and their Lagos week, as the shop's page and the back office read them. */
export type ReferredPlayerWeek = { publicId: string; fullName: string; joinedAt: Date; stakedKobo: bigint }

/** An agent's players, newest first, and what each staked in the Lagos week holding `at`. */
export async function referredPlayerWeeks(db: Queryable, agentId: string, at: Date): Promise<ReferredPlayerWeek[]> {
  const { rows } = await db.query<{ public_id: string; full_name: string; joined_at: Date; staked_kobo: string }>(
    `${REFERRED_PLAYERS_OF_THE_WEEK_SQL} order by u.verified_at desc, u.id desc`,
    [agentId, ...weekOf(at)],
  )
  return rows.map((row) => ({
    publicId: row.public_id,
    fullName: row.full_name,
    joinedAt: row.joined_at,
    stakedKobo: BigInt(row.staked_kobo),
  }))
}

export type ReferredPlayer = { name: string; joinedAt: string; playedThisWeek: boolean; stakesThisWeek: number }

/** An agent's players, newest first: the name masked (the agent recruited them, it does not read their account), and their week. */
export async function referredPlayers(db: Queryable, agentId: string, at: Date): Promise<ReferredPlayer[]> {
  return (await referredPlayerWeeks(db, agentId, at)).map((player) => ({
    name: maskedPlayerName(player.fullName),
    joinedAt: player.joinedAt.toISOString(),
    playedThisWeek: player.stakedKobo > 0n,
    stakesThisWeek: koboToNaira(player.stakedKobo),
  }))
}
