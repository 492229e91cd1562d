import { koboToNaira } from '@9ja/money'
import { selectionId } from '@9ja/virtual-sports'
import type { Queryable } from '../../../db/queryable.ts'
import {
  BET_EVENT_COLUMNS,
  betEventFromRow,
  resultSummary,
  selectionNames,
  type BetEvent,
  type BetEventRow,
  type SelectionName,
} from './selections.ts'

/**
 * Sports bets as Check Bet and My Bets show them: the bet, and each selection with its event, market
 * and name, the odds it was taken at, its status and (once the event finished) the result. Never the
 * owner: Check Bet is public.
 */
export type SportsBetView = {
  betId: string
  kind: 'single' | 'multiple'
  status: 'open' | 'won' | 'lost' | 'void'
  stake: number
  totalOdds: number
  potentialWin: number
  /** What the wallet got back: the win, or the stake of a void bet. */
  amountWon: number
  placedAt: string
  settledAt: string | null
  selections: {
    selectionId: string
    eventId: number
    game: string
    event: string
    startsAt: string
    market: string
    name: string
    odds: number
    status: 'open' | 'won' | 'lost' | 'void'
    result?: ReturnType<typeof resultSummary>
  }[]
}

type LegRow = { eventId: number; code: string; oddsX100: number; status: SportsBetView['status'] }
type BetRow = {
  id: string
  code: string
  kind: SportsBetView['kind']
  status: SportsBetView['status']
  stake_kobo: string
  total_odds: string
  potential_win_kobo: string
  payout_kobo: string
  placed_at: Date
  settled_at: Date | null
  legs: LegRow[]
}

const BET_COLUMNS = `b.id, b.code, b.kind, b.status, b.stake_kobo, b.total_odds, b.potential_win_kobo, b.payout_kobo, b.placed_at, b.settled_at,
  (select json_agg(json_build_object('eventId', l.event_id, 'code', l.code, 'oddsX100', l.odds_x100, 'status', l.status) order by l.leg_index)
     from sports_bet_legs l where l.bet_id = b.id) as legs`

/** The events of some bets, each named once (pricing an event again names all its selections). */
export async function eventsById(
  db: Queryable,
  eventIds: number[],
): Promise<Map<number, { event: BetEvent; names: Map<string, SelectionName> }>> {
  if (eventIds.length === 0) return new Map()
  const { rows } = await db.query<BetEventRow>(`select ${BET_EVENT_COLUMNS} from sports_events e where e.id = any ($1::bigint[])`, [
    [...new Set(eventIds)],
  ])
  return new Map(
    rows.map((row) => {
      const event = betEventFromRow(row)
      return [event.id, { event, names: selectionNames(event) }]
    }),
  )
}

async function views(db: Queryable, rows: BetRow[]): Promise<SportsBetView[]> {
  const events = await eventsById(
    db,
    rows.flatMap((row) => row.legs.map((leg) => leg.eventId)),
  )
  return rows.map((row) => ({
    betId: row.code,
    kind: row.kind,
    status: row.status,
    stake: koboToNaira(BigInt(row.stake_kobo)),
    totalOdds: Math.round(Number(row.total_odds) * 100) / 100,
    potentialWin: koboToNaira(BigInt(row.potential_win_kobo)),
    amountWon: koboToNaira(BigInt(row.payout_kobo)),
    placedAt: row.placed_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    selections: row.legs.map((leg) => {
      const { event, names } = events.get(leg.eventId)!
      const named = names.get(leg.code)
      const result = resultSummary(event)
      return {
        selectionId: selectionId(leg.eventId, leg.code),
        eventId: leg.eventId,
        game: event.game,
        event: event.name,
        startsAt: event.startsAt.toISOString(),
        market: named?.marketName ?? leg.code.split(':')[0]!,
        name: named?.name ?? leg.code,
        odds: leg.oddsX100 / 100,
        status: leg.status,
        ...(result ? { result } : {}),
      }
    }),
  }))
}

/** Check Bet: one sports bet by its public id, or null. */
export async function sportsBetByCode(db: Queryable, code: string): Promise<SportsBetView | null> {
  const { rows } = await db.query<BetRow>(`select ${BET_COLUMNS} from sports_bets b where b.code = $1`, [code])
  return rows[0] ? (await views(db, rows))[0]! : null
}

/** A player's sports bets below the bet id `beforeId` (null: the newest), newest first, with their ids. */
export async function playerSportsBets(
  db: Queryable,
  userId: string,
  query: { status: 'open' | 'settled' | null; limit: number; beforeId: string | null },
): Promise<{ id: bigint; view: SportsBetView }[]> {
  const { rows } = await db.query<BetRow>(
    `select ${BET_COLUMNS} from sports_bets b
      where b.user_id = $1
        and ($2::text is null or (b.status = 'open') = ($2 = 'open'))
        and ($3::bigint is null or b.id < $3)
      order by b.id desc limit $4`,
    [userId, query.status, query.beforeId, query.limit],
  )
  const shown = await views(db, rows)
  return rows.map((row, index) => ({ id: BigInt(row.id), view: shown[index]! }))
}
