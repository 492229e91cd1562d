import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { parseInput } from '../../http/errors.ts'
import { currentSeed, listRounds, rotateSeed, setClientSeed } from './seeds.ts'

const clientSeed = z
  .string({ error: 'Enter a client seed' })
  .trim()
  .min(1, 'Enter a client seed')
  .max(64, 'The client seed can be at most 64 characters')
  .regex(/^[\x21-\x7e]+$/, 'Use letters, digits and symbols only, no spaces')

/** The player's view of provable fairness: current seed pair, own client seed, rotation, round history. */
export function fairnessRoutes({ pool, clock }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/games/fairness/seed', { preHandler: app.requireSession() }, async (request) => {
      const user = request.user
      return { status: 200, message: 'Success', data: await currentSeed(pool, user.userId) }
    })
    app.post('/games/fairness/client-seed', { preHandler: app.requireSession() }, async (request) => {
      const user = request.user
      const body = parseInput(z.object({ clientSeed }), request.body)
      return { status: 200, message: 'Success', data: await setClientSeed(pool, user.userId, body.clientSeed) }
    })
    app.post('/games/fairness/rotate', { preHandler: app.requireSession() }, async (request) => {
      const user = request.user
      const body = parseInput(z.object({ clientSeed: clientSeed.optional() }), request.body)
      return { status: 200, message: 'Success', data: await rotateSeed(pool, user.userId, new Date(clock.now()), body.clientSeed) }
    })
    app.post('/games/fairness/rounds', { preHandler: app.requireSession() }, async (request) => {
      const user = request.user
      const body = parseInput(
        z.object({ limit: z.coerce.number().int().min(1).max(200).default(50), roundId: z.coerce.number().int().positive().optional() }),
        request.body,
      )
      return { status: 200, message: 'Success', data: await listRounds(pool, user.userId, body) }
    })
  }
}
