import { hashToken, liveSessionUserIdSql } from '../../accounts/session-auth.ts'
import type { Queryable } from '../../db/queryable.ts'
import { translateLedgerError } from '../../ledger/ledger.ts'
import { protectionGuardSql, protectionRefusalSql, protectionTallySql, type ProtectionCode } from '../../protection/sql.ts'
import type { HouseIds } from '../house.ts'
import type { CashOutReason } from './judge.ts'
import { storedDescription, storedDescriptions, type Description } from '../../ledger/descriptions.ts'

/**
 * The crash games' statements. Bets and cash-outs are the hot paths: each is one set-based
 * statement for a batch of requests (BatchQueue, decision 005), prepared once per connection on the
 * batch pool, with every lookup an index lookup per row. Every statement that posts to wallets locks
 * them first, in id order (FOR NO KEY UPDATE), so two batches never deadlock.
 *
 * Ledger (house accounts are append-only): a bet moves the stake from the wallet to
 * house:bets_in_play; a cash-out moves it on to house:game_stakes and pays the win from
 * house:game_wins; a loss moves it to game_stakes; a cancel gives it back. Each settlement is a
 * conditional update of the bet row from 'open' in the same statement as its journal entry
 * (`crash-bet|win|loss|void:<betId>`), so it happens exactly once. Stakes, wins and refunds are
 * counted into the players' loss totals (src/protection) by the statement that moves them.
 */

export type BetRequest = {
  sessionToken: string
  game: string
  stakeKobo: bigint
  /** The effective auto cash-out (see effectiveAutoCashOut) and why; targetX100 is the player's own. */
  autoX100: number | null
  autoReason: 'auto' | 'max-win' | null
  targetX100: number | null
  /** 0 or 1; null takes the player's free slot. */
  slot: number | null
  clientKey: string
  requestHash: string
  /** "Jet Crash: bet ₦100 (round {{round}})": the statement fills in the round the bet joins. */
  description: Description
}

/** A round's bets not cancelled, as of the statement that changed them last (`version`, counting up). */
export type RoundTotals = { betCount: number; stakedKobo: bigint; version: number }

export type PlacedBet = {
  betId: number
  roundId: number
  slot: number
  userId: string
  fullName: string
  placedAt: Date
  /** The round's totals with this statement's bets. */
  roundTotals: RoundTotals
}
export type BetResult =
  | { kind: 'no-session' }
  | { kind: 'not-running' }
  | { kind: 'closed' }
  | { kind: 'slots-full' }
  | { kind: 'uncovered' }
  /** The player's break or loss limit forbids the stake. */
  | { kind: 'refused'; code: ProtectionCode; userId: string }
  /** The round's stakes would pass what it can pay at 1.01x (stakesLimitKobo). */
  | { kind: 'round-full'; stakesLimitKobo: bigint }
  | { kind: 'replay'; betId: number; roundId: number; slot: number; requestHash: string }
  | ({ kind: 'placed' } & PlacedBet)
  /** A concurrent statement took the slot or the idempotency key: try again. */
  | { kind: 'not-written' }

/**
 * Places a batch of bets in ONE statement: resolves each session, answers a replayed key, finds
 * each game's newest round and locks its row (FOR NO KEY UPDATE) only if it still takes bets (the
 * runner locks it FOR UPDATE to start the flight, so no bet slips in after: a waiting bet re-reads
 * the phase), locks the wallets in id order, picks each bet's slot, and writes the bets, their
 * journal entries and postings, and the round's new totals (staked_kobo, bet_count, bets_version). A bet is written only when its
 * wallet covers the stakes of that player's bets up to it, so one short wallet never fails the batch
 * (the ledger trigger would refuse an overdraft anyway), when the player's break and loss limits
 * allow it (their protection row locked after the wallets), and only when the round's stakes with it
 * stay payable at the lowest cash-out: stakes x 1.01 <= the round's largest payout (migration 0016
 * holds the same limit as a check). The round's row lock makes concurrent statements, in any process,
 * take their turns, each seeing the stakes the one before committed.
 */
