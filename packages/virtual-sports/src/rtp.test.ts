/**
 * The RTP simulation: for every market, 1 unit staked on every offered selection of every event,
 * over 100,000 events per family (football; races of 6, 8, 10 and 12 runners), settled by this
 * package's own draw and settlement. Measured RTP = returns / stakes.
 *
 * What it must equal: a selection's exact RTP is p x odds (odds = floor(RTP / p) hundredths), so the
 * market's exact expected RTP is sum(p x odds) / sum(offered), a little under the stated RTP (by
 * at most the mean p / 100 of flooring to two decimals). The test checks both:
 * - stated - flooring bound <= expected <= stated (the prices), and
 * - |measured - expected| <= 4 standard errors (the draw), the standard error of the ratio
 *   estimator, sqrt(sum (X_e - R n_e)^2) / sum n_e over events e (X_e returned, n_e staked);
 *   beyond 4 standard errors by chance is about 1 in 16,000 per market, and the seeds are fixed,
 *   so the run is reproducible.
 *
 * The sim's words come from xoshiro128** rather than the HMAC stream (RoundRandom reads about a
 * microsecond a word, some 15 s for these 500,000 events): the draws, and the integers and floats
 * taken from the words (WordRandom of @9ja/fairness: rejection, 53-bit floats), are the production
 * code; the HMAC stream's own uniformity is checked in football.test.ts and race.test.ts.
 */
import { Xoshiro128 } from '@9ja/fairness'
import { describe, expect, it } from 'vitest'
import { drawFootball, footballModel, type Club } from './football.ts'
import { priceFootball, priceRace, type FootballMarket, type PricedMarket, type RaceMarket } from './markets.ts'
import { drawRace, placesPaid, raceField } from './race.ts'
import { footballSelectionWins, raceSelectionWins } from './settle.ts'

const EVENTS = 100_000

/** A priced market's expected return of 1 unit on each selection, and its bound on what flooring the odds costs. */
type PricedTotals = { expected: number; flooringBound: number }
const totalsOf = (market: PricedMarket): PricedTotals => ({
  expected: market.selections.reduce((sum, selection) => sum + (selection.probability * selection.oddsX100) / 100, 0),
  flooringBound: market.selections.reduce((sum, selection) => sum + selection.probability / 100, 0),
})

/** One market's stakes and returns over the simulation. */
class Tally {
  stakes = 0
  returns = 0
  expected = 0
  flooringBound = 0
  private squares = 0
  private crossed = 0
  private stakeSquares = 0

  constructor(readonly statedBasisPoints: number) {}

  add(staked: number, returned: number, priced: PricedTotals) {
    this.stakes += staked
    this.returns += returned
    this.expected += priced.expected
    this.flooringBound += priced.flooringBound
    this.squares += returned * returned
    this.crossed += returned * staked
    this.stakeSquares += staked * staked
  }

  get measured() {
    return this.returns / this.stakes
  }

  get standardError() {
    const ratio = this.measured
    return Math.sqrt(this.squares - 2 * ratio * this.crossed + ratio * ratio * this.stakeSquares) / this.stakes
  }

  check(label: string) {
    const stated = this.statedBasisPoints / 10_000
    const expected = this.expected / this.stakes
    expect(expected, `${label}: expected RTP under the stated`).toBeLessThanOrEqual(stated + 1e-12)
    expect(expected, `${label}: expected RTP within flooring of the stated`).toBeGreaterThanOrEqual(
      stated - this.flooringBound / this.stakes,
    )
    expect(Math.abs(this.measured - expected), `${label}: measured RTP within 4 standard errors`).toBeLessThanOrEqual(
      4 * this.standardError,
    )
    return { market: label, stated, expected, measured: this.measured, standardError: this.standardError }
  }
}

const percent = (value: number) => `${(100 * value).toFixed(2)}%`
function report(title: string, rows: ReturnType<Tally['check']>[]) {
  const lines = rows.map(
    (row) =>
      `| ${row.market} | ${percent(row.stated)} | ${percent(row.expected)} | ${percent(row.measured)} | ${percent(row.standardError)} |`,
  )
  console.info([`${title}`, '| market | stated | expected | measured | standard error |', '|---|---|---|---|---|', ...lines].join('\n'))
}

