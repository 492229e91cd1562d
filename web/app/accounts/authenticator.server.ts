import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { dataOf, login } from '@9ja/contract'
import type { SessionUser } from '#app/accounts/session.server.ts'
import { walletApi, walletMessage } from '#app/utils/wallet-api.server.ts'
import { WalletOidcStrategy } from './oidc.server.ts'
import { loginSchema } from './schemas.ts'

/** The wallet-service refused the email or phone and password; its message is the one to show. */
export class LoginRefused extends Error {
  constructor(readonly walletMessage: string | undefined) {
    super('login refused')
  }
}

/** The session's user from the wallet-service's login answer (a password's or a provider's). */
export function sessionUserOf({
  restriction,
  realityCheckMinutes,
  sessionStartedAt,
  ...user
}: ReturnType<typeof login.parse>): SessionUser {
  return {
    ...user,
    protection: {
      restriction: restriction && { kind: restriction.kind, until: restriction.until },
      realityCheckMinutes,
      sessionStartedAt,
    },
  }
}

/**
 * remix-auth with two strategies. The form strategy: the login form's email or phone and password
 * (already checked with the login schema by the action) are checked by the wallet-service
 * (POST /agent/login). "Continue with Google" (oidc.server.ts): the wallet-service verifies the
 * provider's ID token. Either way the user it returns, token included, goes into the server session only.
 */
export const authenticator = new Authenticator<SessionUser>()
  .use(
    new FormStrategy(async ({ form }) => {
      const values = loginSchema.parse({ userId: form.get('userId'), password: form.get('password') })
      const answer = await walletApi('/agent/login', { userId: values.userId, password: values.password })
      if (answer.status !== 200) throw new LoginRefused(walletMessage(answer))
      return sessionUserOf(dataOf(login, answer.data))
    }),
    'wallet-login',
  )
  .use(new WalletOidcStrategy<SessionUser>(async ({ login }) => sessionUserOf(login)), 'google')
