import { WordRandom } from './scheme.ts'

/**
 * xoshiro128** (Blackman and Vigna), seeded by splitmix32: a fast, seeded, NON-cryptographic word
 * stream for the RTP simulations only (the HMAC stream costs about a microsecond a word). Never
 * for play: its words are predictable from a few outputs. Integers and floats come from its words
 * exactly as in play (WordRandom: rejection, 53-bit floats).
 */
export class Xoshiro128 extends WordRandom {
  private readonly state = new Uint32Array(4)

  constructor(seed: number) {
    super()
    let x = seed >>> 0
    for (let index = 0; index < 4; index++) {
      x = (x + 0x9e3779b9) >>> 0
      let z = x
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      this.state[index] = (z ^ (z >>> 16)) >>> 0
    }
  }

  nextUint32(): number {
    const s = this.state
    const result = Math.imul(rotateLeft(Math.imul(s[1]!, 5), 7), 9) >>> 0
    const t = s[1]! << 9
    s[2]! ^= s[0]!
    s[3]! ^= s[1]!
    s[1]! ^= s[2]!
    s[0]! ^= s[3]!
    s[2]! ^= t
    s[3] = rotateLeft(s[3]!, 11)
    return result
  }
}
const rotateLeft = (x: number, bits: number) => (x << bits) | (x >>> (32 - bits))