// A league of twenty clubs with ratings across the range the definitions use (0.6..1.5).
const clubs: Club[] = Array.from({ length: 20 }, (_, index) => ({
  name: `Club ${index + 1}`,
  short: `C${index + 1}`,
  attack: 0.62 + ((index * 7) % 20) * 0.045,
  defence: 0.66 + ((index * 11) % 20) * 0.042,
}))
const footballRtp: Record<FootballMarket, number> = {
  '1x2': 9200,
  dc: 9300,
  'ou1.5': 9300,
  'ou2.5': 9300,
  'ou3.5': 9300,
  btts: 9200,
  cs: 8800,
  ht: 9000,
}
const raceRtp: Record<RaceMarket, number> = { win: 9000, place: 9200, fc: 9100, tc: 8900 }

describe('the RTP simulation', () => {
  it(`football: every market over ${EVENTS.toLocaleString('en')} matches returns its stated RTP`, () => {
    const fixtures = clubs.flatMap((home) =>
      clubs
        .filter((away) => away !== home)
        .map((away) => {
          const model = footballModel(home, away)
          const markets = priceFootball(model, footballRtp, { home: home.name, away: away.name })
          // The returns of each market for a result, settled once per distinct result (score and half-time score).
          const settled = new Map<string, number[]>()
          return { model, markets, totals: markets.map(totalsOf), settled }
        }),
    )
    const tallies = new Map<string, Tally>()
    const random = new Xoshiro128(2026)
    for (let event = 0; event < EVENTS; event++) {
      const fixture = fixtures[event % fixtures.length]!
      const result = drawFootball(fixture.model, random)
      const key = `${result.home}-${result.away}-${result.htHome}-${result.htAway}`
      let returns = fixture.settled.get(key)
      if (!returns) {
        returns = fixture.markets.map((market) =>
          market.selections.reduce(
            (sum, selection) => (footballSelectionWins(selection.code, result) ? sum + selection.oddsX100 / 100 : sum),
            0,
          ),
        )
        fixture.settled.set(key, returns)
      }
      fixture.markets.forEach((market, index) => {
        let tally = tallies.get(market.market)
        if (!tally) tallies.set(market.market, (tally = new Tally(footballRtp[market.market as FootballMarket])))
        tally.add(market.selections.length, returns[index]!, fixture.totals[index]!)
      })
    }
    expect([...tallies.keys()]).toEqual(Object.keys(footballRtp))
    report(
      `Football, ${EVENTS} matches of ${fixtures.length} fixtures`,
      [...tallies].map(([market, tally]) => tally.check(market)),
    )
  })

  for (const fieldSize of [6, 8, 10, 12])
    it(`races of ${fieldSize}: every market over ${EVENTS.toLocaleString('en')} races returns its stated RTP`, () => {
      const random = new Xoshiro128(fieldSize)
      const paid = placesPaid(fieldSize)
      // 200 fields drawn as the games draw them, each raced 500 times.
      const fields = Array.from({ length: 200 }, () => {
        const { strengths } = raceField(16, [fieldSize], random)
        const markets = priceRace(
          { strengths },
          raceRtp,
          strengths.map((_, index) => `Runner ${index + 1}`),
        )
        const odds = new Map(
          markets.flatMap((market) => market.selections.map((selection) => [selection.code, selection.oddsX100 / 100] as const)),
        )
        return { model: { strengths }, markets, totals: markets.map(totalsOf), odds }
      })
      const tallies = Object.fromEntries(Object.entries(raceRtp).map(([market, rtp]) => [market, new Tally(rtp)])) as Record<
        RaceMarket,
        Tally
      >
      for (let event = 0; event < EVENTS; event++) {
        const field = fields[event % fields.length]!
        const result = drawRace(field.model, random)
        const [first, second, third] = result.order
        const returned: Record<RaceMarket, number> = {
          win: field.odds.get(`win:${first}`) ?? 0,
          place: result.order.slice(0, paid).reduce((sum, runner) => sum + (field.odds.get(`place:${runner}`) ?? 0), 0),
          fc: field.odds.get(`fc:${first}-${second}`) ?? 0,
          tc: field.odds.get(`tc:${first}-${second}-${third}`) ?? 0,
        }
        // The returns read from the result above are the settlement's own, selection by selection (checked on the first races).
        if (event < 200)
          for (const market of field.markets) {
            const settled = market.selections.reduce(
              (sum, selection) => (raceSelectionWins(selection.code, result, fieldSize) ? sum + selection.oddsX100 / 100 : sum),
              0,
            )
            expect(settled).toBeCloseTo(returned[market.market as RaceMarket], 9)
          }
        field.markets.forEach((market, index) =>
          tallies[market.market as RaceMarket].add(market.selections.length, returned[market.market as RaceMarket], field.totals[index]!),
        )
      }
      report(
        `Races of ${fieldSize} runners, ${EVENTS} races of 200 fields`,
        Object.entries(tallies).map(([market, tally]) => tally.check(market)),
      )
    })
})
