import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'

export type ThrottleLimits = { maxFailures: number; lockMinutes: number }

const lockedMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** Refuses with 429 while any of the keys (an account, a client address) is locked `at` (the clock's instant). */
export async function assertNotLocked(db: Queryable, keys: string[], at: Date): Promise<void> {
  const { rows } = await db.query<{ seconds: number }>(
    `select ceil(extract(epoch from max(locked_until) - $2::timestamptz))::int as seconds
       from login_throttle where throttle_key = any($1) and locked_until > $2::timestamptz`,
    [keys, at],
  )
  const seconds = rows[0]?.seconds
  if (seconds) throw new DomainError('LOGIN_LOCKED', lockedMessage(seconds))
}

/**
 * Counts one failure, `at` (the clock's instant), for a key within a rolling window of the lock
 * length; reaching the limit locks the key for that length and starts the count again. Returns the
 * failures counted so far (for the slow-down) and whether the key is now locked.
 */
export async function recordFailure(
  db: Queryable,
  key: string,
  limits: ThrottleLimits,
  at: Date,
): Promise<{ failures: number; locked: boolean }> {
  const { rows } = await db.query<{ failures: number }>(
    `insert into login_throttle (throttle_key, failures, last_failure_at) values ($1, 1, $3)
     on conflict (throttle_key) do update set
       failures = case when login_throttle.last_failure_at < $3::timestamptz - make_interval(mins => $2)
                         or login_throttle.locked_until is not null then 1
                       else login_throttle.failures + 1 end,
       locked_until = null,
       last_failure_at = $3
     returning failures`,
    [key, limits.lockMinutes, at],
  )
  const failures = rows[0]!.failures
  if (failures < limits.maxFailures) return { failures, locked: false }
  await db.query(`update login_throttle set locked_until = $3::timestamptz + make_interval(mins => $2) where throttle_key = $1`, [
    key,
    limits.lockMinutes,
    at,
  ])
  return { failures, locked: true }
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query(`delete from login_throttle where throttle_key = $1`, [key])
}

export const lockedNowError = (lockMinutes: number) => new DomainError('LOGIN_LOCKED', lockedMessage(lockMinutes * 60))
