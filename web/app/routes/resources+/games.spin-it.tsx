import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { fromWallet, gameAction } from '#app/games/game-action.server.ts'
import { spinIt } from '#app/games/games.server.ts'

const spinForm = z.object({ betAmount: z.string().regex(/^\d{1,9}$/), idempotencyKey: z.string().uuid() })

/** Spin It's spin, called by the game with a fetcher. */
export async function action({ request }: ActionFunctionArgs) {
  return gameAction(
    request,
    { name: 'spin-it', form: spinForm, loginKey: 'spinIt.loginToContinue', invalidKey: 'spinIt.leastAmount' },
    async (user, { betAmount, idempotencyKey }) => fromWallet(await spinIt(user.token, betAmount, idempotencyKey)),
  )
}
