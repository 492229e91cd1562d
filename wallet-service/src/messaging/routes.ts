import type { AppContext } from '../context.ts'
import type { RoutesAndLoops, ServiceLoop } from '../service-loops.ts'
import { devOutboxRoutes } from './dev-outbox-routes.ts'
import { startOutboxLoop } from './outbox.ts'
import { createTransport } from './transports.ts'

/** Outgoing messages: the delivery loop, which the server runs while it does; the dev mailbox outside production. */
export function messagingRoutes(context: AppContext): RoutesAndLoops {
  const transport = createTransport(context.config, context.logger)
  let stopDelivery: (() => Promise<void>) | undefined
  const delivery: ServiceLoop = {
    start: () => {
      stopDelivery ??= startOutboxLoop(context.pool, transport, {
        intervalMs: context.config.OUTBOX_POLL_MS,
        redactDelivered: context.config.NODE_ENV === 'production',
        logger: context.logger,
        clock: context.clock,
      })
    },
    stop: async () => {
      await stopDelivery?.()
    },
  }
  return { routes: devOutboxRoutes(context), loops: [delivery] }
}
