import type { Config } from '../config.ts'
import type { Pool } from '../db/pool.ts'
import { DomainError } from '../http/errors.ts'
import { assertNotLocked, clearFailures, lockedNowError, recordFailure } from './login-throttle.ts'
import { verifyPassword } from './passwords.ts'
import { createSession } from './sessions.ts'
import { findUserByIdentifier } from './users.ts'
import { normalizeIdentifier } from './validation.ts'

export type LoginRequest = { identifier: string; password: string; clientAddress: string }

/** What the spec's login answer carries. */
export type LoggedIn = {
  token: string
  userType: 'individual' | 'agent' | 'admin'
  depositCode: string
  referralCode: string
  userId: string
  fullName: string
  kycStatus: string
}

/**
 * Checks an email or phone and a password, under the per-account and per-address failure limits,
 * and opens a session. Every refusal is the same (BAD_CREDENTIALS) and costs the same work, whether
 * the account is unknown, has no password yet, or the password is wrong; each failure slows the
 * next one for that account.
 */
export async function login(pool: Pool, config: Config, request: LoginRequest): Promise<LoggedIn> {
  const user = await findUserByIdentifier(pool, request.identifier)
  const accountKey = user ? `user:${user.id}` : `unknown:${normalizeIdentifier(request.identifier).value}`
  const addressKey = `ip:${request.clientAddress}`
  await assertNotLocked(pool, [accountKey, addressKey])

  // Verified before looking at `user`: an unknown account spends the same argon2 work on the decoy.
  const passwordMatches = await verifyPassword(user?.password_hash, request.password)
  if (!user || !passwordMatches) {
    const lockMinutes = config.LOGIN_LOCK_MINUTES
    const account = await recordFailure(pool, accountKey, { maxFailures: config.LOGIN_MAX_FAILURES, lockMinutes })
    const address = await recordFailure(pool, addressKey, { maxFailures: config.LOGIN_IP_MAX_FAILURES, lockMinutes })
    if (account.locked || address.locked) throw lockedNowError(lockMinutes)
    await new Promise((resolve) => setTimeout(resolve, Math.min(3000, config.LOGIN_FAILURE_DELAY_MS * account.failures)))
    throw new DomainError('BAD_CREDENTIALS', 'Incorrect email/phone number or password.')
  }

  await clearFailures(pool, accountKey)
  return {
    token: await createSession(pool, user.id, config.SESSION_TTL_HOURS),
    userType: user.user_type,
    depositCode: user.deposit_code,
    referralCode: user.referral_code,
    userId: user.public_id,
    fullName: user.full_name,
    kycStatus: user.kyc_status,
  }
}
