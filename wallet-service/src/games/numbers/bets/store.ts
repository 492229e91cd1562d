import { hashToken, liveSessionUserIdSql } from '../../../accounts/session-auth.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { translateLedgerError } from '../../../ledger/ledger.ts'
import { protectionGuardSql, protectionRefusalSql, protectionTallySql, type ProtectionCode } from '../../../protection/sql.ts'
import { storedDescriptions, type Description } from '../../../ledger/descriptions.ts'

/**
 * Placing number tickets (the hot path): ONE set-based statement for a batch of slips (BatchQueue,
 * decision 005), prepared once per connection on the batch pool, every lookup an index lookup per row.
 *
 * A slip is all-or-nothing: its bets are written only when every ticket names a draw of its game
 * that still takes bets (open, and the service's clock before betting_closes_at, judged in the
 * statement), every draw stays within its liability cap with them, the wallet covers all its
 * stakes (with the player's earlier slips of the batch) and the player's break and loss limits allow
 * them (their protection row locked after the wallets; the stakes counted into their loss totals,
 * src/protection/README.md).
 *
 * Each draw is locked (FOR NO KEY UPDATE) while it is judged and its totals are raised: liability_kobo
 * (the sum of its bets' max payouts; for 1 Sure, whose draw is one number, the largest of the 90
 * per-number totals in liability_by_number, so its cap is exact), staked_kobo, bet_count and
 * jackpot_in_kobo. Concurrent statements, in any process, take their turns on the draw row, each
 * seeing what the one before committed, so no two of them pass the cap together; settlement takes the
 * row FOR UPDATE first and so never misses a bet. Draws are locked before wallets, wallets before
 * protection rows, each set in id order, so two batches never deadlock.
 *
 * A refusal that may come from the batch's other slips (a wallet, a cap or a loss limit reached with
 * their bets, which may themselves be refused) is answered by trying the slip again alone (engine.ts), so the
 * answer is exactly the unbatched one.
 *
 * Ledger: each bet moves its stake from the wallet to house:bets_in_play, one entry per bet
 * (`number-bet:<id>`), its id drawn first (nextval), so the postings name it without joining back.
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

export type NumberSlipRequest = {
  sessionToken: string
  clientKey: string
  requestHash: string
  /** In the slip's order, one bet each. */
  tickets: SlipTicket[]
}

export type NumberSlipResult =
  | { kind: 'no-session' }
  | { kind: 'replay'; betCodes: string[]; stakeKobo: bigint; maxPayoutKobo: bigint; requestHash: string }
  | { kind: 'placed'; betCodes: string[]; stakeKobo: bigint; maxPayoutKobo: bigint }
  /** The first ticket (index in the slip) whose draw is not one of its game. */
  | { kind: 'unknown-draw'; ticket: number }
  /** The first ticket whose draw no longer takes bets. */
  | { kind: 'closed'; ticket: number }
  /** The first ticket whose draw's liability would pass its cap. */
  | { kind: 'over-cap'; ticket: number }
  | { kind: 'uncovered' }
  /** The player's break or loss limit forbids the slip's stakes. */
  | { kind: 'refused'; code: ProtectionCode; userId: string }
  /** A concurrent slip took the idempotency key: try again (it answers as a replay). */
  | { kind: 'not-written' }

