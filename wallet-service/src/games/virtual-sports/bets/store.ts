import { description, englishText } from '../../../ledger/descriptions.ts'
import { PLACEMENT_NOW, unnestColumns, type PlacementRow, type ScheduledPlacement, type ScheduledSlip } from '../../scheduled/place-bets.ts'

/**
 * Placing sports slips: the scheduled families' placement statement (scheduled/place-bets.ts) with the
 * sports part plugged in. Ledger: each bet is one entry (`sports-bet:<id>`), described "Virtual
 * Football: bet ₦100 (bet 7KQ2M9XHDP)".
 */

export type SlipLeg = { eventId: number; code: string; seenOddsX100: number | null }

export type SlipRequest = ScheduledSlip & {
  kind: 'single' | 'multiple'
  /** Per bet: a slip of singles stakes it on each selection. */
  stakeKobo: bigint
  /** In the slip's order; a single per leg, or one multiple of them all. */
  legs: SlipLeg[]
  /** "₦100", for the ledger lines. */
  stakeText: string
  /** Public ids for the bets (one per single, one for a multiple), fresh for every attempt. */
  betCodes: string[]
}

/**
 * The sports part of the placement statement: a slip is taken when every selection is offered, every
 * event still takes bets (open, and the clock before betting_closes_at) and every odds the player saw
 * is still the price. The events are key-share locked while they are judged. A bet's potential win
 * is its stake times its legs' odds, up to the maximum payout (BET_MAX_PAYOUT, in kobo).
 */
export const sportsPlacement = (maxPayoutKobo: bigint): ScheduledPlacement<SlipRequest, SportsRefusal> => ({
  table: 'sports_bets',
  entryKind: 'sports-bet',
  slipColumns: [
    ['stake_kobo', 'bigint', (request) => request.stakeKobo],
    ['kind', 'text', (request) => request.kind],
    ['stake_text', 'text', (request) => request.stakeText],
  ],
  values: (requests) => [
    ...legColumns(requests),
    maxPayoutKobo,
    // The English sentences the statement fills in (locales/en/ledger.json: sportsBet, sportsMultiple).
    englishText(description('sportsBet')),
    englishText(description('sportsMultiple')),
  ],
  totals: ['potential_win_kobo'],
  judge: `leg as (
  select * from unnest($9::bigint[], $10::integer[], $11::smallint[], $12::smallint[], $13::bigint[], $14::text[], $15::integer[], $16::text[])
    as l(ord, leg_no, slip_index, leg_index, event_id, code, seen_odds_x100, bet_code)
), open_event as (
  select e.id from sports_events e
   where e.id = any (array(select distinct event_id from leg)) and e.status = 'open' and e.betting_closes_at > ${PLACEMENT_NOW}
   order by e.id for key share
), priced as (
  select leg.*, known.game, known.name as event_name, (known.odds ->> leg.code)::integer as odds_x100,
         leg.event_id in (select id from open_event) as open
    from leg left join lateral (select e.game, e.name, e.odds from sports_events e where e.id = leg.event_id limit 1) known on true
), verdict as (
  select ord, bool_and(odds_x100 is not null) as offered, bool_and(open) as open,
         bool_and(seen_odds_x100 is null or seen_odds_x100 = odds_x100) as same_odds, count(distinct slip_index) as bets,
         min(leg_no) filter (where odds_x100 is null) as unknown_leg,
         (array_agg(event_name order by leg_no) filter (where not open))[1] as closed_event,
         json_agg(json_build_object('leg', leg_no, 'oddsX100', odds_x100) order by leg_no) filter (where seen_odds_x100 <> odds_x100) as changed
    from priced group by ord
)`,
  takes: 'verdict.offered and verdict.open and verdict.same_odds',
  stakes: `slip_stake as (
  select fresh.ord, fresh.stake_kobo * verdict.bets as stake_kobo from fresh join verdict using (ord)
)`,
  alsoWritten: 'true',
  betRows: `slip as (
  select c.ord, c.user_id, c.wallet_id, c.kind, c.stake_kobo, c.idempotency_key, c.request_hash, c.stake_text, p.slip_index,
         min(p.bet_code) as code, count(*) as legs, sports_odds_product(p.odds_x100 * 0.01) as total_odds,
         case when c.kind = 'single' then (select g.title from games g where g.slug = min(p.game)) else 'Virtual Sports' end as title
    from accepted c join priced p using (ord)
   group by c.ord, c.user_id, c.wallet_id, c.kind, c.stake_kobo, c.idempotency_key, c.request_hash, c.stake_text, p.slip_index
), bet_row as (
  select slip.*, least(trunc(slip.stake_kobo * slip.total_odds), $17::bigint)::bigint as potential_win_kobo from slip
)`,
  insert: [
    ['kind', 'kind'],
    ['total_odds', 'total_odds'],
    ['potential_win_kobo', 'potential_win_kobo'],
  ],
  afterPlaced: `legs as (
  insert into sports_bet_legs (bet_id, leg_index, event_id, code, odds_x100)
  select placed.bet_id, p.leg_index, p.event_id, p.code, p.odds_x100 from placed join priced p on p.bet_code = placed.code
)`,
  description: [
    "ledger_text(case when kind = 'multiple' then $19 else $18 end, line.params)",
    "case when kind = 'multiple' then 'sportsMultiple' else 'sportsBet' end",
    'line.params',
  ],
  descriptionFrom:
    "cross join lateral (select jsonb_build_object('game', title, 'legs', legs::text, 'stake', stake_text, 'bet', code) as params) line",
  refusals: ['verdict.unknown_leg', 'verdict.closed_event', 'verdict.changed'],
  answerJoins: '',
  readRefusal: sportsRefusal,
})

export type SportsRefusal =
  /** The first selection (index in the slip) that is not offered. */
  | { kind: 'unknown-selection'; leg: number }
  | { kind: 'closed'; eventName: string }
  | { kind: 'odds-changed'; changes: { leg: number; oddsX100: number }[] }

function sportsRefusal(row: PlacementRow): SportsRefusal | null {
  if (row.unknown_leg !== null) return { kind: 'unknown-selection', leg: row.unknown_leg as number }
  if (row.closed_event !== null) return { kind: 'closed', eventName: row.closed_event as string }
  if (row.changed !== null) return { kind: 'odds-changed', changes: row.changed as { leg: number; oddsX100: number }[] }
  return null
}

/** The leg rows of a batch: each slip's selections, numbered into bets (a single each, or one multiple). */
function legColumns(requests: readonly SlipRequest[]): unknown[][] {
  const legs = requests.flatMap((request, index) =>
    request.legs.map((leg, legNo) => {
      const single = request.kind === 'single'
      const slipIndex = single ? legNo : 0
      // Each value named, not spread from the leg: a spread row cost about 4 µs a leg, more than the rest of the batch's JS.
      return {
        ord: index + 1,
        legNo,
        slipIndex,
        legIndex: single ? 0 : legNo,
        eventId: leg.eventId,
        code: leg.code,
        seenOddsX100: leg.seenOddsX100,
        betCode: request.betCodes[slipIndex]!,
      }
    }),
  )
  return unnestColumns(legs, ['ord', 'legNo', 'slipIndex', 'legIndex', 'eventId', 'code', 'seenOddsX100', 'betCode'])
}
