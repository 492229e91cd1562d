import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../db/queryable.ts'

/**
 * What a player's money did, from the ledger (wallet_activity, migration 0020): the monthly activity
 * statement and the reality check's session so far. Net is wins less stakes: positive when the
 * player is ahead.
 */

export type ActivityFigures = { deposits: number; withdrawals: number; stakes: number; wins: number; net: number }
export type ActivityStatement = { month: string; days: ({ date: string } & ActivityFigures)[]; totals: ActivityFigures }

type ActivityRow = { day: string; deposited_kobo: string; withdrawn_kobo: string; staked_kobo: string; won_kobo: string }

function figures(row: Omit<ActivityRow, 'day'>): ActivityFigures {
  const staked = BigInt(row.staked_kobo)
  const won = BigInt(row.won_kobo)
  return {
    deposits: koboToNaira(BigInt(row.deposited_kobo)),
    withdrawals: koboToNaira(BigInt(row.withdrawn_kobo)),
    stakes: koboToNaira(staked),
    wins: koboToNaira(won),
    net: koboToNaira(won - staked),
  }
}

/** The calendar month `month` (YYYY-MM) in Lagos time, day by day with its totals. */
export async function activityStatement(db: Queryable, userId: string, month: string): Promise<ActivityStatement> {
  const { rows } = await db.query<ActivityRow & { total: boolean }>(
    `with bounds as (select ($2 || '-01')::timestamp at time zone 'Africa/Lagos' as from_at),
     days as (
       select a.* from bounds, wallet_activity($1, bounds.from_at, bounds.from_at + interval '1 month') a
     )
     select to_char(day, 'YYYY-MM-DD') as day, deposited_kobo::text, withdrawn_kobo::text, staked_kobo::text, won_kobo::text, false as total
       from days
     union all
     select null, coalesce(sum(deposited_kobo), 0)::text, coalesce(sum(withdrawn_kobo), 0)::text, coalesce(sum(staked_kobo), 0)::text,
            coalesce(sum(won_kobo), 0)::text, true
       from days
     order by total, day`,
    [userId, month],
  )
  const total = rows.pop()!
  return { month, days: rows.map((row) => ({ date: row.day, ...figures(row) })), totals: figures(total) }
}

export type SessionSummary = { startedAt: Date; stakes: number; wins: number; net: number }

/** The session of `tokenHash` so far: when it began, and what was staked and won since. */
export async function sessionSummary(db: Queryable, tokenHash: Buffer): Promise<SessionSummary> {
  const { rows } = await db.query<{ started_at: Date; staked_kobo: string; won_kobo: string }>(
    `select s.created_at as started_at, coalesce(sum(a.staked_kobo), 0)::text as staked_kobo, coalesce(sum(a.won_kobo), 0)::text as won_kobo
       from sessions s left join lateral wallet_activity(s.user_id, s.created_at, 'infinity') a on true
      where s.token_hash = $1
      group by s.created_at`,
    [tokenHash],
  )
  const row = rows[0]!
  const { stakes, wins, net } = figures({ deposited_kobo: '0', withdrawn_kobo: '0', staked_kobo: row.staked_kobo, won_kobo: row.won_kobo })
  return { startedAt: row.started_at, stakes, wins, net }
}

export const REALITY_CHECK_MINUTES = [15, 30, 60] as const

export async function realityCheckMinutes(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ reality_check_minutes: number }>(`select reality_check_minutes from users where id = $1`, [userId])
  return rows[0]!.reality_check_minutes
}

export async function setRealityCheckMinutes(db: Queryable, userId: string, minutes: number): Promise<void> {
  await db.query(`update users set reality_check_minutes = $2 where id = $1`, [userId, minutes])
}
