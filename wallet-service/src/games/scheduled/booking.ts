import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import type { BetSettings } from './bet-settings.ts'
import type { DroppedBookedSelection, ScheduledBets } from './bets.ts'
import { newBookingCode } from './codes.ts'

/**
 * Booking codes: a slip's selections saved under a short code to share, for anyone (no login), with
 * the slip's kind (singles or one multiple) and its stake when one was typed. A code is made only of
 * selections still taking bets; loading it answers those still taking bets then, as each family
 * loads them (sports selections at their current odds, number tickets on their game's next draw),
 * and names those that dropped out, so the slip can say which.
 */

export type SlipKind = 'single' | 'multiple'

const unavailable = (selectionId: string): DroppedBookedSelection => ({
  selectionId,
  reason: 'unavailable',
  event: null,
  market: null,
  name: null,
})

/** The selections still taking bets at `now`, each as its family loads it, in the given order; the rest dropped. */
async function openSelections(families: readonly ScheduledBets[], db: Queryable, selectionIds: string[], now: Date) {
  const familyOf = new Map(selectionIds.map((id) => [id, families.find((family) => family.booking.owns(id)) ?? null]))
  const loaded = await Promise.all(
    families.map((family) =>
      family.booking.open(
        db,
        selectionIds.filter((id) => familyOf.get(id) === family),
        now,
      ),
    ),
  )
  const open: unknown[] = []
  const dropped: { selection: DroppedBookedSelection; family: ScheduledBets | null }[] = []
  for (const id of selectionIds) {
    const family = familyOf.get(id)!
    const answer = family === null ? null : loaded[families.indexOf(family)]!
    const found = answer?.open.get(id)
    if (found !== undefined) open.push(found)
    else dropped.push({ selection: answer?.dropped.get(id) ?? unavailable(id), family })
  }
  return { open, dropped }
}

/** Saves the slip under a new code. Every selection must be offered and still taking bets. */
export async function createBookingCode(
  families: readonly ScheduledBets[],
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
  for (const id of selectionIds) families.find((family) => family.booking.owns(id))?.booking.check?.(id)
  const { dropped } = await openSelections(families, db, selectionIds, now)
  const first = dropped[0]
  if (first?.family) throw first.family.booking.refusal(first.selection)
  if (first)
    throw new DomainError('SELECTION_UNKNOWN', 'This selection is no longer offered', {
      data: { selectionId: first.selection.selectionId },
    })
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

/** A booking code's slip: its kind and stake (naira), its selections still taking bets, and those dropped; null for an unknown or expired code. */
export async function loadBooking(
  families: readonly ScheduledBets[],
  db: Queryable,
  code: string,
  now: Date,
): Promise<{
  code: string
  kind: SlipKind
  stake: number | null
  selections: unknown[]
  dropped: DroppedBookedSelection[]
} | null> {
  const { rows } = await db.query<{ selections: string[]; kind: SlipKind; stake_kobo: string | null }>(
    `select selections, kind, stake_kobo from sports_booking_codes where code = $1 and expires_at > $2`,
    [code, now],
  )
  const row = rows[0]
  if (!row) return null
  const { open, dropped } = await openSelections(families, db, row.selections, now)
  return {
    code,
    kind: row.kind,
    stake: row.stake_kobo === null ? null : koboToNaira(BigInt(row.stake_kobo)),
    selections: open,
    dropped: dropped.map((entry) => entry.selection),
  }
}
