import { z } from 'zod'
import type { Queryable } from '../../db/queryable.ts'
import { naira, type RiskContext } from './games.ts'

export const patternsQuery = z.object({ days: z.coerce.number().int().min(1).max(366).optional() })
export type PatternsQuery = z.infer<typeof patternsQuery>

/** An account a pattern names: who, and what it did on the shared address or bank account in the stretch. */
export type PatternAccount = {
  publicId: string
  fullName: string
  userType: string
  /** Logins from the address; withdrawals to, or deposits from, the bank account. */
  times: number
  /** What those withdrawals or deposits amounted to (naira; a withdrawal given back counts nothing); null for logins. */
  amount: number | null
  first: string
  last: string
}

/** Accounts that logged in from one client address. */
export type SharedAddress = { clientAddress: string; accounts: PatternAccount[] }
/** Players who withdrew to, or were funded from, one bank account; the names the bank or the transfers gave it. */
export type SharedBankAccount = {
  bankCode: string
  bankName: string
  accountNumber: string
  accountNames: string[]
  accounts: PatternAccount[]
}

export type UnusualPatterns = {
  from: string
  to: string
  sharedAddresses: SharedAddress[]
  sharedPayoutAccounts: SharedBankAccount[]
  sharedFundingAccounts: SharedBankAccount[]
}

/**
 * One use of a shared thing by one account in the stretch ($1, $2), as `uses` rows (shared, user_id,
 * amount_kobo, at, name), folded per shared thing and account, and kept where at least $3 accounts share it.
 */
const sharedBy = (uses: string) => `with use as (${uses}
), per_account as (
  select shared, user_id, count(*) as times, sum(amount_kobo)::text as amount_kobo, min(at) as first, max(at) as last,
         array_agg(distinct name) filter (where name is not null) as names
    from use group by shared, user_id
), kept as (
  select shared from per_account group by shared having count(*) >= $3
)
select p.shared, p.times, p.amount_kobo, p.first, p.last, p.names, u.public_id, u.full_name, u.user_type
  from per_account p join kept using (shared) join users u on u.id = p.user_id
 order by p.shared, p.first, u.id`

/** Logins (sessions opened, migration 0032 keeps their address) in the stretch, by client address. */
const SHARED_ADDRESSES_SQL = sharedBy(`
  select client_address as shared, user_id, null::bigint as amount_kobo, created_at as at, null::text as name
    from sessions where created_at >= $1 and created_at < $2 and client_address is not null`)

/**
 * Withdrawals asked for in the stretch, by the bank account they went (or were to go) to: every request
 * counts (the bank confirmed the account's name), only money not given back counts in the amount.
 */
const SHARED_PAYOUT_ACCOUNTS_SQL = sharedBy(`
  select json_build_array(bank_code, account_number)::text as shared, user_id,
         case when status = 'reversed' then 0 else amount_kobo end as amount_kobo, created_at as at, account_name as name
    from withdrawals where created_at >= $1 and created_at < $2`)

/**
 * Bank transfers credited in the stretch, by the account they came from, where the bank's notification
 * names it whole (the sandbox bank does; Paystack masks the number, so its transfers cannot be told apart):
 * the notification in the payments' inbox, the credit its journal entry (`deposit:<provider>:<reference>`).
 */
const SHARED_FUNDING_ACCOUNTS_SQL = sharedBy(`
  select json_build_array(b.code, pe.payload #>> '{data,authorization,sender_bank_account_number}')::text as shared, e.user_id,
         (pe.payload #>> '{data,amount}')::bigint as amount_kobo, pe.received_at as at,
         nullif(pe.payload #>> '{data,authorization,sender_name}', '') as name
    from payment_events pe
    join journal_entries e on e.idempotency_key = 'deposit:' || pe.provider || ':' || pe.reference
    join banks b on lower(b.name) = lower(pe.payload #>> '{data,authorization,sender_bank}')
   where pe.received_at >= $1 and pe.received_at < $2 and pe.status = 'processed'
     and pe.payload #>> '{data,authorization,sender_bank_account_number}' ~ '^[0-9]{10}$'`)

type Row = {
  shared: string
  times: string
  amount_kobo: string | null
  first: Date
  last: Date
  names: string[] | null
  public_id: string
  full_name: string
  user_type: string
}

/** The rows of one shared thing after another, each thing with its accounts and every name it went by. */
function grouped(rows: Row[]): { shared: string; names: string[]; accounts: PatternAccount[] }[] {
  const groups = new Map<string, { shared: string; names: Set<string>; accounts: PatternAccount[] }>()
  for (const row of rows) {
    const group = groups.get(row.shared) ?? { shared: row.shared, names: new Set<string>(), accounts: [] }
    groups.set(row.shared, group)
    for (const name of row.names ?? []) group.names.add(name)
    group.accounts.push({
      publicId: row.public_id,
      fullName: row.full_name,
      userType: row.user_type,
      times: Number(row.times),
      amount: row.amount_kobo === null ? null : naira(row.amount_kobo),
      first: row.first.toISOString(),
      last: row.last.toISOString(),
    })
  }
  return [...groups.values()].map((group) => ({ ...group, names: [...group.names].sort() }))
}

async function sharedBankAccounts(db: Queryable, sql: string, from: Date, to: Date, minAccounts: number): Promise<SharedBankAccount[]> {
  const { rows } = await db.query<Row>(sql, [from, to, minAccounts])
  const banks = await db.query<{ code: string; name: string }>('select code, name from banks')
  const bankNames = new Map(banks.rows.map((bank) => [bank.code, bank.name]))
  return grouped(rows).map(({ shared, names, accounts }) => {
    const [bankCode, accountNumber] = JSON.parse(shared) as [string, string]
    return { bankCode, bankName: bankNames.get(bankCode) ?? bankCode, accountNumber, accountNames: names, accounts }
  })
}

/**
 * Players with unusual patterns over the last `days` (the query's, else RISK_PATTERN_DAYS) up to now:
 * many accounts logging in from one client address, many players withdrawing to one bank account, one
 * bank account funding several players, each past its threshold (RISK_*). No device is recorded: the
 * address stands for it (see README.md).
 */
export async function unusualPatterns(db: Queryable, query: PatternsQuery, context: RiskContext): Promise<UnusualPatterns> {
  const { config } = context
  const to = new Date(context.clock.now())
  const from = new Date(to.getTime() - (query.days ?? config.RISK_PATTERN_DAYS) * 24 * 60 * 60 * 1000)
  const addresses = await db.query<Row>(SHARED_ADDRESSES_SQL, [from, to, config.RISK_ACCOUNTS_PER_ADDRESS])
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    sharedAddresses: grouped(addresses.rows).map(({ shared, accounts }) => ({ clientAddress: shared, accounts })),
    sharedPayoutAccounts: await sharedBankAccounts(db, SHARED_PAYOUT_ACCOUNTS_SQL, from, to, config.RISK_PLAYERS_PER_PAYOUT_ACCOUNT),
    sharedFundingAccounts: await sharedBankAccounts(db, SHARED_FUNDING_ACCOUNTS_SQL, from, to, config.RISK_PLAYERS_PER_FUNDING_ACCOUNT),
  }
}
