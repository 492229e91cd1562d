import { describe, expect, it } from 'vitest'
import { checkRtp, type ReturnSums } from '../../../src/back-office/risk/rtp-interval.ts'

/** The sums checkRtp reads, of bets given as [stake, win] in kobo. */
function sumsOf(bets: [number, number][]): ReturnSums {
  const big = bets.map(([x, y]) => [BigInt(x), BigInt(y)] as const)
  return {
    bets: bets.length,
    stakeKobo: big.reduce((sum, [x]) => sum + x, 0n),
    winKobo: big.reduce((sum, [, y]) => sum + y, 0n),
    stakeSquared: big.reduce((sum, [x]) => sum + x * x, 0n),
    winSquared: big.reduce((sum, [, y]) => sum + y * y, 0n),
    stakeTimesWin: big.reduce((sum, [x, y]) => sum + x * y, 0n),
  }
}

describe('the RTP of a group of bets and its 95% interval', () => {
  it('is the mean return when every stake is the same, with the sample standard error of the returns', () => {
    // Returns 0, 2, 0, 2: mean 1, sample standard deviation √(4/3), standard error √(4/3) / 2 = 0.57735.
    const check = checkRtp(
      sumsOf([
        [100, 0],
        [100, 200],
        [100, 0],
        [100, 200],
      ]),
      0.97,
      2,
    )
    expect(check.measuredRtp).toBe(1)
    expect(check.interval!.high).toBeCloseTo(1 + 1.959964 * 0.5773503, 6)
    // The normal interval reaches below 0 here; no return can.
    expect(check.interval!.low).toBe(0)
    expect(check).toMatchObject({ fewBets: false, outsideInterval: false })
  })

  it('weighs each bet by its stake (the ratio estimator) and takes its variance from the residuals', () => {
    // R = 600 / 400 = 1.5; residuals y - R x: -150 and 150; v = 2 x 45,000 / (1 x 400²) = 0.5625, SE 0.75.
    const check = checkRtp(
      sumsOf([
        [100, 0],
        [300, 600],
      ]),
      1.5,
      2,
    )
    expect(check.measuredRtp).toBe(1.5)
    expect(check.interval!.low).toBeCloseTo(1.5 - 1.959964 * 0.75, 6)
    expect(check.interval!.high).toBeCloseTo(1.5 + 1.959964 * 0.75, 6)
  })

  it('flags a stated RTP outside the interval once there are enough bets, and not before', () => {
    // 1,000 bets of ₦1 each paying back 0.5 or 1.3 in turn: R = 0.9, SE = 0.4 x √(1000 / 999) / √1000 = 0.012655.
    const bets = Array.from({ length: 1000 }, (_, index): [number, number] => [100, index % 2 === 0 ? 50 : 130])
    const sums = sumsOf(bets)
    const check = checkRtp(sums, 0.97, 100)
    expect(check.measuredRtp).toBeCloseTo(0.9, 12)
    expect(check.interval!.low).toBeCloseTo(0.9 - 1.959964 * 0.0126554, 5)
    expect(check.interval!.high).toBeCloseTo(0.9 + 1.959964 * 0.0126554, 5)
    expect(check).toMatchObject({ fewBets: false, outsideInterval: true })
    expect(checkRtp(sums, 0.91, 100).outsideInterval).toBe(false)
    expect(checkRtp(sums, 0.97, 1001)).toMatchObject({ fewBets: true, outsideInterval: false })
  })

  it('stays exact for large stakes whose residuals are tiny beside their squares', () => {
    // Every bet returns exactly 0.96: no spread at all, so the interval is the single point, and 0.97 is outside it.
    const bets = Array.from({ length: 200 }, (_, index): [number, number] => [(index + 1) * 1_000_000_000, (index + 1) * 960_000_000])
    const check = checkRtp(sumsOf(bets), 0.97, 100)
    expect(check.interval).toEqual({ low: 0.96, high: 0.96 })
    expect(check.outsideInterval).toBe(true)
  })

  it('gives no interval with one bet, and no RTP with no stake (free rounds only)', () => {
    expect(checkRtp(sumsOf([[100, 300]]), 0.97, 100)).toEqual({ measuredRtp: 3, interval: null, fewBets: true, outsideInterval: false })
    expect(checkRtp(sumsOf([[0, 300]]), 0.97, 100)).toEqual({ measuredRtp: null, interval: null, fewBets: true, outsideInterval: false })
  })
})
