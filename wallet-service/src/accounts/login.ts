import type { Config } from '../config.ts'
import { withTransaction, type Pool } from '../db/pool.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { loginProtection } from '../protection/protection.ts'
import { restrictionView } from '../protection/messages.ts'
import { assertNotLocked, clearFailures, lockedNowError, recordFailure } from './login-throttle.ts'
import { verifyPassword } from './passwords.ts'
import { createSession } from './sessions.ts'
import { sessionIdleTimeoutMs } from './settings.ts'
import { findUserByIdentifier, type UserRow } from './users.ts'
import { normalizeIdentifier } from './validation.ts'
import { closureOf } from '../kyc/closure.ts'
import { KYC_MESSAGES } from '../kyc/messages.ts'
import { accountLockOf, accountLockedError } from './account-locks.ts'

export type LoginRequest = { identifier: string; password: string; clientAddress: string; at: Date }

/** What the spec's login answer carries. */
export type LoggedIn = {
  token: string
  userType: 'individual' | 'agent' | 'admin'
  depositCode: string
  referralCode: string
  userId: string
  fullName: string
  kycStatus: string
  /** A time-out or self-exclusion in force, with the message explaining it (login still works: withdrawals do). */
  restriction: ReturnType<typeof restrictionView>
  /** When this session began and how often its reality check comes (the web app shows it). */
  sessionStartedAt: string
  realityCheckMinutes: number
}

/**
 * Checks an email or phone and a password, under the per-account and per-address failure limits,
 * and opens a session. Every refusal is the same (BAD_CREDENTIALS) and costs the same work, whether
 * the account is unknown, has no password yet, or the password is wrong; each failure slows the
 * next one for that account. An account closed after its identity check (under 18) is refused with
 * the reason, and one locked by support staff is refused as locked, only once the password proved who
 * is asking.
 */
export async function login(pool: Pool, config: Config, request: LoginRequest): Promise<LoggedIn> {
  const user = await findUserByIdentifier(pool, request.identifier)
  const accountKey = user ? `user:${user.id}` : `unknown:${normalizeIdentifier(request.identifier).value}`
  const addressKey = `ip:${request.clientAddress}`
  await assertNotLocked(pool, [accountKey, addressKey], request.at)

  // Verified before looking at `user`: an unknown account spends the same argon2 work on the decoy.
  const passwordMatches = await verifyPassword(user?.password_hash, request.password)
  if (!user || !passwordMatches) {
    const lockMinutes = config.LOGIN_LOCK_MINUTES
    const account = await recordFailure(pool, accountKey, { maxFailures: config.LOGIN_MAX_FAILURES, lockMinutes }, request.at)
    const address = await recordFailure(pool, addressKey, { maxFailures: config.LOGIN_IP_MAX_FAILURES, lockMinutes }, request.at)
    if (account.locked || address.locked) throw lockedNowError(lockMinutes)
    await new Promise((resolve) => setTimeout(resolve, Math.min(3000, config.LOGIN_FAILURE_DELAY_MS * account.failures)))
    throw new DomainError('BAD_CREDENTIALS', 'Incorrect email/phone number or password.')
  }

  await clearFailures(pool, accountKey)
  return openSession(pool, config, user, request.clientAddress, request.at)
}

/**
 * Opens a session for a user who proved who they are (a password, or a provider's verified ID token):
 * an account closed after its identity check (under 18) is refused with the reason, one locked by
 * support staff as locked; a break in force is only reported (login still works: withdrawals do).
 * `beforeSession` writes what the login brings (a Google account linked by its email) in the session's
 * transaction, after those refusals: a refused account gets nothing written.
 */
export async function openSession(
  pool: Pool,
  config: Config,
  user: UserRow,
  clientAddress: string,
  at: Date,
  beforeSession?: (db: Queryable) => Promise<void>,
): Promise<LoggedIn> {
  const closure = await closureOf(pool, user.id)
  if (closure) throw new DomainError('ACCOUNT_CLOSED', KYC_MESSAGES.closedAccount(closure.closedAt, closure))
  const session = await withTransaction(pool, async (db) => {
    if (await accountLockOf(db, user.id, { forLogin: true })) throw accountLockedError()
    await beforeSession?.(db)
    return createSession(
      db,
      user.id,
      { ttlHours: config.SESSION_TTL_HOURS, idleTimeoutMs: sessionIdleTimeoutMs(config) },
      clientAddress,
      at,
    )
  })
  const protection = await loginProtection(pool, user.id, at)
  return {
    token: session.token,
    userType: user.user_type,
    depositCode: user.deposit_code,
    referralCode: user.referral_code,
    userId: user.public_id,
    fullName: user.full_name,
    kycStatus: user.kyc_status,
    restriction: restrictionView(protection.block),
    sessionStartedAt: session.createdAt.toISOString(),
    realityCheckMinutes: protection.realityCheckMinutes,
  }
}
