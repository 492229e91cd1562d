import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getSessionUser } from '#app/auth/session.server.ts'
import { walletBalance } from '#app/wallet/wallet.server.ts'

/** The logged-in player's balance for the nav's balance button; never cached. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  const balance = user ? await walletBalance(request, user).catch(() => null) : null
  return json({ balance }, { headers: { 'Cache-Control': 'no-store' } })
}
