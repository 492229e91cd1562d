import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { z } from 'zod'
import { assertCsrf } from '#app/auth/csrf.server.ts'
import type { SessionUser } from '#app/auth/session.server.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'
import { fieldErrors, loginSchema } from './schemas.ts'

/** Why a login did not produce a user; the login action turns it into the page's outcome. */
export class LoginRefused extends Error {
  constructor(
    readonly reason: { kind: 'invalid'; fieldErrors: Record<string, string> } | { kind: 'failed'; message?: string },
  ) {
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
  }),
})

/**
 * remix-auth with a form strategy: the login form's email or phone and password are checked by the
 * wallet-service (POST /agent/login); the user it returns, token included, goes into the server
 * session only.
 */
export const authenticator = new Authenticator<SessionUser>().use(
  new FormStrategy(async ({ form, request }) => {
    await assertCsrf(request, form)
    const values = { userId: String(form.get('userId') ?? ''), password: String(form.get('password') ?? '') }
    const errors = fieldErrors(loginSchema, values)
    if (Object.keys(errors).length > 0) throw new LoginRefused({ kind: 'invalid', fieldErrors: errors })
    const answer = await walletApi('/agent/login', { userId: values.userId.trim(), password: values.password }, { request })
    if (answer.status !== 200) throw new LoginRefused({ kind: 'failed', message: walletMessage(answer) })
    return loginAnswer.parse(answer.data).data
  }),
  'wallet-login',
)
