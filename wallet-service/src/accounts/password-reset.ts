import type { Config } from '../config.ts'
import type { Pool } from '../db/pool.ts'
import { withTransaction } from '../db/pool.ts'
import { issueChallenge, resetChallengeId, resetSubjectKey } from './otp.ts'
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
  const subjectKey = resetSubjectKey(normalized.value)
  return withTransaction(pool, async (db) => {
    const id = await resetChallengeId(db, subjectKey, at)
    await issueChallenge(
      db,
      { id, userId: user?.id ?? null, purpose: 'password_reset', subjectKey, deliverTo: user ? [normalized.value] : [] },
      settings,
      clientAddress,
      at,
    )
    return id
  })
}
