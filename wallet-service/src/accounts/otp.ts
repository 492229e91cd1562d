import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Config } from '../config.ts'
import type { Pool } from '../db/pool.ts'
import { withTransaction } from '../db/pool.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { enqueueMessage } from '../messaging/outbox.ts'
import { claimCodeSend, type SendLimitSettings } from './send-limits.ts'
import { normalizeIdentifier } from './validation.ts'

export type OtpPurpose = 'signup' | 'password_reset' | 'email_confirmation'

/** The codes the code page verifies and resends by their Id, for a ticket; an email confirmation is the profile's, by the session. */
type TicketPurpose = Exclude<OtpPurpose, 'email_confirmation'>
const TICKET_PURPOSES: TicketPurpose[] = ['signup', 'password_reset']

export type ChallengeTarget = {
  /** Signup: the user's public id. Password reset, email confirmation: a fresh random id (or the live one being resent). */
  id: string
  userId: string | null
  purpose: OtpPurpose
  /** Whose challenge it is: `user:<id>` for a signup, `reset:<identifier>` for a password reset, `confirm-email:<user id>`. */
  subjectKey: string
  deliverTo: string[]
}

type OtpSettings = Pick<Config, 'NODE_ENV' | 'OTP_PEPPER' | 'OTP_TTL_MINUTES' | 'OTP_MAX_ATTEMPTS'> & SendLimitSettings

const TICKET_MINUTES = 15
const RESET_SUBJECT = 'reset:'

/** The subject of a password reset asked for by an email or number: one per identifier, known to us or not. */
export const resetSubjectKey = (identifier: string) => `${RESET_SUBJECT}${identifier}`

/** The subject of a player's email confirmation codes. */
export const emailConfirmationSubjectKey = (userId: string) => `confirm-email:${userId}`

/** What a code's message calls it: "Your 9ja Lottery <name> code is ...". */
const CODE_NAMES: Record<OtpPurpose, string> = {
  signup: 'verification',
  password_reset: 'password reset',
  email_confirmation: 'email confirmation',
}

function hashCode(pepper: string, challengeId: string, code: string): Buffer {
  return createHash('sha256').update(`${pepper}\u0000${challengeId}\u0000${code}`).digest()
}

export const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest()

/**
 * The destinations whose send limits a challenge counts against. A reset counts against the
 * identifier it was asked for, delivered to or not (an unknown one gets no message but the same
 * limits, so the answers do not tell which identifiers exist).
 */
function limitedDestinations(target: ChallengeTarget): string[] {
  if (target.subjectKey.startsWith(RESET_SUBJECT)) return [target.subjectKey.slice(RESET_SUBJECT.length)]
  return target.deliverTo
}

/**
 * Creates or renews a challenge `at` (the clock's instant) with a new 6-digit code and queues it to
 * each recipient, inside the caller's transaction. Renewing replaces the code, restarts its lifetime
 * and its wrong-try count. A challenge without a user (unknown identifier) gets an unguessable code
 * and no message.
 */
export async function issueChallenge(
  db: Queryable,
  target: ChallengeTarget,
  settings: OtpSettings,
  clientAddress: string,
  at: Date,
): Promise<void> {
  await claimCodeSend(db, { destinations: limitedDestinations(target), clientAddress }, settings, at)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const storedCode = target.userId ? code : randomBytes(16).toString('hex')
  // created_at too: resetChallengeId picks a subject's newest challenge among those live by the clock.
  await db.query(
    `insert into otp_challenges (id, user_id, purpose, subject_key, deliver_to, code_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $8, $8::timestamptz + make_interval(mins => $7))
     on conflict (id) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
       deliver_to = excluded.deliver_to, failed_attempts = 0, verified_at = null`,
    [
      target.id,
      target.userId,
      target.purpose,
      target.subjectKey,
      target.deliverTo,
      hashCode(settings.OTP_PEPPER, target.id, storedCode),
      settings.OTP_TTL_MINUTES,
      at,
    ],
  )
  if (!target.userId) return
  const what = CODE_NAMES[target.purpose]
  for (const recipient of target.deliverTo) {
    await enqueueMessage(
      db,
      {
        userId: target.userId,
        recipient,
        subject: `Your 9ja Lottery ${what} code`,
        body: `Your 9ja Lottery ${what} code is ${code}. It expires in ${settings.OTP_TTL_MINUTES} minutes. Never share it with anyone.`,
        devOtp: settings.NODE_ENV === 'production' ? null : code,
      },
      at,
    )
  }
}

