import { describe, expect, it } from 'vitest'
import { newClientSeed, newServerSeed } from '@9ja/fairness/node'
import { SPIN_IT_SEGMENTS, spinOutcome } from '../../src/games/spin-it/paytable.ts'
import { drawPocket, RED_NUMBERS, SECTORS, WHEEL_ORDER } from '../../src/games/roulette/wheel.ts'
import { rouletteVerifier } from '../../../web/app/games/roulette/fairness.ts'
import { spinItVerifier } from '../../../web/app/games/spin-it/fairness.ts'
import { SPIN_IT_SEGMENT_LABELS } from '../../../web/app/games/spin-it/segments.ts'
import * as webRoulette from '../../../web/app/games/roulette/wheel.ts'

/** The web app draws the wheels the server decides on; a change on one side must reach the other. */
describe('the web wheels mirror the server paytables', () => {
  it('has the same 24 Spin It segments in the same order', () => {
    expect([...SPIN_IT_SEGMENT_LABELS]).toEqual(SPIN_IT_SEGMENTS.map((segment) => segment.result))
  })

  it('has the same roulette wheel, reds and sector sizes', () => {
    expect([...webRoulette.WHEEL_ORDER]).toEqual([...WHEEL_ORDER])
    expect([...webRoulette.RED_NUMBERS].sort()).toEqual([...RED_NUMBERS].sort())
    expect(webRoulette.SECTOR_SIZES).toEqual(Object.fromEntries(Object.entries(SECTORS).map(([name, numbers]) => [name, numbers.length])))
  })

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
