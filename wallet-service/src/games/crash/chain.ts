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
  private readonly checkpoints: string[] = []
  readonly commitment: string

  constructor(
    readonly seed: string,
    readonly length: number,
  ) {
    let link = seed
    for (let index = 0; index < length; index++) {
      if (index % CHECKPOINT_EVERY === 0) this.checkpoints.push(link)
      link = chainLinkAfter(link)
    }
    this.commitment = link
  }

  /** A new chain from a fresh random seed. */
  static generate(length: number): HashChain {
    return new HashChain(randomBytes(32).toString('hex'), length)
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
