/**
 * Every market priced from the model's probabilities at its RTP:
 *   oddsX100 = floor(RTP / p x 100), offered only when 1.01 <= odds <= MAX_ODDS_X100 / 100,
 * so that every offered selection returns its market's RTP (less at most p / 100 from flooring to
 * two decimals). A selection priced outside those bounds is not offered rather than clamped: a
 * clamped price would return more than the RTP (a near-certainty at 1.01) or far less (a long shot
 * at the maximum). The results the selections settle against are drawn from the same
 * probabilities (football.ts, race.ts).
 */
import { assertFootballModel, HALF_TIME_GOAL_PERCENT, MAX_GOALS, scoreGrid, type FootballModel } from './football.ts'
import { assertRaceModel, placesPaid, type RaceModel } from './race.ts'

export type FootballMarket = '1x2' | 'dc' | 'ou1.5' | 'ou2.5' | 'ou3.5' | 'btts' | 'cs' | 'ht'
export type RaceMarket = 'win' | 'place' | 'fc' | 'tc'
export type MarketCode = FootballMarket | RaceMarket
export type PricedSelection = { code: string; name: string; probability: number; oddsX100: number }
export type PricedMarket = { market: MarketCode; name: string; selections: PricedSelection[] }

export const FOOTBALL_MARKETS: readonly FootballMarket[] = ['1x2', 'dc', 'ou1.5', 'ou2.5', 'ou3.5', 'btts', 'cs', 'ht']
export const RACE_MARKETS: readonly RaceMarket[] = ['win', 'place', 'fc', 'tc']
export const OVER_UNDER_LINES = { 'ou1.5': 1.5, 'ou2.5': 2.5, 'ou3.5': 3.5 } as const
export const MIN_ODDS_X100 = 101
export const MAX_ODDS_X100 = 500_000

/** A selection's odds in hundredths at an RTP in basis points, or null when it is not offered (odds outside 1.01..MAX). */
export function priceX100(probability: number, rtpBasisPoints: number): number | null {
  if (!Number.isInteger(rtpBasisPoints) || rtpBasisPoints < 1 || rtpBasisPoints > 10_000)
    throw new RangeError('RTP in basis points, 1..10000')
  if (!(probability > 0)) return null
  // RTP / p x 100 = bp / (100 p); the epsilon keeps a quotient that is whole in exact arithmetic from flooring one below.
  const odds = Math.floor(rtpBasisPoints / (100 * probability) + 1e-9)
  return odds >= MIN_ODDS_X100 && odds <= MAX_ODDS_X100 ? odds : null
}

type Outcome = { code: string; name: string; probability: number }

function priceMarket(market: MarketCode, name: string, rtpBasisPoints: number, outcomes: Outcome[]): PricedMarket[] {
  const selections: PricedSelection[] = []
  for (const outcome of outcomes) {
    const oddsX100 = priceX100(outcome.probability, rtpBasisPoints)
    if (oddsX100 !== null) selections.push({ ...outcome, oddsX100 })
  }
  return selections.length > 0 ? [{ market, name, selections }] : []
}

/** P(k of n goals in the first half) for n = 0..MAX_GOALS, k = 0..n (binomial). */
const HALF_TIME_SPLITS: number[][] = (() => {
  const first = HALF_TIME_GOAL_PERCENT / 100
  const rows: number[][] = [[1]]
  for (let goals = 1; goals <= MAX_GOALS; goals++) {
    const previous = rows[goals - 1]!
    rows.push(
      Array.from({ length: goals + 1 }, (_, k) => (k > 0 ? previous[k - 1]! * first : 0) + (k < goals ? previous[k]! * (1 - first) : 0)),
    )
  }
  return rows
})()

