import { randomBytes } from 'node:crypto'
import { chainLinkAfter } from '@9ja/fairness/node'

/** Links between two kept checkpoints: finding any link costs at most this many hashes. */
const CHECKPOINT_EVERY = 1000

/**
 * One hash chain (packages/fairness/src/crash.ts): link[0] = seed, link[k + 1] = SHA-256(link[k]).
 * Walking the chain once keeps every CHECKPOINT_EVERY-th link, so later lookups hash at most that
 * many times instead of the whole chain (100,000 links by default) per round.
 */
export class HashChain {
  private constructor(
    readonly seed: string,
    readonly length: number,
    private readonly checkpoints: string[],
    readonly commitment: string,
  ) {}

  /**
   * Walks the chain from its seed (a runner does it once per chain, when it takes the game over).
   * It yields to the event loop between checkpoints: a whole chain is about 0.2 s of hashing, which
   * would otherwise stall every request the process is answering.
   */
  static async walk(seed: string, length: number): Promise<HashChain> {
    const checkpoints: string[] = []
    let link = seed
    for (let index = 0; index < length; index++) {
      if (index % CHECKPOINT_EVERY === 0) {
        checkpoints.push(link)
        if (index > 0) await new Promise((resolve) => setImmediate(resolve))
      }
      link = chainLinkAfter(link)
    }
    return new HashChain(seed, length, checkpoints, link)
  }

  /** A new chain from a fresh random seed. */
  static generate(length: number): Promise<HashChain> {
    return HashChain.walk(randomBytes(32).toString('hex'), length)
  }

  /** link[index], 0 <= index <= length. */
  link(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index > this.length) throw new RangeError(`no link ${index} in a chain of ${this.length}`)
    if (index === this.length) return this.commitment
    let link = this.checkpoints[Math.floor(index / CHECKPOINT_EVERY)]!
    for (let at = index - (index % CHECKPOINT_EVERY); at < index; at++) link = chainLinkAfter(link)
    return link
  }

  /** The link round r of the chain plays (rounds count from 1; round 1 plays the link under the commitment). */
  roundLink(chainIndex: number): string {
    return this.link(this.length - chainIndex)
  }
}
