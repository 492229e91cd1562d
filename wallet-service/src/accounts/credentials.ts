import type { Config } from '../config.ts'
import type { Pool } from '../db/pool.ts'
import { withTransaction } from '../db/pool.ts'
import { DomainError } from '../domain-error.ts'
import { assertNotLocked, clearFailures, lockedNowError, recordFailure } from './login-throttle.ts'
import { consumeTicket } from './otp.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { revokeUserSessions } from './sessions.ts'

/**
 * Sets a password, `at` (the clock's instant), with the ticket a verified code gave (signup or
 * reset). A reset means the old password may be known to someone else: every session ends and the
 * account's failures are cleared. A reset asked by email, its code sent to that email alone, confirms
 * the email (still the account's).
 */
export async function setPasswordWithTicket(pool: Pool, ticket: string | undefined, password: string, at: Date): Promise<void> {
  if (!ticket) throw new DomainError('TICKET_REQUIRED', 'Please verify the code we sent you before setting a password.')
  const passwordHash = await hashPassword(password)
  await withTransaction(pool, async (db) => {
    const proof = await consumeTicket(db, ticket, at)
    if (!proof) throw new DomainError('TICKET_INVALID', 'Your code verification has expired. Please request a new code.')
    await db.query(
      `update users set password_hash = $2, verified_at = coalesce(verified_at, $3),
              email_confirmed_at = case when lower(email) = $4 then coalesce(email_confirmed_at, $3) else email_confirmed_at end
        where id = $1`,
      [proof.userId, passwordHash, at, proof.confirmsEmail],
    )
    if (proof.purpose === 'password_reset') await revokeUserSessions(db, proof.userId, at)
    await clearFailures(db, `user:${proof.userId}`)
  })
}

/**
 * Changes a logged-in user's password after checking the old one (wrong tries count towards the
 * account's lock); every other session of the user ends, the one asking stays. All as of
 * `request.at` (the clock's instant).
 */
export async function changePassword(
  pool: Pool,
  config: Config,
  request: { userId: string; sessionToken: string; oldPassword: string; newPassword: string; at: Date },
): Promise<void> {
  const throttleKey = `user:${request.userId}`
  await assertNotLocked(pool, [throttleKey], request.at)
  const { rows } = await pool.query<{ password_hash: string | null }>(`select password_hash from users where id = $1`, [request.userId])
  if (!(await verifyPassword(rows[0]?.password_hash, request.oldPassword))) {
    const failure = await recordFailure(
      pool,
      throttleKey,
      { maxFailures: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES },
      request.at,
    )
    if (failure.locked) throw lockedNowError(config.LOGIN_LOCK_MINUTES)
    throw new DomainError('WRONG_PASSWORD', 'Your old password is incorrect.')
  }
  const passwordHash = await hashPassword(request.newPassword)
  await withTransaction(pool, async (db) => {
    await db.query(`update users set password_hash = $2 where id = $1`, [request.userId, passwordHash])
    await revokeUserSessions(db, request.userId, request.at, request.sessionToken)
  })
}
