import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../context.ts'
import { withTransaction } from '../db/pool.ts'
import { DomainError, parseInput } from '../http/errors.ts'
import { assertNotLocked, clearFailures, lockedNowError, recordFailure } from './login-throttle.ts'
import { consumeTicket, findChallenge, issueChallenge, verifyChallenge } from './otp.ts'
import { requestPasswordReset } from './password-reset.ts'
import { findUserByIdentifier } from './users.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { requireUser, tokenFromRequest } from './session-auth.ts'
import { createSession, revokeSession, revokeUserSessions } from './sessions.ts'
import { signup } from './signup.ts'
import {
  agentSignupInput,
  changePasswordInput,
  forgotPasswordInput,
  individualSignupInput,
  loginInput,
  normalizeIdentifier,
  resendOtpInput,
  resendResetOtpInput,
  setPasswordInput,
  verifyOtpInput,
} from './validation.ts'

const TICKET_COOKIE = 'set_password_ticket'

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/**
 * The accounts API of spec section 7: signup, codes, passwords, login, profile and logout.
 * Paths keep the spec's `/agent/...` names even for Individuals, as its clients call them.
 */
export function accountsRoutes({ config, pool }: AppContext): FastifyPluginAsync {
  if (config.NODE_ENV === 'production' && config.OTP_PEPPER.length < 16) {
    throw new Error('wallet-service: OTP_PEPPER (at least 16 characters) is required in production')
  }
  const throttleLimits = { maxFailures: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES }
  const ipLimits = { maxFailures: config.LOGIN_IP_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES }

  const slowDown = (failures: number) => new Promise((resolve) => setTimeout(resolve, Math.min(3000, config.LOGIN_FAILURE_DELAY_MS * failures)))

  return async (app) => {
    app.post('/user/signup', async (request, reply) => {
      const input = parseInput(individualSignupInput, request.body)
      const { publicId } = await signup(pool, config, { userType: 'individual', input, clientAddress: request.clientAddress })
      return reply.status(201).send({ status: 201, message: 'Signup successful. Enter the code sent to your phone and email.', Id: publicId })
    })

    app.post('/agent/signup', async (request, reply) => {
      const input = parseInput(agentSignupInput, request.body)
      const { publicId } = await signup(pool, config, { userType: 'agent', input, clientAddress: request.clientAddress })
      return reply.status(201).send({ status: 201, message: 'Signup successful. Enter the code sent to your phone and email.', Id: publicId })
    })

    app.post('/agent/verify-otp', async (request, reply) => {
      const input = parseInput(verifyOtpInput, request.body)
      const { ticket, purpose, ticketMaxAgeSeconds } = await verifyChallenge(pool, { id: input.Id, otp: input.otp }, config)
      const secure = config.NODE_ENV === 'production' ? '; Secure' : ''
      reply.header('set-cookie', `${TICKET_COOKIE}=${ticket}; Path=/agent/set-password; HttpOnly; SameSite=Strict; Max-Age=${ticketMaxAgeSeconds}${secure}`)
      return { status: 200, message: 'OTP verified successfully', purpose, ticket }
    })

    app.post('/agent/resend-otp', async (request) => {
      const { Id } = parseInput(resendOtpInput, request.body)
      await withTransaction(pool, async (db) => {
        const challenge = await findChallenge(db, Id)
        if (challenge.purpose === 'signup' && challenge.verifiedUserAt) {
          throw new DomainError('ALREADY_VERIFIED', 'This account is already verified. Please log in.')
        }
        await issueChallenge(db, challenge, config, request.clientAddress)
      })
      return { status: 200, message: 'OTP resent successfully', Id }
    })

    app.post('/agent/forgot-password', async (request) => {
      const { userId } = parseInput(forgotPasswordInput, request.body)
      const Id = await requestPasswordReset(pool, config, userId, request.clientAddress)
      return { status: 200, message: 'If this email or number is registered, a code has been sent to it.', Id }
    })

    app.post('/api/resend-otp', async (request) => {
      const { emailOrNumber } = parseInput(resendResetOtpInput, request.body)
      const Id = await requestPasswordReset(pool, config, emailOrNumber, request.clientAddress)
      return { status: 200, message: 'If this email or number is registered, a new code has been sent to it.', Id }
    })

    app.post('/agent/set-password', async (request, reply: FastifyReply) => {
      const input = parseInput(setPasswordInput, request.body)
      const ticket = input.ticket ?? cookieValue(request, TICKET_COOKIE)
      if (!ticket) throw new DomainError('TICKET_REQUIRED', 'Please verify the code we sent you before setting a password.')
      const passwordHash = await hashPassword(input.password)
      await withTransaction(pool, async (db) => {
        const proof = await consumeTicket(db, ticket)
        if (!proof) throw new DomainError('TICKET_INVALID', 'Your code verification has expired. Please request a new code.')
        await db.query(`update users set password_hash = $2, verified_at = coalesce(verified_at, now()) where id = $1`, [proof.userId, passwordHash])
        // A reset means the old password may be known to someone else: end every session and lock.
        if (proof.purpose === 'password_reset') await revokeUserSessions(db, proof.userId)
        await clearFailures(db, `user:${proof.userId}`)
      })
      reply.header('set-cookie', `${TICKET_COOKIE}=; Path=/agent/set-password; HttpOnly; SameSite=Strict; Max-Age=0`)
      return { status: 200, message: 'Password created successfully' }
    })

    app.post('/agent/login', async (request) => {
      const input = parseInput(loginInput, request.body)
      const user = await findUserByIdentifier(pool, input.userId)
      const accountKey = user ? `user:${user.id}` : `unknown:${normalizeIdentifier(input.userId).value}`
      const ipKey = `ip:${request.clientAddress}`
      await assertNotLocked(pool, [accountKey, ipKey])

      // Verified before looking at `user`: an unknown account spends the same argon2 work on the decoy.
      const passwordMatches = await verifyPassword(user?.password_hash, input.password)
      if (!user || !passwordMatches) {
        const account = await recordFailure(pool, accountKey, throttleLimits)
        const address = await recordFailure(pool, ipKey, ipLimits)
        if (account.locked || address.locked) throw lockedNowError(config.LOGIN_LOCK_MINUTES)
        await slowDown(account.failures)
        throw new DomainError('BAD_CREDENTIALS', 'Incorrect email/phone number or password.')
      }

      await clearFailures(pool, accountKey)
      const token = await createSession(pool, user.id, config.SESSION_TTL_HOURS)
      return {
        status: 200,
        message: 'login successfully',
        data: {
          token,
          userType: user.user_type,
          depositCode: user.deposit_code,
          referralCode: user.referral_code,
          userId: user.public_id,
          fullName: user.full_name,
          kycStatus: user.kyc_status,
        },
      }
    })

    app.post('/agent/logout', async (request) => {
      await requireUser(pool, request)
      await revokeSession(pool, tokenFromRequest(request)!)
      return { status: 200, message: 'Logout successful' }
    })

    app.post('/agent/get-user-profile', async (request) => {
      const user = await requireUser(pool, request)
      const { rows } = await pool.query<{ full_name: string; phone_number: string; email: string }>(
        `select full_name, phone_number, email from users where id = $1`,
        [user.userId],
      )
      const profile = rows[0]!
      return { status: 200, message: 'Profile', data: { fullName: profile.full_name, phoneNumber: profile.phone_number, email: profile.email } }
    })

    app.post('/agent/change-password', async (request) => {
      const user = await requireUser(pool, request)
      const input = parseInput(changePasswordInput, request.body)
      const throttleKey = `user:${user.userId}`
      await assertNotLocked(pool, [throttleKey])
      const { rows } = await pool.query<{ password_hash: string | null }>(`select password_hash from users where id = $1`, [user.userId])
      if (!(await verifyPassword(rows[0]?.password_hash, input.oldPassword))) {
        const failure = await recordFailure(pool, throttleKey, throttleLimits)
        if (failure.locked) throw lockedNowError(config.LOGIN_LOCK_MINUTES)
        throw new DomainError('WRONG_PASSWORD', 'Your old password is incorrect.')
      }
      const passwordHash = await hashPassword(input.newPassword)
      await withTransaction(pool, async (db) => {
        await db.query(`update users set password_hash = $2 where id = $1`, [user.userId, passwordHash])
        await revokeUserSessions(db, user.userId, tokenFromRequest(request)!)
      })
      return { status: 200, message: 'Password changed successfully' }
    })
  }
}
