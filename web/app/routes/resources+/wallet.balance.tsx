import { json, type LoaderFunctionArgs } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { walletBalance } from '#app/wallet/wallet.server.ts'

/** The logged-in player's balance, for the nav's balance button and the games' balance pill; never cached. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  const balance = user ? await walletBalance(request, user).catch(() => null) : null
  return json({ balance }, { headers: { 'Cache-Control': 'no-store' } })
}

// A game round is settled the moment its action answers, long before the player sees the result: the
// game announces the change itself (WALLET_CHANGED_EVENT) when it shows the result.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith('/resources/games/') ? false : defaultShouldRevalidate
