import { sha256Hex } from '@9ja/fairness'
import { chainLinkAfter, RoundRandom } from '@9ja/fairness/node'
import { describe, expect, it } from 'vitest'
import { checkDraw, drawDistinct, drawNumbers, drawSeeds, verifyDraw } from './draw.ts'
import { NUMBER_GAME_RULES, NUMBER_GAME_SLUGS, type NumberGameSlug } from './rules.ts'
import { chiSquareLimit, frequencyChiSquare } from '../test/chi-square.ts'

// A few links of a chain, as the wallet-service keeps them: links[k + 1] = SHA-256(links[k]).
const links = [chainLinkAfter('d'.repeat(64))]
while (links.length < 12) links.push(chainLinkAfter(links[links.length - 1]!))

const served = (slug: NumberGameSlug, link: string, chainIndex: number) =>
  drawNumbers(slug, new RoundRandom(drawSeeds(link, slug, chainIndex)))

describe('the draw from the provably fair stream', () => {
  it.each(NUMBER_GAME_SLUGS)('%s: the right count of distinct balls in range, the same from the same seeds', (slug) => {
    const game = NUMBER_GAME_RULES[slug]
    for (let chainIndex = 0; chainIndex < 500; chainIndex++) {
      const drawn = served(slug, links[chainIndex % links.length]!, chainIndex)
      expect(drawn).toHaveLength(game.drawn)
      expect(new Set(drawn).size).toBe(game.drawn)
      expect(drawn.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= game.balls)).toBe(true)
      expect(served(slug, links[chainIndex % links.length]!, chainIndex)).toEqual(drawn)
    }
  })

  it('depends on the link, the game and the chain index', () => {
    const draws = [
      served('perfect-guess', links[0]!, 7),
      served('perfect-guess', links[1]!, 7),
      served('perfect-guess', links[0]!, 8),
      drawNumbers('perfect-guess', new RoundRandom({ serverSeed: links[0]!, clientSeed: 'millionaire-kendo', nonce: 7 })),
    ]
    expect(new Set(draws.map((drawn) => drawn.join())).size).toBe(4)
  })

  /** The statistic stays under the 1-in-a-million chi-square limit for the production HMAC stream. */
  const frequencies = (slug: NumberGameSlug, draws: number, position?: number) => {
    const game = NUMBER_GAME_RULES[slug]
    const frequency = new Array<number>(game.balls + 1).fill(0)
    for (let chainIndex = 0; chainIndex < draws; chainIndex++) {
      const drawn = served(slug, links[chainIndex % links.length]!, chainIndex)
      for (const ball of position === undefined ? drawn : [drawn[position]!]) frequency[ball]! += 1
    }
    return frequency
  }

  it('draws 1 Sure numbers uniformly (chi-square over 45,000 draws)', () => {
    expect(frequencyChiSquare(frequencies('one-sure', 45_000), 45_000, 1, 90)).toBeLessThan(chiSquareLimit(89))
  })

  it('draws Perfect Guess numbers uniformly, in every position (chi-square over 12,000 draws)', () => {
    expect(frequencyChiSquare(frequencies('perfect-guess', 12_000), 12_000, 20, 80)).toBeLessThan(chiSquareLimit(79))
    expect(frequencyChiSquare(frequencies('perfect-guess', 12_000, 0), 12_000, 1, 80)).toBeLessThan(chiSquareLimit(79))
    expect(frequencyChiSquare(frequencies('perfect-guess', 12_000, 19), 12_000, 1, 80)).toBeLessThan(chiSquareLimit(79))
  })

  it('is sensitive: a biased draw fails the same check', () => {
    // Every ball but 90 (drawn half as often) over 45,000 draws: the check must notice.
    const frequency = new Array<number>(91).fill(500)
    frequency[0] = 0
    frequency[90] = 250
    frequency[1] = 750
    expect(frequencyChiSquare(frequency, 45_000, 1, 90)).toBeGreaterThan(chiSquareLimit(89))
  })

  it('refuses to draw more balls than the machine holds', () => {
    expect(() => drawDistinct(5, 6, new RoundRandom(drawSeeds(links[0]!, 'one-sure', 1)))).toThrow(RangeError)
  })
})

describe('the Web Crypto verifier', () => {
  it.each(NUMBER_GAME_SLUGS)('%s: redraws what the service drew with RoundRandom', async (slug) => {
    for (const [index, link] of links.entries())
      expect(await verifyDraw(link, slug, index + 1, slug)).toEqual(served(slug, link, index + 1))
  })

  it('accepts a real draw: its link hashes to the link it follows, and gives its numbers in order', async () => {
    // The chain is played backwards: the draw of links[3] follows the draw of links[4] = SHA-256(links[3]).
    const drawn = served('millionaire-kendo', links[3]!, 42)
    expect(links[4]).toBe(await sha256Hex(links[3]!))
    expect(
      await checkDraw({
        slug: 'millionaire-kendo',
        rules: 'millionaire-kendo',
        chainIndex: 42,
        link: links[3]!,
        hashesTo: links[4]!,
        drawn,
      }),
    ).toEqual({
      linkFollows: true,
      drawnMatches: true,
      recomputed: drawn,
    })
    expect(
      (await checkDraw({ slug: 'millionaire-kendo', rules: 'millionaire-kendo', chainIndex: 42, link: links[3]!, hashesTo: null, drawn }))
        .linkFollows,
    ).toBeNull()
  })

  it('refuses tampered data: another link, other numbers, another order, another chain index', async () => {
    const drawn = served('perfect-guess', links[3]!, 42)
    const proof = { slug: 'perfect-guess', rules: 'perfect-guess' as const, chainIndex: 42, link: links[3]!, hashesTo: links[4]!, drawn }
    const forged = await checkDraw({ ...proof, link: links[5]! })
    expect([forged.linkFollows, forged.drawnMatches]).toEqual([false, false])
    const undrawn = [...Array(80).keys()].map((index) => index + 1).find((ball) => !drawn.includes(ball))!
    expect((await checkDraw({ ...proof, drawn: [undrawn, ...drawn.slice(1)] })).drawnMatches).toBe(false)
    expect((await checkDraw({ ...proof, drawn: [...drawn].reverse() })).drawnMatches).toBe(false)
    expect((await checkDraw({ ...proof, drawn: drawn.slice(1) })).drawnMatches).toBe(false)
    expect((await checkDraw({ ...proof, chainIndex: 43 })).drawnMatches).toBe(false)
  })
})
