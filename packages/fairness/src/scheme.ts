/**
 * The provably fair scheme every game uses, shared by the service's generator and the verifiers.
 *
 * A round is determined by (serverSeed, clientSeed, nonce). Its random bytes are the
 * concatenation of HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
 * for cursor = 0, 1, 2, … (32 bytes each). The server seed is 64 hex characters used as the
 * UTF-8 key; the player sees SHA-256(serverSeed) (hex) before playing and the seed itself after
 * rotating it, so anyone can recompute every round with a standard HMAC.
 *
 * Integers are drawn from 32-bit big-endian words by rejection sampling (no modulo bias); floats
 * take 53 bits from two words.
 */
export type RoundSeeds = { serverSeed: string; clientSeed: string; nonce: number | bigint }

/** The HMAC message of a round's `cursor`-th block of 32 bytes. */
export function roundMessage(seeds: RoundSeeds, cursor: number): string {
  return `${seeds.clientSeed}:${seeds.nonce}:${cursor}`
}

/** Words at or above this are redrawn when drawing an integer below n: the largest multiple of n under 2^32. */
export function rejectionLimit(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`cannot draw an integer below ${n}`)
  return 2 ** 32 - (2 ** 32 % n)
}

/** A float in [0, 1) from two words: 27 bits of the first and 26 of the second. */
export function floatFromWords(first: number, second: number): number {
  return ((first >>> 5) * 2 ** 26 + (second >>> 6)) / 2 ** 53
}

/**
 * A round's integers and floats drawn from its stream of 32-bit words, the same way wherever the
 * words come from: Node's synchronous HMAC (RoundRandom in ./node.ts) or blocks fetched ahead with
 * Web Crypto (replayRound in ./index.ts).
 */
export abstract class WordRandom {
  abstract nextUint32(): number

  /** Uniform integer in [0, n) by rejection: words at or above the largest multiple of n are redrawn. */
  int(n: number): number {
    const limit = rejectionLimit(n)
    for (;;) {
      const word = this.nextUint32()
      if (word < limit) return word % n
    }
  }

  /** Uniform float in [0, 1) with 53 random bits. */
  float(): number {
    return floatFromWords(this.nextUint32(), this.nextUint32())
  }
}
