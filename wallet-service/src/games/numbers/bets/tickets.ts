import { payoutKobo } from '@9ja/fairness'
import {
  betKindRules,
  describeTicket,
  maxPayoutKobo,
  NUMBER_GAME_RULES,
  payoutX100ByBall,
  settleTicket,
  ticketPayoutKobo,
  validateTicket,
  type NumberGameSlug,
  type NumberTicket,
} from '@9ja/number-games'
import type { NumberGame } from '../definition-type.ts'

/**
 * The number tickets as the bets see them, every rule from @9ja/number-games (the same functions the
 * web's ticket builder and "your result" run): which games and kinds exist, a ticket's lines, what
 * it can win, what it won.
 */

/**
 * A ticket of a game (its slug) by the rule set the game plays: the bet kind and its numbers,
 * ascending (Against: the bottom numbers in `against`).
 */
export type GameTicket = { game: string; rules: NumberGameSlug; kind: string; picks: number[]; against: number[] | null }

const asTicket = (ticket: GameTicket): NumberTicket => ({ kind: ticket.kind, picks: ticket.picks, against: ticket.against })

/** The ticket as its game takes it (numbers ascending) with its lines, or the rules' own words for what is wrong with it. */
export function checkedTicket(
  game: Pick<NumberGame, 'slug' | 'rules'>,
  input: { kind: string; picks: readonly number[]; against?: readonly number[] | null },
): { ok: true; ticket: GameTicket; lines: number } | { ok: false; message: string } {
  const checked = validateTicket(game.rules, input)
  if (!checked.ok) return checked
  const { kind, picks, against } = checked.ticket
  const ticket = { game: game.slug, rules: game.rules, kind, picks: [...picks], against: against ? [...against] : null }
  return { ok: true, ticket, lines: checked.lines }
}

/** The most the ticket can win at this stake per line (for a jackpot ticket its fixed prizes: the pool pays the jackpot). */
export const ticketMaxPayoutKobo = (ticket: GameTicket, stakePerLineKobo: bigint): bigint =>
  maxPayoutKobo(ticket.rules, asTicket(ticket), stakePerLineKobo)

/** What a ticket won from a draw's numbers: its winning lines, its fixed prizes, and its lines that matched every number (the jackpot's). */
export type TicketResult = { winningLines: number; payoutKobo: bigint; jackpotLines: number }

export function ticketResult(ticket: GameTicket, drawn: readonly number[], stakePerLineKobo: bigint): TicketResult {
  const settled = settleTicket(ticket.rules, asTicket(ticket), drawn)
  return { winningLines: settled.winningLines, payoutKobo: ticketPayoutKobo(settled, stakePerLineKobo), jackpotLines: settled.jackpotLines }
}

/**
 * For a game that draws one number (1 Sure): what the ticket pays for each number drawn, the
 * numbers it loses on left out, so a draw's liability can be kept per number, exactly.
 */
export function payoutByNumber(ticket: GameTicket, stakePerLineKobo: bigint): { number: number; kobo: bigint }[] | null {
  if (NUMBER_GAME_RULES[ticket.rules].drawn !== 1) return null
  return payoutX100ByBall(ticket.rules, asTicket(ticket)).flatMap((x100, number) => {
    const kobo = payoutKobo(stakePerLineKobo, x100)
    return kobo > 0n ? [{ number, kobo }] : []
  })
}

/** The kind as the slip names it: "Perm 3", "Exact number". */
export const kindLabel = (ticket: Pick<GameTicket, 'rules' | 'kind'>): string =>
  betKindRules(ticket.rules, ticket.kind)?.label ?? ticket.kind

/** The ticket as a slip line reads it: "Perm 3 · 7 12 45 80", "Range · 31-60". */
export const ticketText = (ticket: GameTicket): string => describeTicket(ticket.rules, asTicket(ticket))
