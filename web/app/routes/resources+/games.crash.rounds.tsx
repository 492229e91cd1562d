import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { translatorFor } from '#app/forms/forms.server.ts'
import { findCatalogGame } from '#app/games/catalog-games.server.ts'
import { answerOrGameError, crashRoundProofOf, crashRounds } from '#app/games/games.server.ts'

/**
 * A crash game's public fairness data for the browser: `?game=<slug>` lists its last crashed rounds
 * (the history chips' details), `&roundId=<id>` gives one round's proof (the /fairness verifier).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const game = url.searchParams.get('game') ?? ''
  const roundId = Number(url.searchParams.get('roundId'))
  if (!(await findCatalogGame('crash', game)))
    return json({ status: 404, message: (await translatorFor(request, 'games'))('lobby.gameNotFound'), rounds: null, proof: null })
  const answer = await answerOrGameError('crash rounds', async () => {
    if (Number.isSafeInteger(roundId) && roundId > 0) {
      const proof = await crashRoundProofOf(game, roundId)
      return { status: proof.status, message: proof.message, rounds: null, proof: proof.data?.data ?? null }
    }
    const rounds = await crashRounds(game)
    return { status: rounds.status, message: rounds.message, rounds: rounds.data?.data ?? null, proof: null }
  })
  return json({ rounds: null, proof: null, ...answer }, { headers: { 'Cache-Control': 'no-store' } })
}
