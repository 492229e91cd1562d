import { koboToNaira } from '@9ja/money'
import { parseSelectionId } from '@9ja/virtual-sports'
import type { Queryable } from '../../../db/queryable.ts'
import { DomainError } from '../../../domain-error.ts'
import { isBookedTicket, openBookedTickets, parseBookedTicket, type BookedTicket } from '../../numbers/bets/booking.ts'
import { newBookingCode } from '../../scheduled/codes.ts'
import type { BetSettings } from './settings.ts'
import { takesBets } from './selections.ts'
import { eventsById } from './views.ts'

/**
 * Booking codes: a slip's selections saved under a short code to share, for anyone (no login), with
 * the slip's kind (singles or one multiple) and its stake when one was typed. A code is made only of
 * selections still taking bets; loading it answers those still taking bets then, at their current
 * odds, and names those that dropped out (started, closed or no longer offered), so the slip can say
 * which.
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

/** A booked selection that can no longer be bet on, named as far as it still can be. */
export type DroppedBookedSelection = {
  selectionId: string
  reason: 'started' | 'closed' | 'unavailable'
  event: string | null
  market: string | null
  name: string | null
}

export type SlipKind = 'single' | 'multiple'

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
  const dropped: DroppedBookedSelection[] = []
  const unavailable = (selectionId: string): DroppedBookedSelection => ({
    selectionId,
    reason: 'unavailable',
    event: null,
    market: null,
    name: null,
  })
  for (const { id, parsed: selection } of parsed) {
    if (isBookedTicket(id)) {
      const ticket = tickets.get(id)
      if (ticket) open.push(ticket)
      else dropped.push(unavailable(id))
      continue
    }
    const found = selection && events.get(selection.eventId)
    const oddsX100 = found ? found.event.odds[selection.code] : undefined
    if (!found || oddsX100 === undefined) {
      dropped.push(unavailable(id))
      continue
    }
    const { event, names } = found
    const named = names.get(selection.code)
    if (!takesBets(event, now)) {
      dropped.push({
        selectionId: id,
        // Betting closes a little before kick-off: an event still 'open' is only closed, not yet started.
        reason: event.status === 'open' ? 'closed' : 'started',
        event: event.name,
        market: named?.marketName ?? null,
        name: named?.name ?? null,
      })
      continue
    }
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

/** Saves the slip under a new code. Every selection must be offered and still taking bets. */
export async function createBookingCode(
  db: Queryable,
  slip: { selectionIds: string[]; kind: SlipKind; stakeKobo: bigint | null },
  settings: BetSettings,
  now: Date,
): Promise<string> {
  const { selectionIds } = slip
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
  if (first?.event === null)
    throw new DomainError('SELECTION_UNKNOWN', 'This selection is no longer offered', { data: { selectionId: first.selectionId } })
  if (first) throw new DomainError('EVENT_CLOSED', `Betting has closed for ${first.event}`)
  for (;;) {
    const { rows } = await db.query<{ code: string }>(
      `insert into sports_booking_codes (code, selections, kind, stake_kobo, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $5::timestamptz + make_interval(days => $6))
       on conflict (code) do nothing returning code`,
      [newBookingCode(), selectionIds, slip.kind, slip.stakeKobo, now, settings.BOOKING_CODE_TTL_DAYS],
    )
    // A taken code (about one in a trillion per code) is simply drawn again.
    if (rows[0]) return rows[0].code
  }
}

/** A booking code's slip: its kind and stake (naira), its selections still taking bets at current odds, and those dropped; null for an unknown or expired code. */
export async function loadBooking(
  db: Queryable,
  code: string,
  now: Date,
): Promise<{
  code: string
  kind: SlipKind
  stake: number | null
  selections: BookedSelection[]
  dropped: DroppedBookedSelection[]
} | null> {
  const { rows } = await db.query<{ selections: string[]; kind: SlipKind; stake_kobo: string | null }>(
    `select selections, kind, stake_kobo from sports_booking_codes where code = $1 and expires_at > $2`,
    [code, now],
  )
  const row = rows[0]
  if (!row) return null
  const { open, dropped } = await openSelections(db, row.selections, now)
  return { code, kind: row.kind, stake: row.stake_kobo === null ? null : koboToNaira(BigInt(row.stake_kobo)), selections: open, dropped }
}