/** The signup or password-reset challenge an `Id` names, for a resend. */
async function findChallenge(db: Queryable, id: string): Promise<ChallengeTarget & { verifiedUserAt: Date | null }> {
  const { rows } = await db.query<{
    id: string
    user_id: string | null
    purpose: OtpPurpose
    subject_key: string
    deliver_to: string[]
    user_verified_at: Date | null
  }>(
    `select c.id, c.user_id, c.purpose, c.subject_key, c.deliver_to, u.verified_at as user_verified_at
       from otp_challenges c left join users u on u.id = c.user_id where c.id = $1 and c.purpose = any($2)`,
    [id, TICKET_PURPOSES],
  )
  const row = rows[0]
  if (!row) throw new DomainError('OTP_REQUEST_NOT_FOUND', 'We could not find this code request. Please start again.')
  return {
    id: row.id,
    userId: row.user_id,
    purpose: row.purpose,
    subjectKey: row.subject_key,
    deliverTo: row.deliver_to,
    verifiedUserAt: row.user_verified_at,
  }
}

/**
 * Sends a challenge's code again `at` (a new code, under the send limits). A signup code is not
 * resent to an account that has finished signing up.
 */
export async function resendChallenge(pool: Pool, settings: OtpSettings, id: string, clientAddress: string, at: Date): Promise<void> {
  await withTransaction(pool, (db) => reissueChallenge(db, settings, id, clientAddress, at))
}

/**
 * resendChallenge inside the caller's transaction (support staff resend a player's code in their action's
 * own): answers where the code went.
 */
export async function reissueChallenge(
  db: Queryable,
  settings: OtpSettings,
  id: string,
  clientAddress: string,
  at: Date,
): Promise<string[]> {
  const challenge = await findChallenge(db, id)
  if (challenge.purpose === 'signup' && challenge.verifiedUserAt) {
    throw new DomainError('ALREADY_VERIFIED', 'This account is already verified. Please log in.')
  }
  await issueChallenge(db, challenge, settings, clientAddress, at)
  return challenge.deliverTo
}

/**
 * A password-reset or email-confirmation challenge id for a subject: the one live `at` if any (so a
 * resend keeps the same Id), else a new one.
 */
export async function liveChallengeId(db: Queryable, subjectKey: string, purpose: OtpPurpose, at: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `select id from otp_challenges
      where subject_key = $1 and purpose = $2 and verified_at is null and expires_at > $3
      order by created_at desc limit 1`,
    [subjectKey, purpose, at],
  )
  return rows[0]?.id ?? randomUUID()
}

/**
 * The email or number a user last asked a password reset for and has not used it yet (whether or not
 * its code is still live), or null when there is none.
 */
export async function pendingResetIdentifier(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ subject_key: string }>(
    `select subject_key from otp_challenges
      where user_id = $1 and purpose = 'password_reset' and verified_at is null
      order by created_at desc limit 1`,
    [userId],
  )
  return rows[0]?.subject_key.slice(RESET_SUBJECT.length) ?? null
}

/** A challenge whose code was just verified. */
type VerifiedChallenge = { userId: string; purpose: OtpPurpose; deliverTo: string[] }

type VerifyOutcome<T> = { ok: true; value: T } | { ok: false; error: DomainError }

/**
 * Checks a code `at` (the clock's instant: an expired code is refused) against the challenge `id`, one of
 * `purposes` (any other is not found). A wrong code is counted (and committed) before the refusal is sent;
 * the OTP_MAX_ATTEMPTS-th wrong code kills the challenge. A right code uses the challenge up, and
 * `onVerified` does what it proves, in the same transaction.
 */
