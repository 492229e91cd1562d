import { randomBytes } from 'node:crypto'
import { paystackSignature } from '../src/payments/providers/paystack-events.ts'
import type { BenchScenario } from './bench-kit.ts'

/**
 * A bank deposit exactly as production receives it: a provider webhook, signed, verified, put in
 * the inbox and credited in one statement. pgbench runs that same statement directly.
 */
export function depositWebhookScenario(signingKey: string): BenchScenario {
  let seq = 0
  const prefix = randomBytes(4).toString('hex')
  return {
    name: 'deposit webhook',
    operation: 'signed webhook -> inbox + credit (1 statement)',
    // creditBankDeposit sends its statement named (prepared once per connection); so does pgbench.
    pgbenchProtocol: 'prepared',
    nextRequest(env, clientIndex) {
      const user = env.users[(seq + clientIndex) % env.users.length]!
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          reference: `bench-${prefix}-${seq++}`,
          amount: 10_000,
          currency: 'NGN',
          channel: 'dedicated_nuban',
          authorization: { receiver_bank_account_number: user.depositCode, sender_name: 'BENCH' },
        },
      })
      return {
        path: '/payments/webhooks/sandbox',
        body,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(body, signingKey) },
      }
    },
    async pgbenchScript(env) {
      const clearing = await env.pool.query<{ id: string }>(`select id from ledger_accounts where code = 'house:bank_clearing'`)
      // The statement of creditBankDeposit (src/payments/deposits.ts), with a fresh reference per run.
      return `\\set uid random(1, ${env.users.length})
with params as (
  select 'sandbox'::text as provider, 'pgb-' || md5(random()::text || clock_timestamp()::text) as reference,
         '9' || lpad(:uid::text, 9, '0') as account_number
), target as (
  select a.user_id, a.id as wallet_id from ledger_accounts a, params
   where a.user_id = coalesce(
     (select user_id from provider_virtual_accounts v where v.provider = params.provider and v.account_number = params.account_number),
     (select id from users where deposit_code = params.account_number and params.provider = 'sandbox'))
), event as (
  insert into payment_events (provider, event_key, event_type, reference, payload, status)
  select provider, 'charge.success:' || reference, 'charge.success', reference, '{}',
         case when exists (select 1 from target) then 'processed' else 'parked' end from params
  on conflict (provider, event_key) do nothing returning id, status
), parked as (
  insert into parked_payment_events (event_id, reason) select id, 'bench' from event where status = 'parked'
), entry as (
  insert into journal_entries (kind, idempotency_key, user_id, description)
  select 'deposit', 'deposit:' || params.provider || ':' || params.reference, target.user_id, 'Deposit by bank transfer from BENCH'
    from event, target, params where event.status = 'processed'
  on conflict (idempotency_key) do nothing returning id, user_id
), posted as (
  insert into postings (entry_id, account_id, amount_kobo)
  select entry.id, x.account_id, x.amount_kobo from entry, target,
    lateral (values (target.wallet_id, 10000::bigint), (${clearing.rows[0]!.id}::bigint, -10000::bigint)) as x(account_id, amount_kobo)
), intent as (
  update deposits set status = 'credited', entry_id = entry.id, updated_at = now()
    from entry, params where deposits.reference = params.reference and deposits.user_id = entry.user_id and deposits.status = 'pending'
)
select (select id from entry);
`
    },
  }
}
