import { describe, expect, it } from 'vitest'
import { newClientSeed, newServerSeed } from '@9ja/fairness/node'
import { spinOutcome } from '../../src/games/spin-it/paytable.ts'
import { drawPocket } from '../../src/games/roulette/wheel.ts'
import { rouletteVerifier } from '../../../web/app/games/roulette/fairness.ts'
import { spinItVerifier } from '../../../web/app/games/spin-it/fairness.ts'

/**
 * The web app draws the wheels the server decides on, both from the rules' one copy (@9ja/instant-games);
 * what can still differ is the draw: the browser's (Web Crypto) against the service's (node:crypto).
 */
describe("the /fairness verifiers recompute the service's instant games", () => {
  it("has the /fairness verifier recompute exactly the outcomes the service's games decided", async () => {
    const serverSeed = newServerSeed()
    const clientSeed = newClientSeed()
    for (let nonce = 0; nonce < 60; nonce++) {
      const seeds = { serverSeed, clientSeed, nonce }
      expect(await spinItVerifier.recompute(seeds)).toBe(spinOutcome(seeds, 100_00n).index)
      expect(await rouletteVerifier.recompute(seeds)).toBe(drawPocket(seeds))
    }
  })
})
