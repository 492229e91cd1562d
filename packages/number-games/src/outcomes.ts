/**
 * Every way a draw can meet a ticket, with its count of draws: the basis of the exact RTP, the
 * payout's variance and the most a ticket can win.
 *
 * A ticket's result depends only on how many drawn balls fall in each of its groups (its picks,
 * its bottom numbers, the other balls), so instead of the C(balls, drawn) draws (43,949,268 for
 * 5/90) it is enough to settle one draw per split (a, b, c) of the drawn count over the groups,
 * counted C(|picks|, a) x C(|against|, b) x C(|rest|, c) times (the multivariate hypergeometric).
 * 1 Sure draws one ball, so its 90 draws are taken one by one.
 */
import { payoutKobo } from '@9ja/fairness'
import { choose } from './combinatorics.ts'
import { NUMBER_GAME_RULES, type NumberGameSlug, type NumberTicket } from './rules.ts'
import { settleTicket, type TicketSettlement } from './settle.ts'
import { validateTicket } from './tickets.ts'

export type TicketOutcome = { draws: bigint; settlement: TicketSettlement }
/** The ticket's outcomes; their `draws` add up to `totalDraws`, the game's count of possible draws. */
export type OutcomeDistribution = { totalDraws: bigint; lines: number; outcomes: TicketOutcome[] }

export function outcomeDistribution(slug: NumberGameSlug, ticket: NumberTicket): OutcomeDistribution {
  const check = validateTicket(slug, ticket)
  if (!check.ok) throw new RangeError(check.message)
  const game = NUMBER_GAME_RULES[slug]
  const balls = Array.from({ length: game.balls }, (_, index) => index + 1)
  const totalDraws = choose(game.balls, game.drawn)
  if (game.drawn === 1) {
    const outcomes = balls.map((ball) => ({ draws: 1n, settlement: settleTicket(slug, ticket, [ball]) }))
    return { totalDraws, lines: check.lines, outcomes }
  }
  const picks = check.ticket.picks
  const against = check.ticket.against ?? []
  const rest = balls.filter((ball) => !picks.includes(ball) && !against.includes(ball))
  const outcomes: TicketOutcome[] = []
  for (let fromPicks = 0; fromPicks <= Math.min(picks.length, game.drawn); fromPicks++) {
    for (let fromAgainst = 0; fromAgainst <= Math.min(against.length, game.drawn - fromPicks); fromAgainst++) {
      const fromRest = game.drawn - fromPicks - fromAgainst
      const draws = choose(picks.length, fromPicks) * choose(against.length, fromAgainst) * choose(rest.length, fromRest)
      if (draws === 0n) continue
      const drawn = [...picks.slice(0, fromPicks), ...against.slice(0, fromAgainst), ...rest.slice(0, fromRest)]
      outcomes.push({ draws, settlement: settleTicket(slug, check.ticket, drawn) })
    }
  }
  return { totalDraws, lines: check.lines, outcomes }
}

/**
 * 1 Sure: what the ticket pays (hundredths of its stake) for each ball, indexed by ball (index 0
 * unused): a draw's exact liability is the largest sum of these over its tickets.
 */
export function payoutX100ByBall(slug: NumberGameSlug, ticket: NumberTicket): number[] {
  const game = NUMBER_GAME_RULES[slug]
  if (game.drawn !== 1) throw new RangeError(`${game.title} draws more than one ball`)
  return [0, ...outcomeDistribution(slug, ticket).outcomes.map((outcome) => outcome.settlement.payoutX100)]
}

/** The most this ticket's lines can pay in one draw, in hundredths of the stake per line (the jackpot's pool share aside). */
export function maxPayoutX100(slug: NumberGameSlug, ticket: NumberTicket): number {
  return Math.max(...outcomeDistribution(slug, ticket).outcomes.map((outcome) => outcome.settlement.payoutX100))
}

/**
 * The most this ticket can win at this stake per line, in kobo: what a draw's liability cap counts.
 * Jackpot Game: its fixed prizes only (the pool pays the jackpot, not the house).
 */
export function maxPayoutKobo(slug: NumberGameSlug, ticket: NumberTicket, stakePerLineKobo: bigint): bigint {
  return payoutKobo(stakePerLineKobo, maxPayoutX100(slug, ticket))
}
