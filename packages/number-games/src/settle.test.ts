import { describe, expect, it } from 'vitest'
import { settleTicket, ticketPayoutKobo } from './settle.ts'
import { maxPayoutKobo, payoutX100ByBall } from './outcomes.ts'

// Hand-computed cases: every kind against draws built to hit the tiers that matter.
const settle = settleTicket

describe('1 Sure', () => {
  const ball = [37]
  it('pays the exact number 81x and nothing for another', () => {
    expect(settle('one-sure', { kind: 'exact', picks: [37] }, ball)).toEqual({
      matched: [37],
      winningLines: 1,
      payoutX100: 8100,
      jackpotLines: 0,
    })
    expect(settle('one-sure', { kind: 'exact', picks: [38] }, ball).payoutX100).toBe(0)
  })
  it('pays the range holding the ball 2.7x, at its edges too', () => {
    expect(settle('one-sure', { kind: 'range', picks: [2] }, ball).payoutX100).toBe(270)
    expect(settle('one-sure', { kind: 'range', picks: [1] }, ball).payoutX100).toBe(0)
    expect(settle('one-sure', { kind: 'range', picks: [1] }, [30]).payoutX100).toBe(270)
    expect(settle('one-sure', { kind: 'range', picks: [2] }, [31]).payoutX100).toBe(270)
    expect(settle('one-sure', { kind: 'range', picks: [3] }, [90]).payoutX100).toBe(270)
    expect(settle('one-sure', { kind: 'range', picks: [2] }, [61]).payoutX100).toBe(0)
  })
  it('answers what a ticket pays for each ball (the per-ball liability)', () => {
    const byBall = payoutX100ByBall('one-sure', { kind: 'range', picks: [3] })
    expect(byBall).toHaveLength(91)
    expect(byBall.slice(1, 61).every((payout) => payout === 0) && byBall.slice(61).every((payout) => payout === 270)).toBe(true)
    expect(payoutX100ByBall('one-sure', { kind: 'exact', picks: [90] })[90]).toBe(8100)
    expect(() => payoutX100ByBall('perfect-guess', { kind: 'pick-1', picks: [1] })).toThrow(RangeError)
  })

  it('pays odd or even and high or low 1.8x', () => {
    expect(settle('one-sure', { kind: 'odd-even', picks: [1] }, ball).payoutX100).toBe(180)
    expect(settle('one-sure', { kind: 'odd-even', picks: [0] }, ball).payoutX100).toBe(0)
    expect(settle('one-sure', { kind: 'odd-even', picks: [0] }, [90]).payoutX100).toBe(180)
    expect(settle('one-sure', { kind: 'high-low', picks: [0] }, [45]).payoutX100).toBe(180)
    expect(settle('one-sure', { kind: 'high-low', picks: [1] }, [45]).payoutX100).toBe(0)
    expect(settle('one-sure', { kind: 'high-low', picks: [1] }, [46]).payoutX100).toBe(180)
  })
})

