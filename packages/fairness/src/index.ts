import { roundMessage, WordRandom, type RoundSeeds } from './scheme.ts'

export { floatFromWords, rejectionLimit, roundMessage, WordRandom, type RoundSeeds } from './scheme.ts'
export * from './crash.ts'
export { Xoshiro128 } from './simulation.ts'

/*
 * The verifier: the scheme recomputed with Web Crypto (crypto.subtle), which browsers and Node
 * both have, so the /fairness page checks rounds independently of the service and ships no
 * HMAC code of its own.
 */
const encoder = new TextEncoder()
const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

/** A round's blocks of 32 bytes numbered from `from` up to (not including) `to`, as the service's generator reads them. */
async function roundBlocks(key: CryptoKey, seeds: RoundSeeds, from: number, to: number): Promise<DataView[]> {
  const cursors = Array.from({ length: to - from }, (_, index) => from + index)
  const blocks = await Promise.all(cursors.map((cursor) => crypto.subtle.sign('HMAC', key, encoder.encode(roundMessage(seeds, cursor)))))
  return blocks.map((block) => new DataView(block))
}

class BlocksExhausted extends Error {}

/** The words of blocks fetched ahead; running past them throws BlocksExhausted so the replay fetches more. */
class FetchedWords extends WordRandom {
  private index = 0

  constructor(private readonly blocks: DataView[]) {
    super()
  }

  nextUint32(): number {
    const block = this.blocks[this.index >> 3]
    if (!block) throw new BlocksExhausted()
    const word = block.getUint32((this.index & 7) * 4)
    this.index += 1
    return word
  }
}

/**
 * A round's outcome recomputed in the browser: the game's own synchronous draw, run over the
 * round's words from Web Crypto. Web Crypto answers with promises, so the blocks are fetched ahead
 * and the draw (which must be a pure function of its words) is run again over twice as many
 * whenever it reads past them.
 */
export async function replayRound<T>(seeds: RoundSeeds, draw: (random: WordRandom) => T, blocksAhead = 4): Promise<T> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(seeds.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const blocks: DataView[] = []
  for (let count = Math.max(1, blocksAhead); ; count *= 2) {
    blocks.push(...(await roundBlocks(key, seeds, blocks.length, count)))
    try {
      return draw(new FetchedWords(blocks))
    } catch (error) {
      if (!(error instanceof BlocksExhausted)) throw error
    }
  }
}

/** A round's first integer below n: what a single-draw game (a wheel's segment or pocket) decided. */
export function firstInteger(seeds: RoundSeeds, n: number): Promise<number> {
  return replayRound(seeds, (random) => random.int(n), 1)
}
