import type { Logger } from 'pino'
import { BatchQueue, type BatchQueueLimits } from '../db/batch-queue.ts'
import type { Queryable } from '../db/queryable.ts'
import type { Clock } from '../time/clock.ts'
import { protectionTallySql } from '../protection/sql.ts'
import type { PaymentEvent } from './providers/types.ts'
import { description, englishText } from '../ledger/descriptions.ts'

/** One verified bank transfer notification to credit: which provider sent it, the event, and its body for the inbox. */
export type BankDepositCredit = {
  provider: string
  event: Extract<PaymentEvent, { kind: 'bank_deposit' }>
  payload: unknown
}

export type DepositResult = 'credited' | 'duplicate' | 'parked'

/** Where credits come from (bank clearing), where deposits over an unverified wallet's cap go, and that cap. */
export type CreditAccounts = { clearingAccountId: string; heldAccountId: string; unverifiedCapKobo: bigint }

/**
 * Credits a batch of bank transfers notified by verified webhooks, in ONE statement (synchronously
 * committed: the bank is answered only once the credit is durable). For each transfer:
 *   - the event enters the inbox; an event already there (a replay, or a second copy in the same
 *     batch) does nothing and answers 'duplicate';
 *   - the wallet behind the account number (a provider virtual account, or a sandbox deposit code)
 *     is credited from bank clearing by one balanced journal entry keyed by provider and reference;
 *   - a pending fund-wallet intent with that reference is marked credited;
 *   - an unverified player's transfer is counted into their day at $12 (kyc_hold_over_cap, migration 0022):
 *     the part over KYC_UNVERIFIED_DEPOSIT_DAILY_NAIRA goes to house:kyc_held_deposits instead of the
 *     wallet, recorded in kyc_held_deposits until verification releases it (kyc/deposit-cap.ts);
 *   - an account number no wallet owns, or one of an account closed under 18, is parked for review instead;
 *   - the whole credit (a held part included) counts towards the player's deposit limits at $12, even
 *     past them: money that arrived is never sent back unasked (src/protection/README.md).
 * The wallets are locked first, in id order, so two batches never deadlock over them. Every
 * lookup is an index lookup per deposit (`= any (array(...))`, scalar subqueries), so the plan each
 * connection caches stays right however large the tables grow.
 */
