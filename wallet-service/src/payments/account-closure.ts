import { formatKobo } from '@9ja/money'
import type { Queryable } from '../db/queryable.ts'
import { markReleased, takeHeldDeposits } from '../kyc/deposit-cap.ts'
import { KYC_MESSAGES, type RefundNote } from '../kyc/messages.ts'
import type { Closure, UnderageClosure } from '../kyc/closure.ts'
import { description, type Description } from '../ledger/descriptions.ts'
import { requestHash } from '../ledger/idempotency.ts'
import { postEntry, walletAccountId, type Posting } from '../ledger/ledger.ts'
import { revokeUserSessions } from '../accounts/sessions.ts'
import { enqueueMessage } from '../messaging/outbox.ts'
import { newReference } from './deposits.ts'
import type { PaymentsContext } from './payments-context.ts'
import { advancePayout } from './withdrawals.ts'

/**
 * What closing an under-18 account does with its money, as the identity checks are given it
 * (kyc/verify.ts): payments consult KYC (caps, verified names), KYC never imports payments.
 */
export function underageClosure(ctx: PaymentsContext): UnderageClosure {
  return {
    close: async (db, user) => closeUnderageAccount(ctx, db, user, await findRefundDestination(db, user.userId)),
    sendRefund: async (withdrawalId) => {
      await advancePayout(ctx, withdrawalId)
    },
  }
}

/** The bank account the deposits of a closed account go back to. */
type RefundDestination = { bankCode: string; bankName: string; accountNumber: string; accountName: string }

/**
 * Where a closed account's deposits go back to: the account the newest bank transfer came from, when
 * the bank's notification named it in full (the sandbox bank does; Paystack masks it), else the
 * account of the player's last successful withdrawal. Null when neither is known: the refund then
 * waits in the closed wallet for a person (account_closures shows it).
 */
async function findRefundDestination(db: Queryable, userId: string): Promise<RefundDestination | null> {
  const { rows } = await db.query<RefundDestination>(
    `select "bankCode", "bankName", "accountNumber", "accountName" from (
       (select 1 as preference, b.code as "bankCode", b.name as "bankName",
               pe.payload #>> '{data,authorization,sender_bank_account_number}' as "accountNumber",
               coalesce(nullif(pe.payload #>> '{data,authorization,sender_name}', ''), 'Depositor') as "accountName"
          from journal_entries e
          join payment_events pe on pe.provider = split_part(e.idempotency_key, ':', 2)
                                and pe.event_key = 'charge.success:' || substring(e.idempotency_key from '^deposit:[^:]+:(.*)$')
          join banks b on lower(b.name) = lower(pe.payload #>> '{data,authorization,sender_bank}')
         where e.user_id = $1 and e.kind = 'deposit'
           and pe.payload #>> '{data,authorization,sender_bank_account_number}' ~ '^[0-9]{10}$'
         order by e.id desc limit 1)
       union all
       (select 2, w.bank_code, b.name, w.account_number, w.account_name
          from withdrawals w join banks b on b.code = w.bank_code
         where w.user_id = $1 and w.status = 'succeeded'
         order by w.id desc limit 1)
     ) known order by preference limit 1`,
    [userId],
  )
  return rows[0] ?? null
}

/**
 * Closes an under-18 account inside the caller's transaction (Lagos forfeits under-age winnings; the
 * deposits go back). What the player put in (deposits, held ones included, less withdrawals) is
 * refunded, up to what is left (wallet and held deposits); anything above it is winnings, forfeited.
 * One journal entry moves it all: the refund to payouts in flight under a 'held' withdrawal (sent by
 * the payout machine after commit, resumed by its recovery loop), or, with no known account, left in
 * the closed wallet. Every session ends and the player is told why by email and SMS.
 */
