import type { Config } from '../config.ts'
import type { Pool } from '../db/pool.ts'
import { withTransaction } from '../db/pool.ts'
import type { Queryable } from '../db/queryable.ts'
import { issueChallenge, liveChallengeId, resetSubjectKey } from './otp.ts'
import { findUserByIdentifier } from './users.ts'
import { normalizeIdentifier } from './validation.ts'

/**
 * Forgot-password and its resend, `at` (the clock's instant): the same answer, Id and limits whether
 * or not the account exists, and whichever of an account's identifiers is used (each identifier is
 * its own subject, as two accounts' would be). Answers the challenge Id.
 */
export async function requestPasswordReset(
  pool: Pool,
  settings: Config,
  identifier: string,
  clientAddress: string,
  at: Date,
): Promise<string> {
  const normalized = normalizeIdentifier(identifier)
  const user = await findUserByIdentifier(pool, identifier)
  return withTransaction(pool, (db) => sendResetCode(db, settings, normalized.value, user?.id ?? null, clientAddress, at))
}

/**
 * Sends a password-reset code for `identifier` (normalized) in `db`'s transaction: to it when it is the
 * account `userId`'s, to nobody when it is no account's (null). Answers the challenge Id.
 */
export async function sendResetCode(
  db: Queryable,
  settings: Config,
  identifier: string,
  userId: string | null,
  clientAddress: string,
  at: Date,
): Promise<string> {
  const subjectKey = resetSubjectKey(identifier)
  const id = await liveChallengeId(db, subjectKey, 'password_reset', at)
  await issueChallenge(
    db,
    { id, userId, purpose: 'password_reset', subjectKey, deliverTo: userId ? [identifier] : [] },
    settings,
    clientAddress,
    at,
  )
  return id
}