export async function verifyCode<T>(
  pool: Pool,
  input: { id: string; otp: string; purposes: OtpPurpose[] },
  settings: OtpSettings,
  at: Date,
  onVerified: (db: Queryable, challenge: VerifiedChallenge) => Promise<T>,
): Promise<T> {
  const outcome = await withTransaction<VerifyOutcome<T>>(pool, async (db) => {
    const { rows } = await db.query<{
      user_id: string | null
      purpose: OtpPurpose
      deliver_to: string[]
      code_hash: Buffer
      expired: boolean
      failed_attempts: number
      verified_at: Date | null
    }>(
      `select user_id, purpose, deliver_to, code_hash, expires_at <= $2 as expired, failed_attempts, verified_at
         from otp_challenges where id = $1 and purpose = any($3) for update`,
      [input.id, at, input.purposes],
    )
    const challenge = rows[0]
    if (!challenge)
      return { ok: false, error: new DomainError('OTP_REQUEST_NOT_FOUND', 'We could not find this code request. Please start again.') }
    const dead = new DomainError('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Please request a new code.')
    if (challenge.failed_attempts >= settings.OTP_MAX_ATTEMPTS) return { ok: false, error: dead }
    if (challenge.verified_at)
      return { ok: false, error: new DomainError('OTP_USED', 'This code has already been used. Please request a new code.') }
    if (challenge.expired) return { ok: false, error: new DomainError('OTP_EXPIRED', 'This code has expired. Please request a new code.') }
    const matches = timingSafeEqual(hashCode(settings.OTP_PEPPER, input.id, input.otp), challenge.code_hash)
    if (!matches || !challenge.user_id) {
      const { rows: updated } = await db.query<{ failed_attempts: number }>(
        `update otp_challenges set failed_attempts = failed_attempts + 1 where id = $1 returning failed_attempts`,
        [input.id],
      )
      if (updated[0]!.failed_attempts >= settings.OTP_MAX_ATTEMPTS) return { ok: false, error: dead }
      return { ok: false, error: new DomainError('OTP_INCORRECT', 'The code is incorrect. Please check it and try again.') }
    }
    await db.query(`update otp_challenges set verified_at = $2 where id = $1`, [input.id, at])
    const verified = { userId: challenge.user_id, purpose: challenge.purpose, deliverTo: challenge.deliver_to }
    return { ok: true, value: await onVerified(db, verified) }
  })
  if (!outcome.ok) throw outcome.error
  return outcome.value
}

/**
 * Checks a signup or password-reset code (verifyCode). A right code yields a one-time ticket, valid for
 * 15 minutes, that set-password exchanges for the new password. A reset code asked by email went to that
 * email alone: its ticket names the email, which setting the password confirms.
 */
export async function verifyChallenge(pool: Pool, input: { id: string; otp: string }, settings: OtpSettings, at: Date) {
  return verifyCode(pool, { ...input, purposes: TICKET_PURPOSES }, settings, at, async (db, challenge) => {
    const purpose = challenge.purpose as TicketPurpose
    const confirmsEmail =
      purpose === 'password_reset' ? (challenge.deliverTo.find((to) => normalizeIdentifier(to).kind === 'email') ?? null) : null
    const ticket = randomBytes(32).toString('base64url')
    await db.query(
      `insert into password_tickets (ticket_hash, user_id, purpose, confirms_email, created_at, expires_at)
       values ($1, $2, $3, $4, $6, $6::timestamptz + make_interval(mins => $5))`,
      [hashTicket(ticket), challenge.userId, purpose, confirmsEmail, TICKET_MINUTES, at],
    )
    return { ticket, purpose, ticketMaxAgeSeconds: TICKET_MINUTES * 60 }
  })
}

/**
 * Uses up a ticket `at` (the clock's instant) in the caller's transaction; null when it is unknown, used or
 * expired. `confirmsEmail`: the email a reset code went to alone.
 */
export async function consumeTicket(
  db: Queryable,
  ticket: string,
  at: Date,
): Promise<{ userId: string; purpose: TicketPurpose; confirmsEmail: string | null } | null> {
  const { rows } = await db.query<{ user_id: string; purpose: TicketPurpose; confirms_email: string | null }>(
    `update password_tickets set used_at = $2
      where ticket_hash = $1 and used_at is null and expires_at > $2
      returning user_id, purpose, confirms_email`,
    [hashTicket(ticket), at],
  )
  const row = rows[0]
  if (!row) return null
  // One password change per verification: any other ticket of this user dies too.
  await db.query(`update password_tickets set used_at = $2 where user_id = $1 and used_at is null`, [row.user_id, at])
  return { userId: row.user_id, purpose: row.purpose, confirmsEmail: row.confirms_email }
}
