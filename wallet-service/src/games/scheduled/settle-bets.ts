import type { Queryable } from '../../db/queryable.ts'
import { storedDescriptions, type Description } from '../../ledger/descriptions.ts'
import { translateLedgerError } from '../../ledger/ledger.ts'
import { protectionTallySql } from '../../protection/sql.ts'
import type { HouseIds } from '../house.ts'

/**
 * The one statement that settles a chunk of a scheduled family's bets (a sports event's, a number
 * draw's; settle-in-chunks.ts reads and judges them), the same for every such family with its own
 * part plugged in: a conditional update from 'open' with each bet's journal entry and postings, so each
 * bet is paid exactly once whoever runs it, and what a wallet gets back (a win, a jackpot, a refund)
 * taken off the player's loss totals at `at` (src/protection/README.md).
 * Ledger: win: bets_in_play -H, game_stakes +H, game_wins -(W - P), pool -P, wallet +W; loss:
 * bets_in_play -H, game_stakes +H; void: bets_in_play -H, wallet +W (the stake). H is what the bet still
 * holds in play (its stake, less any share already given to a pool), P what of the win a pool pays.
 * Each entry's id is drawn first (nextval), so its postings name it without joining the new entries
 * back by key: the generic plan expects one row from each side and would compare every pair.
 */
export type ScheduledBetsTable = {
  table: 'sports_bets' | 'number_bets'
  /** The journal entries' kind (game:sports) and keys (sports-win:<bet id>). */
  entryPrefix: 'sports' | 'number'
  /** The family's own columns a settlement writes beside its status and payout, in the order of BetSettlement.own. */
  ownColumns: ReadonlyArray<{ name: string; type: 'integer' | 'bigint' }>
  /** What a settled bet still holds in play (SQL over the settled row `b`, its status already written). */
  heldKobo: string
  /** What of a win the family's pool pays rather than the house (SQL over `b`); '0' for a family without one. */
  fromPoolKobo: string
}

/** A bet judged: its outcome, what its wallet gets, its ledger line, and the family's own columns' values (as ownColumns lists them). */
export type BetSettlement = {
  betId: string
  status: 'won' | 'lost' | 'void'
  payoutKobo: bigint
  description: Description
  own?: ReadonlyArray<string | number | null>
}

/** Parameters before the family's own columns: the bets' ids, statuses, payouts and lines, `at`, the house's three accounts and the pool. */
const COMMON_PARAMETERS = 11

function settleStatement(bets: ScheduledBetsTable): string {
  const own = bets.ownColumns.map((column, at) => ({ ...column, parameter: COMMON_PARAMETERS + 1 + at }))
  const ownUnnest = own.map((column) => `, $${column.parameter}::${column.type}[]`).join('')
  const ownNames = own.map((column) => `, ${column.name}`).join('')
  const ownSet = own.map((column) => `, ${column.name} = item.${column.name}`).join('')
  return `with item as (
  select * from unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::jsonb[]${ownUnnest})
    as i(bet_id, status, payout_kobo, description, description_key, description_params${ownNames})
), target as (
  select b.id, b.user_id from ${bets.table} b
   where b.id = any (array(select bet_id from item)) and b.status = 'open'
   order by b.id for no key update
), wallet as (
  select id, user_id from ledger_accounts
   where user_id = any (array(select target.user_id from target join item on item.bet_id = target.id where item.payout_kobo > 0))
   order by id for no key update
), settled as (
  update ${bets.table} b
     set status = item.status, payout_kobo = item.payout_kobo${ownSet}, settled_at = $7::timestamptz
    from item
   where b.id = item.bet_id and b.id in (select id from target) and b.status = 'open'
  returning b.id, b.user_id, b.status, b.payout_kobo, item.description, item.description_key, item.description_params,
            nextval('journal_entries_id_seq') as entry_id, ${bets.heldKobo} as held_kobo, ${bets.fromPoolKobo} as from_pool_kobo,
            '${bets.entryPrefix}-' || case b.status when 'won' then 'win' when 'lost' then 'loss' else 'void' end || ':' || b.id as entry_key
), entry as (
  insert into journal_entries (id, kind, idempotency_key, user_id, description, description_key, description_params)
  select entry_id, 'game:' || split_part(entry_key, ':', 1), entry_key, user_id, description, description_key, description_params from settled
), written as (
  insert into postings (entry_id, account_id, amount_kobo)
  select settled.entry_id, p.account_id, p.amount_kobo
    from settled left join wallet on wallet.user_id = settled.user_id
   cross join lateral (values
     ($8::bigint, -settled.held_kobo),
     ($9::bigint, case when settled.status = 'void' then 0 else settled.held_kobo end),
     ($10::bigint, case when settled.status = 'won' then settled.from_pool_kobo - settled.payout_kobo else 0 end),
     ($11::bigint, -settled.from_pool_kobo),
     (wallet.id, settled.payout_kobo)
   ) p(account_id, amount_kobo)
   where p.amount_kobo <> 0
), flows as (
  select user_id, 0::bigint as deposited_kobo, -sum(payout_kobo)::bigint as lost_kobo from settled where payout_kobo > 0 group by user_id
), tallied as (
  ${protectionTallySql('flows', '$7::timestamptz')}
)
select count(*)::int as settled from settled`
}

const statements = new Map<ScheduledBetsTable['table'], string>()

/** Writes a chunk of judged bets of `bets` in one statement, at `at`; `poolAccountId` pays what fromPoolKobo says. Answers how many it settled (those still open). */
export async function writeBetSettlements(
  db: Queryable,
  bets: ScheduledBetsTable,
  house: HouseIds,
  settlements: BetSettlement[],
  at: Date,
  poolAccountId: string | null = null,
): Promise<number> {
  let text = statements.get(bets.table)
  if (!text) {
    text = settleStatement(bets)
    statements.set(bets.table, text)
  }
  const descriptions = storedDescriptions(settlements.map((settlement) => settlement.description))
  try {
    const { rows } = await db.query<{ settled: number }>({
      name: `settle_${bets.table}`,
      text,
      values: [
        settlements.map((settlement) => settlement.betId),
        settlements.map((settlement) => settlement.status),
        settlements.map((settlement) => settlement.payoutKobo.toString()),
        descriptions.text,
        descriptions.key,
        descriptions.params,
        at,
        house.betsInPlay,
        house.gameStakes,
        house.gameWins,
        poolAccountId,
        ...bets.ownColumns.map((_, column) => settlements.map((settlement) => settlement.own?.[column] ?? null)),
      ],
    })
    return rows[0]!.settled
  } catch (error) {
    throw translateLedgerError(error)
  }
}
