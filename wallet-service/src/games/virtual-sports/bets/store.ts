import { hashToken, liveSessionUserIdSql } from '../../../accounts/session-auth.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { translateLedgerError } from '../../../ledger/ledger.ts'
import { protectionGuardSql, protectionRefusalSql, protectionTallySql, type ProtectionCode } from '../../../protection/sql.ts'
import { description, englishText } from '../../../ledger/descriptions.ts'

/**
 * Placing bets (the hot path): ONE set-based statement for a batch of slips (BatchQueue, decision
 * 005), prepared once per connection on the batch pool, every lookup an index lookup per row.
 *
 * A slip is all-or-nothing: its bets are written only when every selection is offered, every event
 * still takes bets (open, and the service's clock before betting_closes_at, judged in the
 * statement), every odds the player saw is still the price, and the wallet covers all its stakes
 * (with the player's earlier slips of the batch) and the player's break and loss limits allow them
 * (their protection row locked after the wallets; the stakes counted into their loss totals). The
 * events are key-share locked while they are
 * judged, so settlement (which takes them FOR UPDATE first) never misses a bet committed after it
 * read the legs; the wallets are locked in id order (FOR NO KEY UPDATE), so two batches never
 * deadlock.
 *
 * Ledger: each bet moves its stake from the wallet to house:bets_in_play, one entry per bet
 * (`sports-bet:<id>`), described "Virtual Football: bet ₦100 (bet 7KQ2M9XHDP)"; its id is drawn first
 * (nextval), so the postings name it without joining the new entries back by key.
 */

export type SlipLeg = { eventId: number; code: string; seenOddsX100: number | null }

export type SlipRequest = {
  sessionToken: string
  kind: 'single' | 'multiple'
  /** Per bet: a slip of singles stakes it on each selection. */
  stakeKobo: bigint
  /** In the slip's order; a single per leg, or one multiple of them all. */
  legs: SlipLeg[]
  clientKey: string
  requestHash: string
  /** "₦100", for the ledger lines. */
  stakeText: string
  /** Public ids for the bets (one per single, one for a multiple), fresh for every attempt. */
  betCodes: string[]
}

export type SlipResult =
  | { kind: 'no-session' }
  | { kind: 'replay'; betCodes: string[]; potentialWinKobo: bigint; requestHash: string }
  | { kind: 'placed'; betCodes: string[]; potentialWinKobo: bigint }
  /** The first selection (index in the slip) that is not offered. */
  | { kind: 'unknown-selection'; leg: number }
  | { kind: 'closed'; eventName: string }
  | { kind: 'odds-changed'; changes: { leg: number; oddsX100: number }[] }
  | { kind: 'uncovered' }
  /** The player's break or loss limit forbids the slip's stakes. */
  | { kind: 'refused'; code: ProtectionCode; userId: string }
  /** A concurrent slip took the idempotency key: try again (it answers as a replay). */
  | { kind: 'not-written' }

