import { redirect } from '@remix-run/node'
import { destroySessionUser, getSessionUser, type SessionUser } from '#app/accounts/session.server.ts'
import { walletApi, type WalletAnswer } from '#app/utils/wallet-api.server.ts'

/**
 * A wallet call made with the logged-in player's token. When the wallet-service no longer knows the
 * token (expired, revoked by a password change elsewhere), the web session is ended too and the
 * player is sent to log in again.
 */
export async function walletApiAsUser<T>(
  request: Request,
  user: SessionUser,
  path: string,
  body: Record<string, unknown> = {},
): Promise<WalletAnswer<T>> {
  const answer = await walletApi<T>(path, body, { token: user.token })
  if (answer.status === 401) {
    throw redirect('/login', { headers: { 'Set-Cookie': await destroySessionUser(request) } })
  }
  return answer
}

/** Spec section 4: the logged-in pages send anyone without a session to `/`. */
export async function requireUserOrHome(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (!user) throw redirect('/')
  return user
}
