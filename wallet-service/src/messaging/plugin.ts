import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context.ts'
import { devOutboxRoutes } from './dev-outbox-routes.ts'
import { startOutboxLoop } from './outbox.ts'
import { createTransport } from './transports.ts'

/** Outgoing messages: the delivery loop runs while the server does; the dev mailbox outside production. */
export function messagingPlugin(context: AppContext): FastifyPluginAsync {
  const transport = createTransport(context.config, context.logger)
  return async (app) => {
    let stop: (() => Promise<void>) | undefined
    app.addHook('onReady', async () => {
      stop = startOutboxLoop(context.pool, transport, {
        intervalMs: context.config.OUTBOX_POLL_MS,
        redactDelivered: context.config.NODE_ENV === 'production',
        logger: context.logger,
        clock: context.clock,
      })
    })
    app.addHook('onClose', async () => stop?.())
    await app.register(devOutboxRoutes(context))
  }
}