export const PLACE_SLIPS_SQL = `with item as (
  select * from unnest($1::bytea[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[])
    with ordinality as i(token_hash, stake_kobo, kind, client_key, request_hash, stake_text, ord)
), keyed as (
  select item.*, player.user_id, 'sports-bet:' || player.user_id || ':' || item.client_key as idempotency_key
    from item cross join lateral (${liveSessionUserIdSql('item.token_hash', '$15::timestamptz')} limit 1) player
), existing as (
  select keyed.ord, e.bet_codes, e.request_hash, e.potential_win_kobo from keyed cross join lateral (
    select array_agg(b.code order by b.slip_index) as bet_codes, min(b.request_hash) as request_hash, sum(b.potential_win_kobo) as potential_win_kobo
      from sports_bets b where b.idempotency_key = keyed.idempotency_key
  ) e where e.bet_codes is not null
), leg as (
  select * from unnest($7::bigint[], $8::integer[], $9::smallint[], $10::smallint[], $11::bigint[], $12::text[], $13::integer[], $14::text[])
    as l(ord, leg_no, slip_index, leg_index, event_id, code, seen_odds_x100, bet_code)
), open_event as (
  select e.id from sports_events e
   where e.id = any (array(select distinct event_id from leg)) and e.status = 'open' and e.betting_closes_at > $15::timestamptz
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
), fresh as (
  select keyed.*, verdict.bets from keyed join verdict using (ord)
   where keyed.ord not in (select ord from existing) and verdict.offered and verdict.open and verdict.same_odds
), wallet as (
  select id, user_id, balance_kobo from ledger_accounts
   where user_id = any (array(select user_id from fresh))
   order by id for no key update
), guard as (
  ${protectionGuardSql('wallet')}
), checked as (
  select fresh.*, wallet.id as wallet_id,
         sum(fresh.stake_kobo * fresh.bets) over earlier <= wallet.balance_kobo as covered,
         ${protectionRefusalSql('guard', 'stake', 'sum(fresh.stake_kobo * fresh.bets) over earlier', 'fresh.stake_kobo * fresh.bets', '$15::timestamptz')} as refusal,
         row_number() over (partition by fresh.idempotency_key order by fresh.ord) as key_rank
    from fresh join wallet using (user_id) left join guard using (user_id)
  window earlier as (partition by fresh.user_id order by fresh.ord)
), slip as (
  select c.ord, c.user_id, c.wallet_id, c.kind, c.stake_kobo, c.idempotency_key, c.request_hash, c.stake_text, p.slip_index,
         min(p.bet_code) as bet_code, count(*) as legs, sports_odds_product(p.odds_x100 * 0.01) as total_odds,
         case when c.kind = 'single' then (select g.title from games g where g.slug = min(p.game)) else 'Virtual Sports' end as title
    from checked c join priced p using (ord)
   where c.covered and c.refusal is null and c.key_rank = 1
   group by c.ord, c.user_id, c.wallet_id, c.kind, c.stake_kobo, c.idempotency_key, c.request_hash, c.stake_text, p.slip_index
), bet_row as (
  select slip.*, least(trunc(slip.stake_kobo * slip.total_odds), $16::bigint)::bigint as potential_win_kobo from slip
), anchor as (
  insert into sports_bets (code, user_id, kind, stake_kobo, total_odds, potential_win_kobo, idempotency_key, slip_index, request_hash)
  select bet_code, user_id, kind, stake_kobo, total_odds, potential_win_kobo, idempotency_key, slip_index, request_hash
    from bet_row where slip_index = 0 order by ord
  on conflict (idempotency_key, slip_index) do nothing
  returning id, code
), rest as (
  insert into sports_bets (code, user_id, kind, stake_kobo, total_odds, potential_win_kobo, idempotency_key, slip_index, request_hash)
  select bet_code, user_id, kind, stake_kobo, total_odds, potential_win_kobo, idempotency_key, slip_index, request_hash
    from bet_row where slip_index > 0 and ord in (select b.ord from bet_row b join anchor on anchor.code = b.bet_code)
   order by ord, slip_index
  returning id, code
), placed as (
  select bet_row.*, bet.id as bet_id, nextval('journal_entries_id_seq') as entry_id
    from bet_row join (select id, code from anchor union all select id, code from rest) bet on bet.code = bet_row.bet_code
), placed_slip as (
  select ord, array_agg(bet_code order by slip_index) as bet_codes, sum(potential_win_kobo)::text as potential_win_kobo from placed group by ord
), legs as (
  insert into sports_bet_legs (bet_id, leg_index, event_id, code, odds_x100)
  select placed.bet_id, p.leg_index, p.event_id, p.code, p.odds_x100 from placed join priced p on p.bet_code = placed.bet_code
), entry as (
  insert into journal_entries (id, kind, idempotency_key, user_id, description, description_key, description_params)
  select entry_id, 'game:sports-bet', 'sports-bet:' || bet_id, user_id,
         ledger_text(case when kind = 'multiple' then $19 else $18 end, line.params),
         case when kind = 'multiple' then 'sportsMultiple' else 'sportsBet' end, line.params
    from placed
   cross join lateral (select jsonb_build_object('game', title, 'legs', legs::text, 'stake', stake_text, 'bet', bet_code) as params) line
), written as (
  insert into postings (entry_id, account_id, amount_kobo)
  select placed.entry_id, p.account_id, p.amount_kobo
    from placed cross join lateral (values (placed.wallet_id, -placed.stake_kobo), ($17::bigint, placed.stake_kobo)) p(account_id, amount_kobo)
), flows as (
  select user_id, 0::bigint as deposited_kobo, sum(stake_kobo)::bigint as lost_kobo
    from placed where user_id in (select user_id from guard) group by user_id
), tallied as (
  ${protectionTallySql('flows', '$15::timestamptz')}
)
-- One row per slip, in order; each part is grouped once above and joined by ord.
select item.ord, keyed.user_id,
       existing.bet_codes as existing_bet_codes, existing.request_hash as existing_request_hash, existing.potential_win_kobo::text as existing_potential_win_kobo,
       verdict.unknown_leg, verdict.closed_event, verdict.changed, checked.covered, checked.refusal, placed_slip.bet_codes, placed_slip.potential_win_kobo
  from item left join keyed using (ord) left join existing using (ord) left join verdict using (ord)
  left join checked using (ord) left join placed_slip using (ord)
 order by item.ord`

