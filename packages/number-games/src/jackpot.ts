/**
 * The Jackpot Game's pool arithmetic, to the kobo: what each stake adds, how a won pool is shared
 * among the winning lines (what cannot be split evenly stays in the pool), and the house's top-up
 * that keeps the pool at its floor.
 */

/** The part of a stake that goes to the pool: stake x share, rounded down to the kobo. */
export function jackpotContributionKobo(stakeKobo: bigint, shareBp: number): bigint {
  if (!Number.isInteger(shareBp) || shareBp < 0 || shareBp > 10_000) throw new RangeError('a jackpot share is 0..10000 basis points')
  return (stakeKobo * BigInt(shareBp)) / 10_000n
}

export type JackpotShare = { perLineKobo: bigint; paidKobo: bigint; remainderKobo: bigint }

/**
 * A won pool shared equally among the draw's jackpot lines: each gets floor(pool / lines); the
 * remainder (fewer kobo than lines) stays in the pool. No winning line: the pool stays whole.
 */
export function shareJackpot(poolKobo: bigint, winningLines: number): JackpotShare {
  if (poolKobo < 0n) throw new RangeError('a jackpot pool is never negative')
  if (!Number.isSafeInteger(winningLines) || winningLines < 0) throw new RangeError('winning lines are a whole number')
  if (winningLines === 0) return { perLineKobo: 0n, paidKobo: 0n, remainderKobo: poolKobo }
  const perLineKobo = poolKobo / BigInt(winningLines)
  const paidKobo = perLineKobo * BigInt(winningLines)
  return { perLineKobo, paidKobo, remainderKobo: poolKobo - paidKobo }
}

/** What the house adds so that the pool is at least its floor. */
export function jackpotTopUpKobo(poolKobo: bigint, floorKobo: bigint): bigint {
  return poolKobo < floorKobo ? floorKobo - poolKobo : 0n
}
