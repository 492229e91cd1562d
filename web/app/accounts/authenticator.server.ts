import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { z } from 'zod'
import type { SessionUser } from '#app/accounts/session.server.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'
import { loginSchema } from './schemas.ts'

/** The wallet-service refused the email or phone and password; its message is the one to show. */
export class LoginRefused extends Error {
  constructor(readonly walletMessage: string | undefined) {
    super('login refused')
  }
}

const loginAnswer = z.object({
  data: z.object({
    token: z.string(),
    userType: z.string(),
    depositCode: z.string(),
    referralCode: z.string(),
    userId: z.string(),
    fullName: z.string(),
    kycStatus: z.string(),
    restriction: z.object({ kind: z.enum(['time-out', 'self-exclusion']), until: z.string(), message: z.string() }).nullable(),
    realityCheckMinutes: z.number(),
    sessionStartedAt: z.string(),
  }),
})

/**
 * remix-auth with a form strategy: the login form's email or phone and password (already checked
 * with the login schema by the action) are checked by the wallet-service (POST /agent/login); the
 * user it returns, token included, goes into the server session only.
 */
export const authenticator = new Authenticator<SessionUser>().use(
  new FormStrategy(async ({ form }) => {
    const values = loginSchema.parse({ userId: form.get('userId'), password: form.get('password') })
    const answer = await walletApi('/agent/login', { userId: values.userId, password: values.password })
    if (answer.status !== 200) throw new LoginRefused(walletMessage(answer))
    const { restriction, realityCheckMinutes, sessionStartedAt, ...user } = loginAnswer.parse(answer.data).data
    return {
      ...user,
      protection: {
        restriction: restriction && { kind: restriction.kind, until: restriction.until },
        realityCheckMinutes,
        sessionStartedAt,
      },
    }
  }),
  'wallet-login',
)
