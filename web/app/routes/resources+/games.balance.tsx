import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getSessionUser } from '#app/auth/session.server.ts'
import { walletBalance } from '#app/games/games.server.ts'

/** The player's balance, refreshed by the games after each spin. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  return json({ balance: user ? await walletBalance(user.token) : null }, { headers: { 'Cache-Control': 'no-store' } })
}
