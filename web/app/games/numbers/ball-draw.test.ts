import { describe, expect, it } from 'vitest'
import { ballsOut, nextBallAt } from './ball-draw.ts'

const DRAWS_AT = 1_000_000
const KENO_ENDS_AT = DRAWS_AT + 21_000

describe('the ball draw', () => {
  it('brings twenty balls out one by one, a step apart, the last a step before the end', () => {
    // 21 s for 20 balls: one a second.
    expect(ballsOut(20, DRAWS_AT, KENO_ENDS_AT, DRAWS_AT - 1)).toBe(0)
    expect(ballsOut(20, DRAWS_AT, KENO_ENDS_AT, DRAWS_AT)).toBe(0)
    expect(ballsOut(20, DRAWS_AT, KENO_ENDS_AT, DRAWS_AT + 999)).toBe(0)
    expect(ballsOut(20, DRAWS_AT, KENO_ENDS_AT, DRAWS_AT + 1000)).toBe(1)
    expect(ballsOut(20, DRAWS_AT, KENO_ENDS_AT, DRAWS_AT + 7_500)).toBe(7)
    expect(ballsOut(20, DRAWS_AT, KENO_ENDS_AT, DRAWS_AT + 20_000)).toBe(20)
    expect(ballsOut(20, DRAWS_AT, KENO_ENDS_AT, KENO_ENDS_AT + 60_000)).toBe(20)
  })

  it('shows a single ball half-way through its draw', () => {
    expect(ballsOut(1, DRAWS_AT, DRAWS_AT + 8000, DRAWS_AT + 3999)).toBe(0)
    expect(ballsOut(1, DRAWS_AT, DRAWS_AT + 8000, DRAWS_AT + 4000)).toBe(1)
  })

  it('says when the next ball comes out, and nothing once all are out', () => {
    expect(nextBallAt(20, DRAWS_AT, KENO_ENDS_AT, DRAWS_AT - 5000)).toBe(DRAWS_AT + 1000)
    expect(nextBallAt(20, DRAWS_AT, KENO_ENDS_AT, DRAWS_AT + 7_500)).toBe(DRAWS_AT + 8000)
    expect(nextBallAt(20, DRAWS_AT, KENO_ENDS_AT, DRAWS_AT + 20_000)).toBeNull()
    expect(nextBallAt(5, DRAWS_AT, DRAWS_AT + 1000, DRAWS_AT)).toBe(DRAWS_AT + 167)
    expect(ballsOut(5, DRAWS_AT, DRAWS_AT + 1000, DRAWS_AT + 167)).toBe(1)
  })

  it('shows every ball at once for a draw with no time to play', () => {
    expect(ballsOut(5, DRAWS_AT, DRAWS_AT, DRAWS_AT)).toBe(5)
    expect(nextBallAt(5, DRAWS_AT, DRAWS_AT, DRAWS_AT)).toBeNull()
  })
})
