import { chainLinkAfter, RoundRandom } from '@9ja/fairness/node'
import { describe, expect, it } from 'vitest'
import { fieldSeeds, resultSeeds, verifyFootball, verifyRace, verifyRaceField } from './fairness.ts'
import { drawFootball } from './football.ts'
import { drawRace, raceField } from './race.ts'

// A few links of a chain, as the wallet-service keeps them.
const links = [chainLinkAfter('e'.repeat(64))]
while (links.length < 12) links.push(chainLinkAfter(links[links.length - 1]!))

describe('the Web Crypto verifiers', () => {
  it('redraw the football results the service drew with RoundRandom', async () => {
    const model = { homeXgMilli: 2900, awayXgMilli: 2400 }
    for (const [index, link] of links.entries()) {
      const served = drawFootball(model, new RoundRandom(resultSeeds(link, 'virtual-football', index + 1)))
      expect(await verifyFootball(link, 'virtual-football', index + 1, model)).toEqual(served)
    }
  })

  it('redraw the races and their fields, past the blocks fetched ahead', async () => {
    const commitment = links[links.length - 1]!
    for (const [index, link] of links.entries()) {
      // 16 runners read 33 words (size, runners, strengths): more than the 4 blocks fetched first.
      const sizes = index % 2 === 0 ? [16] : [6, 8, 10, 12]
      const field = raceField(20, sizes, new RoundRandom(fieldSeeds(commitment, 'horse-race', index)))
      expect(await verifyRaceField(commitment, 'horse-race', index, 20, sizes)).toEqual(field)
      const model = { strengths: field.strengths }
      expect(await verifyRace(link, 'horse-race', index, model)).toEqual(
        drawRace(model, new RoundRandom(resultSeeds(link, 'horse-race', index))),
      )
    }
  })

  it('depend on the game and the chain index', async () => {
    const model = { strengths: [20, 40, 60, 80, 100, 30, 50, 70, 90, 25, 45, 65] }
    const results = await Promise.all([
      verifyRace(links[0]!, 'horse-race', 5, model),
      verifyRace(links[0]!, 'bike-race', 5, model),
      verifyRace(links[0]!, 'horse-race', 6, model),
    ])
    expect(new Set(results.map((result) => result.order.join())).size).toBe(3)
  })
})