export const PLACE_NUMBER_SLIPS_SQL = `with item as (
  select * from unnest($1::bytea[], $2::text[], $3::text[]) with ordinality as i(token_hash, client_key, request_hash, ord)
), keyed as (
  select item.*, player.user_id, 'number-bet:' || player.user_id || ':' || item.client_key as idempotency_key
    from item cross join lateral (${liveSessionUserIdSql('item.token_hash', '$23::timestamptz')} limit 1) player
), existing as (
  select keyed.ord, e.bet_codes, e.request_hash, e.stake_kobo, e.max_payout_kobo from keyed cross join lateral (
    select array_agg(b.code order by b.slip_index) as bet_codes, min(b.request_hash) as request_hash,
           sum(b.stake_kobo) as stake_kobo, sum(b.max_payout_kobo) as max_payout_kobo
      from number_bets b where b.idempotency_key = keyed.idempotency_key
  ) e where e.bet_codes is not null
), ticket as (
  select t.*, t.stake_per_line_kobo * t.lines as stake_kobo from unnest(
    $4::bigint[], $5::smallint[], $6::bigint[], $7::text[], $8::text[], $9::text[], $10::text[], $11::integer[], $12::bigint[],
    $13::bigint[], $14::bigint[], $15::bigint[], $16::boolean[], $17::text[], $18::text[], $25::text[], $26::jsonb[]
  ) as t(ord, slip_index, draw_id, game, kind, picks, against, lines, stake_per_line_kobo, max_payout_kobo, jackpot_in_kobo, cap_kobo, per_number, code, description,
         description_key, description_params)
), exposure as (
  select * from unnest($19::bigint[], $20::smallint[], $21::smallint[], $22::bigint[]) as x(ord, slip_index, number, kobo)
), open_draw as (
  select d.id, d.liability_kobo, d.liability_by_number from number_draws d
   where d.id = any (array(select distinct draw_id from ticket)) and d.status = 'open' and d.betting_closes_at > $23::timestamptz
   order by d.id for no key update
), judged as (
  select ticket.ord, ticket.slip_index, known.game is not distinct from ticket.game as known, ticket.draw_id in (select id from open_draw) as open
    from ticket left join lateral (select d.game from number_draws d where d.id = ticket.draw_id limit 1) known on true
), verdict as (
  select ord, min(slip_index) filter (where not known) as unknown_ticket, min(slip_index) filter (where known and not open) as closed_ticket
    from judged group by ord
), fresh as (
  select keyed.* from keyed join verdict using (ord)
   where keyed.ord not in (select ord from existing) and verdict.unknown_ticket is null and verdict.closed_ticket is null
), fresh_ticket as (
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
), wallet as (
  select id, user_id, balance_kobo from ledger_accounts
   where user_id = any (array(select user_id from fresh))
   order by id for no key update
), guard as (
  ${protectionGuardSql('wallet')}
), checked as (
  select fresh.*, wallet.id as wallet_id,
         sum(slip.stake_kobo) over earlier <= wallet.balance_kobo as covered,
         ${protectionRefusalSql('guard', 'stake', 'sum(slip.stake_kobo) over earlier', 'slip.stake_kobo', '$23::timestamptz')} as refusal,
         row_number() over (partition by fresh.idempotency_key order by fresh.ord) as key_rank
    from fresh join wallet using (user_id)
    join (select ord, sum(stake_kobo) as stake_kobo from fresh_ticket group by ord) slip using (ord)
    left join guard using (user_id)
  window earlier as (partition by fresh.user_id order by fresh.ord)
), accepted as (
  select checked.* from checked join capped using (ord)
   where checked.covered and checked.refusal is null and checked.key_rank = 1 and capped.over_cap_ticket is null
), bet_row as (
  select a.user_id, a.wallet_id, a.idempotency_key, a.request_hash, t.*
    from accepted a join fresh_ticket t using (ord)
), anchor as (
  insert into number_bets (code, user_id, draw_id, game, kind, picks, against, lines, stake_per_line_kobo, stake_kobo, max_payout_kobo, jackpot_in_kobo, idempotency_key, slip_index, request_hash)
  select code, user_id, draw_id, game, kind, picks::smallint[], against::smallint[], lines, stake_per_line_kobo, stake_kobo, max_payout_kobo, jackpot_in_kobo, idempotency_key, slip_index, request_hash
    from bet_row where slip_index = 0 order by ord
  on conflict (idempotency_key, slip_index) do nothing
  returning id, code
), rest as (
  insert into number_bets (code, user_id, draw_id, game, kind, picks, against, lines, stake_per_line_kobo, stake_kobo, max_payout_kobo, jackpot_in_kobo, idempotency_key, slip_index, request_hash)
  select code, user_id, draw_id, game, kind, picks::smallint[], against::smallint[], lines, stake_per_line_kobo, stake_kobo, max_payout_kobo, jackpot_in_kobo, idempotency_key, slip_index, request_hash
    from bet_row where slip_index > 0 and ord in (select b.ord from bet_row b join anchor on anchor.code = b.code)
   order by ord, slip_index
  returning id, code
), placed as (
  select bet_row.*, bet.id as bet_id, nextval('journal_entries_id_seq') as entry_id
    from bet_row join (select id, code from anchor union all select id, code from rest) bet on bet.code = bet_row.code
), added as (
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
), placed_slip as (
  select ord, array_agg(code order by slip_index) as bet_codes, sum(stake_kobo)::text as stake_kobo, sum(max_payout_kobo)::text as max_payout_kobo
    from placed group by ord
), entry as (
  insert into journal_entries (id, kind, idempotency_key, user_id, description, description_key, description_params)
  select entry_id, 'game:number-bet', 'number-bet:' || bet_id, user_id, description, description_key, description_params from placed
), written as (
  insert into postings (entry_id, account_id, amount_kobo)
  select placed.entry_id, p.account_id, p.amount_kobo
    from placed cross join lateral (values (placed.wallet_id, -placed.stake_kobo), ($24::bigint, placed.stake_kobo)) p(account_id, amount_kobo)
), flows as (
  select user_id, 0::bigint as deposited_kobo, sum(stake_kobo)::bigint as lost_kobo
    from placed where user_id in (select user_id from guard) group by user_id
), tallied as (
  ${protectionTallySql('flows', '$23::timestamptz')}
)
-- One row per slip, in order; each part is grouped once above and joined by ord.
select item.ord, keyed.user_id,
       existing.bet_codes as existing_bet_codes, existing.request_hash as existing_request_hash,
       existing.stake_kobo::text as existing_stake_kobo, existing.max_payout_kobo::text as existing_max_payout_kobo,
       verdict.unknown_ticket, verdict.closed_ticket, capped.over_cap_ticket, checked.covered, checked.refusal,
       placed_slip.bet_codes, placed_slip.stake_kobo, placed_slip.max_payout_kobo
  from item left join keyed using (ord) left join existing using (ord) left join verdict using (ord)
  left join capped using (ord) left join checked using (ord) left join placed_slip using (ord)
 order by item.ord`

