import { payoutKobo } from '@9ja/fairness/node'
import type { z } from 'zod'
import type { cashOutReason } from '@9ja/live'

export type CashOutReason = z.infer<typeof cashOutReason>

/** The highest multiplier a bet or round stores (10,000,000x, in hundredths); every bet leaves by then at its max win. */
export const MAX_STORED_X100 = 1_000_000_000n

/** What decides when an open bet leaves the flight. */
export type OpenBetTerms = { stakeKobo: bigint; autoX100: number | null; autoReason: 'auto' | 'max-win' | null }
export type Exit = { x100: number; reason: CashOutReason; payoutKobo: bigint }

/**
 * Where an open bet leaves a flight that has reached `reachedX100` (always below the crash point):
 * the lowest of the player's own cash-out (when `byPlayer`), its auto cash-out and the round's
 * payout cap, counting only those the flight has reached. Null: it is still in. The same rule for
 * the player's request, the runner's ticks and the settlement after the crash, so a bet is paid
 * the same whoever settles it: an auto target is paid at exactly the target.
 */
export function exitOf(bet: OpenBetTerms, reachedX100: number, capX100: number | null, byPlayer: boolean): Exit | null {
  let exit: { x100: number; reason: CashOutReason } | null = byPlayer ? { x100: reachedX100, reason: 'player' } : null
  if (bet.autoX100 !== null && bet.autoX100 <= reachedX100 && (!exit || bet.autoX100 <= exit.x100)) {
    exit = { x100: bet.autoX100, reason: bet.autoReason ?? 'auto' }
  }
  if (capX100 !== null && capX100 <= reachedX100 && (!exit || capX100 < exit.x100)) exit = { x100: capX100, reason: 'round-cap' }
  return exit && { ...exit, payoutKobo: payoutKobo(bet.stakeKobo, exit.x100) }
}

/**
 * The most stakes a round takes: what it can pay at the lowest cash-out (stakes x 1.01 <= its
 * largest payout). PLACE_BETS_SQL and migration 0016's check enforce the same figure.
 */
export function roundStakesLimitKobo(maxRoundPayoutKobo: bigint): bigint {
  return (maxRoundPayoutKobo * 100n) / 101n
}

/**
 * The round cap: the multiplier at which the wins already paid plus every open stake times the
 * multiplier reach the round's largest payout (null: no open stake, nothing to cap). At the start
 * of a flight it is 1.01x or above: bets that would take the stakes past that are refused.
 */
export function capX100For(maxRoundPayoutKobo: bigint, paidKobo: bigint, openStakeKobo: bigint): number | null {
  if (openStakeKobo <= 0n) return null
  const room = maxRoundPayoutKobo - paidKobo
  const cap = room <= 0n ? 100n : (room * 100n) / openStakeKobo
  // Bounded so it fits its column, like the max win's auto cash-out: a lower cap only pays out less.
  return Number(cap < 100n ? 100n : cap > MAX_STORED_X100 ? MAX_STORED_X100 : cap)
}
