import { parseNumberSelectionCode } from '@9ja/number-games'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../domain-error.ts'
import type { NumberGames } from '../definition-type.ts'
import { checkedTicket, kindLabel, type GameTicket } from './tickets.ts'

/**
 * Number tickets in booking codes (../../virtual-sports/bets/booking.ts keeps the codes): a ticket is
 * booked as `n:<slug>:<kind>:<picks dash-joined>[:<against dash-joined>]`, without a draw, and
 * loading the code puts it on the game's next draw still taking bets.
 */

export const isBookedTicket = (selection: string) => selection.startsWith('n:')

/** The ticket a booked string names, its lines and its game's title, checked by the game's rules; refused with the rules' words. */
export function parseBookedTicket(games: NumberGames, selection: string): { ticket: GameTicket; lines: number; title: string } {
  const parsed = parseNumberSelectionCode(selection, (slug) => games.find(slug) !== null)
  const game = parsed && games.find(parsed.slug)
  if (!parsed || !game)
    throw new DomainError('SELECTION_UNKNOWN', 'This selection is no longer offered', { data: { selectionId: selection } })
  const checked = checkedTicket(game, parsed.ticket)
  if (!checked.ok) throw new DomainError('INVALID_TICKET', checked.message, { data: { selectionId: selection } })
  return { ticket: checked.ticket, lines: checked.lines, title: game.title }
}

/** A booked ticket as loading a code answers it: on the game's next draw taking bets. */
export type BookedTicket = {
  selectionId: string
  game: string
  gameTitle: string
  drawId: number
  /** The draw as players read it: its place among the game's own draws. */
  drawNumber: number
  drawsAt: string
  bettingClosesAt: string
  kind: string
  name: string
  picks: number[]
  against: number[] | null
  lines: number
}

/** Each game's next draw still taking bets at `now`, if any. */
async function nextDraws(db: Queryable, games: string[], now: Date) {
  if (games.length === 0) return new Map<string, { id: number; number: number; drawsAt: Date; bettingClosesAt: Date }>()
  const { rows } = await db.query<{ game: string; id: string; number: number; draws_at: Date; betting_closes_at: Date }>(
    `select g.game, d.id, d.number, d.draws_at, d.betting_closes_at from unnest($1::text[]) g(game)
       cross join lateral (
         select id, number, draws_at, betting_closes_at from number_draws
          where game = g.game and status = 'open' and betting_closes_at > $2 order by draws_at limit 1
       ) d`,
    [[...new Set(games)], now],
  )
  return new Map(
    rows.map((row) => [
      row.game,
      { id: Number(row.id), number: row.number, drawsAt: row.draws_at, bettingClosesAt: row.betting_closes_at },
    ]),
  )
}

/**
 * The booked tickets on their games' next draws taking bets at `now`, by their strings; a ticket
 * whose game takes no bets now, or that the rules no longer accept, is missing.
 */
export async function openBookedTickets(
  db: Queryable,
  games: NumberGames,
  selections: string[],
  now: Date,
): Promise<Map<string, BookedTicket>> {
  const tickets = selections.flatMap((selection) => {
    try {
      return [{ selection, ...parseBookedTicket(games, selection) }]
    } catch {
      return []
    }
  })
  const draws = await nextDraws(
    db,
    tickets.map(({ ticket }) => ticket.game),
    now,
  )
  const open = new Map<string, BookedTicket>()
  for (const { selection, ticket, lines, title } of tickets) {
    const draw = draws.get(ticket.game)
    if (!draw) continue
    open.set(selection, {
      selectionId: selection,
      game: ticket.game,
      gameTitle: title,
      drawId: draw.id,
      drawNumber: draw.number,
      drawsAt: draw.drawsAt.toISOString(),
      bettingClosesAt: draw.bettingClosesAt.toISOString(),
      kind: ticket.kind,
      name: kindLabel(ticket),
      picks: ticket.picks,
      against: ticket.against,
      lines,
    })
  }
  return open
}
