import { RoundRandom } from '@9ja/fairness/node'
import { describe, expect, it } from 'vitest'
import { fieldSeeds, resultSeeds } from './fairness.ts'
import { priceRace, type PricedMarket, type RaceMarket } from './markets.ts'
import { drawRace, MAX_STRENGTH, MIN_STRENGTH, placesPaid, raceField, type RaceModel } from './race.ts'
import type { RandomSource } from './random.ts'

const rtp: Record<RaceMarket, number> = { win: 9000, place: 9200, fc: 9100, tc: 9000 }
const link = 'c'.repeat(64)

/** Every finishing order of the runners with its Plackett–Luce probability, by brute force. */
function orders(strengths: number[]): { order: number[]; probability: number }[] {
  const go = (left: number[], probability: number): { order: number[]; probability: number }[] => {
    if (left.length === 0) return [{ order: [], probability }]
    const total = left.reduce((sum, runner) => sum + strengths[runner - 1]!, 0)
    return left.flatMap((runner) =>
      go(
        left.filter((other) => other !== runner),
        (probability * strengths[runner - 1]!) / total,
      ).map((rest) => ({ order: [runner, ...rest.order], probability: rest.probability })),
    )
  }
  return go(
    strengths.map((_, index) => index + 1),
    1,
  )
}

const byCode = (markets: PricedMarket[], market: RaceMarket) =>
  Object.fromEntries(
    markets.find((priced) => priced.market === market)!.selections.map((selection) => [selection.code, selection.probability]),
  )

describe('placesPaid', () => {
  it('pays two places up to seven runners, three from eight', () => {
    expect([4, 6, 7, 8, 10, 12].map(placesPaid)).toEqual([2, 2, 2, 3, 3, 3])
    expect(() => placesPaid(3)).toThrow(RangeError)
  })
})

describe('priceRace', () => {
  for (const strengths of [
    [40, 75, 20, 100, 55, 62],
    [30, 90, 45, 45, 80, 20, 60, 100],
  ])
    it(`prices win, place, forecast and tricast as Plackett–Luce orders (${strengths.length} runners)`, () => {
      const markets = priceRace(
        { strengths },
        rtp,
        strengths.map((_, index) => `Runner ${index + 1}`),
      )
      const paid = placesPaid(strengths.length)
      // Each market's probabilities summed over every order, by brute force.
      const expected = new Map<string, number>()
      const add = (code: string, probability: number) => expected.set(code, (expected.get(code) ?? 0) + probability)
      for (const { order, probability } of orders(strengths)) {
        add(`win:${order[0]}`, probability)
        for (const runner of order.slice(0, paid)) add(`place:${runner}`, probability)
        add(`fc:${order[0]}-${order[1]}`, probability)
        add(`tc:${order[0]}-${order[1]}-${order[2]}`, probability)
      }
      const total = strengths.reduce((sum, strength) => sum + strength, 0)
      for (const [code, p] of Object.entries(byCode(markets, 'win')))
        expect(p).toBeCloseTo(strengths[Number(code.slice(4)) - 1]! / total, 15)
      for (const market of ['win', 'place', 'fc', 'tc'] as const)
        for (const [code, p] of Object.entries(byCode(markets, market))) expect(p).toBeCloseTo(expected.get(code)!, 13)
      expect(Object.keys(byCode(markets, 'place'))).toHaveLength(strengths.length)
      expect(Object.keys(byCode(markets, 'fc'))).toHaveLength(strengths.length * (strengths.length - 1))
      for (const market of markets)
        for (const selection of market.selections)
          expect(selection.oddsX100).toBe(Math.floor(rtp[market.market as RaceMarket] / (100 * selection.probability) + 1e-9))
    })

  it('leaves out the tricasts priced beyond 5,000.00 in a large field of uneven runners', () => {
    const strengths = [100, 100, 100, 100, 100, 100, 100, 100, 100, 20, 20, 20]
    const tricasts = byCode(priceRace({ strengths }, rtp, strengths.map(String)), 'tc')
    expect(tricasts['tc:10-11-12']).toBeUndefined() // 20/960 x 20/940 x 20/920: about 1 in 104,000
    expect(tricasts['tc:1-2-3']).toBeGreaterThan(0)
  })

  it('names the runners by number and name', () => {
    const markets = priceRace({ strengths: [50, 60, 70, 80] }, rtp, ['Eko Flash', 'Jos Comet', 'Aba Storm', 'Owerri Star'])
    expect(markets.map((market) => market.name)).toEqual(['Win', 'Place (top 2)', 'Forecast', 'Tricast'])
    expect(markets[0]!.selections[0]!.name).toBe('1 Eko Flash')
    expect(markets[2]!.selections[0]!).toMatchObject({ code: 'fc:1-2', name: '1-2' })
  })

  it('refuses strengths that are not positive integers and names that do not match the field', () => {
    expect(() => priceRace({ strengths: [50, 60, 70, 80.5] }, rtp, ['a', 'b', 'c', 'd'])).toThrow(RangeError)
    expect(() => priceRace({ strengths: [50, 60, 70, 0] }, rtp, ['a', 'b', 'c', 'd'])).toThrow(RangeError)
    expect(() => priceRace({ strengths: [50, 60, 70, 80] }, rtp, ['a', 'b', 'c'])).toThrow(RangeError)
  })
})

