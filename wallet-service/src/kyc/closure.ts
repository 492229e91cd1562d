import type { Queryable } from '../db/queryable.ts'
import type { RefundNote } from './messages.ts'

/** An under-18 account's closure: the refund (and where it goes), the winnings forfeited, the payout that sends it. */
export type Closure = RefundNote & { withdrawalId: string | null }

/**
 * Closing an under-18 account's money (payments/account-closure.ts), given to the identity checks by the
 * server: `close` runs inside the check's transaction, `sendRefund` after its commit.
 */
export type UnderageClosure = {
  close: (db: Queryable, user: { userId: string; email: string; phoneNumber: string }) => Promise<Closure>
  sendRefund: (withdrawalId: string) => Promise<void>
}

/** The closure of an account, for the login refusal; null when it is open. */
export async function closureOf(db: Queryable, userId: string): Promise<(RefundNote & { closedAt: Date }) | null> {
  const { rows } = await db.query<{
    closed_at: Date
    refund_kobo: string
    forfeited_kobo: string
    bank_name: string | null
    account_number: string | null
  }>(
    `select c.closed_at, c.refund_kobo, c.forfeited_kobo, b.name as bank_name, w.account_number
       from account_closures c
       left join withdrawals w on w.id = c.refund_withdrawal_id
       left join banks b on b.code = w.bank_code
      where c.user_id = $1`,
    [userId],
  )
  const row = rows[0]
  if (!row) return null
  return {
    closedAt: row.closed_at,
    amountKobo: BigInt(row.refund_kobo),
    forfeitedKobo: BigInt(row.forfeited_kobo),
    destination: row.bank_name && row.account_number ? { bankName: row.bank_name, accountNumber: row.account_number } : null,
  }
}
