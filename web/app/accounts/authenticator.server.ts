import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { dataOf, login } from '@9ja/contract'
import type { SessionUser } from '#app/accounts/session.server.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'
import { loginSchema } from './schemas.ts'

/** The wallet-service refused the email or phone and password; its message is the one to show. */
export class LoginRefused extends Error {
  constructor(readonly walletMessage: string | undefined) {
    super('login refused')
  }
}

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
    const { restriction, realityCheckMinutes, sessionStartedAt, ...user } = dataOf(login, answer.data)
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