describe('drawRace', () => {
  it('draws each place among the runners left by an integer below their total strength', () => {
    const asked: number[] = []
    const tickets = [150, 0, 60, 0, 0, 0]
    const random: RandomSource = {
      float: () => 0,
      int: (n) => {
        asked.push(n)
        return tickets.shift() ?? 0
      },
    }
    // Strengths 40, 60, 80, 20 (total 200): ticket 150 falls in runner 3 (100..179); then among 40, 60, 20
    // (total 120) ticket 0 is runner 1; then among 60, 20 (total 80) ticket 60 is runner 4; runner 2 is last.
    const result = drawRace({ strengths: [40, 60, 80, 20] }, random)
    expect(result.order).toEqual([3, 1, 4, 2])
    expect(asked.slice(0, 3)).toEqual([200, 120, 80])
    expect(result.times).toHaveLength(4)
    expect(result.times.every((time, index) => index === 0 || time > result.times[index - 1]!)).toBe(true)
  })

  it('finishes in the orders’ probabilities', () => {
    const model: RaceModel = { strengths: [100, 20, 60, 45, 80, 30] }
    const markets = priceRace(model, rtp, model.strengths.map(String))
    const draws = 10_000
    const wins = new Map<string, number>()
    for (let nonce = 0; nonce < draws; nonce++) {
      const { order } = drawRace(model, new RoundRandom(resultSeeds(link, 'dog-race', nonce)))
      for (const code of [`win:${order[0]}`, `fc:${order[0]}-${order[1]}`, `place:${order[0]}`, `place:${order[1]}`])
        wins.set(code, (wins.get(code) ?? 0) + 1)
    }
    for (const market of ['win', 'place', 'fc'] as const)
      for (const [code, p] of Object.entries(byCode(markets, market)))
        expect(Math.abs((wins.get(code) ?? 0) / draws - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / draws))
  })
})

describe('raceField', () => {
  it('draws a size from the game’s sizes, distinct runners of the roster and integer strengths in range', () => {
    const sizes = new Map<number, number>()
    for (let nonce = 0; nonce < 400; nonce++) {
      const field = raceField(14, [6, 8, 10, 12], new RoundRandom(fieldSeeds('d'.repeat(64), 'horse-race', nonce)))
      sizes.set(field.runners.length, (sizes.get(field.runners.length) ?? 0) + 1)
      expect(new Set(field.runners).size).toBe(field.runners.length)
      expect(field.runners.every((runner) => Number.isInteger(runner) && runner >= 0 && runner < 14)).toBe(true)
      expect(field.strengths).toHaveLength(field.runners.length)
      expect(field.strengths.every((strength) => Number.isInteger(strength) && strength >= MIN_STRENGTH && strength <= MAX_STRENGTH)).toBe(
        true,
      )
    }
    expect([...sizes.keys()].sort((a, b) => a - b)).toEqual([6, 8, 10, 12])
  })

  it('refuses a roster smaller than the largest field or a size outside 4..20', () => {
    const random = new RoundRandom(fieldSeeds('d'.repeat(64), 'horse-race', 1))
    expect(() => raceField(10, [6, 12], random)).toThrow(RangeError)
    expect(() => raceField(30, [3], random)).toThrow(RangeError)
    expect(() => raceField(30, [21], random)).toThrow(RangeError)
    expect(() => raceField(20, [], random)).toThrow(RangeError)
  })
})
