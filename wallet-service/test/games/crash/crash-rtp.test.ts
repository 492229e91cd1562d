import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { crashPointX100 } from '@9ja/fairness/node'

/**
 * The crash games' return, measured: P(crash >= m) = RTP / m for every target m, so a player who
 * always cashes out at m gets back RTP on average, whatever m. A million crash points from random
 * links (the first 52 bits decide; the rest of the link does not matter to the point).
 */
const ROUNDS = 1_000_000
const RTP = 0.97
const TARGETS = [1.5, 2, 3, 5, 10, 100]

function randomCrashPoints(count: number): Uint32Array {
  const points = new Uint32Array(count)
  const bytes = randomBytes(count * 7)
  const tail = '0'.repeat(50)
  for (let i = 0; i < count; i++) {
    const link = bytes.toString('hex', i * 7, i * 7 + 7) + tail
    points[i] = Math.min(crashPointX100(link, 9700), 4_000_000_000)
  }
  return points
}

describe('crash point distribution (1,000,000 rounds)', () => {
  const points = randomCrashPoints(ROUNDS)

  it.each(TARGETS)('P(crash >= %sx) is RTP / m within 4 standard errors', (target) => {
    const x100 = Math.round(target * 100)
    let reached = 0
    for (const point of points) if (point >= x100) reached++
    const expected = RTP / target
    const standardError = Math.sqrt((expected * (1 - expected)) / ROUNDS)
    expect(Math.abs(reached / ROUNDS - expected)).toBeLessThan(4 * standardError)
  })

  it.each(TARGETS)('always cashing out at %sx returns 97%% within 4 standard errors', (target) => {
    const x100 = Math.round(target * 100)
    let returned = 0
    for (const point of points) if (point >= x100) returned += target
    const p = RTP / target
    const standardError = target * Math.sqrt((p * (1 - p)) / ROUNDS)
    expect(Math.abs(returned / ROUNDS - RTP)).toBeLessThan(4 * standardError)
  })

  it('ends about 3.96% of rounds at 1.00x', () => {
    let instant = 0
    for (const point of points) if (point < 101) instant++
    const expected = 1 - RTP / 1.01
    expect(Math.abs(instant / ROUNDS - expected)).toBeLessThan(4 * Math.sqrt((expected * (1 - expected)) / ROUNDS))
  })
})
