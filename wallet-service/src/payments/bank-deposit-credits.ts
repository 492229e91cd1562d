import type { Logger } from 'pino'
import { BatchQueue, type BatchQueueLimits } from '../db/batch-queue.ts'
import type { Queryable } from '../db/queryable.ts'
import type { PaymentEvent } from './providers/types.ts'

/** One verified bank transfer notification to credit: which provider sent it, the event, and its body for the inbox. */
export type BankDepositCredit = {
  provider: string
  event: Extract<PaymentEvent, { kind: 'bank_deposit' }>
  payload: unknown
}

export type DepositResult = 'credited' | 'duplicate' | 'parked'

/**
 * Credits a batch of bank transfers notified by verified webhooks, in ONE statement (synchronously
 * committed: the bank is answered only once the credit is durable). For each transfer:
 *   - the event enters the inbox; an event already there (a replay, or a second copy in the same
 *     batch) does nothing and answers 'duplicate';
 *   - the wallet behind the account number (a provider virtual account, or a sandbox deposit code)
 *     is credited from bank clearing by one balanced journal entry keyed by provider and reference;
 *   - a pending fund-wallet intent with that reference is marked credited;
 *   - an account number no wallet owns is parked for review instead.
 * The wallets are locked first, in id order, so two batches never deadlock over them. Every
 * lookup is an index lookup per deposit (`= any (array(...))`, scalar subqueries), so the plan each
 * connection caches stays right however large the tables grow.
 */
export const CREDIT_BANK_DEPOSITS_SQL = `with item as (
  select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::text[], $8::bigint[])
    with ordinality as i(provider, event_key, event_type, reference, account_number, payload, description, amount_kobo, ord)
), first_copy as (
  select distinct on (provider, event_key) * from item order by provider, event_key, ord
), target as (
  select first_copy.ord, holder.user_id
    from first_copy cross join lateral (
      select coalesce(
        (select user_id from provider_virtual_accounts v
          where v.provider = first_copy.provider and v.account_number = first_copy.account_number),
        (select id from users where deposit_code = first_copy.account_number and first_copy.provider = 'sandbox')) as user_id
    ) holder
   where holder.user_id is not null
), wallet as (
  select id, user_id from ledger_accounts
   where user_id = any (array(select user_id from target))
   order by id for no key update
), event as (
  insert into payment_events (provider, event_key, event_type, reference, payload, status)
  select provider, event_key, event_type, reference, payload,
         case when ord in (select ord from target) then 'processed' else 'parked' end
    from first_copy order by ord
  on conflict (provider, event_key) do nothing
  returning id, provider, event_key, status
), received as (
  select first_copy.*, event.id as event_id, event.status from first_copy join event using (provider, event_key)
), parked as (
  insert into parked_payment_events (event_id, reason)
  select event_id, 'No wallet owns account number ' || account_number from received where status = 'parked'
), credit as (
  select received.ord, received.reference, received.description, received.amount_kobo, wallet.user_id, wallet.id as wallet_id,
         'deposit:' || received.provider || ':' || received.reference as idempotency_key,
         row_number() over (partition by received.provider, received.reference order by received.ord) as key_rank
    from received join target using (ord) join wallet using (user_id)
   where received.status = 'processed'
), entry as (
  insert into journal_entries (kind, idempotency_key, user_id, description)
  select 'deposit', idempotency_key, user_id, description from credit where key_rank = 1 order by ord
  on conflict (idempotency_key) do nothing
  returning id, idempotency_key
), credited as (
  select credit.*, entry.id as entry_id from credit join entry using (idempotency_key) where credit.key_rank = 1
), posted as (
  insert into postings (entry_id, account_id, amount_kobo)
  select credited.entry_id, x.account_id, x.amount_kobo
    from credited cross join lateral (values (credited.wallet_id, credited.amount_kobo), ($9::bigint, -credited.amount_kobo)) as x(account_id, amount_kobo)
), intent as (
  update deposits set status = 'credited', entry_id = credited.entry_id, updated_at = now()
    from credited
   where deposits.reference = any (array(select reference from credited))
     and deposits.reference = credited.reference and deposits.user_id = credited.user_id and deposits.status = 'pending'
)
select item.ord, received.status as event_status, credited.entry_id
  from item left join received using (ord) left join credited using (ord)
 order by item.ord`

/** Credits `credits` in one statement (see CREDIT_BANK_DEPOSITS_SQL); results come back in the same order. */
export async function creditBankDeposits(db: Queryable, clearingAccountId: string, credits: BankDepositCredit[]): Promise<DepositResult[]> {
  const column = <T>(pick: (credit: BankDepositCredit) => T) => credits.map(pick)
  // Named, so each connection plans this statement once.
  const { rows } = await db.query<{ ord: string; event_status: string | null; entry_id: string | null }>({
    name: 'payments_credit_bank_deposits',
    text: CREDIT_BANK_DEPOSITS_SQL,
    values: [
      column((c) => c.provider),
      column((c) => c.event.eventKey),
      column((c) => c.event.eventType),
      column((c) => c.event.reference),
      column((c) => c.event.accountNumber),
      column((c) => JSON.stringify(c.payload)),
      column((c) => `Deposit by bank transfer from ${c.event.senderName}`),
      column((c) => c.event.amountKobo.toString()),
      clearingAccountId,
    ],
  })
  return rows.map((row): DepositResult => {
    if (row.event_status === 'parked') return 'parked'
    return row.entry_id ? 'credited' : 'duplicate'
  })
}

/**
 * The deposit hot path: concurrent webhook deliveries are batched into shared statements (see
 * BatchQueue), so one commit's WAL flush makes many credits durable. A delivery alone waits for
 * nothing.
 */
export class BankDepositCredits {
  private readonly queue: BatchQueue<BankDepositCredit, DepositResult>

  constructor(db: Queryable, clearingAccountId: string, limits: BatchQueueLimits, logger: Logger) {
    this.queue = new BatchQueue((credits) => creditBankDeposits(db, clearingAccountId, credits), {
      ...limits,
      onBatchFailed: (error, deposits) =>
        logger.warn({ err: error, deposits }, 'a batch of bank deposit credits failed; its deposits are credited one by one'),
    })
  }

  credit(credit: BankDepositCredit): Promise<DepositResult> {
    return this.queue.run(credit)
  }
}
