import type { Pool } from '../db/pool.ts'
import { withTransaction } from '../db/pool.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import type { Block, BlockKind } from './block.ts'
import { blockMessage } from './messages.ts'
import { protectionTallySql } from './sql.ts'

/**
 * A player's limits and breaks (README.md has the rules): reading them, changing them, and who is on
 * a break. Every change locks the player's wallet, then the protection row, as the stake statements
 * do (sql.ts), so a change and a stake are judged one after the other.
 */

export const PERIODS = ['day', 'week', 'month'] as const
export type Period = (typeof PERIODS)[number]
export const LIMIT_KINDS = ['deposit', 'loss'] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]

/** One limit as the player sees it at a moment. */
export type LimitState = {
  /** In force now; null: none. */
  limitKobo: bigint | null
  /** A raise or removal waiting for its 24 hours: the amount asked for (null: removal) and when it holds. */
  pending: { limitKobo: bigint | null; from: Date } | null
  /** Deposited, or lost (stakes less wins; negative when ahead), in the period so far. */
  usedKobo: bigint
  /** When the period ends and its total starts again. */
  resetsAt: Date
}
export type Limits = Record<LimitKind, Record<Period, LimitState>>

export type Protection = { limits: Limits; block: Block | null }

/** Which limits to change: an amount in kobo, or null to remove the limit; an absent one stays. */
export type LimitChanges = Partial<Record<LimitKind, Partial<Record<Period, bigint | null>>>>

type LimitRow = {
  kind: LimitKind
  period: Period
  limit_kobo: string | null
  pending_kobo: string | null
  pending_from: Date | null
  used_kobo: string
  resets_at: Date
}
type BlockRow = { block_kind: BlockKind | null; blocked_from: Date | null; blocked_until: Date | null }

/**
 * The player's row, or the row they would get (no limits, totals from the ledger), with each limit
 * as of `$2`: a pending change is shown while it waits and counts once its time has come.
 */
const PROTECTION_SQL = `with p as (
  select user_id, deposit_day, deposit_week, deposit_month, loss_day, loss_week, loss_month, day_tally, week_tally, month_tally,
         block_kind, blocked_from, blocked_until
    from player_protection where user_id = $1
  union all
  select $1, null, null, null, null, null, null,
         protection_opening_tally($1, 'day', $2), protection_opening_tally($1, 'week', $2), protection_opening_tally($1, 'month', $2),
         null, null, null
   where not exists (select 1 from player_protection where user_id = $1)
)
select l.kind, l.period,
       protection_limit_kobo(l.lim, $2)::text as limit_kobo,
       case when (l.lim).pending_from > $2 then coalesce((l.lim).pending_kobo::text, 'none') end as pending_kobo,
       case when (l.lim).pending_from > $2 then (l.lim).pending_from end as pending_from,
       (case l.kind when 'deposit' then (protection_tally_at(l.tally, l.period, $2)).deposited_kobo
                    else (protection_tally_at(l.tally, l.period, $2)).lost_kobo end)::text as used_kobo,
       protection_period_end(l.period, $2) as resets_at,
       case when p.blocked_until > $2 then p.block_kind end as block_kind,
       case when p.blocked_until > $2 then p.blocked_from end as blocked_from,
       case when p.blocked_until > $2 then p.blocked_until end as blocked_until
  from p cross join lateral (values
    ('deposit', 'day', p.deposit_day, p.day_tally), ('deposit', 'week', p.deposit_week, p.week_tally),
    ('deposit', 'month', p.deposit_month, p.month_tally), ('loss', 'day', p.loss_day, p.day_tally),
    ('loss', 'week', p.loss_week, p.week_tally), ('loss', 'month', p.loss_month, p.month_tally)
  ) l(kind, period, lim, tally)`

const kobo = (text: string | null) => (text === null ? null : BigInt(text))

export async function loadProtection(db: Queryable, userId: string, at: Date): Promise<Protection> {
  const { rows } = await db.query<LimitRow & BlockRow>(PROTECTION_SQL, [userId, at])
  const limits = { deposit: {}, loss: {} } as Limits
  for (const row of rows) {
    limits[row.kind][row.period] = {
      limitKobo: kobo(row.limit_kobo),
      pending: row.pending_from ? { limitKobo: row.pending_kobo === 'none' ? null : kobo(row.pending_kobo), from: row.pending_from } : null,
      usedKobo: BigInt(row.used_kobo),
      resetsAt: row.resets_at,
    }
  }
  return { limits, block: blockFrom(rows[0]!) }
}

function blockFrom(row: BlockRow): Block | null {
  return row.block_kind && row.blocked_from && row.blocked_until
    ? { kind: row.block_kind, from: row.blocked_from, until: row.blocked_until }
    : null
}

/** The player's time-out or self-exclusion in force at `at`, if any (login shows it). */
export async function blockOf(db: Queryable, userId: string, at: Date): Promise<Block | null> {
  const { rows } = await db.query<BlockRow>(
    `select block_kind, blocked_from, blocked_until from player_protection
      where user_id = $1 and block_kind is not null and blocked_until > $2`,
    [userId, at],
  )
  return rows[0] ? blockFrom(rows[0]) : null
}

/** When the player's self-exclusion ends, or null when they are not self-excluded at `at` (KYC asks for the same person's number). */
export async function selfExcludedUntil(db: Queryable, userId: string, at: Date): Promise<Date | null> {
  const block = await blockOf(db, userId, at)
  return block?.kind === 'self-exclusion' ? block.until : null
}