describe('Millionaire Kendo', () => {
  const drawn = [7, 21, 45, 63, 88]
  it('pays a Nap when all its numbers are drawn, and Nap 4 / Nap 5 their consolation tiers', () => {
    expect(settle('millionaire-kendo', { kind: 'nap-1', picks: [63] }, drawn).payoutX100).toBe(1620)
    expect(settle('millionaire-kendo', { kind: 'nap-2', picks: [7, 88] }, drawn).payoutX100).toBe(36000)
    expect(settle('millionaire-kendo', { kind: 'nap-2', picks: [7, 89] }, drawn)).toEqual({
      matched: [7],
      winningLines: 0,
      payoutX100: 0,
      jackpotLines: 0,
    })
    expect(settle('millionaire-kendo', { kind: 'nap-3', picks: [21, 45, 63] }, drawn).payoutX100).toBe(1050000)
    expect(settle('millionaire-kendo', { kind: 'nap-4', picks: [7, 21, 45, 63] }, drawn).payoutX100).toBe(5000000)
    expect(settle('millionaire-kendo', { kind: 'nap-4', picks: [7, 21, 45, 1] }, drawn).payoutX100).toBe(240000)
    expect(settle('millionaire-kendo', { kind: 'nap-4', picks: [7, 21, 2, 1] }, drawn).payoutX100).toBe(0)
    expect(settle('millionaire-kendo', { kind: 'nap-5', picks: [88, 63, 45, 21, 7] }, drawn).payoutX100).toBe(10000000)
    expect(settle('millionaire-kendo', { kind: 'nap-5', picks: [88, 63, 45, 21, 1] }, drawn).payoutX100).toBe(2000000)
    expect(settle('millionaire-kendo', { kind: 'nap-5', picks: [88, 63, 45, 2, 1] }, drawn).payoutX100).toBe(86000)
    expect(settle('millionaire-kendo', { kind: 'nap-5', picks: [88, 63, 3, 2, 1] }, drawn).payoutX100).toBe(0)
  })

  it('pays every winning line of a perm', () => {
    // Perm 2 of 6 numbers, 3 drawn: C(6,2) = 15 lines, C(3,2) = 3 win at 360x.
    expect(settle('millionaire-kendo', { kind: 'perm-2', picks: [7, 21, 45, 1, 2, 3] }, drawn)).toEqual({
      matched: [7, 21, 45],
      winningLines: 3,
      payoutX100: 3 * 36000,
      jackpotLines: 0,
    })
    // Perm 3 of 6 numbers with 4 drawn: C(4,3) = 4 lines win 10,500x.
    expect(settle('millionaire-kendo', { kind: 'perm-3', picks: [1, 7, 21, 45, 63, 2] }, drawn).winningLines).toBe(4)
    // Perm 4 of 7 numbers with 4 drawn (7 21 45 63): 1 line of 4 (50,000x), C(4,3) x C(3,1) = 12 lines of 3 (2,400x).
    expect(settle('millionaire-kendo', { kind: 'perm-4', picks: [7, 21, 45, 63, 1, 2, 3] }, drawn)).toEqual({
      matched: [7, 21, 45, 63],
      winningLines: 13,
      payoutX100: 5000000 + 12 * 240000,
      jackpotLines: 0,
    })
    // Perm 5 of 8 numbers with all five drawn: 1 line of 5, C(5,4) x 3 = 15 of 4, C(5,3) x C(3,2) = 30 of 3.
    expect(settle('millionaire-kendo', { kind: 'perm-5', picks: [7, 21, 45, 63, 88, 1, 2, 3] }, drawn)).toEqual({
      matched: [7, 21, 45, 63, 88],
      winningLines: 46,
      payoutX100: 10000000 + 15 * 2000000 + 30 * 86000,
      jackpotLines: 0,
    })
    // Perm 2 of 3 numbers with one drawn: nothing.
    expect(settle('millionaire-kendo', { kind: 'perm-2', picks: [7, 1, 2] }, drawn).winningLines).toBe(0)
  })

  it('pays every drawn top number against every drawn bottom number', () => {
    // Top 7 21 1 (two drawn) against bottom 45 63 88 2 (three drawn): 2 x 3 = 6 winning lines of 3 x 4 = 12.
    expect(settle('millionaire-kendo', { kind: 'against', picks: [7, 21, 1], against: [45, 63, 88, 2] }, drawn)).toEqual({
      matched: [7, 21, 45, 63, 88],
      winningLines: 6,
      payoutX100: 6 * 36000,
      jackpotLines: 0,
    })
    // All drawn numbers on the top side: no top-bottom pair was drawn.
    expect(settle('millionaire-kendo', { kind: 'against', picks: [7, 21, 45], against: [1, 2] }, drawn).winningLines).toBe(0)
  })

  it('pays a drawn banker its four lines with the other drawn numbers', () => {
    expect(settle('millionaire-kendo', { kind: 'banker', picks: [45] }, drawn)).toEqual({
      matched: [45],
      winningLines: 4,
      payoutX100: 4 * 36000,
      jackpotLines: 0,
    })
    expect(settle('millionaire-kendo', { kind: 'banker', picks: [46] }, drawn).winningLines).toBe(0)
  })

  it('pays in kobo at the stake per line, and bounds the most a ticket can win', () => {
    const result = settle('millionaire-kendo', { kind: 'perm-2', picks: [7, 21, 45, 1] }, drawn)
    expect(ticketPayoutKobo(result, 5_000n)).toBe(3n * 360n * 5_000n)
    expect(maxPayoutKobo('millionaire-kendo', { kind: 'nap-5', picks: [1, 2, 3, 4, 5] }, 100_000n)).toBe(100_000_000_00n)
    expect(maxPayoutKobo('millionaire-kendo', { kind: 'banker', picks: [9] }, 1_000n)).toBe(4n * 360n * 1_000n)
    // 10 top against 10 bottom: at most 3 x 2 drawn pairs.
    const top = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    const bottom = top.map((number) => number + 10)
    expect(maxPayoutKobo('millionaire-kendo', { kind: 'against', picks: top, against: bottom }, 100n)).toBe(6n * 36000n)
  })
})

