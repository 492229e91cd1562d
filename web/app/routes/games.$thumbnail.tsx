import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

/**
 * `/games/<slug>.svg` of a game with no artwork of its own yet (the games' own are files in
 * public/games, served before any route): the platform's default card, so the lobby never shows a
 * broken image for a game the wallet-service's catalog adds.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (!/^[a-z0-9-]{1,64}\.svg$/.test(params.thumbnail ?? '')) throw new Response('Not found', { status: 404 })
  return redirect('/games/default.svg', { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