export const PLACE_BETS_SQL = `with item as (
  select * from unnest($1::bytea[], $2::text[], $3::bigint[], $4::integer[], $5::text[], $6::smallint[], $7::text[], $8::text[], $9::text[], $12::integer[], $13::text[], $14::jsonb[])
    with ordinality as i(token_hash, game, stake_kobo, auto_x100, auto_reason, slot, client_key, request_hash, description, target_x100,
                         description_key, description_params, ord)
), keyed as (
  select item.*, player.user_id, 'crash-bet:' || item.game || ':' || player.user_id || ':' || item.client_key as idempotency_key
    from item cross join lateral (${liveSessionUserIdSql('item.token_hash', '$10::timestamptz')}) player
), existing as (
  select keyed.ord, b.id, b.round_id, b.slot, b.request_hash from keyed cross join lateral (
    select id, round_id, slot, request_hash from crash_bets where idempotency_key = keyed.idempotency_key limit 1
  ) b
), latest as (
  select g.game, (select r.id from crash_rounds r where r.game = g.game order by r.id desc limit 1) as round_id
    from (select distinct game from keyed) g
), open_round as (
  select r.id, r.game, r.staked_kobo, r.max_round_payout_kobo * 100 / 101 as stakes_limit_kobo from crash_rounds r
   where r.id = any (array(select round_id from latest)) and r.phase = 'betting' and r.betting_ends_at > $10::timestamptz
   order by r.id
   for no key update
), fresh as (
  select keyed.*, open_round.id as round_id, open_round.staked_kobo as round_staked_kobo, open_round.stakes_limit_kobo
    from keyed join open_round using (game)
   where keyed.ord not in (select ord from existing)
), wallet as (
  select id, user_id, balance_kobo from ledger_accounts
   where user_id = any (array(select user_id from fresh))
   order by id for no key update
), held as (
  select fresh.*, wallet.id as wallet_id, wallet.balance_kobo,
         array(select b.slot from crash_bets b where b.round_id = fresh.round_id and b.user_id = fresh.user_id and b.status <> 'void') as held_slots,
         row_number() over (partition by fresh.user_id, fresh.round_id, fresh.slot is null order by fresh.ord) as nth_free,
         row_number() over (partition by fresh.idempotency_key order by fresh.ord) as key_rank
    from fresh join wallet using (user_id)
), slotted as (
  select held.*,
         case when held.slot is not null then (case when held.slot = any (held.held_slots) then null else held.slot end)
              else (select s.slot from (values (0::smallint), (1::smallint)) s(slot)
                     where s.slot <> all (held.held_slots)
                       and s.slot not in (select other.slot from held other where other.user_id = held.user_id and other.round_id = held.round_id and other.slot is not null)
                     order by s.slot offset held.nth_free - 1 limit 1)
         end as chosen_slot
    from held
), guard as (
  ${protectionGuardSql('wallet')}
), checked as (
  select slotted.*, sum(stake_kobo) over earlier <= balance_kobo as covered,
         ${protectionRefusalSql('guard', 'stake', 'sum(stake_kobo) over earlier', 'stake_kobo', '$10::timestamptz')} as refusal
    from slotted left join guard using (user_id) where key_rank = 1 and chosen_slot is not null
  window earlier as (partition by user_id order by ord)
), fitted as (
  select checked.*, round_staked_kobo + sum(stake_kobo) over (partition by round_id order by ord) <= stakes_limit_kobo as fits
    from checked where covered and refusal is null
), bet as (
  insert into crash_bets (round_id, user_id, slot, stake_kobo, auto_x100, auto_reason, target_x100, idempotency_key, request_hash)
  select round_id, user_id, chosen_slot, stake_kobo, auto_x100, auto_reason, target_x100, idempotency_key, request_hash
    from fitted where fits order by ord
  on conflict do nothing
  returning id, idempotency_key, placed_at, round_id, stake_kobo
), staked as (
  update crash_rounds r
     set staked_kobo = r.staked_kobo + added.stake_kobo, bet_count = r.bet_count + added.count, bets_version = r.bets_version + 1
    from (select round_id, sum(stake_kobo) as stake_kobo, count(*) as count from bet group by round_id) added
   where r.id = added.round_id
  returning r.id, r.staked_kobo, r.bet_count, r.bets_version
), placed as (
  select checked.*, bet.id as bet_id, bet.placed_at from checked join bet using (idempotency_key)
), entry as (
  insert into journal_entries (kind, idempotency_key, user_id, description, description_key, description_params)
  select 'game:crash-bet', 'crash-bet:' || bet_id, user_id, ledger_text(description, round_param), description_key, description_params || round_param
    from placed cross join lateral (select jsonb_build_object('round', round_id::text) as round_param) round
  returning id, idempotency_key
), written as (
  insert into postings (entry_id, account_id, amount_kobo)
  select entry.id, p.account_id, p.amount_kobo
    from entry join placed on entry.idempotency_key = 'crash-bet:' || placed.bet_id
   cross join lateral (values (placed.wallet_id, -placed.stake_kobo), ($11::bigint, placed.stake_kobo)) p(account_id, amount_kobo)
), flows as (
  select user_id, 0::bigint as deposited_kobo, sum(stake_kobo)::bigint as lost_kobo
    from placed where user_id in (select user_id from guard) group by user_id
), tallied as (
  ${protectionTallySql('flows', '$10::timestamptz')}
)
select item.ord, keyed.user_id,
       (select row_to_json(e) from (select id, round_id, slot, request_hash from existing where existing.ord = item.ord) e) as existing,
       (select latest.round_id from latest where latest.game = item.game) as latest_round_id,
       (select open_round.id from open_round where open_round.game = item.game) as open_round_id,
       slotted.chosen_slot, checked.covered, checked.refusal, fitted.fits, fitted.stakes_limit_kobo,
       placed.bet_id, placed.round_id, placed.placed_at,
       (select u.full_name from users u where u.id = placed.user_id) as full_name,
       (select row_to_json(t) from (select staked_kobo::text, bet_count, bets_version from staked where staked.id = placed.round_id) t) as round_totals
  from item left join keyed using (ord) left join slotted using (ord) left join checked using (ord) left join fitted using (ord)
       left join placed using (ord)
 order by item.ord`

