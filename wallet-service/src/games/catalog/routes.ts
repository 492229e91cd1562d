import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { DomainError } from '../../domain-error.ts'
import { parseInput } from '../../http/errors.ts'
import type { GameDefinition } from '../definition.ts'

/** `GET /games/{slug}` (no token): what a game's page shows before staking — its rules, stated RTP and limits in force. */
export function gameInfoRoutes({ config }: AppContext, definitions: readonly GameDefinition[]): FastifyPluginAsync {
  // Settings are read once at start-up, so every answer is built once.
  const answers = new Map(
    definitions.map((game) => [
      game.slug,
      {
        status: 200,
        message: 'Success',
        data: {
          gameId: game.id,
          slug: game.slug,
          title: game.title,
          family: game.family,
          theme: game.theme,
          rules: game.rules(config),
          rtp: game.rtp(config),
          limits: game.limits(config),
        },
      },
    ]),
  )
  return async (app) => {
    app.get('/games/:slug', async (request) => {
      const { slug } = parseInput(z.object({ slug: z.string() }), request.params)
      const answer = answers.get(slug)
      if (!answer) throw new DomainError('GAME_NOT_FOUND', 'Game not found')
      return answer
    })
  }
}
