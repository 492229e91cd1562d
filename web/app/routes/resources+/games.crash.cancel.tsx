import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { betIdField, crashAction } from '#app/games/crash/crash-actions.server.ts'
import { cancelCrashBet } from '#app/games/games.server.ts'

/** Withdraws a bet before its round's flight; the stake comes back. */
export async function action({ request }: ActionFunctionArgs) {
  return crashAction<{ betId: number }, { betId: number; refunded: number }>(
    request,
    'cancel',
    z.object({ betId: betIdField }),
    (user, { betId }) => cancelCrashBet(user.token, betId),
  )
}
