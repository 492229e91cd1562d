import { hashToken, liveSessionUserIdSql } from '../../accounts/session-auth.ts'
import type { Queryable } from '../../db/queryable.ts'
import { translateLedgerError } from '../../ledger/ledger.ts'
import { protectionGuardSql, protectionRefusalSql, protectionTallySql, type ProtectionCode } from '../../protection/sql.ts'

/**
 * Placing a scheduled family's bets (the hot path): ONE set-based statement for a batch of slips
 * (BatchQueue, decision 005), prepared once per connection on the batch pool, every lookup an index
 * lookup per row; the same for every such family with its own part plugged in (ScheduledPlacement).
 *
 * A slip is all-or-nothing: its bets are written only when the family's judgement accepts it (its
 * events still take bets, judged by the service's clock inside the statement), the wallet covers all
 * its stakes (with the player's earlier slips of the batch) and the player's break and loss limits
 * allow them (their protection row locked after the wallets; the stakes counted into their loss
 * totals, src/protection/README.md). The family locks the rows it judges (events, draws) first, so
 * settlement, which takes them FOR UPDATE, never misses a bet; then the wallets in id order (FOR NO
 * KEY UPDATE), then the protection rows, so two batches never deadlock.
 *
 * Idempotency: a slip's bets share the key `<entry kind>:<user>:<client key>`, one row per bet
 * (slip_index); the first bet's insert takes the key (ON CONFLICT DO NOTHING), the rest follow it, and
 * a slip whose key is taken answers what was written under it.
 *
 * Ledger: each bet moves its stake from the wallet to house:bets_in_play, one entry per bet
 * (`<entry kind>:<bet id>`); its id is drawn first (nextval), so the postings name it without joining
 * the new entries back by key.
 */
export type ScheduledPlacement<Request extends ScheduledSlip, Refusal> = {
  /** The bets table; the prepared statement is named after it, and its bet codes' unique constraint is `<table>_code_key`. */
  table: 'sports_bets' | 'number_bets'
  /** The journal entries' kind (game:sports-bet) and the keys of entries and slips (sports-bet:<bet id>). */
  entryKind: 'sports-bet' | 'number-bet'
  /** The family's own columns of a slip (`item`), as `name type` pairs with their value in a request: parameters $6 on, in this order. */
  slipColumns: ReadonlyArray<readonly [name: string, type: string, value: (request: Request) => unknown]>
  /** The family's parameters after its slip columns, in the order its fragments number them (the rows it judges, its settings). */
  values: (requests: readonly Request[]) => unknown[]
  /** Columns of the bets table that a slip's answer sums over its bets (placed, or written before under its key). */
  totals: readonly string[]
  /**
   * The family's CTEs that judge the batch's slips (keyed: ord, user_id, idempotency_key and the slip
   * columns), locking what they judge; the last is `verdict`, one row per slip with `ord`.
   */
  judge: string
  /** SQL over `verdict`: the family takes the slip. */
  takes: string
  /** CTEs over `fresh` (the new slips taken), the last `slip_stake` (ord, stake_kobo): what each one costs. */
  stakes: string
  /** SQL over `checked`, an extra condition for writing a slip ('true' when the family has none). */
  alsoWritten: string
  /** CTEs over `accepted` (`checked`'s slips to write), the last `bet_row`: one row per bet, with code, ord, slip_index, stake_kobo and the columns `insert` names. */
  betRows: string
  /** The bets table's columns the insert writes (beside code, user_id, stake_kobo, idempotency_key, slip_index, request_hash) and their SQL over `bet_row`. */
  insert: ReadonlyArray<readonly [column: string, value: string]>
  /** CTEs over `placed` (each bet written: bet_row with bet_id and entry_id): the family's other writes (legs, a draw's totals). */
  afterPlaced: string
  /** The journal entry's description, its key and its params, SQL over `placed` and `descriptionFrom`. */
  description: readonly [text: string, key: string, params: string]
  /** What `description` joins beside `placed` ('' when nothing). */
  descriptionFrom: string
  /** The answer's refusal columns, SQL over the slip's `verdict` (and `answerJoins`). */
  refusals: readonly string[]
  answerJoins: string
  /** The family's refusal of a slip, read from its answer row's `refusals` columns; null when it took the slip. */
  readRefusal: (row: PlacementRow) => Refusal | null
  /** The family's refusals that may come from the batch's other slips (a draw's cap): alone, the answer is exact. */
  dependsOnBatch?: (refusal: Refusal) => boolean
}

/** The parameters every placement has: $1-$3 the slips' session tokens, client keys and request hashes, then these two. */
export const PLACEMENT_NOW = '$4::timestamptz'
const BETS_IN_PLAY = '$5::bigint'
const COMMON_PARAMETERS = 5