/** The football markets of a match, priced at each market's RTP (basis points). */
export function priceFootball(
  model: FootballModel,
  rtp: Record<FootballMarket, number>,
  names: { home: string; away: string },
): PricedMarket[] {
  assertFootballModel(model)
  const grid = scoreGrid(model)
  let homeWin = 0
  let draw = 0
  let bothScore = 0
  const goalsTotal = Array<number>(2 * MAX_GOALS + 1).fill(0)
  const halfTime = { home: 0, draw: 0, away: 0 }
  grid.forEach((row, home) =>
    row.forEach((probability, away) => {
      if (home > away) homeWin += probability
      else if (home === away) draw += probability
      if (home > 0 && away > 0) bothScore += probability
      goalsTotal[home + away]! += probability
      HALF_TIME_SPLITS[home]!.forEach((homeSplit, htHome) =>
        HALF_TIME_SPLITS[away]!.forEach((awaySplit, htAway) => {
          const side = htHome > htAway ? 'home' : htHome === htAway ? 'draw' : 'away'
          halfTime[side] += probability * homeSplit * awaySplit
        }),
      )
    }),
  )
  const awayWin = 1 - homeWin - draw
  const under = (line: number) => goalsTotal.reduce((sum, probability, goals) => (goals < line ? sum + probability : sum), 0)
  const overUnder = (market: keyof typeof OVER_UNDER_LINES) => {
    const line = OVER_UNDER_LINES[market]
    const below = under(line)
    return priceMarket(market, `Over/under ${line} goals`, rtp[market], [
      { code: `${market}:over`, name: `Over ${line}`, probability: 1 - below },
      { code: `${market}:under`, name: `Under ${line}`, probability: below },
    ])
  }
  const correctScores: Outcome[] = grid.flatMap((row, home) =>
    row.map((probability, away) => ({ code: `cs:${home}-${away}`, name: `${home}-${away}`, probability })),
  )
  return [
    ...priceMarket('1x2', '1X2', rtp['1x2'], [
      { code: '1x2:1', name: names.home, probability: homeWin },
      { code: '1x2:x', name: 'Draw', probability: draw },
      { code: '1x2:2', name: names.away, probability: awayWin },
    ]),
    ...priceMarket('dc', 'Double chance', rtp.dc, [
      { code: 'dc:1x', name: `${names.home} or draw`, probability: homeWin + draw },
      { code: 'dc:12', name: `${names.home} or ${names.away}`, probability: homeWin + awayWin },
      { code: 'dc:x2', name: `Draw or ${names.away}`, probability: draw + awayWin },
    ]),
    ...overUnder('ou1.5'),
    ...overUnder('ou2.5'),
    ...overUnder('ou3.5'),
    ...priceMarket('btts', 'Both teams to score', rtp.btts, [
      { code: 'btts:gg', name: 'Yes (GG)', probability: bothScore },
      { code: 'btts:ng', name: 'No (NG)', probability: 1 - bothScore },
    ]),
    ...priceMarket('cs', 'Correct score', rtp.cs, correctScores),
    ...priceMarket('ht', 'Half-time result', rtp.ht, [
      { code: 'ht:1', name: names.home, probability: halfTime.home },
      { code: 'ht:x', name: 'Draw', probability: halfTime.draw },
      { code: 'ht:2', name: names.away, probability: halfTime.away },
    ]),
  ]
}

/**
 * The race markets of a field, priced at each market's RTP (basis points). With p_i = s_i / S,
 * Harville's ordered probabilities are P(i, j) = p_i x s_j / (S - s_i) and
 * P(i, j, k) = P(i, j) x s_k / (S - s_i - s_j); place sums them over the orders that put a runner
 * in the paid places.
 */
export function priceRace(model: RaceModel, rtp: Record<RaceMarket, number>, runnerNames: string[]): PricedMarket[] {
  assertRaceModel(model)
  const { strengths } = model
  const size = strengths.length
  if (runnerNames.length !== size) throw new RangeError('one name per runner')
  const total = strengths.reduce((sum, strength) => sum + strength, 0)
  const paid = placesPaid(size)
  const numbers = strengths.map((_, index) => index)
  const win = strengths.map((strength) => strength / total)
  const inPlaces = [...win]
  const forecasts: Outcome[] = []
  const tricasts: Outcome[] = []
  for (const first of numbers)
    for (const second of numbers) {
      if (second === first) continue
      const pair = (win[first]! * strengths[second]!) / (total - strengths[first]!)
      inPlaces[second]! += pair
      forecasts.push({ code: `fc:${first + 1}-${second + 1}`, name: `${first + 1}-${second + 1}`, probability: pair })
      for (const third of numbers) {
        if (third === first || third === second) continue
        const triple = (pair * strengths[third]!) / (total - strengths[first]! - strengths[second]!)
        if (paid === 3) inPlaces[third]! += triple
        tricasts.push({
          code: `tc:${first + 1}-${second + 1}-${third + 1}`,
          name: `${first + 1}-${second + 1}-${third + 1}`,
          probability: triple,
        })
      }
    }
  const runnerName = (index: number) => `${index + 1} ${runnerNames[index]}`
  return [
    ...priceMarket(
      'win',
      'Win',
      rtp.win,
      numbers.map((index) => ({ code: `win:${index + 1}`, name: runnerName(index), probability: win[index]! })),
    ),
    ...priceMarket(
      'place',
      `Place (top ${paid})`,
      rtp.place,
      numbers.map((index) => ({ code: `place:${index + 1}`, name: runnerName(index), probability: inPlaces[index]! })),
    ),
    ...priceMarket('fc', 'Forecast', rtp.fc, forecasts),
    ...priceMarket('tc', 'Tricast', rtp.tc, tricasts),
  ]
}

/** A selection's id: `${eventId}:${code}` (e.g. "8123:cs:2-1"). */
export function selectionId(eventId: number | string, code: string): string {
  return `${eventId}:${code}`
}

/** The event id and selection code of a selection id; null when it is not one. */
export function parseSelectionId(id: string): { eventId: number; code: string } | null {
  const match = /^([1-9][0-9]{0,14}):([a-z0-9.]+:[a-z0-9.-]+)$/.exec(id)
  return match ? { eventId: Number(match[1]), code: match[2]! } : null
}
