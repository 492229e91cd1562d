import { createHash, createHmac, randomBytes } from 'node:crypto'
import { roundMessage, WordRandom, type RoundSeeds } from './scheme.ts'

export { WordRandom, type RoundSeeds } from './scheme.ts'
export * from './crash.ts'

/*
 * The generator the wallet-service plays rounds with: the scheme (scheme.ts) on Node's synchronous
 * HMAC, which the hot path needs (Web Crypto's promise per block would cost every spin).
 */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex')
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex')
}

/** The crash games' hash chain (see crash.ts): the link after `linkHex`, SHA-256 of its hex text. */
export function chainLinkAfter(linkHex: string): string {
  return createHash('sha256').update(linkHex, 'utf8').digest('hex')
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex')
}

export function roundBlock(seeds: RoundSeeds, cursor: number): Buffer {
  return createHmac('sha256', seeds.serverSeed).update(roundMessage(seeds, cursor)).digest()
}

/** A stream of 32-bit words for one round; deterministic in its seeds. */
export class RoundRandom extends WordRandom {
  private block: Buffer = Buffer.alloc(0)
  private offset = 0
  private cursor = 0

  constructor(private readonly seeds: RoundSeeds) {
    super()
  }

  nextUint32(): number {
    if (this.offset >= this.block.length) {
      this.block = roundBlock(this.seeds, this.cursor++)
      this.offset = 0
    }
    const word = this.block.readUInt32BE(this.offset)
    this.offset += 4
    return word
  }
}
