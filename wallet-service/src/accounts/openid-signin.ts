import type { Config } from '../config.ts'
import { withTransaction, type Pool } from '../db/pool.ts'
import type { Queryable } from '../db/queryable.ts'
import { DomainError } from '../domain-error.ts'
import { openSession, type LoggedIn } from './login.ts'
import { consumeTicket } from './otp.ts'
import { hashOf, newToken, type VerifiedIdentity } from './openid-connect.ts'
import { findUserById } from './users.ts'

/** How long a person signing up after "Continue with Google" has to finish (phone, code). */
const PENDING_SIGNUP_TTL_MINUTES = 30

/** What a verified sign-in leads to: a session (an account linked before, or linked now by its confirmed email), or a signup. */
export type SignInOutcome =
  { outcome: 'login'; login: LoggedIn } | { outcome: 'signup'; signupToken: string; email: string | null; fullName: string | null }

/**
 * The refusal of a Google account whose email an account has but has not confirmed, when nothing links them.
 * This platform's signup code goes to the phone and the email together, so an account may hold someone
 * else's email: linking by it would sign the email's owner into that account. The account's owner logs in
 * with its password and links Google from the profile, or confirms the email there (then Continue with Google
 * links it).
 */
export const emailHasAccount = () =>
  new DomainError(
    'OIDC_EMAIL_HAS_ACCOUNT',
    'An account with this email already exists, but its email is not confirmed. Log in with your password, then link Google in Settings → Profile, or confirm the email there first.',
  )

/** The refusal of a Google account whose email an account has, when the provider does not vouch for that email. */
const emailUnverified = () =>
  new DomainError(
    'OIDC_EMAIL_UNVERIFIED',
    'Google has not verified this email, so it cannot sign in to the account that has it. Log in with your password, then link Google in Settings → Profile.',
  )

/**
 * After the ID token is verified: the account linked to this issuer and subject signs in. Else an account
 * with the provider's email is linked and signs in only when both vouch for that email: the provider
 * (`email_verified`) and this platform (the account's email confirmed, `email_confirmed_at`); the link is
 * written in the session's transaction, after a closed or locked account is refused (openSession). An email
 * either does not vouch for is refused (emailUnverified, emailHasAccount), writing nothing. Else the person
 * signs up (phone, code, type: the spec's rules), holding a pending-signup token.
 */
export async function signInWith(
  pool: Pool,
  config: Config,
  identity: VerifiedIdentity,
  clientAddress: string,
  at: Date,
): Promise<SignInOutcome> {
  const linked = await pool.query<{ user_id: string }>(`select user_id from user_identities where issuer = $1 and subject = $2`, [
    identity.issuer,
    identity.subject,
  ])
  if (linked.rows[0]) {
    const user = (await findUserById(pool, linked.rows[0].user_id))!
    return { outcome: 'login', login: await openSession(pool, config, user, clientAddress, at) }
  }
  if (identity.email) {
    const { rows } = await pool.query<{ id: string; email_confirmed: boolean }>(
      // As signup counts a taken email: an abandoned signup's (no code verified, no password) is nobody's yet.
      `select id, email_confirmed_at is not null as email_confirmed from users
        where lower(email) = $1 and (verified_at is not null or password_hash is not null)`,
      [identity.email],
    )
    const holder = rows[0]
    if (holder) {
      if (!identity.emailVerified) throw emailUnverified()
      if (!holder.email_confirmed) throw emailHasAccount()
      const user = (await findUserById(pool, holder.id))!
      const login = await openSession(pool, config, user, clientAddress, at, (db) => link(db, user.id, identity, at))
      return { outcome: 'login', login }
    }
  }
  const signupToken = newToken()
  await pool.query(`delete from oidc_pending_signups where expires_at < $1`, [at])
  await pool.query(
    `insert into oidc_pending_signups (token_hash, issuer, subject, email, email_verified, full_name, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7::timestamptz + make_interval(mins => $8))`,
    [
      hashOf(signupToken),
      identity.issuer,
      identity.subject,
      identity.email,
      identity.emailVerified,
      identity.fullName,
      at,
      PENDING_SIGNUP_TTL_MINUTES,
    ],
  )
  return { outcome: 'signup', signupToken, email: identity.email, fullName: identity.fullName }
}

/** "Link Google" asked by a player who has one linked already: refused before the trip to the provider. */
export async function refuseLinkWhenLinked(db: Queryable, userId: string, issuer: string): Promise<void> {
  const { rows } = await db.query(`select 1 from user_identities where user_id = $1 and issuer = $2`, [userId, issuer])
  if (rows[0]) throw alreadyLinked()
}

/** Back from the provider after "Link Google": the verified identity is linked to the player who started it. */
export async function linkFromProfile(
  db: Queryable,
  userId: string,
  identity: VerifiedIdentity,
  at: Date,
): Promise<{ outcome: 'linked'; email: string | null }> {
  await link(db, userId, identity, at)
  return { outcome: 'linked', email: identity.email }
}

/**
 * Links the provider's account to the player, once: a Google account linked to another player is refused
 * (it signs that player in), and so is a second Google account for this one. Linked to this very player
 * already (two links finished at once), there is nothing to do.
 */
