import { storedDescriptions, type Description } from '../../../ledger/descriptions.ts'
import { PLACEMENT_NOW, unnestColumns, type PlacementRow, type ScheduledPlacement, type ScheduledSlip } from '../../scheduled/place-bets.ts'

/**
 * Placing number tickets: the scheduled families' placement statement (scheduled/place-bets.ts) with
 * the number games' part plugged in, each ticket its own bet. Ledger: each bet is one entry
 * (`number-bet:<id>`), described by its ticket ("1 Sure: Exact 7, bet ₦100 (bet 7KQ2M9XHDP)").
 */

/** A ticket of a slip, checked by engine.ts: its lines, what it can win, and what it adds to its draw. */
export type SlipTicket = {
  drawId: number
  game: string
  kind: string
  picks: number[]
  against: number[] | null
  lines: number
  stakePerLineKobo: bigint
  maxPayoutKobo: bigint
  /** The share of its stake owed to the game's jackpot pool (0 but for the Jackpot Game). */
  jackpotInKobo: bigint
  /** The draw's liability cap (its game's setting). */
  capKobo: bigint
  /** 1 Sure: what it would pay on each number it wins with (the draw's liability is per number). */
  payoutByNumber: { number: number; kobo: bigint }[] | null
  /** "1 Sure: Exact 7, bet ₦100 (bet 7KQ2M9XHDP)": the ledger line, with the bet's code. */
  description: Description
  code: string
}

export type NumberSlipRequest = ScheduledSlip & {
  /** In the slip's order, one bet each. */
  tickets: SlipTicket[]
}

/**
 * The number games' part of the placement statement: a slip is taken when every ticket names a draw
 * of its game that still takes bets (open, and the clock before betting_closes_at), and written when
 * every draw stays within its liability cap with it.
 *
 * Each draw is locked (FOR NO KEY UPDATE) while it is judged and its totals are raised: liability_kobo
 * (the sum of its bets' max payouts; for 1 Sure, whose draw is one number, the largest of the 90
 * per-number totals in liability_by_number, so its cap is exact), staked_kobo, bet_count and
 * jackpot_in_kobo. Concurrent statements, in any process, take their turns on the draw row, each
 * seeing what the one before committed, so no two of them pass the cap together.
 *
 * A refusal that may come from the batch's other slips (a cap reached with their bets, which may
 * themselves be refused) is answered by trying the slip again alone (`dependsOnBatch`, which the
 * queue reads: scheduled/slip-queue.ts), so the answer is exactly the unbatched one.
 */
export const NUMBER_PLACEMENT: ScheduledPlacement<NumberSlipRequest, NumberRefusal> = {
  table: 'number_bets',
  entryKind: 'number-bet',
  slipColumns: [],
  values: ticketColumns,
  totals: ['stake_kobo', 'max_payout_kobo'],
  judge: `ticket as (
  select t.*, t.stake_per_line_kobo * t.lines as stake_kobo from unnest(
    $6::bigint[], $7::smallint[], $8::bigint[], $9::text[], $10::text[], $11::text[], $12::text[], $13::integer[], $14::bigint[],
    $15::bigint[], $16::bigint[], $17::bigint[], $18::boolean[], $19::text[], $20::text[], $21::text[], $22::jsonb[]
  ) as t(ord, slip_index, draw_id, game, kind, picks, against, lines, stake_per_line_kobo, max_payout_kobo, jackpot_in_kobo, cap_kobo, per_number, code, description,
         description_key, description_params)
), exposure as (
  select * from unnest($23::bigint[], $24::smallint[], $25::smallint[], $26::bigint[]) as x(ord, slip_index, number, kobo)
), open_draw as (
  select d.id, d.liability_kobo, d.liability_by_number from number_draws d
   where d.id = any (array(select distinct draw_id from ticket)) and d.status = 'open' and d.betting_closes_at > ${PLACEMENT_NOW}
   order by d.id for no key update
), judged as (
  select ticket.ord, ticket.slip_index, known.game is not distinct from ticket.game as known, ticket.draw_id in (select id from open_draw) as open
    from ticket left join lateral (select d.game from number_draws d where d.id = ticket.draw_id limit 1) known on true
), verdict as (
  select ord, min(slip_index) filter (where not known) as unknown_ticket, min(slip_index) filter (where known and not open) as closed_ticket
    from judged group by ord
)`,
  takes: 'verdict.unknown_ticket is null and verdict.closed_ticket is null',
  stakes: `fresh_ticket as (
  select ticket.* from ticket where ticket.ord in (select ord from fresh)
), capped as (
  -- A slip's bets on a draw count with the earlier slips' of the batch (a window's peers: the whole slip).
  select ord, min(slip_index) filter (where not within) as over_cap_ticket from (
    select t.ord, t.slip_index,
           d.liability_kobo + sum(t.max_payout_kobo) over (partition by t.draw_id order by t.ord) <= t.cap_kobo as within
      from fresh_ticket t join open_draw d on d.id = t.draw_id
     where not t.per_number
    union all
    select x.ord, x.slip_index,
           coalesce(d.liability_by_number[x.number], 0) + sum(x.kobo) over (partition by t.draw_id, x.number order by x.ord) <= t.cap_kobo
      from exposure x join fresh_ticket t using (ord, slip_index) join open_draw d on d.id = t.draw_id
  ) judged_cap group by ord
), slip_stake as (
  select ord, sum(stake_kobo) as stake_kobo from fresh_ticket group by ord
)`,
  alsoWritten: 'checked.ord in (select ord from capped where over_cap_ticket is null)',
  betRows: `bet_row as (
  select a.user_id, a.wallet_id, a.idempotency_key, a.request_hash, t.*
    from accepted a join fresh_ticket t using (ord)
)`,
  insert: [
    ['draw_id', 'draw_id'],
    ['game', 'game'],
    ['kind', 'kind'],
    ['picks', 'picks::smallint[]'],
    ['against', 'against::smallint[]'],
    ['lines', 'lines'],
    ['stake_per_line_kobo', 'stake_per_line_kobo'],
    ['max_payout_kobo', 'max_payout_kobo'],
    ['jackpot_in_kobo', 'jackpot_in_kobo'],
  ],
  afterPlaced: `added as (
  select draw_id, sum(stake_kobo) as stake_kobo, count(*) as bets, sum(jackpot_in_kobo) as jackpot_in_kobo,
         coalesce(sum(max_payout_kobo) filter (where not per_number), 0) as max_payout_kobo, bool_or(per_number) as per_number
    from placed group by draw_id
), added_by_number as (
  select p.draw_id, x.number, sum(x.kobo) as kobo from placed p join exposure x using (ord, slip_index) group by p.draw_id, x.number
), draw_totals as (
  update number_draws d
     set staked_kobo = d.staked_kobo + a.stake_kobo, bet_count = d.bet_count + a.bets, jackpot_in_kobo = d.jackpot_in_kobo + a.jackpot_in_kobo,
         (liability_by_number, liability_kobo) = (
           select case when a.per_number then array_agg(total order by n) else d.liability_by_number end,
                  case when a.per_number then max(total) else d.liability_kobo + a.max_payout_kobo end
             from (select n, coalesce(d.liability_by_number[n], 0) + coalesce((select k.kobo from added_by_number k where k.draw_id = d.id and k.number = n), 0) as total
                     from generate_series(1, case when a.per_number then greatest(cardinality(d.liability_by_number), (select max(k.number) from added_by_number k where k.draw_id = d.id)) else 0 end) n) per_number)
    from added a
   where d.id = a.draw_id
)`,
  description: ['description', 'description_key', 'description_params'],
  descriptionFrom: '',
  refusals: ['verdict.unknown_ticket', 'verdict.closed_ticket', 'capped.over_cap_ticket'],
  answerJoins: 'left join capped using (ord)',
  readRefusal: numberRefusal,
  dependsOnBatch: (refusal) => refusal.kind === 'over-cap',
}

