import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { findCatalogGame } from '#app/games/catalog-games.server.ts'
import { fetchNumberDraws } from '#app/games/numbers/numbers.server.ts'

/** How long a browser may keep the pool: the wallet-service's own figure is at most this old. */
const POOL_MAX_AGE_SECONDS = 5

/** A number game's jackpot pool as it is now (Jackpot Game), for its page to keep the figure live. */
export async function loader({ params }: LoaderFunctionArgs) {
  const game = await findCatalogGame('number', params.slug)
  if (!game) throw new Response('Not found', { status: 404 })
  const draws = await fetchNumberDraws(game.slug)
  if (!draws.jackpot) throw new Response('Not found', { status: 404 })
  return json({ jackpot: draws.jackpot }, { headers: { 'Cache-Control': `public, max-age=${POOL_MAX_AGE_SECONDS}` } })
}
