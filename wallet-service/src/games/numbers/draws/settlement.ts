import type { ScheduledSettlement } from '../../scheduled/runner.ts'

/**
 * What the draw runner calls once a draw is over: `settle(drawId)` pays its bets from its numbers
 * when it finished, `void(drawId)` refunds them when it is void; each idempotent and safe from two
 * processes at once (the number bets' own statements). The runner marks the draw settled only after
 * the call returns, and calls again for every finished or void draw not marked yet.
 */
export type DrawSettlement = ScheduledSettlement
