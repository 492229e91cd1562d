import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { fromWallet, gameAction } from '#app/games/game-action.server.ts'
import { rouletteBet } from '@9ja/contract'
import { spinRoulette } from '#app/games/games.server.ts'

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const spinForm = z.object({
  bets: z.string().transform((text, ctx) => {
    const parsed = z.array(rouletteBet).min(1).safeParse(parsedJson(text))
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'Place a bet first' })
      return z.NEVER
    }
    return parsed.data
  }),
  idempotencyKey: z.string().uuid(),
})

/** Spin 2 Win Royale's spin, called by the table with a fetcher. */
export async function action({ request }: ActionFunctionArgs) {
  return gameAction(
    request,
    { name: 'roulette', form: spinForm, loginKey: 'spinIt.loginToContinue', invalidKey: 'roulette.placeBet' },
    async (user, { bets, idempotencyKey }) => fromWallet(await spinRoulette(user.token, bets, idempotencyKey)),
  )
}
