import { randomInt } from 'node:crypto'
import type { z } from 'zod'
import type { Config } from '../config.ts'
import type { Pool, PoolClient } from '../db/pool.ts'
import { withTransaction } from '../db/pool.ts'
import { DomainError } from '../domain-error.ts'
import { issueChallenge } from './otp.ts'
import { claimSignup } from './send-limits.ts'
import { claimPendingSignup, emailHasAccount } from './openid-signin.ts'
import type { agentSignupInput, individualSignupInput } from './validation.ts'

type SignupRequest = { clientAddress: string; at: Date } & (
  { userType: 'individual'; input: z.infer<typeof individualSignupInput> } | { userType: 'agent'; input: z.infer<typeof agentSignupInput> }
)

// No 0/O or 1/I: people read these codes aloud and type them from paper.
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const randomReferralCode = () => Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('')
const randomDepositCode = () => Array.from({ length: 10 }, () => String(randomInt(10))).join('')

const GENERATED_CODE_CONSTRAINTS = new Set(['users_referral_code_key', 'users_deposit_code_key'])

/**
 * Registers an Individual or an Agent and sends the signup code to their phone and email.
 * Phone and email belong to one account only; but an account that never finished signing up
 * (no code verified, no password) holds no claim, so signing up again with its phone or email
 * takes that account over with the new details instead of locking the person out.
 */
export async function signup(pool: Pool, settings: Config, request: SignupRequest): Promise<{ publicId: string }> {
  const { input, userType } = request
  const agent = request.userType === 'agent' ? request.input : null
  return withTransaction(pool, async (db) => {
    await claimSignup(db, request.clientAddress, settings, request.at)
    await db.query(`select pg_advisory_xact_lock(hashtext('signup:' || $1)), pg_advisory_xact_lock(hashtext('signup:' || $2))`, [
      input.phoneNumber,
      input.emailAddress,
    ])
    const referrerId = input.referralCode ? await findReferrer(db, input.referralCode, userType) : null

    const { rows: existing } = await db.query<{
      id: string
      public_id: string
      phone_number: string
      claimed: boolean
      email_confirmed: boolean
    }>(
      `select id, public_id, phone_number, (password_hash is not null or verified_at is not null) as claimed,
              email_confirmed_at is not null as email_confirmed
         from users where phone_number = $1 or lower(email) = $2`,
      [input.phoneNumber, input.emailAddress],
    )
    const claimed = existing.find((row) => row.claimed) ?? (existing.length > 1 ? existing[0] : undefined)
    // A self-excluded account's contacts are answered as any taken ones: whether a number belongs to a
    // self-excluded person, and until when, is their health information, not the public's.
    if (claimed) {
      if (claimed.phone_number === input.phoneNumber) {
        throw new DomainError('PHONE_TAKEN', 'This phone number is already registered. Please log in.')
      }
      // After "Continue with Google", an account whose email is not confirmed is reached by its password, then Link
      // Google (or its email confirmed, then Continue with Google): never linked by a signup.
      throw input.oidcSignupToken && !claimed.email_confirmed
        ? emailHasAccount()
        : new DomainError('EMAIL_TAKEN', 'This email address is already registered. Please log in.')
    }

    // The 18+ confirmation and the terms accepted are stamped with the request's instant: what this person agreed to, and when.
    const details = [
      userType,
      input.fullName,
      input.phoneNumber,
      input.emailAddress,
      agent?.businessName ?? null,
      agent?.address ?? null,
      referrerId,
      input.termsVersion,
      request.at,
    ]
    let user: { id: string; public_id: string }
    const abandoned = existing[0]
    if (abandoned) {
      await db.query(
        `update users set user_type = $2, full_name = $3, phone_number = $4, email = $5, business_name = $6, address = $7, referred_by = $8,
                terms_version = $9, terms_accepted_at = $10, adult_confirmed_at = $10
          where id = $1`,
        [abandoned.id, ...details],
      )
      user = abandoned
    } else {
      user = await insertWithUniqueCodes(db, details)
    }
    if (input.oidcSignupToken) await claimPendingSignup(db, input.oidcSignupToken, user.id, request.at)

    await issueChallenge(
      db,
      {
        id: user.public_id,
        userId: user.id,
        purpose: 'signup',
        subjectKey: `user:${user.id}`,
        deliverTo: [input.emailAddress, input.phoneNumber],
      },
      settings,
      request.clientAddress,
      request.at,
    )
    return { publicId: user.public_id }
  })
}

/**
 * Referral and service codes share one namespace. A player may be referred by anyone's code (an agent's
 * makes them that agent's player); an agent is recruited by an existing agent or signs up with an
 * operator's service code (an admin account's), never with a player's code.
 */
async function findReferrer(db: PoolClient, code: string, userType: SignupRequest['userType']): Promise<string> {
  const { rows } = await db.query<{ id: string; user_type: 'individual' | 'agent' | 'admin' }>(
    `select id, user_type from users where referral_code = upper($1)`,
    [code.trim()],
  )
  const referrer = rows[0]
  if (!referrer) throw new DomainError('REFERRAL_CODE_UNKNOWN', 'Referral code is not valid. Please check it and try again.')
  if (userType === 'agent' && referrer.user_type === 'individual') {
    throw new DomainError(
      'REFERRAL_CODE_NOT_AGENT',
      "This is a player's referral code. To sign up as an agent, enter the code of the agent who recruited you or a service code.",
    )
  }
  return referrer.id
}

/** Inserts the user with fresh random referral and deposit codes, drawing again on the rare collision. */
async function insertWithUniqueCodes(db: PoolClient, details: unknown[]): Promise<{ id: string; public_id: string }> {
  for (let attempt = 1; ; attempt++) {
    await db.query('savepoint generated_codes')
    try {
      const { rows } = await db.query<{ id: string; public_id: string }>(
        `insert into users (user_type, full_name, phone_number, email, business_name, address, referred_by, terms_version, terms_accepted_at,
                            adult_confirmed_at, referral_code, deposit_code)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11) returning id, public_id`,
        [...details, randomReferralCode(), randomDepositCode()],
      )
      await db.query('release savepoint generated_codes')
      return rows[0]!
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string }
      if (code === '23505' && constraint && GENERATED_CODE_CONSTRAINTS.has(constraint) && attempt < 10) {
        await db.query('rollback to savepoint generated_codes')
        continue
      }
      throw error
    }
  }
}
