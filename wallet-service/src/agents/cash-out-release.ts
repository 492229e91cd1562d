import { withTransaction } from '../db/pool.ts'
import { PeriodicLeaderLoop, RUNNER_LOCK_CLASSES } from '../games/leadership.ts'
import type { PaymentsContext } from '../payments/payments-context.ts'
import type { ServiceLoop } from '../service-loops.ts'
import { releaseExpiredCashOuts } from './cash-out.ts'

const RELEASE_BATCH = 100

/**
 * One pass: the holds of every cash-out expired by the clock go back to their players' wallets, a
 * batch per transaction. Answers how many were released. Rows are taken with SKIP LOCKED, so an
 * agent's attempt on an expired request, which releases it too, never waits on the pass.
 */
export async function releaseExpiredCashOutHolds(ctx: PaymentsContext): Promise<number> {
  let released = 0
  for (;;) {
    const pass = await withTransaction(ctx.pool, (client) => releaseExpiredCashOuts(ctx, client, new Date(ctx.clock.now()), RELEASE_BATCH))
    released += pass
    if (pass < RELEASE_BATCH) return released
  }
}

/**
 * Releases expired cash-outs' holds every AGENT_CASH_OUT_RELEASE_INTERVAL_MS (how often to look, in real
 * time, as the outbox and the payout recovery do: what is due is judged by the clock at each look), in
 * one instance at a time (its advisory lock, `pg_advisory_lock(24100, 0)`, a class of issue 24's own). An
 * agent's attempt on an expired request releases it too, so the player never waits on this loop to pay.
 */
export function cashOutReleaseLoop(ctx: PaymentsContext): ServiceLoop {
  return new PeriodicLeaderLoop({
    name: 'cash-out release',
    lockClass: RUNNER_LOCK_CLASSES.cashOutRelease,
    connectionString: ctx.config.WALLET_DATABASE_URL,
    intervalMs: ctx.config.AGENT_CASH_OUT_RELEASE_INTERVAL_MS,
    clock: ctx.clock,
    logger: ctx.logger,
    pass: async () => {
      const released = await releaseExpiredCashOutHolds(ctx)
      if (released > 0) ctx.logger.info({ released }, 'released expired cash-out holds')
    },
  })
}
