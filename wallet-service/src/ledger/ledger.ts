import type { Queryable } from '../db/queryable.ts'
import { storedDescription, type Description } from './descriptions.ts'

/** Codes of the house accounts (migration 0002; bets_in_play 0012; kyc_held_deposits and forfeited_winnings 0019; adjustments 0030; returned_transfers 0035; agent_cash_out_holds 0038; agent_commission 0039). */
export const HOUSE_ACCOUNTS = [
  'house:bank_clearing',
  'house:card_clearing',
  'house:payouts_in_flight',
  'house:payouts_settled',
  'house:game_stakes',
  'house:game_wins',
  'house:fees',
  'house:bets_in_play',
  'house:kyc_held_deposits',
  'house:forfeited_winnings',
  'house:adjustments',
  'house:returned_transfers',
  'house:agent_cash_out_holds',
  'house:agent_commission',
] as const
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number]

export type Posting = { accountId: string; amountKobo: bigint }

export type NewEntry = {
  kind: string
  /** Scoped key; a second entry with the same key is not written and the first one is returned. */
  idempotencyKey?: string
  /** The user whose transaction history shows this entry. */
  userId?: string
  description: Description
  reversesEntryId?: string
  postings: Posting[]
}

export class InsufficientFundsError extends Error {
  constructor() {
    super('insufficient funds')
  }
}
export class UnbalancedEntryError extends Error {}

const INSUFFICIENT_FUNDS = 'P0102'
const UNBALANCED_ENTRY = 'P0101'

/**
 * Writes one journal entry and all its postings in a single statement (one round trip).
 * The database checks that the postings sum to zero and that no wallet's debits exceed its
 * balance; the wallet balances move in the same statement.
 */
export async function postEntry(db: Queryable, entry: NewEntry): Promise<{ entryId: string; created: boolean }> {
  const sum = entry.postings.reduce((total, posting) => total + posting.amountKobo, 0n)
  if (sum !== 0n || entry.postings.length < 2) throw new UnbalancedEntryError('postings must sum to zero')
  const description = storedDescription(entry.description)
  try {
    const { rows } = await db.query<{ id: string }>({
      // Named, so each connection plans the ledger's hot statement once.
      name: 'ledger.post-entry',
      text: `with entry as (
         insert into journal_entries (kind, idempotency_key, user_id, description, description_key, description_params, reverses_entry_id)
         values ($1, $2, $3, $4, $8, $9::jsonb, $5)
         on conflict (idempotency_key) do nothing
         returning id
       ), written as (
         insert into postings (entry_id, account_id, amount_kobo)
         select entry.id, p.account_id, p.amount_kobo
           from entry, unnest($6::bigint[], $7::bigint[]) as p(account_id, amount_kobo)
       )
       select id from entry`,
      values: [
        entry.kind,
        entry.idempotencyKey ?? null,
        entry.userId ?? null,
        description.text,
        entry.reversesEntryId ?? null,
        entry.postings.map((p) => p.accountId),
        entry.postings.map((p) => p.amountKobo.toString()),
        description.key,
        description.params,
      ],
    })
    if (rows[0]) return { entryId: rows[0].id, created: true }
  } catch (error) {
    throw translateLedgerError(error)
  }
  const existing = await db.query<{ id: string }>('select id from journal_entries where idempotency_key = $1', [entry.idempotencyKey])
  return { entryId: existing.rows[0]!.id, created: false }
}

/** Maps the ledger trigger's errors to typed errors; anything else passes through unchanged. */
export function translateLedgerError(error: unknown): unknown {
  const code = (error as { code?: string }).code
  if (code === INSUFFICIENT_FUNDS) return new InsufficientFundsError()
  if (code === UNBALANCED_ENTRY) return new UnbalancedEntryError((error as Error).message)
  return error
}

export async function walletAccountId(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from ledger_accounts where user_id = $1', [userId])
  if (!rows[0]) throw new Error(`user ${userId} has no wallet`)
  return rows[0].id
}

export async function walletBalanceKobo(db: Queryable, userId: string): Promise<bigint> {
  const { rows } = await db.query<{ balance_kobo: string }>('select balance_kobo from ledger_accounts where user_id = $1', [userId])
  if (!rows[0]) throw new Error(`user ${userId} has no wallet`)
  return BigInt(rows[0].balance_kobo)
}

/** House account ids never change once migrated; load them once per process. */
export async function loadHouseAccounts(db: Queryable): Promise<Record<HouseAccount, string>> {
  const { rows } = await db.query<{ id: string; code: HouseAccount }>("select id, code from ledger_accounts where kind = 'house'")
  const byCode = Object.fromEntries(rows.map((row) => [row.code, row.id])) as Record<HouseAccount, string>
  for (const code of HOUSE_ACCOUNTS) if (!byCode[code]) throw new Error(`house account ${code} is missing`)
  return byCode
}

/**
 * The two invariants of the ledger, checked from the raw rows: all postings sum to zero, and
 * every wallet's balance column equals the sum of its postings. Returns the problems found.
 */
export async function checkLedgerInvariants(db: Queryable): Promise<string[]> {
  const problems: string[] = []
  const total = await db.query<{ sum: string }>('select coalesce(sum(amount_kobo), 0)::text as sum from postings')
  if (total.rows[0]!.sum !== '0') problems.push(`postings sum to ${total.rows[0]!.sum}, not 0`)
  const drift = await db.query<{ code: string; balance_kobo: string; posted: string }>(
    `select a.code, a.balance_kobo::text, coalesce(sum(p.amount_kobo), 0)::text as posted
       from ledger_accounts a left join postings p on p.account_id = a.id
      where a.kind = 'wallet'
      group by a.id
     having a.balance_kobo <> coalesce(sum(p.amount_kobo), 0)`,
  )
  for (const row of drift.rows) problems.push(`${row.code} balance ${row.balance_kobo} but postings ${row.posted}`)
  return problems
}
