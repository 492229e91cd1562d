import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { translatorFor } from '#app/forms/forms.server.ts'
import { findCatalogGame } from '#app/games/catalog-games.server.ts'
import { answerOrGameError, crashTopWins } from '#app/games/games.server.ts'

/**
 * A crash game's top wins for the browser's Top wins tab: `?game=<slug>&period=day|month`. Public
 * (masked names), and the same for every viewer for a few seconds (the wallet-service reuses its list).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const game = url.searchParams.get('game') ?? ''
  const period = url.searchParams.get('period') === 'month' ? 'month' : 'day'
  if (!(await findCatalogGame('crash', game)))
    return json({ status: 404, message: (await translatorFor(request, 'games'))('lobby.gameNotFound'), wins: null })
  const answer = await answerOrGameError('crash top wins', async () => {
    const top = await crashTopWins(game, period)
    return { status: top.status, message: top.message, wins: top.data?.data.wins ?? null }
  })
  return json({ wins: null, ...answer }, { headers: { 'Cache-Control': 'no-store' } })
}
