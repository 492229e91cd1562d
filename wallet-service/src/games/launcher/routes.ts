import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { DomainError } from '../../domain-error.ts'
import { parseInput } from '../../http/errors.ts'
import type { GameRegistry } from '../registry.ts'
import { InHouseProvider, redeemLaunchToken, SportsbookProvider, type GameProvider } from './providers.ts'

const launchRequest = z.object({
  gameId: z
    .union([z.string().regex(/^\d{1,9}$/, 'gameId is invalid'), z.number().int()], { error: 'gameId is required' })
    .transform(Number),
  deviceType: z.enum(['mobile', 'desktop']).default('desktop'),
})

/** The spec's game list and launcher (`/xpress/live/...`), answered through the game's provider. */
export function launcherRoutes({ pool, config, clock }: AppContext, { lobby, findGame }: GameRegistry): FastifyPluginAsync {
  const providers: Record<'in-house' | 'sportsbook', GameProvider> = {
    'in-house': new InHouseProvider(config),
    sportsbook: new SportsbookProvider(config),
  }
  return async (app) => {
    // The same answer for everyone until the next deploy: built once.
    const gameList = {
      status: 200,
      message: 'Success',
      data: lobby.map((game) => ({
        gameId: game.id,
        gameTitle: game.title,
        thumbnail: game.thumbnail,
        type: game.type,
        sub_type: game.subType,
        slug: game.slug,
      })),
    }
    app.get('/xpress/live/game-list', async () => gameList)

    app.post('/xpress/live/launcher-url', { preHandler: app.requireSession('Kindly login to continue') }, async (request) => {
      const user = request.user
      const body = parseInput(launchRequest, request.body)
      const game = findGame(body.gameId)
      if (!game) throw new DomainError('GAME_NOT_FOUND', 'Game not found')
      const { launcherUrl } = await providers[game.provider].launch(pool, {
        userId: user.userId,
        game,
        deviceType: body.deviceType,
        at: new Date(clock.now()),
      })
      return { status: 200, message: 'Success', launcherUrl }
    })

    /** The game page redeems its launch token once; the answer names the game it opens. */
    app.post('/games/launch/redeem', { preHandler: app.requireSession() }, async (request) => {
      const user = request.user
      const body = parseInput(z.object({ launchToken: z.string({ error: 'launchToken is required' }).min(1) }), request.body)
      const redeemed = await redeemLaunchToken(pool, user.userId, body.launchToken, new Date(clock.now()))
      if (!redeemed) throw new DomainError('LAUNCH_EXPIRED', 'This game link has expired. Please launch the game again.')
      const game = findGame(redeemed.gameId)
      return { status: 200, message: 'Success', data: { gameId: game!.id, slug: game!.slug, gameTitle: game!.title } }
    })
  }
}