type PlaceRow = {
  ord: string
  user_id: string | null
  existing: { id: number; round_id: number; slot: number; request_hash: string } | null
  latest_round_id: string | null
  open_round_id: string | null
  chosen_slot: number | null
  covered: boolean | null
  refusal: ProtectionCode | null
  fits: boolean | null
  stakes_limit_kobo: string | null
  bet_id: string | null
  round_id: string | null
  placed_at: Date | null
  full_name: string | null
  round_totals: TotalsRow | null
}

type TotalsRow = { staked_kobo: string; bet_count: number; bets_version: number }
const totalsFrom = (row: TotalsRow): RoundTotals => ({
  betCount: row.bet_count,
  stakedKobo: BigInt(row.staked_kobo),
  version: row.bets_version,
})

export async function placeBets(db: Queryable, houseBetsInPlay: string, now: Date, requests: BetRequest[]): Promise<BetResult[]> {
  const column = <T>(pick: (request: BetRequest) => T) => requests.map(pick)
  const descriptions = storedDescriptions(column((r) => r.description))
  try {
    const { rows } = await db.query<PlaceRow>({
      name: 'crash_place_bets',
      text: PLACE_BETS_SQL,
      values: [
        column((r) => hashToken(r.sessionToken)),
        column((r) => r.game),
        column((r) => r.stakeKobo.toString()),
        column((r) => r.autoX100),
        column((r) => r.autoReason),
        column((r) => r.slot),
        column((r) => r.clientKey),
        column((r) => r.requestHash),
        descriptions.text,
        now,
        houseBetsInPlay,
        column((r) => r.targetX100),
        descriptions.key,
        descriptions.params,
      ],
    })
    return rows.map((row): BetResult => {
      if (row.user_id === null) return { kind: 'no-session' }
      if (row.existing) {
        const { id, round_id, slot, request_hash } = row.existing
        return { kind: 'replay', betId: Number(id), roundId: Number(round_id), slot, requestHash: request_hash }
      }
      if (row.bet_id !== null) {
        return {
          kind: 'placed',
          betId: Number(row.bet_id),
          roundId: Number(row.round_id),
          slot: row.chosen_slot!,
          userId: String(row.user_id),
          fullName: row.full_name!,
          placedAt: row.placed_at!,
          roundTotals: totalsFrom(row.round_totals!),
        }
      }
      if (row.latest_round_id === null) return { kind: 'not-running' }
      if (row.open_round_id === null) return { kind: 'closed' }
      if (row.chosen_slot === null) return { kind: 'slots-full' }
      if (row.refusal !== null) return { kind: 'refused', code: row.refusal, userId: String(row.user_id) }
      if (row.covered === false) return { kind: 'uncovered' }
      if (row.fits === false) return { kind: 'round-full', stakesLimitKobo: BigInt(row.stakes_limit_kobo!) }
      return { kind: 'not-written' }
    })
  } catch (error) {
    throw translateLedgerError(error)
  }
}

