import { GAMES, type GameSlug } from '@9ja/games'
import type { PlacedBet } from '#app/betting/betting.server.ts'

const titleOf = (slug: string) => (slug in GAMES ? GAMES[slug as GameSlug].title : slug)

/** The game a ticket is for, as a shop's customer knows it: the number game, or the sports games of its selections. */
export function ticketGame(ticket: PlacedBet): string {
  const games =
    ticket.kind === 'number'
      ? ticket.selections.map((ticketLine) => ticketLine.gameTitle)
      : ticket.selections.map((leg) => titleOf(leg.game))
  return [...new Set(games)].join(', ')
}
