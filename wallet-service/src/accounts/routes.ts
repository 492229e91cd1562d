import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { AppContext } from '../context.ts'
import { DomainError } from '../domain-error.ts'
import { parseInput } from '../http/errors.ts'
import { changePassword, setPasswordWithTicket } from './credentials.ts'
import { confirmEmail, sendEmailConfirmationCode } from './email-confirmation.ts'
import { login } from './login.ts'
import { resendChallenge, verifyChallenge } from './otp.ts'
import { requestPasswordReset } from './password-reset.ts'
import { keepSessionAlive, tokenFromRequest, userOfSession } from './session-auth.ts'
import { revokeSession } from './sessions.ts'
import { signup } from './signup.ts'
import { OpenIdClient, type OidcIntent } from './openid-connect.ts'
import { finishPendingSignup, linkFromProfile, linkedIdentities, refuseLinkWhenLinked, signInWith, unlink } from './openid-signin.ts'
import { findProfile } from './users.ts'
import { kycProfile } from '../kyc/status.ts'
import {
  agentSignupInput,
  changePasswordInput,
  confirmEmailInput,
  forgotPasswordInput,
  individualSignupInput,
  loginInput,
  oidcCallbackInput,
  oidcFinishSignupInput,
  oidcStartInput,
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
export function accountsRoutes(context: AppContext): FastifyPluginAsync {
  const { config, pool } = context
  const now = () => new Date(context.clock.now())
  if (config.NODE_ENV === 'production' && config.OTP_PEPPER.length < 16) {
    throw new Error('wallet-service: OTP_PEPPER (at least 16 characters) is required in production')
  }
  const openId = OpenIdClient.fromConfig(config, context.logger)
  const requireOpenId = () => {
    if (!openId) throw new DomainError('OIDC_NOT_CONFIGURED', 'Google sign-in is not configured.')
    return openId
  }
  return async (app) => {
    app.post('/user/signup', async (request, reply) => {
      const input = parseInput(individualSignupInput, request.body)
      const { publicId } = await signup(pool, config, { userType: 'individual', input, clientAddress: request.clientAddress, at: now() })
      return reply
        .status(201)
        .send({ status: 201, message: 'Signup successful. Enter the code sent to your phone and email.', Id: publicId })
    })

    app.post('/agent/signup', async (request, reply) => {
      const input = parseInput(agentSignupInput, request.body)
      const { publicId } = await signup(pool, config, { userType: 'agent', input, clientAddress: request.clientAddress, at: now() })
      return reply
        .status(201)
        .send({ status: 201, message: 'Signup successful. Enter the code sent to your phone and email.', Id: publicId })
    })

    app.post('/agent/verify-otp', async (request, reply) => {
      const input = parseInput(verifyOtpInput, request.body)
      const { ticket, purpose, ticketMaxAgeSeconds } = await verifyChallenge(pool, { id: input.Id, otp: input.otp }, config, now())
      const secure = config.NODE_ENV === 'production' ? '; Secure' : ''
      reply.header(
        'set-cookie',
        `${TICKET_COOKIE}=${ticket}; Path=/agent/set-password; HttpOnly; SameSite=Strict; Max-Age=${ticketMaxAgeSeconds}${secure}`,
      )
      return { status: 200, message: 'OTP verified successfully', purpose, ticket }
    })

    app.post('/agent/resend-otp', async (request) => {
      const { Id } = parseInput(resendOtpInput, request.body)
      await resendChallenge(pool, config, Id, request.clientAddress, now())
      return { status: 200, message: 'OTP resent successfully', Id }
    })

    app.post('/agent/forgot-password', async (request) => {
      const { userId } = parseInput(forgotPasswordInput, request.body)
      const Id = await requestPasswordReset(pool, config, userId, request.clientAddress, now())
      return { status: 200, message: 'If this email or number is registered, a code has been sent to it.', Id }
    })

    app.post('/api/resend-otp', async (request) => {
      const { emailOrNumber } = parseInput(resendResetOtpInput, request.body)
      const Id = await requestPasswordReset(pool, config, emailOrNumber, request.clientAddress, now())
      return { status: 200, message: 'If this email or number is registered, a new code has been sent to it.', Id }
    })

    app.post('/agent/set-password', async (request, reply) => {
      const input = parseInput(setPasswordInput, request.body)
      await setPasswordWithTicket(pool, input.ticket ?? cookieValue(request, TICKET_COOKIE), input.password, now())
      reply.header('set-cookie', `${TICKET_COOKIE}=; Path=/agent/set-password; HttpOnly; SameSite=Strict; Max-Age=0`)
      return { status: 200, message: 'Password created successfully' }
    })

    app.post('/agent/login', async (request) => {
      const input = parseInput(loginInput, request.body)
      const data = await login(pool, config, {
        identifier: input.userId,
        password: input.password,
        clientAddress: request.clientAddress,
        at: now(),
      })
      return { status: 200, message: 'login successfully', data }
    })

    app.post('/agent/logout', { preHandler: app.requireSession() }, async (request) => {
      await revokeSession(pool, tokenFromRequest(request)!, now())
      return { status: 200, message: 'Logout successful' }
    })

    // The web server's keepalive (web/app/accounts/session.server.ts): the player is active on the site, so the
    // session lives on as long as the web's does, even when no page asked this service anything lately.
    app.post('/agent/session/keepalive', async (request) => {
      const token = tokenFromRequest(request)
      if (!token) throw new DomainError('UNAUTHENTICATED', 'Please login to continue')
      await keepSessionAlive(pool, token, now())
      return { status: 200, message: 'Session active' }
    })

    app.post('/agent/get-user-profile', { preHandler: app.requireSession() }, async (request) => {
      const userId = request.user.userId
      const data = {
        ...(await findProfile(pool, userId)),
        kyc: await kycProfile(pool, userId),
        identities: await linkedIdentities(pool, userId),
      }
      return { status: 200, message: 'Profile', data }
    })

    // The profile's email confirmation (decision 022): a code to the email alone, then the code.
    app.post('/agent/email/send-code', { preHandler: app.requireSession() }, async (request) => {
      const sentTo = await sendEmailConfirmationCode(pool, config, request.user.userId, request.clientAddress, now())
      return { status: 200, message: `A code has been sent to ${sentTo}.` }
    })

    app.post('/agent/email/confirm', { preHandler: app.requireSession() }, async (request) => {
      const { otp } = parseInput(confirmEmailInput, request.body)
      await confirmEmail(pool, config, request.user.userId, otp, now())
      return { status: 200, message: 'Your email is confirmed.' }
    })

    // Sign in with Google, or link it from the profile (decision 022): the web carries the browser to the provider
    // and back; this service keeps the sign-in's secrets, redeems the code and checks the ID token itself.
    app.post('/agent/oidc/start', async (request) => {
      const input = parseInput(oidcStartInput, request.body)
      const openId = requireOpenId()
      let intent: OidcIntent = { kind: 'sign-in' }
      if (input.intent === 'link') {
        const { userId } = await userOfSession(pool, request, now())
        await refuseLinkWhenLinked(pool, userId, openId.issuer)
        intent = { kind: 'link', userId }
      }
      const data = await openId.start(pool, input.redirectUri, intent, now())
      return { status: 200, message: 'Continue at the provider', data }
    })

    app.post('/agent/oidc/callback', async (request) => {
      const input = parseInput(oidcCallbackInput, request.body)
      // A link's callback carries the session of the player finishing it; a sign-in's carries none.
      const sessionUser = tokenFromRequest(request) ? await userOfSession(pool, request, now()) : null
      const { identity, intent } = await requireOpenId().finish(
        pool,
        input.transactionId,
        input.callbackUrl,
        sessionUser?.userId ?? null,
        now(),
      )
      if (intent.kind === 'link') {
        return { status: 200, message: 'Google account linked', data: await linkFromProfile(pool, intent.userId, identity, now()) }
      }
      const data = await signInWith(pool, config, identity, request.clientAddress, now())
      return { status: 200, message: data.outcome === 'login' ? 'login successfully' : 'Sign up to continue', data }
    })

    app.post('/agent/oidc/finish-signup', async (request) => {
      const input = parseInput(oidcFinishSignupInput, request.body)
      const data = await finishPendingSignup(pool, config, { ...input, clientAddress: request.clientAddress, at: now() })
      return { status: 200, message: 'login successfully', data }
    })

    app.post('/agent/oidc/unlink', { preHandler: app.requireSession() }, async (request) => {
      await unlink(pool, request.user.userId, requireOpenId().issuer)
      return { status: 200, message: 'Google account unlinked' }
    })

    app.post('/agent/change-password', { preHandler: app.requireSession() }, async (request) => {
      const input = parseInput(changePasswordInput, request.body)
      await changePassword(pool, config, {
        userId: request.user.userId,
        sessionToken: tokenFromRequest(request)!,
        oldPassword: input.oldPassword,
        newPassword: input.newPassword,
        at: now(),
      })
      return { status: 200, message: 'Password changed successfully' }
    })
  }
}
