import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import formbody from '@fastify/formbody'
import type { AppContext } from './context.ts'
import { registerErrorHandler } from './http/errors.ts'
import { healthRoutes } from './health/routes.ts'
import { ledgerRoutes } from './ledger/routes.ts'
import { paymentsRoutes } from './payments/routes.ts'
import { gamesRoutes } from './games/routes.ts'
import { accountsRoutes } from './accounts/routes.ts'
import { messagingPlugin } from './messaging/plugin.ts'

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
  await app.register(ledgerRoutes(context))
  await app.register(paymentsRoutes(context))
  await app.register(gamesRoutes(context))
  await app.register(accountsRoutes(context))
  await app.register(messagingPlugin(context))
  return app
}
