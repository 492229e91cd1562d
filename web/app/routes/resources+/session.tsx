import { type LoaderFunctionArgs } from '@remix-run/node'
import { keepSessionCurrent } from '#app/accounts/session.server.ts'

/**
 * The inactivity monitor calls this while the player is active on a page that makes no requests of
 * its own (reading, scrolling, playing inside a game frame), so the server's idle expiry slides too, and
 * the wallet token's with it (keepSessionCurrent).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  await keepSessionCurrent(request, headers)
  return new Response(null, { status: 204, headers })
}
