import type { Config } from '../config.ts'
import type { Pool } from '../db/pool.ts'
import { withTransaction } from '../db/pool.ts'
import { DomainError } from '../domain-error.ts'
import { emailConfirmationSubjectKey, issueChallenge, liveChallengeId, verifyCode } from './otp.ts'

/*
 * A logged-in player confirms their email (decision 022): a code sent to the email alone, entered on the
 * profile. The signup code proves nothing about the email (it goes to the phone too), and Continue with
 * Google links by email only to a confirmed one. The codes are the signup's and the reset's: the same send
 * limits (the email is their destination), lifetime and wrong tries.
 */

const alreadyConfirmed = () => new DomainError('EMAIL_ALREADY_CONFIRMED', 'Your email is already confirmed.')

/**
 * Sends a code `at` to the player's email, and to nothing else; again, it replaces the code (the same
 * challenge while it is live). Answers the email it went to. Refused once the email is confirmed.
 */
export async function sendEmailConfirmationCode(
  pool: Pool,
  settings: Config,
  userId: string,
  clientAddress: string,
  at: Date,
): Promise<string> {
  return withTransaction(pool, async (db) => {
    const { rows } = await db.query<{ email: string; confirmed: boolean }>(
      `select email, email_confirmed_at is not null as confirmed from users where id = $1`,
      [userId],
    )
    const user = rows[0]!
    if (user.confirmed) throw alreadyConfirmed()
    const subjectKey = emailConfirmationSubjectKey(userId)
    const id = await liveChallengeId(db, subjectKey, 'email_confirmation', at)
    await issueChallenge(
      db,
      { id, userId, purpose: 'email_confirmation', subjectKey, deliverTo: [user.email] },
      settings,
      clientAddress,
      at,
    )
    return user.email
  })
}

/** Checks the code of the player's newest email confirmation `at`; the right one confirms the email. */
export async function confirmEmail(pool: Pool, settings: Config, userId: string, otp: string, at: Date): Promise<void> {
  const { rows } = await pool.query<{ id: string; confirmed: boolean }>(
    `select c.id, u.email_confirmed_at is not null as confirmed
       from users u left join otp_challenges c on c.user_id = u.id and c.purpose = 'email_confirmation'
      where u.id = $1
      order by c.created_at desc limit 1`,
    [userId],
  )
  const { id, confirmed } = rows[0]!
  if (confirmed) throw alreadyConfirmed()
  if (!id) throw new DomainError('EMAIL_CODE_NOT_SENT', 'Send a code to your email first.')
  await verifyCode(pool, { id, otp, purposes: ['email_confirmation'] }, settings, at, async (db) => {
    await db.query(`update users set email_confirmed_at = coalesce(email_confirmed_at, $2) where id = $1`, [userId, at])
  })
}