/** A bet as a cash-out judges it: its terms and its round's flight. */
export type BetForCashOut = {
  betId: number
  userId: string
  roundId: number
  game: string
  stakeKobo: bigint
  autoX100: number | null
  autoReason: 'auto' | 'max-win' | null
  status: 'open' | 'cashed-out' | 'lost' | 'void'
  cashedX100: number | null
  payoutKobo: bigint
  /** Epoch ms; null before the flight. */
  startedAtMs: number | null
  crashX100: number
  growthPerMs: number
  capX100: number | null
}
export type CashOutLookup = { kind: 'no-session' } | { kind: 'not-found' } | { kind: 'found'; bet: BetForCashOut }
export type CashOutLookupRequest = { sessionToken: string; betId: number }

type BetRow = {
  id: string
  user_id: string
  round_id: string
  game: string
  stake_kobo: string
  auto_x100: number | null
  auto_reason: 'auto' | 'max-win' | null
  status: BetForCashOut['status']
  cashed_x100: number | null
  payout_kobo: string
  started_at_ms: string | null
  crash_x100: string
  growth_per_ms: number
  cap_x100: number | null
}

const BET_FOR_CASH_OUT_COLUMNS = `b.id, b.user_id, b.round_id, r.game, b.stake_kobo, b.auto_x100, b.auto_reason, b.status, b.cashed_x100, b.payout_kobo,
       (extract(epoch from r.started_at) * 1000)::bigint as started_at_ms, r.crash_x100, r.growth_per_ms, r.cap_x100`

function betFromRow(row: BetRow): BetForCashOut {
  return {
    betId: Number(row.id),
    userId: String(row.user_id),
    roundId: Number(row.round_id),
    game: row.game,
    stakeKobo: BigInt(row.stake_kobo),
    autoX100: row.auto_x100,
    autoReason: row.auto_reason,
    status: row.status,
    cashedX100: row.cashed_x100,
    payoutKobo: BigInt(row.payout_kobo),
    startedAtMs: row.started_at_ms === null ? null : Number(row.started_at_ms),
    crashX100: Number(row.crash_x100),
    growthPerMs: row.growth_per_ms,
    capX100: row.cap_x100,
  }
}