function placeStatement<Request extends ScheduledSlip, Refusal>(family: ScheduledPlacement<Request, Refusal>): string {
  const slipColumns = family.slipColumns.map(([, type], at) => `, $${COMMON_PARAMETERS + 1 + at}::${type}[]`).join('')
  const slipNames = family.slipColumns.map(([name]) => `, ${name}`).join('')
  const totalsOfBets = family.totals.map((total) => `, sum(b.${total}) as ${total}`).join('')
  const totalsOfPlaced = family.totals.map((total) => `, sum(${total})::text as ${total}`).join('')
  const existingTotals = family.totals.map((total) => `, existing.${total}::text as existing_${total}`).join('')
  const placedTotals = family.totals.map((total) => `, placed_slip.${total}`).join('')
  const insertColumns = [
    'code',
    'user_id',
    'stake_kobo',
    'idempotency_key',
    'slip_index',
    'request_hash',
    // Stamped by the clock, not the column's default: the agents' weekly commission judges it (decision 015).
    'placed_at',
    ...family.insert.map(([column]) => column),
  ]
  const insertValues = [...insertColumns.slice(0, 6), PLACEMENT_NOW, ...family.insert.map(([, value]) => value)].join(', ')
  const insert = `insert into ${family.table} (${insertColumns.join(', ')})
  select ${insertValues}`
  const [text, key, params] = family.description
  return `with item as (
  select * from unnest($1::bytea[], $2::text[], $3::text[]${slipColumns})
    with ordinality as i(token_hash, client_key, request_hash${slipNames}, ord)
), keyed as (
  select item.*, player.user_id, '${family.entryKind}:' || player.user_id || ':' || item.client_key as idempotency_key
    from item cross join lateral (${liveSessionUserIdSql('item.token_hash', PLACEMENT_NOW)} limit 1) player
), existing as (
  select keyed.ord, e.* from keyed cross join lateral (
    select array_agg(b.code order by b.slip_index) as bet_codes, min(b.request_hash) as request_hash${totalsOfBets}
      from ${family.table} b where b.idempotency_key = keyed.idempotency_key
  ) e where e.bet_codes is not null
), ${family.judge}, fresh as (
  select keyed.* from keyed join verdict using (ord)
   where keyed.ord not in (select ord from existing) and ${family.takes}
), ${family.stakes}, wallet as (
  select id, user_id, balance_kobo from ledger_accounts
   where user_id = any (array(select user_id from fresh))
   order by id for no key update
), guard as (
  ${protectionGuardSql('wallet')}
), checked as (
  select fresh.*, wallet.id as wallet_id,
         sum(slip_stake.stake_kobo) over earlier <= wallet.balance_kobo as covered,
         ${protectionRefusalSql('guard', 'stake', 'sum(slip_stake.stake_kobo) over earlier', 'slip_stake.stake_kobo', PLACEMENT_NOW)} as refusal,
         row_number() over (partition by fresh.idempotency_key order by fresh.ord) as key_rank
    from fresh join wallet using (user_id) join slip_stake using (ord) left join guard using (user_id)
  window earlier as (partition by fresh.user_id order by fresh.ord)
), accepted as (
  select checked.* from checked where checked.covered and checked.refusal is null and checked.key_rank = 1 and ${family.alsoWritten}
), ${family.betRows}, anchor as (
  ${insert}
    from bet_row where slip_index = 0 order by ord
  on conflict (idempotency_key, slip_index) do nothing
  returning id, code
), rest as (
  ${insert}
    from bet_row where slip_index > 0 and ord in (select b.ord from bet_row b join anchor on anchor.code = b.code)
   order by ord, slip_index
  returning id, code
), placed as (
  select bet_row.*, bet.id as bet_id, nextval('journal_entries_id_seq') as entry_id
    from bet_row join (select id, code from anchor union all select id, code from rest) bet on bet.code = bet_row.code
), ${family.afterPlaced}, placed_slip as (
  select ord, array_agg(code order by slip_index) as bet_codes${totalsOfPlaced} from placed group by ord
), entry as (
  insert into journal_entries (id, kind, idempotency_key, user_id, description, description_key, description_params)
  select entry_id, 'game:${family.entryKind}', '${family.entryKind}:' || bet_id, user_id, ${text}, ${key}, ${params}
    from placed ${family.descriptionFrom}
), written as (
  insert into postings (entry_id, account_id, amount_kobo)
  select placed.entry_id, p.account_id, p.amount_kobo
    from placed cross join lateral (values (placed.wallet_id, -placed.stake_kobo), (${BETS_IN_PLAY}, placed.stake_kobo)) p(account_id, amount_kobo)
), flows as (
  select user_id, 0::bigint as deposited_kobo, sum(stake_kobo)::bigint as lost_kobo
    from placed where user_id in (select user_id from guard) group by user_id
), tallied as (
  ${protectionTallySql('flows', PLACEMENT_NOW)}
)
-- One row per slip, in order; each part is grouped once above and joined by ord.
select item.ord, keyed.user_id,
       existing.bet_codes as existing_bet_codes, existing.request_hash as existing_request_hash${existingTotals},
       ${family.refusals.join(', ')}, checked.covered, checked.refusal, placed_slip.bet_codes${placedTotals}
  from item left join keyed using (ord) left join existing using (ord) left join verdict using (ord)
  ${family.answerJoins} left join checked using (ord) left join placed_slip using (ord)
 order by item.ord`
}

