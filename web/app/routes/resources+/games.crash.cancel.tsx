import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { betIdField, crashRules } from '#app/games/crash/crash-actions.server.ts'
import { fromWallet, gameAction } from '#app/games/game-action.server.ts'
import { cancelCrashBet } from '#app/games/games.server.ts'

/** Withdraws a bet before its round's flight; the stake comes back. */
export async function action({ request }: ActionFunctionArgs) {
  return gameAction(request, crashRules('cancel', z.object({ betId: betIdField })), async (user, { betId }) =>
    fromWallet(await cancelCrashBet(user.token, betId)),
  )
}