describe('Perfect Guess', () => {
  const drawn = Array.from({ length: 20 }, (_, index) => index * 4 + 1) // 1 5 9 ... 77
  it('pays by matches from the pick size paytable', () => {
    expect(settle('perfect-guess', { kind: 'pick-1', picks: [5] }, drawn).payoutX100).toBe(360)
    expect(settle('perfect-guess', { kind: 'pick-2', picks: [5, 6] }, drawn).payoutX100).toBe(0)
    expect(settle('perfect-guess', { kind: 'pick-4', picks: [1, 5, 6, 7] }, drawn).payoutX100).toBe(100)
    expect(settle('perfect-guess', { kind: 'pick-10', picks: [1, 5, 9, 13, 17, 21, 25, 29, 30, 31] }, drawn)).toEqual({
      matched: [1, 5, 9, 13, 17, 21, 25, 29],
      winningLines: 1,
      payoutX100: 100000,
      jackpotLines: 0,
    })
    // Four of ten drawn returns the stake; three, nothing.
    expect(settle('perfect-guess', { kind: 'pick-10', picks: [1, 5, 9, 13, 2, 3, 4, 6, 7, 8] }, drawn).payoutX100).toBe(100)
    expect(settle('perfect-guess', { kind: 'pick-10', picks: [1, 5, 9, 12, 2, 3, 4, 6, 7, 8] }, drawn).winningLines).toBe(0)
  })
})

describe('Jackpot Game', () => {
  const drawn = [3, 14, 15, 29, 41]
  it('answers the jackpot line and the fixed prizes', () => {
    expect(settle('jackpot-game', { kind: 'jackpot', picks: [41, 29, 15, 14, 3] }, drawn)).toEqual({
      matched: [41, 29, 15, 14, 3],
      winningLines: 1,
      payoutX100: 0,
      jackpotLines: 1,
    })
    expect(settle('jackpot-game', { kind: 'jackpot', picks: [3, 14, 15, 29, 1] }, drawn).payoutX100).toBe(100000)
    expect(settle('jackpot-game', { kind: 'jackpot', picks: [3, 14, 15, 2, 1] }, drawn).payoutX100).toBe(5000)
    expect(settle('jackpot-game', { kind: 'jackpot', picks: [3, 14, 4, 2, 1] }, drawn).payoutX100).toBe(250)
    expect(settle('jackpot-game', { kind: 'jackpot', picks: [3, 5, 4, 2, 1] }, drawn)).toEqual({
      matched: [3],
      winningLines: 0,
      payoutX100: 0,
      jackpotLines: 0,
    })
  })
})

describe('refuses what cannot be settled', () => {
  it('throws on an invalid ticket or a draw the game cannot make', () => {
    expect(() => settle('millionaire-kendo', { kind: 'nap-2', picks: [1, 1] }, [1, 2, 3, 4, 5])).toThrow('Pick each number only once')
    expect(() => settle('millionaire-kendo', { kind: 'nap-2', picks: [1, 2] }, [1, 2, 3, 4, 4])).toThrow(RangeError)
    expect(() => settle('one-sure', { kind: 'exact', picks: [1] }, [91])).toThrow(RangeError)
    expect(() => settle('perfect-guess', { kind: 'pick-1', picks: [1] }, [1, 2, 3])).toThrow(RangeError)
  })
})
