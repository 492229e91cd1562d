import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashServerSeed, RoundRandom, roundBlock } from '@9ja/fairness/node'

const serverSeed = 'a'.repeat(64)

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0)
  const expected = total / counts.length
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
}
/** Upper critical value at p = 0.001 (Wilson–Hilferty), so a fair generator fails 1 time in 1,000. */
function critical(degrees: number): number {
  const z = 3.090232
  return degrees * (1 - 2 / (9 * degrees) + z * Math.sqrt(2 / (9 * degrees))) ** 3
}

describe('provably fair generator', () => {
  it('is HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor") and its hash is SHA-256 of the seed', () => {
    expect(roundBlock({ serverSeed, clientSeed: 'abc', nonce: 7 }, 2)).toEqual(createHmac('sha256', serverSeed).update('abc:7:2').digest())
    expect(hashServerSeed(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'))
  })

  it('reproduces the same draws from the same seeds and differs with any input', () => {
    const draw = (clientSeed: string, nonce: number) => {
      const random = new RoundRandom({ serverSeed, clientSeed, nonce })
      return Array.from({ length: 20 }, () => random.int(37))
    }
    expect(draw('c', 1)).toEqual(draw('c', 1))
    expect(draw('c', 1)).not.toEqual(draw('c', 2))
    expect(draw('c', 1)).not.toEqual(draw('d', 1))
  })

  it('rejects words at or above the largest multiple of n (no modulo bias)', () => {
    // n = 3·2^30 leaves a quarter of all 32-bit words in the rejected zone; accepted draws stay below n.
    const random = new RoundRandom({ serverSeed, clientSeed: 'bias', nonce: 0 })
    const n = 3 * 2 ** 30
    const draws = Array.from({ length: 20_000 }, () => random.int(n))
    expect(Math.max(...draws)).toBeLessThan(n)
    const thirds = [0, 0, 0]
    for (const value of draws) thirds[Math.floor(value / 2 ** 30)]!++
    // With modulo instead of rejection the first third would get about twice its share.
    expect(chiSquare(thirds)).toBeLessThan(critical(2))
    expect(() => random.int(0)).toThrow(RangeError)
  })

  it('passes chi-square on 37 pockets, 24 segments, byte values and floats over many rounds', () => {
    const pockets = new Array<number>(37).fill(0)
    const segments = new Array<number>(24).fill(0)
    const floats = new Array<number>(100).fill(0)
    for (let nonce = 0; nonce < 300_000; nonce++) {
      const random = new RoundRandom({ serverSeed, clientSeed: 'chi', nonce })
      pockets[random.int(37)]!++
      segments[random.int(24)]!++
      floats[Math.floor(random.float() * 100)]!++
    }
    const bytes = new Array<number>(256).fill(0)
    for (let nonce = 0; nonce < 20_000; nonce++)
      for (const byte of roundBlock({ serverSeed, clientSeed: 'bytes', nonce }, 0)) bytes[byte]!++
    expect(chiSquare(pockets)).toBeLessThan(critical(36))
    expect(chiSquare(segments)).toBeLessThan(critical(23))
    expect(chiSquare(floats)).toBeLessThan(critical(99))
    expect(chiSquare(bytes)).toBeLessThan(critical(255))
  })
})