async function closeUnderageAccount(
  ctx: PaymentsContext,
  db: Queryable,
  user: { userId: string; email: string; phoneNumber: string },
  destination: RefundDestination | null,
): Promise<Closure> {
  const { userId } = user
  const wallet = await walletAccountId(db, userId)
  const locked = await db.query<{ balance_kobo: string }>('select balance_kobo from ledger_accounts where id = $1 for update', [wallet])
  const balance = BigInt(locked.rows[0]!.balance_kobo)
  const held = await takeHeldDeposits(db, userId)
  const { rows } = await db.query<{ deposited: string; withdrawn: string }>(
    `select (select coalesce(-sum(p.amount_kobo), 0) from journal_entries e join postings p on p.entry_id = e.id
              where e.user_id = $1 and e.kind = 'deposit' and p.account_id = any($2::bigint[]))::text as deposited,
            (select coalesce(sum(amount_kobo), 0) from withdrawals where user_id = $1 and status <> 'reversed')::text as withdrawn`,
    [userId, [ctx.house['house:bank_clearing'], ctx.house['house:card_clearing']]],
  )
  const putIn = BigInt(rows[0]!.deposited) - BigInt(rows[0]!.withdrawn)
  const available = balance + held.totalKobo
  const refund = putIn <= 0n ? 0n : putIn < available ? putIn : available
  const forfeited = available - refund
  const sendsRefund = destination !== null && refund > 0n

  const postings: Posting[] = [
    { accountId: wallet, amountKobo: (sendsRefund ? 0n : refund) - balance },
    { accountId: ctx.house['house:kyc_held_deposits'], amountKobo: -held.totalKobo },
    { accountId: ctx.house['house:payouts_in_flight'], amountKobo: sendsRefund ? refund : 0n },
    { accountId: ctx.house['house:forfeited_winnings'], amountKobo: forfeited },
  ].filter((posting) => posting.amountKobo !== 0n)
  // Nothing moves when the whole refund stays in the wallet and nothing was held or won.
  let entryId: string | null = null
  if (postings.length > 0) {
    const entry = await postEntry(db, {
      kind: 'account_closure',
      idempotencyKey: `account-closure:${userId}`,
      userId,
      description: closureDescription(refund, forfeited, sendsRefund ? destination : null),
      postings,
    })
    entryId = entry.entryId
    await markReleased(db, held.ids, entry.entryId, new Date(ctx.clock.now()))
  }

  let withdrawalId: string | null = null
  if (sendsRefund && entryId) {
    const inserted = await db.query<{ id: string }>(
      `insert into withdrawals (user_id, idempotency_key, request_hash, provider, reference, amount_kobo, bank_code,
                                account_number, account_name, status, hold_entry_id, created_at, updated_at, released_at)
       values ($1, 'under-18-refund', $2, $3, $4, $5, $6, $7, $8, 'held', $9, $10, $10, $10) returning id`,
      [
        userId,
        requestHash({ refund: refund.toString() }),
        ctx.bank.name,
        newReference('rf'),
        refund.toString(),
        destination.bankCode,
        destination.accountNumber,
        destination.accountName,
        entryId,
        new Date(ctx.clock.now()),
      ],
    )
    withdrawalId = inserted.rows[0]!.id
  }
  await db.query(
    `insert into account_closures (user_id, reason, refund_kobo, forfeited_kobo, closure_entry_id, refund_withdrawal_id)
     values ($1, 'under_18', $2, $3, $4, $5)`,
    [userId, refund.toString(), forfeited.toString(), entryId, withdrawalId],
  )
  const closedAt = new Date(ctx.clock.now())
  await revokeUserSessions(db, userId, closedAt)
  const note: RefundNote = { amountKobo: refund, forfeitedKobo: forfeited, destination: sendsRefund ? destination : null }
  for (const recipient of [user.email, user.phoneNumber]) {
    await enqueueMessage(
      db,
      { userId, recipient, subject: '9ja Lottery: account closed', body: KYC_MESSAGES.under_18(note), devOtp: null },
      closedAt,
    )
  }
  return { ...note, withdrawalId }
}

/** The closure's ledger line: the refund (sent to the bank account, or still to return) and the winnings forfeited. */
function closureDescription(refund: bigint, forfeited: bigint, destination: RefundDestination | null): Description {
  const amounts = { refund: formatKobo(refund), forfeited: formatKobo(forfeited) }
  if (refund > 0n && destination) {
    const to = { bank: destination.bankName, account: `****${destination.accountNumber.slice(-4)}` }
    return description(forfeited > 0n ? 'closedRefundReturnedForfeited' : 'closedRefundReturned', { ...amounts, ...to })
  }
  if (refund > 0n) return description(forfeited > 0n ? 'closedRefundToReturnForfeited' : 'closedRefundToReturn', amounts)
  return description('closedForfeited', amounts)
}
