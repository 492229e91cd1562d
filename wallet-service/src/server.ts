import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import formbody from '@fastify/formbody'
import type { AppContext } from './context.ts'
import { registerErrorHandler } from './http/errors.ts'
import { healthRoutes } from './health/routes.ts'

/** Builds the HTTP app without listening, so tests drive it in-process with `inject` or a port. */
export async function createServer(context: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: context.logger as FastifyBaseLogger,
    trustProxy: true,
    bodyLimit: 64 * 1024,
  })
  await app.register(formbody)
  registerErrorHandler(app)
  await app.register(healthRoutes(context))
  return app
}
