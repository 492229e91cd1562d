import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { crashGameField, crashGameRules } from '#app/games/crash/crash-actions.server.ts'
import { fromWallet, gameAction } from '#app/games/game-action.server.ts'
import { crashBetsOf } from '#app/games/games.server.ts'

/** The player's latest bets in one crash game, newest first (the game's My Bets tab). */
export async function action({ request }: ActionFunctionArgs) {
  return gameAction(request, crashGameRules('my-bets', z.object({ game: crashGameField })), async (user, { game }) =>
    fromWallet(await crashBetsOf(user.token, game)),
  )
}