/** Finds a batch of bets for their cash-out requests (only the session's own bets, its session live at $3), in ONE statement. */
export const LOOKUP_CASH_OUTS_SQL = `with item as (
  select * from unnest($1::bytea[], $2::bigint[]) with ordinality as i(token_hash, bet_id, ord)
)
select item.ord, player.user_id as player_id, ${BET_FOR_CASH_OUT_COLUMNS}
  from item
  left join lateral (${liveSessionUserIdSql('item.token_hash', '$3::timestamptz')}) player on true
  left join crash_bets b on b.id = item.bet_id and b.user_id = player.user_id
  left join crash_rounds r on r.id = b.round_id
 order by item.ord`

/** Looks the requests' bets up, their sessions judged `at` (the clock's instant). */
export async function lookupCashOuts(db: Queryable, requests: CashOutLookupRequest[], at: Date): Promise<CashOutLookup[]> {
  const { rows } = await db.query<BetRow & { player_id: string | null }>({
    name: 'crash_lookup_cash_outs',
    text: LOOKUP_CASH_OUTS_SQL,
    values: [requests.map((r) => hashToken(r.sessionToken)), requests.map((r) => r.betId), at],
  })
  return rows.map((row): CashOutLookup => {
    if (row.player_id === null) return { kind: 'no-session' }
    if (row.id === null) return { kind: 'not-found' }
    return { kind: 'found', bet: betFromRow(row) }
  })
}

/** One bet of a session (cancel, replays): null when it is not the session's. */
export async function findPlayerBet(db: Queryable, userId: string, betId: number): Promise<BetForCashOut | null> {
  const { rows } = await db.query<BetRow>(
    `select ${BET_FOR_CASH_OUT_COLUMNS} from crash_bets b join crash_rounds r on r.id = b.round_id where b.id = $1 and b.user_id = $2`,
    [betId, userId],
  )
  return rows[0] ? betFromRow(rows[0]) : null
}

/** One cash-out to write: the bet leaves at x100 with payoutKobo. */
export type CashOutSettlement = { betId: number; x100: number; payoutKobo: bigint; reason: CashOutReason; description: Description }

/**
 * Pays a batch of cash-outs in ONE statement (player requests, the runner's auto and cap cash-outs,
 * the settlement after the crash): each bet still open becomes 'cashed-out' with its entry and
 * postings, its win counted off the player's loss totals at $9; a bet no longer open (a concurrent
 * cash-out, or already settled) is left alone and answers false.
 */
export const SETTLE_CASH_OUTS_SQL = `with item as (
  select * from unnest($1::bigint[], $2::integer[], $3::bigint[], $4::text[], $5::text[], $10::text[], $11::jsonb[])
    with ordinality as i(bet_id, x100, payout_kobo, reason, description, description_key, description_params, ord)
), target as (
  select b.id, b.user_id from crash_bets b where b.id = any (array(select bet_id from item)) and b.status = 'open'
), wallet as (
  select id, user_id from ledger_accounts
   where user_id = any (array(select user_id from target))
   order by id for no key update
), paid as (
  update crash_bets b
     set status = 'cashed-out', cashed_x100 = item.x100, payout_kobo = item.payout_kobo, reason = item.reason, settled_at = $9::timestamptz
    from item, wallet
   where b.id = item.bet_id and wallet.user_id = b.user_id and b.status = 'open'
  returning b.id, b.user_id, b.stake_kobo, b.payout_kobo, wallet.id as wallet_id, item.description, item.description_key, item.description_params, item.ord
), entry as (
  insert into journal_entries (kind, idempotency_key, user_id, description, description_key, description_params)
  select 'game:crash-win', 'crash-win:' || id, user_id, description, description_key, description_params from paid
  returning id, idempotency_key
), written as (
  insert into postings (entry_id, account_id, amount_kobo)
  select entry.id, p.account_id, p.amount_kobo
    from entry join paid on entry.idempotency_key = 'crash-win:' || paid.id
   cross join lateral (values ($6::bigint, -paid.stake_kobo), ($7::bigint, paid.stake_kobo),
                              ($8::bigint, -paid.payout_kobo), (paid.wallet_id, paid.payout_kobo)) p(account_id, amount_kobo)
   where p.amount_kobo <> 0
), flows as (
  select user_id, 0::bigint as deposited_kobo, -sum(payout_kobo)::bigint as lost_kobo from paid group by user_id
), tallied as (
  ${protectionTallySql('flows', '$9::timestamptz')}
)
select item.ord, paid.id is not null as paid from item left join paid using (ord) order by item.ord`

