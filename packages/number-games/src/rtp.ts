/**
 * Exact return to player by combinatorics: the expected payout of a ticket over every possible draw
 * (outcomes.ts), divided by its stake, as a fraction. The Jackpot Game adds its pool share: over
 * the long run everything contributed to the pool is paid out as jackpots.
 */
import { addRationals, choose, floorTimes, rational, type Rational } from './combinatorics.ts'
import { outcomeDistribution } from './outcomes.ts'
import { betKindRules, NUMBER_GAME_RULES, type NumberGameSlug, type NumberTicket, type PayTier } from './rules.ts'

/** A ticket's exact RTP (1 = 100%): Σ draws x payout / (all draws x lines), plus the pool share for the jackpot. */
export function ticketRtp(slug: NumberGameSlug, ticket: NumberTicket, jackpotShareBp?: number): Rational {
  const { totalDraws, lines, outcomes } = outcomeDistribution(slug, ticket)
  const returned = outcomes.reduce((sum, outcome) => sum + outcome.draws * BigInt(outcome.settlement.payoutX100), 0n)
  const fixed = rational(returned, totalDraws * BigInt(lines) * 100n)
  const jackpot = betKindRules(slug, ticket.kind)?.jackpot
  return jackpot ? addRationals(fixed, rational(BigInt(jackpotShareBp ?? jackpot.shareBp), 10_000n)) : fixed
}

/**
 * The ticket of a kind that `exactRtp` measures: the numbers 1..picksCount (1 Sure: its lowest
 * pick value), and for Against the next `againstCount` numbers as bottom numbers. Every ticket of a
 * kind has the same RTP (the draw is symmetric in the balls; a perm's, an Against's or a Banker's
 * lines are each a Nap line), which rtp.test.ts checks across sizes.
 */
export function sampleTicket(slug: NumberGameSlug, kind: string, picksCount?: number, againstCount?: number): NumberTicket {
  const rules = betKindRules(slug, kind)
  if (!rules) throw new RangeError(`${slug} has no bet kind ${kind}`)
  if (rules.shape === 'single') return { kind, picks: [rules.pickValues.min] }
  const count = picksCount ?? rules.minPicks
  const picks = Array.from({ length: count }, (_, index) => index + 1)
  if (!rules.againstPicks) return { kind, picks }
  return { kind, picks, against: Array.from({ length: againstCount ?? rules.againstPicks.min }, (_, index) => count + index + 1) }
}

/** A kind's exact RTP as a fraction. */
export function exactRtp(slug: NumberGameSlug, kind: string, picksCount?: number, againstCount?: number): Rational {
  return ticketRtp(slug, sampleTicket(slug, kind, picksCount, againstCount))
}

/** A kind's exact RTP in basis points, rounded down to the whole basis point (what `rtpBp` states). */
export function exactRtpBp(slug: NumberGameSlug, kind: string, picksCount?: number, againstCount?: number): number {
  return Number(floorTimes(exactRtp(slug, kind, picksCount, againstCount), 10_000n))
}

export type TierOdds = PayTier & { chance: Rational }

/**
 * A kind's paytable with each tier's exact chance for one line (what the rules pages show as
 * "1 in …"): the hypergeometric chance that exactly `matches` of the line's numbers are drawn; for
 * 1 Sure, the share of the balls that win.
 */
export function paytableOdds(slug: NumberGameSlug, kind: string): TierOdds[] {
  const rules = betKindRules(slug, kind)
  if (!rules) throw new RangeError(`${slug} has no bet kind ${kind}`)
  const game = NUMBER_GAME_RULES[slug]
  if (rules.shape === 'single') {
    const winning = outcomeDistribution(slug, sampleTicket(slug, kind)).outcomes.filter((outcome) => outcome.settlement.winningLines > 0)
    return rules.paytable.map((tier) => ({ ...tier, chance: rational(BigInt(winning.length), BigInt(game.balls)) }))
  }
  const draws = choose(game.balls, game.drawn)
  return rules.paytable.map((tier) => ({
    ...tier,
    chance: rational(choose(rules.lineSize, tier.matches) * choose(game.balls - rules.lineSize, game.drawn - tier.matches), draws),
  }))
}