/** A slip as every family sends it to the statement: who, its idempotency key, and what it asked (its hash). */
export type ScheduledSlip = { sessionToken: string; clientKey: string; requestHash: string }

/** An answer row: the common columns, the totals (existing_<total>, <total>, as text) and the family's refusal columns. */
export type PlacementRow = {
  user_id: string | null
  existing_bet_codes: string[] | null
  existing_request_hash: string | null
  covered: boolean | null
  refusal: ProtectionCode | null
  bet_codes: string[] | null
} & Record<string, unknown>

/** What a slip's bets sum to, by the family's `totals`, in kobo. */
export type SlipTotals = Record<string, bigint>

/** A slip's answer; `family` carries the family's own refusals (which its `readRefusal` reads). */
export type PlacementResult<Refusal> =
  | { kind: 'no-session' }
  | { kind: 'replay'; betCodes: string[]; totals: SlipTotals; requestHash: string }
  | { kind: 'placed'; betCodes: string[]; totals: SlipTotals }
  | { kind: 'family'; refusal: Refusal }
  | { kind: 'uncovered' }
  /** The player's break or loss limit forbids the slip's stakes. */
  | { kind: 'refused'; code: ProtectionCode; userId: string }
  /** A concurrent slip took the idempotency key: try again (it answers as a replay). */
  | { kind: 'not-written' }

/** A batch's rows as the unnest parameters a family's fragments read: for each of `fields`, every row's value, in the rows' order. */
export function unnestColumns<Row>(rows: readonly Row[], fields: readonly (keyof Row)[]): unknown[][] {
  return fields.map((field) => rows.map((row) => row[field]))
}

const statements = new Map<string, string>()

/** Places a batch of a family's slips in one statement at `now`, its stakes moved to `house.betsInPlay`. Answers each slip in order. */
export async function placeScheduledSlips<Request extends ScheduledSlip, Refusal>(
  db: Queryable,
  family: ScheduledPlacement<Request, Refusal>,
  house: { betsInPlay: string },
  now: Date,
  slips: readonly Request[],
): Promise<PlacementResult<Refusal>[]> {
  const name = `place_${family.table}`
  let text = statements.get(name)
  if (!text) {
    text = placeStatement(family)
    statements.set(name, text)
  }
  const totalsOf = (row: PlacementRow, prefix: string): SlipTotals =>
    Object.fromEntries(family.totals.map((total) => [total, BigInt(row[`${prefix}${total}`] as string)]))
  try {
    const { rows } = await db.query<PlacementRow>({
      name,
      text,
      values: [
        slips.map((slip) => hashToken(slip.sessionToken)),
        slips.map((slip) => slip.clientKey),
        slips.map((slip) => slip.requestHash),
        now,
        house.betsInPlay,
        ...family.slipColumns.map(([, , value]) => slips.map(value)),
        ...family.values(slips),
      ],
    })
    return rows.map((row): PlacementResult<Refusal> => {
      if (row.user_id === null) return { kind: 'no-session' }
      if (row.existing_bet_codes !== null) {
        return {
          kind: 'replay',
          betCodes: row.existing_bet_codes,
          totals: totalsOf(row, 'existing_'),
          requestHash: row.existing_request_hash!,
        }
      }
      if (row.bet_codes !== null) return { kind: 'placed', betCodes: row.bet_codes, totals: totalsOf(row, '') }
      const refusal = family.readRefusal(row)
      if (refusal !== null) return { kind: 'family', refusal }
      if (row.refusal !== null) return { kind: 'refused', code: row.refusal, userId: String(row.user_id) }
      if (row.covered === false) return { kind: 'uncovered' }
      return { kind: 'not-written' }
    })
  } catch (error) {
    throw translateLedgerError(error)
  }
}
