import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import formbody from '@fastify/formbody'
import type { AppContext } from './context.ts'
import { createBatchStatementPool, logIdleConnectionErrors } from './db/pool.ts'
import { registerErrorHandler } from './http/errors.ts'
import { registerClientAddress } from './http/client-address.ts'
import { answerWithRequestId, requestIdOf } from './http/request-id.ts'
import { refuseForbiddenContent } from './http/forbidden-characters.ts'
import { healthRoutes } from './health/routes.ts'
import { ledgerRoutes } from './ledger/routes.ts'
import { paymentsRoutes } from './payments/routes.ts'
import { createPaymentsContext } from './payments/payments-context.ts'
import { payoutRecovery } from './payments/payout-recovery.ts'
import { underageClosure } from './payments/account-closure.ts'
import { kycRoutes } from './kyc/routes.ts'
import { runWithService } from './service-loops.ts'
import { gamesRoutes } from './games/routes.ts'
import { gameRegistry, type GameRegistry } from './games/registry.ts'
import { accountsRoutes } from './accounts/routes.ts'
import { registerSessionAuthentication } from './accounts/session-auth.ts'
import { messagingRoutes } from './messaging/routes.ts'
import { protectionRoutes } from './protection/routes.ts'
import { clockControlRoutes } from './time/control.ts'
import { backOfficeRoutes } from './back-office/routes.ts'
import { agentsRoutes } from './agents/routes.ts'

/**
 * What every route relies on, before any domain's routes are registered: the error answers, the
 * request's id on its answer, the client address, the refusal of NUL characters and `app.requireSession()`.
 */
export function registerRequestEdge(app: FastifyInstance, context: AppContext): void {
  registerErrorHandler(app)
  answerWithRequestId(app)
  registerClientAddress(app, context.config.CLIENT_ADDRESS_SECRET)
  refuseForbiddenContent(app)
  registerSessionAuthentication(app, context)
}

/**
 * Builds the HTTP app without listening, so tests drive it in-process with `inject` or a port. Its games
 * are the registry's built from the settings, unless a registry is given (a test's with a game of its own).
 */
export async function createServer(context: AppContext, games: GameRegistry = gameRegistry(context.config)): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: context.logger as FastifyBaseLogger,
    // The web app's id for the request when it sent one: Fastify's log lines of the request carry it as `reqId`.
    genReqId: requestIdOf,
    trustProxy: context.config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  })
  await app.register(formbody)
  registerRequestEdge(app, context)
  // Test mode only (production refuses the setting): first, so the platform's offset is read before any loop starts.
  if (context.config.CLOCK_CONTROL === 'on') await app.register(clockControlRoutes(context))
  await app.register(healthRoutes(context))
  await app.register(ledgerRoutes(context))
  // The batched hot statements get connections of their own: deposit credits, and seven game queues (round starts and
  // settlements, crash bets, cash-out lookups and cash-outs, sports slips, number tickets) of GAMES_ROUND_BATCHES_IN_FLIGHT each.
  const batchPool = logIdleConnectionErrors(
    createBatchStatementPool(
      context.config.WALLET_DATABASE_URL,
      context.config.DEPOSIT_CREDIT_BATCHES_IN_FLIGHT + 7 * context.config.GAMES_ROUND_BATCHES_IN_FLIGHT,
    ),
    context.logger,
  )
  app.addHook('onClose', async () => batchPool.end())
  const payments = await createPaymentsContext(context, batchPool)
  await app.register(paymentsRoutes(payments))
  await app.register(kycRoutes({ ...payments, underageClosure: underageClosure(payments) }))
  const gamesAndLoops = gamesRoutes(context, batchPool, games)
  await app.register(gamesAndLoops.routes)
  await app.register(accountsRoutes(context))
  await app.register(protectionRoutes(context))
  await app.register(
    backOfficeRoutes(
      context,
      payments,
      games,
      gamesAndLoops.scheduledBets.map((family) => family.table),
    ),
    { prefix: '/staff' },
  )
  const agents = agentsRoutes(payments, gamesAndLoops.scheduledBets)
  await app.register(agents.routes)
  const outgoingMessages = messagingRoutes(context)
  await app.register(outgoingMessages.routes)
  // Every background loop of the service: started once it is ready, stopped (their locks released) when it closes.
  runWithService(app, [...gamesAndLoops.loops, payoutRecovery(payments), ...agents.loops, ...outgoingMessages.loops])
  return app
}