export type { HouseIds }

export async function settleCashOuts(db: Queryable, house: HouseIds, settlements: CashOutSettlement[], at: Date): Promise<boolean[]> {
  if (settlements.length === 0) return []
  const descriptions = storedDescriptions(settlements.map((s) => s.description))
  try {
    const { rows } = await db.query<{ paid: boolean }>({
      name: 'crash_settle_cash_outs',
      text: SETTLE_CASH_OUTS_SQL,
      values: [
        settlements.map((s) => s.betId),
        settlements.map((s) => s.x100),
        settlements.map((s) => s.payoutKobo.toString()),
        settlements.map((s) => s.reason),
        descriptions.text,
        house.betsInPlay,
        house.gameStakes,
        house.gameWins,
        at,
        descriptions.key,
        descriptions.params,
      ],
    })
    return rows.map((row) => row.paid)
  } catch (error) {
    throw translateLedgerError(error)
  }
}

/**
 * Cancels a bet while its round still takes bets (the round's row locked as a bet statement locks
 * it): the stake goes back to the wallet and out of the round's totals (and off the player's loss
 * totals at `now`). The round's new totals, or null when the bet is no longer open or the round started.
 */
export async function voidBet(
  db: Queryable,
  house: HouseIds,
  bet: { betId: number; userId: string },
  now: Date,
  description: Description,
): Promise<RoundTotals | null> {
  const stored = storedDescription(description)
  const { rows } = await db.query<TotalsRow>(
    `with round as (
       select r.id from crash_rounds r
        where r.id = (select round_id from crash_bets where id = $1) and r.phase = 'betting' and r.betting_ends_at > $3
        for no key update
     ), wallet as (
       -- After the round's lock, as a bet statement takes them: no deadlock between the two.
       select id from ledger_accounts where user_id = $2 and exists (select 1 from round) for no key update
     ), voided as (
       update crash_bets b set status = 'void', settled_at = $3
        where b.id = $1 and b.user_id = $2 and b.status = 'open' and b.round_id = (select id from round)
          and exists (select 1 from wallet)
       returning b.id, b.user_id, b.stake_kobo, b.round_id
     ), unstaked as (
       update crash_rounds r
          set staked_kobo = r.staked_kobo - voided.stake_kobo, bet_count = r.bet_count - 1, bets_version = r.bets_version + 1
         from voided where r.id = voided.round_id
       returning r.staked_kobo, r.bet_count, r.bets_version
     ), entry as (
       insert into journal_entries (kind, idempotency_key, user_id, description, description_key, description_params)
       select 'game:crash-void', 'crash-void:' || id, user_id, $4, $6, $7::jsonb from voided
       returning id
     ), written as (
       insert into postings (entry_id, account_id, amount_kobo)
       select entry.id, p.account_id, p.amount_kobo from entry, voided
        cross join lateral (values ($5::bigint, -voided.stake_kobo), ((select id from wallet), voided.stake_kobo)) p(account_id, amount_kobo)
     ), flows as (
       select user_id, 0::bigint as deposited_kobo, -stake_kobo as lost_kobo from voided
     ), tallied as (
       ${protectionTallySql('flows', '$3::timestamptz')}
     )
     select staked_kobo::text, bet_count, bets_version from unstaked`,
    [bet.betId, bet.userId, now, stored.text, house.betsInPlay, stored.key, stored.params],
  )
  return rows[0] ? totalsFrom(rows[0]) : null
}
