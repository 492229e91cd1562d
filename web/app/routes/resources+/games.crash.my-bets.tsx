import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { crashAction, crashGameField } from '#app/games/crash/crash-actions.server.ts'
import { crashBetsOf, type CrashPlayerBet } from '#app/games/games.server.ts'

/** The player's latest bets in one crash game, newest first (the game's My Bets tab). */
export async function action({ request }: ActionFunctionArgs) {
  return crashAction<{ game: string }, CrashPlayerBet[]>(request, 'my-bets', z.object({ game: crashGameField }), (user, { game }) =>
    crashBetsOf(user.token, game),
  )
}
