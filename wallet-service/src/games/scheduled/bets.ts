import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'

/** A player's bets as My Bets asks for them: open or settled ones, a page at a time below a bet. */
export type MyBetsQuery = { status: 'open' | 'settled' | null; limit: number; before: string | null }

/** A booked selection that can no longer be bet on, named as far as it still can be. */
export type DroppedBookedSelection = {
  selectionId: string
  reason: 'started' | 'closed' | 'unavailable'
  event: string | null
  market: string | null
  name: string | null
}

/**
 * A scheduled family's bets as the bet slip serves them (bet-slip-routes.ts): its slips, Check Bet,
 * My Bets and its selections in booking codes. The virtual sports and the number games each give
 * one; a new scheduled family gives its own and is served with no other change.
 */
export type ScheduledBets = {
  /** What the family's selections are called, in a refusal of a slip mixing families: "sports selections". */
  selectionWords: string
  /** The bets table: its ids come from the one sequence every family's bets share, so My Bets orders them all by id. */
  table: 'sports_bets' | 'number_bets'
  /** Whether a selection of `POST /agent/bets` is this family's (a slip holds one family's selections). */
  ownsSelection: (selection: unknown) => boolean
  /** Places a slip of the family's selections for the player of `sessionToken`: the answer to send. */
  place: (sessionToken: string, request: FastifyRequest) => Promise<unknown>
  /** Check Bet: a bet by its public id (unique across the families), or null. */
  betByCode: (db: Queryable, code: string) => Promise<unknown>
  /** A player's bets below the bet id `beforeId` (null: the newest), newest first, with their ids. */
  playerBets: (
    db: Queryable,
    userId: string,
    query: { status: MyBetsQuery['status']; limit: number; beforeId: string | null },
  ) => Promise<{ id: bigint; view: unknown }[]>
  booking: {
    /** Whether a booked selection (as a booking code keeps it) is this family's. */
    owns: (selectionId: string) => boolean
    /** Refuses, in the family's words, a selection that can never be booked (a ticket its game's rules refuse). */
    check?: (selectionId: string) => void
    /** Of the family's `selectionIds`, those still taking bets at `now` (as a slip loads them) and why the others dropped. */
    open: (
      db: Queryable,
      selectionIds: string[],
      now: Date,
    ) => Promise<{ open: Map<string, unknown>; dropped: Map<string, DroppedBookedSelection> }>
    /** The refusal of booking a selection that dropped. */
    refusal: (dropped: DroppedBookedSelection) => DomainError
  }
}

/**
 * The family of a slip's selections: the one that owns them all, or the first family when none does
 * (its checks say what is wrong with them). Selections of two families are refused: each is placed
 * on its own.
 */
export function familyOfSelections(families: readonly ScheduledBets[], selections: readonly unknown[]): ScheduledBets {
  const owners = families.filter((family) => selections.some((selection) => family.ownsSelection(selection)))
  if (owners.length > 1) {
    const words = owners.map((family) => family.selectionWords).sort()
    throw new DomainError('MIXED_SLIP', `Place ${words.join(' and ')} separately`)
  }
  return owners[0] ?? families[0]!
}

/** Check Bet: one bet of any family by its public id, or null. */
export async function betByCode(families: readonly ScheduledBets[], db: Queryable, code: string): Promise<unknown> {
  for (const family of families) {
    const bet = await family.betByCode(db, code)
    if (bet) return bet
  }
  return null
}

/** A player's bets of every family, newest first (their ids share one sequence): open or settled ones when asked, older than the bet `before` when paging. */
export async function playerBets(
  families: readonly ScheduledBets[],
  db: Queryable,
  userId: string,
  query: MyBetsQuery,
): Promise<unknown[]> {
  let beforeId: string | null = null
  if (query.before !== null) {
    const { rows } = await db.query<{ id: string }>(
      families.map((family) => `select id from ${family.table} where code = $2 and user_id = $1`).join(' union all '),
      [userId, query.before],
    )
    if (!rows[0]) return []
    beforeId = rows[0].id
  }
  const pages = await Promise.all(
    families.map((family) => family.playerBets(db, userId, { status: query.status, limit: query.limit, beforeId })),
  )
  return pages
    .flat()
    .sort((a, b) => (a.id < b.id ? 1 : -1))
    .slice(0, query.limit)
    .map((bet) => bet.view)
}
