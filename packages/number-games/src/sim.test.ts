/**
 * The RTP simulation: 200,000 draws of each game by the production draw (`drawNumbers`), every
 * bet kind staked on random tickets and settled by the production settlement. Measured RTP =
 * returned / staked, per line.
 *
 * Tolerance: a ticket's return per unit staked, X, has the exact mean (its RTP) and standard
 * deviation σ of its outcome distribution (outcomes.ts). Tickets drawn at random, independently of
 * the draw, are uncorrelated with each other even on the same draw (whatever the draw, a random
 * ticket's matches are hypergeometric), so over E tickets the measured RTP has standard error
 * σ / √E exactly, and the test allows 5 of them (by chance beyond about 1 in 1,700,000 under the
 * normal approximation). Where a single hit of the top prize (m per unit staked) would by itself
 * move the measure beyond that, m / E > 5 σ / √E, the kind plays several tickets a draw (Pick 10:
 * 2). The words come from xoshiro128** with fixed seeds (the HMAC stream is checked in
 * draw.test.ts), so the run is reproducible.
 *
 * NUMBER_GAMES_REPORT=1 prints the table the README quotes.
 */
import { Xoshiro128 } from '@9ja/fairness'
import { describe, expect, it } from 'vitest'
import { drawDistinct, drawNumbers } from './draw.ts'
import { outcomeDistribution } from './outcomes.ts'
import { NUMBER_GAME_RULES, type BetKindRules, type NumberGameSlug, type NumberTicket } from './rules.ts'
import { sampleTicket } from './rtp.ts'
import { settleTicket } from './settle.ts'
import { chiSquareLimit, frequencyChiSquare } from '../test/chi-square.ts'

const DRAWS = 200_000
const STANDARD_ERRORS = 5

type Plan = {
  rules: BetKindRules
  picks: number
  against: number
  lines: number
  ticketsPerDraw: number
  mean: number
  sd: number
  returnedX100: number
}

/** A kind's largest ticket (the most lines: the lowest variance per line), its exact moments and tickets per draw. */
function planOf(slug: NumberGameSlug, rules: BetKindRules): Plan {
  const ticket = sampleTicket(slug, rules.kind, rules.maxPicks, rules.againstPicks?.max)
  const { totalDraws, lines, outcomes } = outcomeDistribution(slug, ticket)
  const total = Number(totalDraws)
  const perUnit = (payoutX100: number) => payoutX100 / 100 / lines
  const mean = outcomes.reduce((sum, outcome) => sum + (Number(outcome.draws) / total) * perUnit(outcome.settlement.payoutX100), 0)
  const square = outcomes.reduce((sum, outcome) => sum + (Number(outcome.draws) / total) * perUnit(outcome.settlement.payoutX100) ** 2, 0)
  const top = Math.max(...outcomes.map((outcome) => outcome.settlement.payoutX100))
  const sd = Math.sqrt(square - mean * mean)
  const ticketsForOneTopHit = (perUnit(top) / (STANDARD_ERRORS * sd)) ** 2
  return {
    rules,
    picks: ticket.picks.length,
    against: ticket.against?.length ?? 0,
    lines,
    ticketsPerDraw: Math.max(1, Math.ceil(ticketsForOneTopHit / DRAWS)),
    mean,
    sd,
    returnedX100: 0,
  }
}

function randomTicket(slug: NumberGameSlug, plan: Plan, random: Xoshiro128): NumberTicket {
  const { rules } = plan
  if (rules.shape === 'single')
    return { kind: rules.kind, picks: [rules.pickValues.min + random.int(rules.pickValues.max - rules.pickValues.min + 1)] }
  const numbers = drawDistinct(NUMBER_GAME_RULES[slug].balls, plan.picks + plan.against, random)
  return plan.against
    ? { kind: rules.kind, picks: numbers.slice(0, plan.picks), against: numbers.slice(plan.picks) }
    : { kind: rules.kind, picks: numbers }
}

type Row = { game: string; kind: string; tickets: number; exact: string; measured: string; tolerance: string }
const report: Row[] = []
const percent = (value: number) => `${(value * 100).toFixed(2)}%`

/** Draws the game DRAWS times, settles every plan's tickets on each, and returns the balls' frequencies. */
function simulate(slug: NumberGameSlug, seed: number, plans: Plan[]): number[] {
  const game = NUMBER_GAME_RULES[slug]
  const drawRandom = new Xoshiro128(seed)
  const ticketRandom = new Xoshiro128(seed + 1)
  const frequency = new Array<number>(game.balls + 1).fill(0)
  for (let draw = 0; draw < DRAWS; draw++) {
    const drawn = drawNumbers(slug, drawRandom)
    for (const ball of drawn) frequency[ball]! += 1
    for (const plan of plans)
      for (let ticket = 0; ticket < plan.ticketsPerDraw; ticket++)
        plan.returnedX100 += settleTicket(slug, randomTicket(slug, plan, ticketRandom), drawn).payoutX100
  }
  return frequency
}

describe.each([
  ['one-sure', 1001],
  ['perfect-guess', 2002],
  ['millionaire-kendo', 3003],
  ['jackpot-game', 4004],
] as const)('%s over 200,000 draws', (slug, seed) => {
  it('returns each kind its exact RTP within 5 standard errors, and draws every ball equally often', () => {
    const game = NUMBER_GAME_RULES[slug]
    const plans = game.betKinds.map((rules) => planOf(slug, rules))
    const frequency = simulate(slug, seed, plans)
    for (const plan of plans) {
      const tickets = DRAWS * plan.ticketsPerDraw
      const measured = plan.returnedX100 / 100 / plan.lines / tickets
      const tolerance = (STANDARD_ERRORS * plan.sd) / Math.sqrt(tickets)
      const share = (plan.rules.jackpot?.shareBp ?? 0) / 10_000
      report.push({
        game: slug,
        kind: `${plan.rules.kind}${plan.picks > plan.rules.minPicks || plan.against ? ` (${plan.picks}${plan.against ? `x${plan.against}` : ''})` : ''}`,
        tickets,
        exact: percent(plan.mean + share),
        measured: percent(measured + share),
        tolerance: `± ${percent(tolerance)}`,
      })
      expect(Math.abs(measured - plan.mean), `${plan.rules.kind}: measured ${measured}, exact ${plan.mean}`).toBeLessThanOrEqual(tolerance)
    }
    expect(frequencyChiSquare(frequency, DRAWS, game.drawn, game.balls)).toBeLessThan(chiSquareLimit(game.balls - 1))
    if (process.env.NUMBER_GAMES_REPORT && slug === 'jackpot-game') console.table(report)
  })
})
