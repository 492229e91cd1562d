import { describe, expect, it } from 'vitest'
import { jackpotContributionKobo, jackpotTopUpKobo, shareJackpot } from './jackpot.ts'

describe('the jackpot pool', () => {
  it('takes its share of a stake, rounded down to the kobo', () => {
    expect(jackpotContributionKobo(10_000n, 2000)).toBe(2_000n)
    expect(jackpotContributionKobo(999n, 2000)).toBe(199n)
    expect(() => jackpotContributionKobo(100n, 10_001)).toThrow(RangeError)
  })

  it('is shared equally among the winning lines; what cannot be split stays in the pool', () => {
    expect(shareJackpot(1_000_001n, 3)).toEqual({ perLineKobo: 333_333n, paidKobo: 999_999n, remainderKobo: 2n })
    expect(shareJackpot(2_500_000_00n, 1)).toEqual({ perLineKobo: 2_500_000_00n, paidKobo: 2_500_000_00n, remainderKobo: 0n })
    expect(shareJackpot(5n, 7)).toEqual({ perLineKobo: 0n, paidKobo: 0n, remainderKobo: 5n })
    expect(shareJackpot(5_000n, 0)).toEqual({ perLineKobo: 0n, paidKobo: 0n, remainderKobo: 5_000n })
    expect(() => shareJackpot(-1n, 1)).toThrow(RangeError)
    expect(() => shareJackpot(1n, 1.5)).toThrow(RangeError)
  })

  it('is topped up by the house to its floor, never above it', () => {
    expect(jackpotTopUpKobo(2n, 100_000_000n)).toBe(99_999_998n)
    expect(jackpotTopUpKobo(100_000_000n, 100_000_000n)).toBe(0n)
    expect(jackpotTopUpKobo(250_000_000n, 100_000_000n)).toBe(0n)
  })
})
