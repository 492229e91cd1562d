import { PeriodicLeaderLoop, RUNNER_LOCK_CLASSES } from '../games/leadership.ts'
import type { ServiceLoop } from '../service-loops.ts'
import type { PaymentsContext } from './payments-context.ts'
import { recoverPayouts } from './withdrawals.ts'

/**
 * Payouts a crash or an outage left unfinished are resumed by one instance at a time (its advisory
 * lock): all of them when it takes the lead (at start-up, or on taking over from a dead instance), then
 * every PAYOUT_RECOVERY_INTERVAL_MS those idle for PAYOUT_RECOVERY_AFTER_MS. Started and stopped with
 * the service (server.ts).
 */
export function payoutRecovery(ctx: PaymentsContext): ServiceLoop {
  return new PeriodicLeaderLoop({
    name: 'payout recovery',
    lockClass: RUNNER_LOCK_CLASSES.payoutRecovery,
    connectionString: ctx.config.WALLET_DATABASE_URL,
    intervalMs: ctx.config.PAYOUT_RECOVERY_INTERVAL_MS,
    clock: ctx.clock,
    logger: ctx.logger,
    pass: async (first) => {
      const resumed = await recoverPayouts(ctx, first ? 0 : ctx.config.PAYOUT_RECOVERY_AFTER_MS)
      if (resumed > 0) ctx.logger.info({ resumed }, 'resumed unfinished payouts')
    },
  })
}