type PlaceRow = {
  user_id: string | null
  existing_bet_codes: string[] | null
  existing_request_hash: string | null
  existing_stake_kobo: string | null
  existing_max_payout_kobo: string | null
  unknown_ticket: number | null
  closed_ticket: number | null
  over_cap_ticket: number | null
  covered: boolean | null
  refusal: ProtectionCode | null
  bet_codes: string[] | null
  stake_kobo: string | null
  max_payout_kobo: string | null
}

/** A PostgreSQL array literal of integers ('{4,17,80}'), as the statement reads picks. */
const arrayLiteral = (numbers: number[] | null) => (numbers === null ? null : `{${numbers.join(',')}}`)

/** The ticket and exposure rows of a batch: each slip's tickets numbered by slip_index. */
function ticketColumns(requests: NumberSlipRequest[]) {
  const t = {
    ord: [] as number[],
    slipIndex: [] as number[],
    drawId: [] as number[],
    game: [] as string[],
    kind: [] as string[],
    picks: [] as (string | null)[],
    against: [] as (string | null)[],
    lines: [] as number[],
    stakePerLine: [] as string[],
    maxPayout: [] as string[],
    jackpotIn: [] as string[],
    cap: [] as string[],
    perNumber: [] as boolean[],
    code: [] as string[],
    description: [] as Description[],
  }
  const x = { ord: [] as number[], slipIndex: [] as number[], number: [] as number[], kobo: [] as string[] }
  requests.forEach((request, index) =>
    request.tickets.forEach((ticket, slipIndex) => {
      t.ord.push(index + 1)
      t.slipIndex.push(slipIndex)
      t.drawId.push(ticket.drawId)
      t.game.push(ticket.game)
      t.kind.push(ticket.kind)
      t.picks.push(arrayLiteral(ticket.picks))
      t.against.push(arrayLiteral(ticket.against))
      t.lines.push(ticket.lines)
      t.stakePerLine.push(ticket.stakePerLineKobo.toString())
      t.maxPayout.push(ticket.maxPayoutKobo.toString())
      t.jackpotIn.push(ticket.jackpotInKobo.toString())
      t.cap.push(ticket.capKobo.toString())
      t.perNumber.push(ticket.payoutByNumber !== null)
      t.code.push(ticket.code)
      t.description.push(ticket.description)
      for (const { number, kobo } of ticket.payoutByNumber ?? []) {
        x.ord.push(index + 1)
        x.slipIndex.push(slipIndex)
        x.number.push(number)
        x.kobo.push(kobo.toString())
      }
    }),
  )
  return { t, x }
}

export async function placeNumberSlips(
  db: Queryable,
  house: { betsInPlay: string },
  now: Date,
  requests: NumberSlipRequest[],
): Promise<NumberSlipResult[]> {
  const { t, x } = ticketColumns(requests)
  const descriptions = storedDescriptions(t.description)
  try {
    const { rows } = await db.query<PlaceRow>({
      name: 'numbers_place_slips',
      text: PLACE_NUMBER_SLIPS_SQL,
      values: [
        requests.map((r) => hashToken(r.sessionToken)),
        requests.map((r) => r.clientKey),
        requests.map((r) => r.requestHash),
        t.ord,
        t.slipIndex,
        t.drawId,
        t.game,
        t.kind,
        t.picks,
        t.against,
        t.lines,
        t.stakePerLine,
        t.maxPayout,
        t.jackpotIn,
        t.cap,
        t.perNumber,
        t.code,
        descriptions.text,
        x.ord,
        x.slipIndex,
        x.number,
        x.kobo,
        now,
        house.betsInPlay,
        descriptions.key,
        descriptions.params,
      ],
    })
    return rows.map((row): NumberSlipResult => {
      if (row.user_id === null) return { kind: 'no-session' }
      if (row.existing_bet_codes !== null) {
        return {
          kind: 'replay',
          betCodes: row.existing_bet_codes,
          stakeKobo: BigInt(row.existing_stake_kobo!),
          maxPayoutKobo: BigInt(row.existing_max_payout_kobo!),
          requestHash: row.existing_request_hash!,
        }
      }
      if (row.bet_codes !== null) {
        return { kind: 'placed', betCodes: row.bet_codes, stakeKobo: BigInt(row.stake_kobo!), maxPayoutKobo: BigInt(row.max_payout_kobo!) }
      }
      if (row.unknown_ticket !== null) return { kind: 'unknown-draw', ticket: row.unknown_ticket }
      if (row.closed_ticket !== null) return { kind: 'closed', ticket: row.closed_ticket }
      if (row.over_cap_ticket !== null) return { kind: 'over-cap', ticket: row.over_cap_ticket }
      if (row.refusal !== null) return { kind: 'refused', code: row.refusal, userId: String(row.user_id) }
      if (row.covered === false) return { kind: 'uncovered' }
      return { kind: 'not-written' }
    })
  } catch (error) {
    throw translateLedgerError(error)
  }
}
