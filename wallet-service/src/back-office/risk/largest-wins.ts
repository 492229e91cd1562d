import { z } from 'zod'
import type { Queryable } from '../../db/queryable.ts'
import { gameName, naira, type GameName, type RiskContext } from './games.ts'
import { lagosDayStretch } from './lagos-day.ts'
import { lagosDay } from '../staff/fields.ts'
import { PLAYED_BETS_SQL, playedBetsParameters, type PlayedBet } from './played-bets.ts'

export const largestWinsQuery = z.object({
  day: lagosDay.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type LargestWinsQuery = z.infer<typeof largestWinsQuery>

/** A bet as support opens it: what it is, its id, its public code (Check Bet) and its crash round or number draw. */
export type BetReference = { kind: PlayedBet['bet_kind']; id: number; code: string | null; roundOrDrawId: number | null }

/** One of the day's largest wins (naira), with who won it and the bet it paid. */
export type LargestWin = GameName & {
  player: { publicId: string; fullName: string }
  stake: number
  win: number
  /** The cash-out's for a crash bet, else the win over the stake; null for a free round (no stake). */
  multiplier: number | null
  /** When it was paid, on the service's clock (ISO). */
  at: string
  bet: BetReference
}

/**
 * The day's wins, largest first (what they paid, stake included), across every family: the settled bets
 * played that day (played-bets.ts) that paid something, each with its player. Read by staff, so names are
 * whole; the public lists (games/wins, crash top wins) mask them and show the newest or one game's.
 */
const LARGEST_WINS_SQL = `with played as (
  ${PLAYED_BETS_SQL}
), win as (
  select * from played where payout_kobo > 0 order by payout_kobo desc, settled_at, bet_id limit $6
)
select win.*, u.public_id, u.full_name
  from win join users u on u.id = win.user_id
 order by win.payout_kobo desc, win.settled_at, win.bet_id`

type Row = PlayedBet & { public_id: string; full_name: string }

function multiplierOf(row: Row): number | null {
  if (row.cashed_x100 !== null) return row.cashed_x100 / 100
  const stake = BigInt(row.stake_kobo)
  return stake === 0n ? null : Math.round((Number(row.payout_kobo) / Number(stake)) * 100) / 100
}

/** The largest wins of one Lagos day (the query's, else today), at most `limit`. */
export async function largestWins(db: Queryable, query: LargestWinsQuery, context: RiskContext): Promise<LargestWin[]> {
  const day = lagosDayStretch(query.day, new Date(context.clock.now()))
  const { rows } = await db.query<Row>(LARGEST_WINS_SQL, [...playedBetsParameters(day, context), query.limit])
  return rows.map((row) => ({
    ...gameName(context, row.family, row.game),
    player: { publicId: row.public_id, fullName: row.full_name },
    stake: naira(row.stake_kobo),
    win: naira(row.payout_kobo),
    multiplier: multiplierOf(row),
    at: row.settled_at.toISOString(),
    bet: {
      kind: row.bet_kind,
      id: Number(row.bet_id),
      code: row.bet_code,
      roundOrDrawId: row.round_id === null ? null : Number(row.round_id),
    },
  }))
}
