import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { revokeUserSessions } from './sessions.ts'

/** A lock support staff put on an account (0034): who, when and why. */
export type AccountLock = { lockedAt: Date; staffId: string; staffEmail: string; reason: string }

type LockRow = { locked_at: Date; staff_id: string; staff_email: string; reason: string }
const LOCK_COLUMNS = 'locked_at, staff_id, staff_email, reason'
const lockFrom = (row: LockRow | undefined): AccountLock | null =>
  row ? { lockedAt: row.locked_at, staffId: row.staff_id, staffEmail: row.staff_email, reason: row.reason } : null

export const accountLockedError = () => new DomainError('ACCOUNT_LOCKED', 'This account is locked. Please contact support.')

/**
 * The account's lock, if any. With `forLogin`, inside the login's transaction: the user's row is held
 * (FOR SHARE) until the session is written, so a lock taken meanwhile (lockAccount holds the same row)
 * either comes first and is seen here, or waits and then ends the new session with the others.
 */
export async function accountLockOf(db: Queryable, userId: string, { forLogin = false } = {}): Promise<AccountLock | null> {
  if (forLogin) await db.query(`select id from users where id = $1 for share`, [userId])
  const { rows } = await db.query<LockRow>(`select ${LOCK_COLUMNS} from account_locks where user_id = $1`, [userId])
  return lockFrom(rows[0])
}

/** The open sessions of a user `at`: not ended, not expired, not idle. */
export async function openSessionCount(db: Queryable, userId: string, at: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from sessions
      where user_id = $1 and revoked_at is null and expires_at > $2 and last_seen_at + idle_timeout > $2`,
    [userId, at],
  )
  return rows[0]!.count
}

/**
 * Locks the account `at` in `db`'s transaction, holding the user's row first (see accountLockOf), and
 * ends every session it has; false when it was locked already (nothing changes).
 */
export async function lockAccount(
  db: Queryable,
  userId: string,
  lock: { staffId: string; staffEmail: string; reason: string },
  at: Date,
): Promise<boolean> {
  await db.query(`select id from users where id = $1 for no key update`, [userId])
  const { rowCount } = await db.query(
    `insert into account_locks (user_id, locked_at, staff_id, staff_email, reason) values ($1, $2, $3, $4, $5)
     on conflict (user_id) do nothing`,
    [userId, at, lock.staffId, lock.staffEmail, lock.reason],
  )
  if (!rowCount) return false
  await revokeUserSessions(db, userId, at)
  return true
}

/** Lifts the account's lock in `db`'s transaction: the lock as it was, or null when there was none. */
export async function unlockAccount(db: Queryable, userId: string): Promise<AccountLock | null> {
  const { rows } = await db.query<LockRow>(`delete from account_locks where user_id = $1 returning ${LOCK_COLUMNS}`, [userId])
  return lockFrom(rows[0])
}
