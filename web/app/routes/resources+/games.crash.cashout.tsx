import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { betIdField, crashRules } from '#app/games/crash/crash-actions.server.ts'
import { fromWallet, gameAction } from '#app/games/game-action.server.ts'
import { cashOutCrashBet } from '#app/games/games.server.ts'

/** Cashes a bet out at the multiplier of the moment the wallet-service receives it. */
export async function action({ request }: ActionFunctionArgs) {
  return gameAction(request, crashRules('cashout', z.object({ betId: betIdField })), async (user, { betId }) =>
    fromWallet(await cashOutCrashBet(user.token, betId)),
  )
}
