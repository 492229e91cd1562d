/**
 * Settlement of a ticket against a draw: which of its lines won and what they pay, in hundredths
 * of the stake per line. One pure function for every kind, used by the service's settlement, the
 * web's "your result" and the tests, so they cannot disagree.
 */
import { payoutKobo } from '@9ja/fairness'
import { chooseCount } from './combinatorics.ts'
import { NUMBER_GAME_RULES, type BetKindRules, type NumberGameSlug, type NumberTicket } from './rules.ts'
import { ticketRules } from './tickets.ts'

export type TicketSettlement = {
  /** The ticket's numbers that were drawn (top numbers, then bottom ones); 1 Sure: the ball when an exact pick hit it. */
  matched: number[]
  /** Lines that won a prize (the jackpot line included). */
  winningLines: number
  /** What the winning lines pay, in hundredths of the stake per line (the jackpot's pool share aside). */
  payoutX100: number
  /** Jackpot Game: lines that matched all the numbers and share the pool (0 or 1 a ticket). */
  jackpotLines: number
}

/**
 * The draw as a lookup by ball (1 where drawn); throws unless `drawn` is a draw of this game: the
 * right count of distinct balls in range.
 */
export function drawnBalls(slug: NumberGameSlug, drawn: readonly number[]): Uint8Array {
  const game = NUMBER_GAME_RULES[slug]
  const isDrawn = new Uint8Array(game.balls + 1)
  let valid = drawn.length === game.drawn
  for (const ball of drawn) {
    if (!valid) break
    valid = Number.isInteger(ball) && ball >= 1 && ball <= game.balls && isDrawn[ball] === 0
    isDrawn[ball] = 1
  }
  if (!valid) throw new RangeError(`${game.title} draws ${game.drawn} distinct numbers from 1 to ${game.balls}: not ${drawn.join(' ')}`)
  return isDrawn
}

const multiplierFor = (rules: BetKindRules, matches: number) => rules.paytable.find((tier) => tier.matches === matches)?.multiplierX100 ?? 0

/** Whether a 1 Sure pick wins on this ball. */
function singleWins(kind: string, pick: number, ball: number): boolean {
  switch (kind) {
    case 'exact':
      return ball === pick
    case 'range':
      return Math.ceil(ball / 30) === pick
    case 'odd-even':
      return ball % 2 === pick
    default:
      return (ball > 45 ? 1 : 0) === pick
  }
}

/**
 * The perm's lines by matches: of its C(n, r) lines (r of the n picks each), C(m, j) x C(n - m, r - j)
 * hold exactly j of the m picks drawn. A Nap is the perm of its own r numbers.
 */
function permPayout(rules: BetKindRules, picks: number, matched: number) {
  let winningLines = 0
  let payoutX100 = 0
  for (const tier of rules.paytable) {
    const lines = chooseCount(matched, tier.matches) * chooseCount(picks - matched, rules.lineSize - tier.matches)
    winningLines += lines
    payoutX100 += lines * tier.multiplierX100
  }
  return { winningLines, payoutX100 }
}

/** A ticket's result in a draw. Throws on a ticket the game does not take or a draw it cannot make. */
export function settleTicket(slug: NumberGameSlug, ticket: NumberTicket, drawn: readonly number[]): TicketSettlement {
  const isDrawn = drawnBalls(slug, drawn)
  const rules = ticketRules(slug, ticket)
  const matched: number[] = []
  for (const number of ticket.picks) if (isDrawn[number]) matched.push(number)
  const top = matched.length
  for (const number of ticket.against ?? []) if (isDrawn[number]) matched.push(number)
  switch (rules.shape) {
    case 'single': {
      const wins = singleWins(rules.kind, ticket.picks[0]!, drawn[0]!)
      const multiplier = wins ? rules.paytable[0]!.multiplierX100 : 0
      return { matched: rules.kind === 'exact' ? matched : [], winningLines: wins ? 1 : 0, payoutX100: multiplier, jackpotLines: 0 }
    }
    case 'matches': {
      const multiplier = multiplierFor(rules, matched.length)
      const jackpotLines = rules.jackpot?.matches === matched.length ? 1 : 0
      return { matched, winningLines: multiplier > 0 || jackpotLines > 0 ? 1 : 0, payoutX100: multiplier, jackpotLines }
    }
    case 'perm':
      return { matched, ...permPayout(rules, ticket.picks.length, matched.length), jackpotLines: 0 }
    case 'against': {
      const winningLines = top * (matched.length - top)
      return { matched, winningLines, payoutX100: winningLines * multiplierFor(rules, 2), jackpotLines: 0 }
    }
    case 'banker': {
      const winningLines = matched.length === 1 ? drawn.length - 1 : 0
      return { matched, winningLines, payoutX100: winningLines * multiplierFor(rules, 2), jackpotLines: 0 }
    }
  }
}

/** What a settled ticket pays at this stake per line, in kobo (rounded down to the kobo; the pool share aside). */
export function ticketPayoutKobo(settlement: TicketSettlement, stakePerLineKobo: bigint): bigint {
  return payoutKobo(stakePerLineKobo, settlement.payoutX100)
}
