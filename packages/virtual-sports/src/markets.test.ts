import { describe, expect, it } from 'vitest'
import { MAX_GOALS, scoreGrid, type FootballModel } from './football.ts'
import {
  FOOTBALL_MARKETS,
  MAX_ODDS_X100,
  parseSelectionId,
  priceFootball,
  priceX100,
  selectionId,
  type FootballMarket,
  type PricedMarket,
} from './markets.ts'
import { isFootballCode } from './settle.ts'

const rtp: Record<FootballMarket, number> = {
  '1x2': 9200,
  dc: 9300,
  'ou1.5': 9200,
  'ou2.5': 9200,
  'ou3.5': 9200,
  btts: 9100,
  cs: 9000,
  ht: 9000,
}
const names = { home: 'Lagos Lions', away: 'Kano Pillars' }
const model: FootballModel = { homeXgMilli: 1650, awayXgMilli: 1050 }

const probabilities = (markets: PricedMarket[], market: string) =>
  Object.fromEntries(
    markets.find((priced) => priced.market === market)!.selections.map((selection) => [selection.code, selection.probability]),
  )

describe('priceX100', () => {
  it('floors RTP / p to hundredths', () => {
    expect(priceX100(0.5, 9200)).toBe(184)
    expect(priceX100(0.46, 9200)).toBe(200) // 9200 / 46 is whole: not floored to 199 by rounding
    expect(priceX100(0.3, 9000)).toBe(300)
    expect(priceX100(0.07, 9000)).toBe(1285)
  })

  it('offers nothing below 1.01 or above the maximum odds, rather than a price off the RTP', () => {
    expect(priceX100(0.92, 9200)).toBeNull()
    expect(priceX100(0.9, 9200)).toBe(102)
    expect(priceX100(0.9 / (MAX_ODDS_X100 / 100) + 1e-12, 9000)).toBe(MAX_ODDS_X100 - 1)
    expect(priceX100(0.9 / (MAX_ODDS_X100 / 100) / 2, 9000)).toBeNull()
    expect(priceX100(0, 9000)).toBeNull()
  })

  it('refuses an RTP that is not whole basis points', () => {
    expect(() => priceX100(0.5, 92.5)).toThrow(RangeError)
    expect(() => priceX100(0.5, 10_001)).toThrow(RangeError)
  })
})

