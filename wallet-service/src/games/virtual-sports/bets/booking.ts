import { parseSelectionId } from '@9ja/virtual-sports'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../http/errors.ts'
import { isBookedTicket, openBookedTickets, parseBookedTicket, type BookedTicket } from '../../numbers/bets/booking.ts'
import { newBookingCode } from './codes.ts'
import type { BetSettings } from './settings.ts'
import { takesBets } from './selections.ts'
import { eventsById } from './views.ts'

/**
 * Booking codes: a slip's selections saved under a short code to share, for anyone (no login).
 * A code is made only of selections still taking bets; loading it answers those still taking bets
 * then, at their current odds, and how many dropped out (started, finished or no longer offered).
 * Number tickets are booked too (`n:<slug>:<kind>:<picks>`, ../../numbers/bets/booking.ts): loading
 * puts each on its game's next draw taking bets.
 */

export type BookedSelection = BookedSportsSelection | BookedTicket

export type BookedSportsSelection = {
  selectionId: string
  eventId: number
  game: string
  event: string
  startsAt: string
  bettingClosesAt: string
  market: string
  name: string
  odds: number
}

/** The selections still taking bets at `now`, named and at their current odds, in the given order; the rest are dropped. */
async function openSelections(db: Queryable, selectionIds: string[], now: Date) {
  const parsed = selectionIds.map((id) => ({ id, parsed: parseSelectionId(id) }))
  const [events, tickets] = await Promise.all([
    eventsById(
      db,
      parsed.flatMap(({ parsed }) => (parsed ? [parsed.eventId] : [])),
    ),
    openBookedTickets(db, selectionIds.filter(isBookedTicket), now),
  ])
  const open: BookedSelection[] = []
  const dropped: { selectionId: string; closedEvent: string | null }[] = []
  for (const { id, parsed: selection } of parsed) {
    if (isBookedTicket(id)) {
      const ticket = tickets.get(id)
      if (ticket) open.push(ticket)
      else dropped.push({ selectionId: id, closedEvent: null })
      continue
    }
    const found = selection && events.get(selection.eventId)
    const oddsX100 = found ? found.event.odds[selection.code] : undefined
    if (!found || oddsX100 === undefined) {
      dropped.push({ selectionId: id, closedEvent: null })
      continue
    }
    if (!takesBets(found.event, now)) {
      dropped.push({ selectionId: id, closedEvent: found.event.name })
      continue
    }
    const { event, names } = found
    const named = names.get(selection.code)
    open.push({
      selectionId: id,
      eventId: event.id,
      game: event.game,
      event: event.name,
      startsAt: event.startsAt.toISOString(),
      bettingClosesAt: event.bettingClosesAt.toISOString(),
      market: named?.marketName ?? selection.code.split(':')[0]!,
      name: named?.name ?? selection.code,
      odds: oddsX100 / 100,
    })
  }
  return { open, dropped }
}

/** Saves the selections under a new code. Every selection must be offered and still taking bets. */
export async function createBookingCode(db: Queryable, selectionIds: string[], settings: BetSettings, now: Date): Promise<string> {
  if (selectionIds.length === 0) throw new DomainError('INVALID_INPUT', 'Add at least one selection to the bet slip')
  if (selectionIds.length > settings.BET_MAX_SELECTIONS) {
    throw new DomainError('TOO_MANY_SELECTIONS', `A bet slip takes at most ${settings.BET_MAX_SELECTIONS} selections`)
  }
  if (new Set(selectionIds).size !== selectionIds.length) throw new DomainError('INVALID_INPUT', 'A selection is on the slip twice')
  // A ticket the rules refuse is refused in their words; one that is fine but finds no draw taking bets, as closed.
  for (const ticket of selectionIds.filter(isBookedTicket)) parseBookedTicket(ticket)
  const { dropped } = await openSelections(db, selectionIds, now)
  const closedTicket = dropped.find((selection) => isBookedTicket(selection.selectionId))
  if (closedTicket)
    throw new DomainError('DRAW_CLOSED', 'No draw of this game is taking bets now', { data: { selectionId: closedTicket.selectionId } })
  const first = dropped[0]
  if (first?.closedEvent === null)
    throw new DomainError('SELECTION_UNKNOWN', 'This selection is no longer offered', { data: { selectionId: first.selectionId } })
  if (first) throw new DomainError('EVENT_CLOSED', `Betting has closed for ${first.closedEvent}`)
  for (;;) {
    const { rows } = await db.query<{ code: string }>(
      `insert into sports_booking_codes (code, selections, created_at, expires_at) values ($1, $2, $3, $3::timestamptz + make_interval(days => $4))
       on conflict (code) do nothing returning code`,
      [newBookingCode(), selectionIds, now, settings.BOOKING_CODE_TTL_DAYS],
    )
    // A taken code (about one in a trillion per code) is simply drawn again.
    if (rows[0]) return rows[0].code
  }
}

/** A booking code's selections still taking bets, at current odds, and how many dropped out; null for an unknown or expired code. */
export async function loadBooking(
  db: Queryable,
  code: string,
  now: Date,
): Promise<{ code: string; selections: BookedSelection[]; dropped: number } | null> {
  const { rows } = await db.query<{ selections: string[] }>(
    `select selections from sports_booking_codes where code = $1 and expires_at > $2`,
    [code, now],
  )
  if (!rows[0]) return null
  const { open, dropped } = await openSelections(db, rows[0].selections, now)
  return { code, selections: open, dropped: dropped.length }
}
