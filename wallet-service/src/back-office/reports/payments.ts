import type { Queryable } from '../../db/queryable.ts'
import { lagosDaySql, periodInstants, periodQuery, type Period, type Report } from './report.ts'

/** Where a payment stands: paid (credited, or confirmed by the bank), failed (declined, reversed) or pending. */
export type PaymentStatus = 'paid' | 'failed' | 'pending'

export type PaymentDayRow = {
  day: string
  /** sandbox, paystack (bank transfers and payouts) or stripe (cards). */
  provider: string
  direction: 'deposit' | 'withdrawal'
  status: PaymentStatus
  count: number
  amount: bigint
}

/**
 * The ledger's money movements with a provider, one row per movement, of the instants [$1, $2) and
 * those whose ledger entry has a key of $3 (the reconciliation looks up a provider's references so):
 * - a deposit is paid when its ledger entry credits it (kind 'deposit', keyed
 *   `deposit:<provider>:<reference>`), for the whole amount that left the provider's clearing account
 *   (the part over an unverified player's cap included: it is held, not refused); a card payment
 *   still waiting or declined is the deposit row Stripe has not paid (a bank transfer exists only
 *   once the bank has the money, so it is never pending);
 * - a withdrawal counts on the day its money was held (its ledger entry `withdrawal:hold:<reference>`, or
 *   for an under-18 account's refund the closure's entry that held it), paid once the bank confirmed it
 *   (its settlement entry), failed once reversed, else pending.
 */
export const PAYMENT_MOVEMENTS_SQL = `
  select e.created_at as at, split_part(e.idempotency_key, ':', 2) as provider, 'deposit' as direction, 'paid' as status,
         substr(e.idempotency_key, char_length(split_part(e.idempotency_key, ':', 2)) + 10) as reference,
         (select -sum(p.amount_kobo) from postings p where p.entry_id = e.id and p.amount_kobo < 0) as amount_kobo
    from journal_entries e
   where e.kind = 'deposit' and (e.created_at >= $1 and e.created_at < $2 or e.idempotency_key = any ($3::text[]))
  union all
  select d.created_at, d.provider, 'deposit', case d.status when 'failed' then 'failed' else 'pending' end, d.reference, d.amount_kobo
    from deposits d
   where d.channel = 'card' and d.status in ('pending', 'failed') and d.created_at >= $1 and d.created_at < $2
  union all
  select e.created_at, w.provider, 'withdrawal',
         case when w.reverse_entry_id is not null then 'failed' when w.settle_entry_id is not null then 'paid' else 'pending' end,
         w.reference, w.amount_kobo
    from withdrawals w join journal_entries e on e.id = w.hold_entry_id
   where e.created_at >= $1 and e.created_at < $2
      or w.reference = any (select substr(key, char_length('withdrawal:hold:') + 1) from unnest($3::text[]) key where key like 'withdrawal:hold:%')`

/** Deposits and withdrawals per provider and Lagos day, by status: how many and how much. */
export async function paymentDayRows(db: Queryable, period: Period): Promise<PaymentDayRow[]> {
  const { fromAt, untilAt } = periodInstants(period)
  const { rows } = await db.query<Omit<PaymentDayRow, 'amount'> & { amount_kobo: string }>(
    `select ${lagosDaySql('m.at')} as day, m.provider, m.direction, m.status, count(*)::int as count, sum(m.amount_kobo)::text as amount_kobo
       from (${PAYMENT_MOVEMENTS_SQL}) m
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4`,
    [fromAt, untilAt, []],
  )
  return rows.map(({ amount_kobo, ...row }) => ({ ...row, amount: BigInt(amount_kobo) }))
}

export const paymentDayReport: Report<Period, PaymentDayRow> = {
  name: 'payments',
  query: periodQuery,
  rows: paymentDayRows,
  columns: [
    { heading: 'Day (Lagos)', value: (row) => row.day },
    { heading: 'Provider', value: (row) => row.provider },
    { heading: 'Direction', value: (row) => row.direction },
    { heading: 'Status', value: (row) => row.status },
    { heading: 'Count', value: (row) => row.count },
    { heading: 'Amount (NGN)', value: (row) => row.amount },
  ],
}