type PlaceRow = {
  user_id: string | null
  existing_bet_codes: string[] | null
  existing_request_hash: string | null
  existing_potential_win_kobo: string | null
  unknown_leg: number | null
  closed_event: string | null
  changed: { leg: number; oddsX100: number }[] | null
  covered: boolean | null
  refusal: ProtectionCode | null
  bet_codes: string[] | null
  potential_win_kobo: string | null
}

/** The leg rows of a batch: each slip's selections, numbered into bets (a single each, or one multiple). */
function legColumns(requests: SlipRequest[]) {
  const columns = {
    ord: [] as number[],
    legNo: [] as number[],
    slipIndex: [] as number[],
    legIndex: [] as number[],
    eventId: [] as number[],
    code: [] as string[],
    seenOdds: [] as (number | null)[],
    betCode: [] as string[],
  }
  requests.forEach((request, index) =>
    request.legs.forEach((leg, legNo) => {
      const slipIndex = request.kind === 'single' ? legNo : 0
      columns.ord.push(index + 1)
      columns.legNo.push(legNo)
      columns.slipIndex.push(slipIndex)
      columns.legIndex.push(request.kind === 'single' ? 0 : legNo)
      columns.eventId.push(leg.eventId)
      columns.code.push(leg.code)
      columns.seenOdds.push(leg.seenOddsX100)
      columns.betCode.push(request.betCodes[slipIndex]!)
    }),
  )
  return columns
}

export async function placeSlips(
  db: Queryable,
  house: { betsInPlay: string },
  now: Date,
  maxPayoutKobo: bigint,
  requests: SlipRequest[],
): Promise<SlipResult[]> {
  const column = <T>(pick: (request: SlipRequest) => T) => requests.map(pick)
  const legs = legColumns(requests)
  try {
    const { rows } = await db.query<PlaceRow>({
      name: 'sports_place_slips',
      text: PLACE_SLIPS_SQL,
      values: [
        column((r) => hashToken(r.sessionToken)),
        column((r) => r.stakeKobo.toString()),
        column((r) => r.kind),
        column((r) => r.clientKey),
        column((r) => r.requestHash),
        column((r) => r.stakeText),
        legs.ord,
        legs.legNo,
        legs.slipIndex,
        legs.legIndex,
        legs.eventId,
        legs.code,
        legs.seenOdds,
        legs.betCode,
        now,
        maxPayoutKobo.toString(),
        house.betsInPlay,
        // The English sentences the statement fills in (locales/en/ledger.json: sportsBet, sportsMultiple).
        englishText(description('sportsBet')),
        englishText(description('sportsMultiple')),
      ],
    })
    return rows.map((row): SlipResult => {
      if (row.user_id === null) return { kind: 'no-session' }
      if (row.existing_bet_codes !== null) {
        return {
          kind: 'replay',
          betCodes: row.existing_bet_codes,
          potentialWinKobo: BigInt(row.existing_potential_win_kobo!),
          requestHash: row.existing_request_hash!,
        }
      }
      if (row.bet_codes !== null) return { kind: 'placed', betCodes: row.bet_codes, potentialWinKobo: BigInt(row.potential_win_kobo!) }
      if (row.unknown_leg !== null) return { kind: 'unknown-selection', leg: row.unknown_leg }
      if (row.closed_event !== null) return { kind: 'closed', eventName: row.closed_event }
      if (row.changed !== null) return { kind: 'odds-changed', changes: row.changed }
      if (row.refusal !== null) return { kind: 'refused', code: row.refusal, userId: String(row.user_id) }
      if (row.covered === false) return { kind: 'uncovered' }
      return { kind: 'not-written' }
    })
  } catch (error) {
    throw translateLedgerError(error)
  }
}
