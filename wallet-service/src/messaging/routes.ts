import type { AppContext } from '../context.ts'
import { PeriodicLeaderLoop, RUNNER_LOCK_CLASSES } from '../games/leadership.ts'
import type { RoutesAndLoops } from '../service-loops.ts'
import { devOutboxRoutes } from './dev-outbox-routes.ts'
import { deliverDueMessages } from './outbox.ts'
import { createTransport } from './transports.ts'

/**
 * Outgoing messages: the delivery loop, which the server runs while it does, in one instance at a time
 * (its advisory lock); the dev mailbox outside production. The interval is how often to look, in real
 * time: what is due is judged by the clock in each round, so a move of a test's clock is seen at the next
 * look. It does not sleep on the clock, because a test's ManualClock would then hold the outbox asleep
 * until moved, and a test moving its clock expects only its own loops to sleep on it (ManualClock.jumpTo, settled).
 */
export function messagingRoutes(context: AppContext): RoutesAndLoops {
  const transport = createTransport(context.config, context.logger)
  const delivery = new PeriodicLeaderLoop({
    name: 'outbox delivery',
    lockClass: RUNNER_LOCK_CLASSES.outbox,
    connectionString: context.config.WALLET_DATABASE_URL,
    intervalMs: context.config.OUTBOX_POLL_MS,
    clock: context.clock,
    logger: context.logger,
    pass: async () => {
      await deliverDueMessages(context.pool, transport, {
        redactDelivered: context.config.NODE_ENV === 'production',
        logger: context.logger,
        clock: context.clock,
      })
    },
  })
  return { routes: devOutboxRoutes(context), loops: [delivery] }
}
