import { hashServerSeed, newClientSeed, newServerSeed, RoundRandom } from '@9ja/fairness/node'
import { describe, expect, it } from 'vitest'
import { recomputeOutcome, sha256Hex } from './verify.ts'

describe('browser-side verification (Web Crypto)', () => {
  it("agrees with the wallet-service's own generator on seed hashes, segments and pockets", async () => {
    for (let seedPair = 0; seedPair < 5; seedPair++) {
      const serverSeed = newServerSeed()
      const clientSeed = newClientSeed()
      expect(await sha256Hex(serverSeed)).toBe(hashServerSeed(serverSeed))
      for (let nonce = 0; nonce < 40; nonce++) {
        const seeds = { serverSeed, clientSeed, nonce }
        expect(await recomputeOutcome({ game: 'spin-it', ...seeds })).toEqual({ key: 'index', value: new RoundRandom(seeds).int(24) })
        expect(await recomputeOutcome({ game: 'spin2win-royale', ...seeds })).toEqual({
          key: 'number',
          value: new RoundRandom(seeds).int(37),
        })
      }
    }
  })
})