export const CREDIT_BANK_DEPOSITS_SQL = `with item as (
  select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::text[], $8::bigint[])
    with ordinality as i(provider, event_key, event_type, reference, account_number, payload, sender_name, amount_kobo, ord)
), first_copy as (
  select distinct on (provider, event_key) * from item order by provider, event_key, ord
), holder as (
  select first_copy.ord, found.user_id, exists (select 1 from account_closures c where c.user_id = found.user_id) as closed
    from first_copy cross join lateral (
      select coalesce(
        (select user_id from provider_virtual_accounts v
          where v.provider = first_copy.provider and v.account_number = first_copy.account_number),
        (select id from users where deposit_code = first_copy.account_number and first_copy.provider = 'sandbox')) as user_id
    ) found
   where found.user_id is not null
), target as (
  select ord, user_id from holder where not closed
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
  select received.event_id,
         case when holder.closed
              then 'Account number ' || received.account_number || ' belongs to an account closed under 18: return the transfer to its sender'
              else 'No wallet owns account number ' || received.account_number end
    from received left join holder using (ord) where received.status = 'parked'
), credit as (
  select received.ord, received.reference, received.sender_name, received.amount_kobo, wallet.user_id, wallet.id as wallet_id,
         'deposit:' || received.provider || ':' || received.reference as idempotency_key,
         row_number() over (partition by received.provider, received.reference order by received.ord) as key_rank
    from received join target using (ord) join wallet using (user_id)
   where received.status = 'processed'
), capped as (
  select user_id, array_agg(ord order by ord) as ords, array_agg(amount_kobo order by ord) as amounts
    from credit
   where key_rank = 1 and (select u.kyc_status from users u where u.id = credit.user_id) <> 'verified'
   group by user_id
), held as (
  select hold.ord, hold.held_kobo
    from capped cross join lateral unnest(capped.ords, kyc_hold_over_cap(capped.user_id, capped.amounts, $10::bigint, $12::timestamptz)) as hold(ord, held_kobo)
), entry as (
  insert into journal_entries (kind, idempotency_key, user_id, description, description_key, description_params)
  select 'deposit', credit.idempotency_key, credit.user_id, ledger_text(case when line.held then $14 else $13 end, line.params),
         case when line.held then 'depositByBankHeld' else 'depositByBank' end, line.params
    from credit left join held using (ord)
   cross join lateral (
     select coalesce(held.held_kobo, 0) > 0 as held,
            jsonb_build_object('sender', credit.sender_name)
              || case when held.held_kobo > 0
                 then jsonb_build_object('held', '₦' || regexp_replace(to_char(held.held_kobo / 100.0, 'FM999,999,999,990.00'), '\\.00$', ''))
                 else '{}'::jsonb end as params
   ) line
   where credit.key_rank = 1 order by credit.ord
  on conflict (idempotency_key) do nothing
  returning id, idempotency_key
), credited as (
  select credit.*, entry.id as entry_id, coalesce(held.held_kobo, 0) as held_kobo
    from credit join entry using (idempotency_key) left join held using (ord) where credit.key_rank = 1
), posted as (
  insert into postings (entry_id, account_id, amount_kobo)
  select credited.entry_id, x.account_id, x.amount_kobo
    from credited cross join lateral (values
      (credited.wallet_id, credited.amount_kobo - credited.held_kobo),
      ($11::bigint, credited.held_kobo),
      ($9::bigint, -credited.amount_kobo)) as x(account_id, amount_kobo)
   where x.amount_kobo <> 0
), kept as (
  insert into kyc_held_deposits (user_id, entry_id, amount_kobo)
  select user_id, entry_id, held_kobo from credited where held_kobo > 0
), intent as (
  update deposits set status = 'credited', entry_id = credited.entry_id, updated_at = $12::timestamptz
    from credited
   where deposits.reference = any (array(select reference from credited))
     and deposits.reference = credited.reference and deposits.user_id = credited.user_id and deposits.status = 'pending'
), flows as (
  select user_id, sum(amount_kobo)::bigint as deposited_kobo, 0::bigint as lost_kobo from credited group by user_id
), tallied as (
  ${protectionTallySql('flows', '$12::timestamptz')}
)
select item.ord, received.status as event_status, credited.entry_id
  from item left join received using (ord) left join credited using (ord)
 order by item.ord`

/** Credits `credits` in one statement (see CREDIT_BANK_DEPOSITS_SQL) at `at`; results come back in the same order. */
export async function creditBankDeposits(
  db: Queryable,
  accounts: CreditAccounts,
  credits: BankDepositCredit[],
  at: Date,
): Promise<DepositResult[]> {
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
      column((c) => c.event.senderName),
      column((c) => c.event.amountKobo.toString()),
      accounts.clearingAccountId,
      accounts.unverifiedCapKobo.toString(),
      accounts.heldAccountId,
      at,
      // The English sentences the statement fills in (locales/en/ledger.json: depositByBank, depositByBankHeld).
      englishText(description('depositByBank')),
      englishText(description('depositByBankHeld')),
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

  constructor(db: Queryable, accounts: CreditAccounts, limits: BatchQueueLimits, logger: Logger, clock: Clock) {
    this.queue = new BatchQueue((credits) => creditBankDeposits(db, accounts, credits, new Date(clock.now())), {
      ...limits,
      onBatchFailed: (error, deposits) =>
        logger.warn({ err: error, deposits }, 'a batch of bank deposit credits failed; its deposits are credited one by one'),
    })
  }

  credit(credit: BankDepositCredit): Promise<DepositResult> {
    return this.queue.run(credit)
  }
}