export type NumberRefusal =
  /** The first ticket (index in the slip) whose draw is not one of its game. */
  | { kind: 'unknown-draw'; ticket: number }
  /** The first ticket whose draw no longer takes bets. */
  | { kind: 'closed'; ticket: number }
  /** The first ticket whose draw's liability would pass its cap. */
  | { kind: 'over-cap'; ticket: number }

function numberRefusal(row: PlacementRow): NumberRefusal | null {
  if (row.unknown_ticket !== null) return { kind: 'unknown-draw', ticket: row.unknown_ticket as number }
  if (row.closed_ticket !== null) return { kind: 'closed', ticket: row.closed_ticket as number }
  if (row.over_cap_ticket !== null) return { kind: 'over-cap', ticket: row.over_cap_ticket as number }
  return null
}

/** A PostgreSQL array literal of integers ('{4,17,80}'), as the statement reads picks. */
const arrayLiteral = (numbers: number[] | null) => (numbers === null ? null : `{${numbers.join(',')}}`)

/** The ticket and exposure rows of a batch (each slip's tickets numbered by slip_index), then the tickets' ledger lines. */
function ticketColumns(requests: readonly NumberSlipRequest[]): unknown[] {
  // Each value named, not spread from the ticket: a spread row cost about 4 µs a ticket, more than the rest of the batch's JS.
  const tickets = requests.flatMap((request, index) =>
    request.tickets.map((ticket, slipIndex) => ({
      ord: index + 1,
      slipIndex,
      drawId: ticket.drawId,
      game: ticket.game,
      kind: ticket.kind,
      picks: arrayLiteral(ticket.picks),
      against: arrayLiteral(ticket.against),
      lines: ticket.lines,
      stakePerLineKobo: ticket.stakePerLineKobo,
      maxPayoutKobo: ticket.maxPayoutKobo,
      jackpotInKobo: ticket.jackpotInKobo,
      capKobo: ticket.capKobo,
      perNumber: ticket.payoutByNumber !== null,
      code: ticket.code,
      payoutByNumber: ticket.payoutByNumber,
      description: ticket.description,
    })),
  )
  const exposure = tickets.flatMap(({ ord, slipIndex, payoutByNumber }) =>
    (payoutByNumber ?? []).map(({ number, kobo }) => ({ ord, slipIndex, number, kobo })),
  )
  const descriptions = storedDescriptions(tickets.map((ticket) => ticket.description))
  return [
    ...unnestColumns(tickets, [
      'ord',
      'slipIndex',
      'drawId',
      'game',
      'kind',
      'picks',
      'against',
      'lines',
      'stakePerLineKobo',
      'maxPayoutKobo',
      'jackpotInKobo',
      'capKobo',
      'perNumber',
      'code',
    ]),
    descriptions.text,
    descriptions.key,
    descriptions.params,
    ...unnestColumns(exposure, ['ord', 'slipIndex', 'number', 'kobo']),
  ]
}
