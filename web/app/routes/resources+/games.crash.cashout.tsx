import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { betIdField, crashAction } from '#app/games/crash/crash-actions.server.ts'
import { cashOutCrashBet, type CrashCashedOut } from '#app/games/games.server.ts'

/** Cashes a bet out at the multiplier of the moment the wallet-service receives it. */
export async function action({ request }: ActionFunctionArgs) {
  return crashAction<{ betId: number }, CrashCashedOut>(request, 'cashout', z.object({ betId: betIdField }), (user, { betId }) =>
    cashOutCrashBet(user.token, betId),
  )
}