/**
 * Opens the player's protection row if they have none, with the current day's, week's and month's
 * totals read from the ledger, inside `db`'s transaction after locking the wallet: no stake of the
 * player commits meanwhile, so none is counted twice or missed.
 */
async function lockedRow(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query(`select id from ledger_accounts where user_id = $1 for no key update`, [userId])
  await db.query(
    `insert into player_protection (user_id, day_tally, week_tally, month_tally)
     values ($1, protection_opening_tally($1, 'day', $2), protection_opening_tally($1, 'week', $2), protection_opening_tally($1, 'month', $2))
     on conflict (user_id) do nothing`,
    [userId, at],
  )
  await db.query(`select user_id from player_protection where user_id = $1 for no key update`, [userId])
}

/** Changes limits (see protection_limit_changed: lower at once, raise or remove after 24 hours) and answers them all. */
export async function changeLimits(pool: Pool, userId: string, changes: LimitChanges, at: Date): Promise<Protection> {
  const assignments: string[] = []
  const values: unknown[] = [userId, at]
  for (const kind of LIMIT_KINDS) {
    for (const period of PERIODS) {
      const wanted = changes[kind]?.[period]
      if (wanted === undefined) continue
      values.push(wanted === null ? null : wanted.toString())
      // Column names come from the two fixed lists above, never from the request.
      assignments.push(`${kind}_${period} = protection_limit_changed(${kind}_${period}, $${values.length}::bigint, $2)`)
    }
  }
  if (assignments.length === 0) return loadProtection(pool, userId, at)
  return withTransaction(pool, async (db) => {
    await lockedRow(db, userId, at)
    await db.query(`update player_protection set ${assignments.join(', ')}, updated_at = $2 where user_id = $1`, values)
    return loadProtection(db, userId, at)
  })
}

export const TIME_OUT_DAYS = [1, 7, 30] as const
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const

/**
 * Starts a break: a time-out of `days` or a self-exclusion of `months` from `at`. A break in force is
 * never shortened: a time-out that already ends later, or any self-exclusion, stays; a longer one
 * replaces it (keeping when it began). Answers the break in force afterwards.
 */
export async function startBreak(
  pool: Pool,
  userId: string,
  length: { kind: 'time-out'; days: number } | { kind: 'self-exclusion'; months: number },
  at: Date,
): Promise<Block> {
  return withTransaction(pool, async (db) => {
    await lockedRow(db, userId, at)
    const current = await blockOf(db, userId, at)
    if (length.kind === 'time-out' && current?.kind === 'self-exclusion') {
      throw new DomainError('SELF_EXCLUDED', blockMessage(current), { until: current.until.toISOString() })
    }
    const interval = length.kind === 'time-out' ? `make_interval(days => $3)` : `make_interval(months => $3)`
    const { rows } = await db.query<BlockRow>(
      `update player_protection
          set block_kind = case when blocked_until > $2 and blocked_until >= $2 + ${interval} then block_kind else $4 end,
              blocked_from = case when blocked_until > $2 then blocked_from else $2 end,
              blocked_until = greatest(case when blocked_until > $2 then blocked_until end, $2 + ${interval}),
              updated_at = $2
        where user_id = $1
       returning block_kind, blocked_from, blocked_until`,
      [userId, at, length.kind === 'time-out' ? length.days : length.months, length.kind],
    )
    return blockFrom(rows[0]!)!
  })
}

/**
 * Puts the player under a self-exclusion until `until` (never shortening a break already longer):
 * another account of a self-excluded person, found when it presents the same BVN or NIN, is closed
 * to betting and deposits as long as the person's own account is.
 */
export async function extendSelfExclusion(db: Queryable, userId: string, until: Date, at: Date): Promise<void> {
  await lockedRow(db, userId, at)
  await db.query(
    `update player_protection
        set block_kind = case when blocked_until > $3 then block_kind else 'self-exclusion' end,
            blocked_from = case when blocked_until > $2 then blocked_from else $2 end,
            blocked_until = greatest(case when blocked_until > $2 then blocked_until end, $3),
            updated_at = $2
      where user_id = $1`,
    [userId, at, until],
  )
}

/**
 * Counts a deposit credited outside a batched statement (a card payment, by postEntry) into the
 * player's deposit totals, in the caller's transaction after the wallet moved (so wallet, then row).
 */
export async function countDeposit(db: Queryable, userId: string, amountKobo: bigint, at: Date): Promise<void> {
  await db.query(
    `with flows as (select $1::bigint as user_id, $2::bigint as deposited_kobo, 0::bigint as lost_kobo)
     ${protectionTallySql('flows', '$3::timestamptz')}`,
    [userId, amountKobo.toString(), at],
  )
}

/** What login tells the player: their break in force at `at`, if any, and how often the reality check comes. */
export async function loginProtection(
  db: Queryable,
  userId: string,
  at: Date,
): Promise<{ block: Block | null; realityCheckMinutes: number }> {
  const { rows } = await db.query<BlockRow & { reality_check_minutes: number }>(
    `select u.reality_check_minutes, p.block_kind, p.blocked_from, p.blocked_until
       from users u left join player_protection p on p.user_id = u.id and p.block_kind is not null and p.blocked_until > $2
      where u.id = $1`,
    [userId, at],
  )
  const row = rows[0]!
  return { block: blockFrom(row), realityCheckMinutes: row.reality_check_minutes }
}
