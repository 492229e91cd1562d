import { createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * The provably fair generator every game uses.
 *
 * A round is determined by (serverSeed, clientSeed, nonce). Its random bytes are the
 * concatenation of HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
 * for cursor = 0, 1, 2, … (32 bytes each). The server seed is 64 hex characters used as the
 * UTF-8 key; the player sees SHA-256(serverSeed) (hex) before playing and the seed itself after
 * rotating it, so anyone can recompute every round with a standard HMAC.
 *
 * Integers are drawn from 32-bit words by rejection sampling (no modulo bias); floats take 53
 * bits from two words. Both are mirrored in the web app's /fairness page.
 */
export type RoundSeeds = { serverSeed: string; clientSeed: string; nonce: number | bigint }

export function newServerSeed(): string {
  return randomBytes(32).toString('hex')
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex')
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex')
}

export function roundBlock(seeds: RoundSeeds, cursor: number): Buffer {
  return createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`).digest()
}

/** A stream of 32-bit words for one round; deterministic in its seeds. */
export class RoundRandom {
  private block: Buffer = Buffer.alloc(0)
  private offset = 0
  private cursor = 0

  constructor(private readonly seeds: RoundSeeds) {}

  nextUint32(): number {
    if (this.offset >= this.block.length) {
      this.block = roundBlock(this.seeds, this.cursor++)
      this.offset = 0
    }
    const word = this.block.readUInt32BE(this.offset)
    this.offset += 4
    return word
  }

  /** Uniform integer in [0, n) by rejection: words at or above the largest multiple of n are redrawn. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`cannot draw an integer below ${n}`)
    const limit = 2 ** 32 - (2 ** 32 % n)
    for (;;) {
      const word = this.nextUint32()
      if (word < limit) return word % n
    }
  }

  /** Uniform float in [0, 1) with 53 random bits. */
  float(): number {
    const high = this.nextUint32() >>> 5 // 27 bits
    const low = this.nextUint32() >>> 6 // 26 bits
    return (high * 2 ** 26 + low) / 2 ** 53
  }
}
