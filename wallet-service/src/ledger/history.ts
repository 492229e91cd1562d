import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../db/queryable.ts'

/**
 * One line: its English description, and (for entries written since descriptions have keys) the key of
 * locales/<language>/ledger.json with its values, which the web renders in the player's language.
 */
export type HistoryLine = {
  description: string
  descriptionKey: string | null
  descriptionParams: Record<string, string> | null
  dated: string
  transType: 'credit' | 'debit'
  amount: number
}
export type HistoryPage = { data: HistoryLine[]; page: number; pageSize: number; total: number; totalPages: number }

/** Which lines a history shows: every one, the money in and out (deposits, withdrawals and their like), or the games' stakes and wins. */
export const HISTORY_FILTERS = ['all', 'payments', 'games'] as const
export type HistoryFilter = (typeof HISTORY_FILTERS)[number]

/**
 * The filter as a condition on journal_entries `e`, its value the query parameter `param`: every game
 * writes its entries with a kind starting 'game:', so anything else moved money in or out of the wallet.
 */
const filterCondition = (param: string) => `(${param}::text = 'all' or (e.kind like 'game:%') = (${param}::text = 'games'))`

/**
 * A wallet's transaction history, newest first: one line per journal entry that touched the
 * wallet, with the entry's net effect on it (an entry that both debits and credits the wallet,
 * such as a bet and its win, shows as one line). Reversals are lines of their own.
 */
export async function walletHistory(
  db: Queryable,
  userId: string,
  page: number,
  pageSize: number,
  filter: HistoryFilter,
): Promise<HistoryPage> {
  const { rows } = await db.query<{
    description: string
    description_key: string | null
    description_params: Record<string, string> | null
    created_at: Date
    net: string
    total: string
  }>(
    `with wallet as (select id from ledger_accounts where user_id = $1),
     lines as (
       select p.entry_id, sum(p.amount_kobo) as net
         from postings p, wallet where p.account_id = wallet.id
        group by p.entry_id
     )
     select e.description, e.description_key, e.description_params, e.created_at, l.net::text as net, count(*) over ()::text as total
       from lines l join journal_entries e on e.id = l.entry_id
      where l.net <> 0 and ${filterCondition('$4')}
      order by l.entry_id desc
      limit $2 offset $3`,
    [userId, pageSize, (page - 1) * pageSize, filter],
  )
  let total = Number(rows[0]?.total ?? 0)
  if (rows.length === 0 && page > 1) {
    const counted = await db.query<{ total: string }>(
      `select count(*)::text as total from (select p.entry_id from postings p join ledger_accounts a on a.id = p.account_id
        join journal_entries e on e.id = p.entry_id
        where a.user_id = $1 and ${filterCondition('$2')} group by p.entry_id having sum(p.amount_kobo) <> 0) lines`,
      [userId, filter],
    )
    total = Number(counted.rows[0]!.total)
  }
  return {
    data: rows.map((row) => {
      const net = BigInt(row.net)
      return {
        description: row.description,
        descriptionKey: row.description_key,
        descriptionParams: row.description_params,
        dated: row.created_at.toISOString(),
        transType: net > 0n ? 'credit' : 'debit',
        amount: koboToNaira(net < 0n ? -net : net),
      }
    }),
    page,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  }
}
