import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { crashGameField, crashGameRules } from '#app/games/crash/crash-actions.server.ts'
import { fromWallet, gameAction } from '#app/games/game-action.server.ts'
import { placeCrashBet } from '#app/games/games.server.ts'

const betForm = z.object({
  game: crashGameField,
  amount: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .transform(Number),
  autoCashOut: z
    .string()
    .regex(/^(\d{1,6}(\.\d{1,2})?)?$/)
    .transform((value) => (value === '' ? null : Number(value))),
  slot: z.enum(['0', '1']).transform((value) => Number(value) as 0 | 1),
  idempotencyKey: z.string().uuid(),
})

/** A crash bet from one of the game's two panels; a click's key makes a retried request the same bet. */
export async function action({ request }: ActionFunctionArgs) {
  return gameAction(request, crashGameRules('bet', betForm), async (user, bet) => fromWallet(await placeCrashBet(user.token, bet)))
}
