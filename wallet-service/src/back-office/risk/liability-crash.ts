import type { Queryable } from '../../db/queryable.ts'
import { MAX_STORED_X100 } from '../../games/crash/judge.ts'
import { gameName, type RiskContext } from './games.ts'
import { liabilityReport, type LiabilityQuery, type LiabilityReport, type SubjectFigures } from './liability.ts'

/**
 * The crash rounds with open bets (found through the partial index of open bets, migration 0012), each
 * with its open stakes, what its cash-outs paid so far, and the most its open bets can win one by one: a
 * bet leaves at the latest at its auto cash-out (the player's target, lowered to the game's max win per
 * bet when placed; none stored: the highest multiplier a round stores), paid stake x multiplier rounded
 * down as judge.ts pays it; once the round has crashed, below its crash point (a cash-out that arrived in
 * time may still be paid), which is public from then on. The crash point is never read before: a staff
 * screen must not learn how a flight ends.
 */
const OPEN_ROUNDS_SQL = `with open_round as (
  select distinct round_id from crash_bets where status = 'open'
)
select r.id, r.game, r.phase, coalesce(r.started_at, r.betting_ends_at) as plays_at, r.max_round_payout_kobo::text,
       count(*) filter (where b.status = 'open') as open_bets,
       coalesce(sum(b.stake_kobo) filter (where b.status = 'open'), 0)::text as held_kobo,
       coalesce(sum(b.payout_kobo) filter (where b.status = 'cashed-out'), 0)::text as paid_kobo,
       coalesce(sum(div(b.stake_kobo::numeric * case when r.phase = 'crashed'
                                                      then least(coalesce(b.auto_x100, $1::bigint), r.crash_x100 - 1)
                                                      else coalesce(b.auto_x100, $1::bigint) end, 100))
                  filter (where b.status = 'open'), 0)::text as bets_most_kobo
  from open_round o
  join crash_rounds r on r.id = o.round_id
  join crash_bets b on b.round_id = r.id
 where $2::text is null or r.game = $2
 group by r.id
 order by r.game, r.id`

type Row = {
  id: string
  game: string
  phase: string
  plays_at: Date
  max_round_payout_kobo: string
  open_bets: string
  held_kobo: string
  paid_kobo: string
  bets_most_kobo: string
}

/**
 * A round pays at most its max round payout in all (the round cap cashes everyone out where the wins
 * would pass it), so its worst is the smaller of its open bets' most and what is left of that payout.
 * Exact when the bets' most fits: a flight long enough reaches every auto cash-out. An upper bound when the
 * cap binds: the cap pays each bet its stake x the cap rounded down, a few kobo short of the maximum.
 */
function roundFigures(context: RiskContext, row: Row): SubjectFigures {
  const betsMost = BigInt(row.bets_most_kobo)
  const left = BigInt(row.max_round_payout_kobo) - BigInt(row.paid_kobo)
  const capped = betsMost > left
  return {
    ...gameName(context, 'crash', row.game),
    subject: { kind: 'crash-round', id: Number(row.id), name: `Round ${row.id}`, status: row.phase, playsAt: row.plays_at.toISOString() },
    openBets: Number(row.open_bets),
    stakesHeldKobo: BigInt(row.held_kobo),
    worstPayoutKobo: capped ? (left > 0n ? left : 0n) : betsMost,
    exact: !capped,
  }
}

/** Open liability of the crash games: every round with open bets, and its game's sum. */
export async function crashLiability(db: Queryable, query: LiabilityQuery, context: RiskContext): Promise<LiabilityReport> {
  const { rows } = await db.query<Row>(OPEN_ROUNDS_SQL, [MAX_STORED_X100.toString(), query.game ?? null])
  return liabilityReport(rows.map((row) => roundFigures(context, row)))
}