async function link(db: Queryable, userId: string, identity: VerifiedIdentity, at: Date): Promise<void> {
  const { rowCount } = await db.query(
    `insert into user_identities (user_id, issuer, subject, email, linked_at) values ($1, $2, $3, $4, $5)
     on conflict do nothing`,
    [userId, identity.issuer, identity.subject, identity.email, at],
  )
  if (rowCount !== 0) return
  const { rows } = await db.query<{ user_id: string }>(`select user_id from user_identities where issuer = $1 and subject = $2`, [
    identity.issuer,
    identity.subject,
  ])
  const holder = rows[0]?.user_id
  if (holder === userId) return
  if (holder) {
    throw new DomainError(
      'OIDC_LINKED_ELSEWHERE',
      'This Google account is already linked to another account. Log in to that account to unlink it first, or use another Google account.',
    )
  }
  throw alreadyLinked()
}

const alreadyLinked = () =>
  new DomainError('OIDC_ALREADY_LINKED', 'This account is already linked to a Google account. Unlink it in Settings → Profile first.')

/** A signup started from "Continue with Google" names its pending token: the new account holds it until its code is verified. */
export async function claimPendingSignup(db: Queryable, signupToken: string, userId: string, at: Date): Promise<void> {
  const { rowCount } = await db.query(`update oidc_pending_signups set user_id = $2 where token_hash = $1 and expires_at > $3`, [
    hashOf(signupToken),
    userId,
    at,
  ])
  if (rowCount === 0) throw signupExpired()
}

/**
 * The last step of a signup started with Google: the phone's code was verified (its set-password ticket
 * proves it), so the account is verified, linked to the provider's account and signed in, with no password.
 * The account is the one this signup made, never one found by email (signup refused a taken email); a Google
 * account linked to another player since (another signup with it finished first) is refused, and nothing is
 * written. When the provider vouched for the email and the account has that very email, the email is
 * confirmed, as a code sent to it alone would confirm it.
 */
export async function finishPendingSignup(
  pool: Pool,
  config: Config,
  request: { ticket: string; signupToken: string; clientAddress: string; at: Date },
): Promise<LoggedIn> {
  const userId = await withTransaction(pool, async (db) => {
    const proof = await consumeTicket(db, request.ticket, request.at)
    if (!proof || proof.purpose !== 'signup') {
      throw new DomainError('TICKET_INVALID', 'Your code verification has expired. Please request a new code.')
    }
    const { rows } = await db.query<{
      issuer: string
      subject: string
      email: string | null
      email_verified: boolean
      full_name: string | null
    }>(
      `delete from oidc_pending_signups where token_hash = $1 and user_id = $2 and expires_at > $3
       returning issuer, subject, email, email_verified, full_name`,
      [hashOf(request.signupToken), proof.userId, request.at],
    )
    const pending = rows[0]
    if (!pending) throw signupExpired()
    const confirmsEmail = pending.email_verified ? pending.email : null
    await db.query(
      `update users set verified_at = coalesce(verified_at, $2),
              email_confirmed_at = case when lower(email) = $3 then coalesce(email_confirmed_at, $2) else email_confirmed_at end
        where id = $1`,
      [proof.userId, request.at, confirmsEmail],
    )
    await link(
      db,
      proof.userId,
      {
        issuer: pending.issuer,
        subject: pending.subject,
        email: pending.email,
        emailVerified: pending.email_verified,
        fullName: pending.full_name,
      },
      request.at,
    )
    return proof.userId
  })
  const user = (await findUserById(pool, userId))!
  return openSession(pool, config, user, request.clientAddress, request.at)
}

/** The provider accounts linked to a player, for the profile. */
export async function linkedIdentities(
  db: Queryable,
  userId: string,
): Promise<{ issuer: string; email: string | null; linkedAt: string }[]> {
  const { rows } = await db.query<{ issuer: string; email: string | null; linked_at: Date }>(
    `select issuer, email, linked_at from user_identities where user_id = $1 order by linked_at`,
    [userId],
  )
  return rows.map((row) => ({ issuer: row.issuer, email: row.email, linkedAt: row.linked_at.toISOString() }))
}

/** Unlinks the provider's account; refused while the player has no password, as they could not log in any more. */
export async function unlink(db: Queryable, userId: string, issuer: string): Promise<void> {
  const { rows } = await db.query<{ has_password: boolean }>(`select password_hash is not null as has_password from users where id = $1`, [
    userId,
  ])
  if (!rows[0]?.has_password) {
    throw new DomainError(
      'OIDC_UNLINK_NEEDS_PASSWORD',
      'Set a password before you unlink Google, or you could not log in any more. Use "Forgot password" on the login page to set one.',
    )
  }
  const { rowCount } = await db.query(`delete from user_identities where user_id = $1 and issuer = $2`, [userId, issuer])
  if (rowCount === 0) throw new DomainError('OIDC_NOT_LINKED', 'No Google account is linked to this account.')
}

const signupExpired = () =>
  new DomainError('OIDC_SIGNUP_EXPIRED', 'Your Google sign-up has expired. Please choose "Continue with Google" again.')
