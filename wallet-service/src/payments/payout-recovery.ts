import type { PaymentsContext } from './payments-context.ts'
import { recoverPayouts } from './withdrawals.ts'

/**
 * Payouts a crash or an outage left unfinished are resumed: all of them once at start-up, then
 * every PAYOUT_RECOVERY_INTERVAL_MS those idle for PAYOUT_RECOVERY_AFTER_MS. Started and stopped
 * with the service (server.ts), one pass at a time.
 */
export function payoutRecovery(ctx: PaymentsContext) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  const run = (olderThanMs: number) => {
    running = running
      .then(() => recoverPayouts(ctx, olderThanMs))
      .then((resumed) => resumed > 0 && ctx.logger.info({ resumed }, 'resumed unfinished payouts'))
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'payout recovery failed'))
  }
  return {
    start(): void {
      run(0)
      if (ctx.config.PAYOUT_RECOVERY_INTERVAL_MS > 0) {
        timer = setInterval(() => run(ctx.config.PAYOUT_RECOVERY_AFTER_MS), ctx.config.PAYOUT_RECOVERY_INTERVAL_MS)
        timer.unref()
      }
    },
    async stop(): Promise<void> {
      clearInterval(timer)
      await running
    },
  }
}