describe('priceFootball', () => {
  const markets = priceFootball(model, rtp, names)
  const grid = scoreGrid(model)
  const sumWhere = (wins: (home: number, away: number) => boolean) =>
    grid.reduce((sum, row, home) => row.reduce((rowSum, p, away) => (wins(home, away) ? rowSum + p : rowSum), sum), 0)

  it('prices every market, each selection at floor(RTP / p) with a valid code', () => {
    expect(markets.map((market) => market.market)).toEqual(FOOTBALL_MARKETS)
    for (const market of markets)
      for (const selection of market.selections) {
        expect(isFootballCode(selection.code)).toBe(true)
        expect(selection.code.startsWith(`${market.market}:`)).toBe(true)
        expect(selection.oddsX100).toBe(Math.floor(rtp[market.market as FootballMarket] / (100 * selection.probability) + 1e-9))
        // The selection returns its RTP less at most p / 100 from flooring.
        const selectionRtp = (selection.probability * selection.oddsX100) / 100
        expect(selectionRtp).toBeLessThanOrEqual(rtp[market.market as FootballMarket] / 10_000 + 1e-12)
        expect(selectionRtp).toBeGreaterThan(rtp[market.market as FootballMarket] / 10_000 - selection.probability / 100)
      }
  })

  it('derives 1X2, double chance, over/under and GG/NG from the same grid', () => {
    const oneXTwo = probabilities(markets, '1x2')
    expect(oneXTwo['1x2:1']).toBeCloseTo(
      sumWhere((h, a) => h > a),
      14,
    )
    expect(oneXTwo['1x2:x']).toBeCloseTo(
      sumWhere((h, a) => h === a),
      14,
    )
    expect(oneXTwo['1x2:2']).toBeCloseTo(
      sumWhere((h, a) => h < a),
      14,
    )
    const doubleChance = probabilities(markets, 'dc')
    expect(doubleChance['dc:1x']).toBeCloseTo(oneXTwo['1x2:1']! + oneXTwo['1x2:x']!, 14)
    expect(doubleChance['dc:x2']).toBeCloseTo(oneXTwo['1x2:x']! + oneXTwo['1x2:2']!, 14)
    expect(doubleChance['dc:12']).toBeCloseTo(oneXTwo['1x2:1']! + oneXTwo['1x2:2']!, 14)
    for (const line of [1.5, 2.5, 3.5]) {
      const overUnder = probabilities(markets, `ou${line}`)
      expect(overUnder[`ou${line}:over`]).toBeCloseTo(
        sumWhere((h, a) => h + a > line),
        14,
      )
      expect(overUnder[`ou${line}:under`]).toBeCloseTo(
        sumWhere((h, a) => h + a < line),
        14,
      )
    }
    const bothScore = probabilities(markets, 'btts')
    expect(bothScore['btts:gg']).toBeCloseTo(
      sumWhere((h, a) => h > 0 && a > 0),
      14,
    )
    expect(bothScore['btts:ng']).toBeCloseTo(
      sumWhere((h, a) => h === 0 || a === 0),
      14,
    )
  })

  it('lists a correct score for every cell of the grid whose price fits under the maximum odds', () => {
    const correctScore = probabilities(markets, 'cs')
    for (let home = 0; home <= MAX_GOALS; home++)
      for (let away = 0; away <= MAX_GOALS; away++) {
        const p = grid[home]![away]!
        if (priceX100(p, rtp.cs) === null) expect(correctScore[`cs:${home}-${away}`]).toBeUndefined()
        else expect(correctScore[`cs:${home}-${away}`]).toBe(p)
      }
    expect(correctScore['cs:0-0']).toBe(grid[0]![0])
    expect(correctScore['cs:6-6']).toBeUndefined() // about 1 in 285,000: beyond 5,000.00 at 88%
  })

  it('prices the half-time result from each goal falling in the first half with probability 0.45', () => {
    const halfTime = probabilities(markets, 'ht')
    expect(halfTime['ht:1']! + halfTime['ht:x']! + halfTime['ht:2']!).toBeCloseTo(1, 14)
    // Recomputed independently: each side's first-half goals are Binomial(goals, 0.45).
    const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k)
    const binomial = (n: number, k: number) => choose(n, k) * 0.45 ** k * 0.55 ** (n - k)
    const expected = { 'ht:1': 0, 'ht:x': 0, 'ht:2': 0 }
    grid.forEach((row, h) =>
      row.forEach((p, a) => {
        for (let i = 0; i <= h; i++)
          for (let j = 0; j <= a; j++) expected[i > j ? 'ht:1' : i === j ? 'ht:x' : 'ht:2'] += p * binomial(h, i) * binomial(a, j)
      }),
    )
    for (const code of ['ht:1', 'ht:x', 'ht:2'] as const) expect(halfTime[code]).toBeCloseTo(expected[code], 13)
    // A one-sided model's half-time favourite is still the stronger side, by less than at full time.
    const lopsided = probabilities(priceFootball({ homeXgMilli: 2800, awayXgMilli: 500 }, rtp, names), 'ht')
    const fullTime = probabilities(priceFootball({ homeXgMilli: 2800, awayXgMilli: 500 }, rtp, names), '1x2')
    expect(lopsided['ht:1']).toBeGreaterThan(lopsided['ht:2']!)
    expect(lopsided['ht:1']).toBeLessThan(fullTime['1x2:1']!)
  })

  it('names selections for the player', () => {
    const oneXTwo = markets.find((market) => market.market === '1x2')!
    expect(oneXTwo.selections.map((selection) => selection.name)).toEqual(['Lagos Lions', 'Draw', 'Kano Pillars'])
    expect(markets.find((market) => market.market === 'dc')!.selections[0]!.name).toBe('Lagos Lions or draw')
  })
})

describe('selection ids', () => {
  it('join an event id and a code, and split back', () => {
    expect(selectionId(8123, 'cs:2-1')).toBe('8123:cs:2-1')
    expect(parseSelectionId('8123:cs:2-1')).toEqual({ eventId: 8123, code: 'cs:2-1' })
    expect(parseSelectionId('77:ou2.5:over')).toEqual({ eventId: 77, code: 'ou2.5:over' })
    expect(parseSelectionId('9:tc:1-12-3')).toEqual({ eventId: 9, code: 'tc:1-12-3' })
  })

  it('reject what is not one', () => {
    for (const id of ['', '8123', '8123:', '0:1x2:1', '-1:1x2:1', 'abc:1x2:1', '81 23:1x2:1', '8123:1X2:1', '8123:1x2', '1:1x2:1;drop'])
      expect(parseSelectionId(id)).toBeNull()
  })
})
