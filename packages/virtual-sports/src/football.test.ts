import { RoundRandom } from '@9ja/fairness/node'
import { describe, expect, it } from 'vitest'
import {
  drawFootball,
  footballModel,
  goalsDistribution,
  HALF_TIME_GOAL_PERCENT,
  MAX_GOALS,
  scoreGrid,
  type Club,
  type FootballResult,
} from './football.ts'
import { resultSeeds } from './fairness.ts'
import type { RandomSource } from './random.ts'

const club = (name: string, attack: number, defence: number): Club => ({ name, short: name.slice(0, 3).toUpperCase(), attack, defence })
const average = club('Average', 1, 1)

/** A source that answers scripted values, to pin the draw's use of its words. */
function scripted(floats: number[], ints: number[]): RandomSource {
  return {
    float: () => floats.shift() ?? 0,
    int: (n) => {
      const value = ints.shift() ?? 0
      if (value >= n) throw new Error(`scripted ${value} is not below ${n}`)
      return value
    },
  }
}

describe('footballModel', () => {
  it('gives average clubs the league goals, with home advantage, in thousandths', () => {
    expect(footballModel(average, average)).toEqual({ homeXgMilli: 1500, awayXgMilli: 1150 })
  })

  it('scales by attack and divides by the opponent’s defence', () => {
    const model = footballModel(club('Strong', 1.4, 1.2), club('Weak', 0.7, 0.8))
    expect(model).toEqual({ homeXgMilli: Math.round((1500 * 1.4) / 0.8), awayXgMilli: Math.round((1150 * 0.7) / 1.2) })
  })

  it('refuses ratings that are not positive numbers in range', () => {
    expect(() => footballModel(club('Bad', Number.NaN, 1), average)).toThrow(RangeError)
    expect(() => footballModel(average, club('Bad', 1, 0))).toThrow(RangeError)
  })
})

describe('scoreGrid', () => {
  it('covers every score 0-0..6-6 and sums to 1', () => {
    const grid = scoreGrid({ homeXgMilli: 1800, awayXgMilli: 900 })
    expect(grid).toHaveLength(MAX_GOALS + 1)
    for (const row of grid) expect(row).toHaveLength(MAX_GOALS + 1)
    expect(grid.flat().reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12)
  })

  it('is the product of each side’s Poisson law truncated at 6 goals and renormalised', () => {
    const poisson = (xg: number, k: number) => (Math.exp(-xg) * xg ** k) / [...Array(k).keys()].reduce((f, i) => f * (i + 1), 1)
    const truncated = (xg: number, k: number) =>
      poisson(xg, k) / [...Array(MAX_GOALS + 1).keys()].reduce((sum, j) => sum + poisson(xg, j), 0)
    const grid = scoreGrid({ homeXgMilli: 2250, awayXgMilli: 700 })
    for (const [h, a] of [
      [0, 0],
      [2, 1],
      [6, 6],
      [3, 0],
    ] as const)
      expect(grid[h]![a]).toBeCloseTo(truncated(2.25, h) * truncated(0.7, a), 14)
  })

  it('refuses a model that is not integer thousandths in range', () => {
    expect(() => scoreGrid({ homeXgMilli: 1500.5, awayXgMilli: 1000 })).toThrow(RangeError)
    expect(() => scoreGrid({ homeXgMilli: 0, awayXgMilli: 1000 })).toThrow(RangeError)
  })
})

describe('drawFootball', () => {
  it('reads the score from one float over the grid, then each goal’s half and minute', () => {
    const model = { homeXgMilli: 1500, awayXgMilli: 1150 }
    const grid = scoreGrid(model)
    // Just past the cumulative probability of every score before 2-1 (home-major order): 2-1.
    const before = grid.flat().slice(0, 2 * (MAX_GOALS + 1) + 1)
    const target = before.reduce((sum, p) => sum + p, 0) + grid[2]![1]! / 2
    // Home goals: first half at 10', second half at 80'; away goal: first half at 45'.
    const result = drawFootball(model, scripted([target], [0, 9, 99, 34, 44, 44]))
    expect(result).toEqual({
      home: 2,
      away: 1,
      htHome: 1,
      htAway: 1,
      goals: [
        { side: 'home', minute: 10 },
        { side: 'away', minute: 45 },
        { side: 'home', minute: 80 },
      ],
    })
  })

  it('draws scores with the grid’s probabilities and a first-half share of goals as stated', () => {
    const model = footballModel(club('Home', 1.2, 1), club('Away', 0.9, 1.1))
    const grid = scoreGrid(model)
    const draws = 10_000
    const counts = grid.map((row) => row.map(() => 0))
    let goals = 0
    let firstHalfGoals = 0
    const inconsistent: FootballResult[] = []
    for (let nonce = 0; nonce < draws; nonce++) {
      const result = drawFootball(model, new RoundRandom(resultSeeds('a'.repeat(64), 'virtual-football', nonce)))
      counts[result.home]![result.away]! += 1
      goals += result.goals.length
      firstHalfGoals += result.htHome + result.htAway
      const minutes = result.goals.map((goal) => goal.minute)
      const consistent =
        result.goals.filter((goal) => goal.side === 'home').length === result.home &&
        minutes.every((minute, index) => minute >= 1 && minute <= 90 && (index === 0 || minute >= minutes[index - 1]!))
      if (!consistent) inconsistent.push(result)
    }
    expect(inconsistent).toEqual([])
    // Every cell within 5 standard errors of its probability.
    grid.forEach((row, h) =>
      row.forEach((p, a) => expect(Math.abs(counts[h]![a]! / draws - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / draws) + 1e-9)),
    )
    const share = HALF_TIME_GOAL_PERCENT / 100
    expect(Math.abs(firstHalfGoals / goals - share)).toBeLessThan(5 * Math.sqrt((share * (1 - share)) / goals))
  })

  it('is a function of its words: the same seeds give the same match', () => {
    const model = { homeXgMilli: 3100, awayXgMilli: 2600 }
    const seeds = resultSeeds('b'.repeat(64), 'virtual-football', 42)
    expect(drawFootball(model, new RoundRandom(seeds))).toEqual(drawFootball(model, new RoundRandom(seeds)))
  })
})

describe('goalsDistribution', () => {
  it('sums to 1 and peaks near the expected goals', () => {
    const distribution = goalsDistribution(2400)
    expect(distribution.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 14)
    expect(distribution.indexOf(Math.max(...distribution))).toBe(2)
  })
})
