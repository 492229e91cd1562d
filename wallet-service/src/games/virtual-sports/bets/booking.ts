import { parseSelectionId } from '@9ja/virtual-sports'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../domain-error.ts'
import type { DroppedBookedSelection } from '../../scheduled/bets.ts'
import { takesBets } from './selections.ts'
import { eventsById } from './views.ts'

/**
 * Sports selections in booking codes (../../scheduled/booking.ts keeps the codes): a selection is
 * booked by its id and loaded at its current odds while its event takes bets; one whose event has
 * started or closed, or that is no longer offered, drops out, named as far as it still can be.
 */

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

export const isBookedSportsSelection = (selectionId: string) => parseSelectionId(selectionId) !== null

/** The selections still taking bets at `now`, named and at their current odds; why the others dropped. */
export async function openSportsSelections(db: Queryable, selectionIds: string[], now: Date) {
  const parsed = selectionIds.flatMap((id) => {
    const selection = parseSelectionId(id)
    return selection ? [{ id, selection }] : []
  })
  const events = await eventsById(
    db,
    parsed.map(({ selection }) => selection.eventId),
  )
  const open = new Map<string, BookedSportsSelection>()
  const dropped = new Map<string, DroppedBookedSelection>()
  for (const { id, selection } of parsed) {
    const found = events.get(selection.eventId)
    const oddsX100 = found ? found.event.odds[selection.code] : undefined
    if (!found || oddsX100 === undefined) continue
    const { event, names } = found
    const named = names.get(selection.code)
    if (!takesBets(event, now)) {
      dropped.set(id, {
        selectionId: id,
        // Betting closes a little before kick-off: an event still 'open' is only closed, not yet started.
        reason: event.status === 'open' ? 'closed' : 'started',
        event: event.name,
        market: named?.marketName ?? null,
        name: named?.name ?? null,
      })
      continue
    }
    open.set(id, {
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

/** Booking a selection that dropped: its event has closed, or (unnamed) it is no longer offered. */
export function sportsBookingRefusal(dropped: DroppedBookedSelection): DomainError {
  if (dropped.event === null)
    return new DomainError('SELECTION_UNKNOWN', 'This selection is no longer offered', { data: { selectionId: dropped.selectionId } })
  return new DomainError('EVENT_CLOSED', `Betting has closed for ${dropped.event}`)
}
