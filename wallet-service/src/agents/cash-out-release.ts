import { withTransaction } from '../db/pool.ts'
import type { PaymentsContext } from '../payments/payments-context.ts'
import type { ServiceLoop } from '../service-loops.ts'
import { releaseExpiredCashOuts } from './cash-out.ts'

/**
 * The transaction-scoped advisory lock one release pass holds, so a pass runs in one process at a time
 * across instances: a class of issue 24's own (24100), apart from games/leadership.ts's runners (20100-20300).
 */
const RELEASE_LOCK = [24_100, 1] as const
const RELEASE_BATCH = 100

/**
 * One pass: the holds of every cash-out expired by the clock go back to their players' wallets, unless
 * another instance is releasing them now (it will have them all). Answers how many were released.
 */
export async function releaseExpiredCashOutHolds(ctx: PaymentsContext): Promise<number> {
  let released = 0
  for (;;) {
    const pass = await withTransaction(ctx.pool, async (client) => {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1, $2) as locked', [...RELEASE_LOCK])
      if (!rows[0]!.locked) return 0
      return releaseExpiredCashOuts(ctx, client, new Date(ctx.clock.now()), RELEASE_BATCH)
    })
    released += pass
    if (pass < RELEASE_BATCH) return released
  }
}

/**
 * Releases expired cash-outs' holds every AGENT_CASH_OUT_RELEASE_INTERVAL_MS (how often to look, in real
 * time, as the outbox and the payout recovery do: what is due is judged by the clock at each look). An
 * agent's attempt on an expired request releases it too, so the player never waits on this loop to pay.
 */
export function cashOutReleaseLoop(ctx: PaymentsContext): ServiceLoop {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = running
      .then(() => releaseExpiredCashOutHolds(ctx))
      .then((released) => released > 0 && ctx.logger.info({ released }, 'released expired cash-out holds'))
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'releasing expired cash-out holds failed'))
  }
  return {
    start(): void {
      run()
      timer = setInterval(run, ctx.config.AGENT_CASH_OUT_RELEASE_INTERVAL_MS)
      timer.unref()
    },
    async stop(): Promise<void> {
      clearInterval(timer)
      await running
    },
  }
}
