import { z } from 'zod'
import { formatKobo } from '@9ja/money'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import { description } from '../../ledger/descriptions.ts'
import { InsufficientFundsError, walletAccountId } from '../../ledger/ledger.ts'
import { findBank } from '../../payments/banks.ts'
import type { PaymentsContext } from '../../payments/payments-context.ts'
import { holdPayout } from '../../payments/withdrawals.ts'
import { findDecision, type Decision, type DecisionKind } from '../staff/decisions.ts'
import { reasonField } from '../staff/fields.ts'
import type { QueuedWithdrawal } from './withdrawals.ts'

/**
 * Accounts closed because their owner is under 18 (src/payments/account-closure.ts). Their deposits go
 * back to the bank; when no account to send them to was known, or the bank did not pay the refund, the
 * money waits in the closed wallet. Finance sends it: a maker names the account (checked by name
 * enquiry), another finance member approves, and the approval holds it as a payout sent after commit.
 */
export type Closure = {
  player: { id: string; fullName: string; phoneNumber: string; email: string }
  reason: string
  closedAt: Date
  refundKobo: string
  forfeitedKobo: string
  refundPayout: Pick<QueuedWithdrawal, 'id' | 'reference' | 'status' | 'amountKobo' | 'bankCode' | 'accountNumber' | 'accountName'> | null
  /** What is still in the closed wallet, waiting to be sent. */
  walletKobo: string
  pendingDecision: Decision<ClosureRefundPayload> | null
}

export type ClosureRefundPayload = {
  userId: string
  playerId: string
  amountKobo: string
  refundTo: { bankCode: string; bankName: string; accountNumber: string; accountName: string }
}

const CLOSURE_REFUND_KIND = 'closure-refund'

export const closuresQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) })

export const closureRefundRequest = z.object({
  bankCode: z.string({ error: 'Choose the bank.' }).trim().min(1, 'Choose the bank.'),
  accountNumber: z
    .string({ error: 'Enter the account number.' })
    .trim()
    .regex(/^\d{10}$/, 'Account number is not valid'),
  reason: reasonField,
})

type ClosureRow = Omit<Closure, 'pendingDecision'> & { userId: string; decisionId: string | null }

const SELECT_CLOSURES = `
  select c.user_id::text as "userId",
         json_build_object('id', u.public_id, 'fullName', u.full_name, 'phoneNumber', u.phone_number, 'email', u.email) as player,
         c.reason, c.closed_at as "closedAt", c.refund_kobo::text as "refundKobo", c.forfeited_kobo::text as "forfeitedKobo",
         case when w.id is null then null else json_build_object(
           'id', w.id::text, 'reference', w.reference, 'status', w.status, 'amountKobo', w.amount_kobo::text,
           'bankCode', w.bank_code, 'accountNumber', w.account_number, 'accountName', w.account_name) end as "refundPayout",
         a.balance_kobo::text as "walletKobo",
         (select d.id::text from staff_decisions d
           where d.kind = '${CLOSURE_REFUND_KIND}' and d.subject_id = u.public_id::text and d.status = 'pending') as "decisionId"
    from account_closures c
    join users u on u.id = c.user_id
    join ledger_accounts a on a.user_id = c.user_id
    left join withdrawals w on w.id = c.refund_withdrawal_id`

async function withDecisions(db: Queryable, kind: DecisionKind<ClosureRefundPayload>, rows: ClosureRow[]): Promise<Closure[]> {
  return Promise.all(
    rows.map(async ({ decisionId, userId: _userId, ...row }) => ({
      ...row,
      pendingDecision: decisionId ? await findDecision(db, kind, decisionId) : null,
    })),
  )
}

/** Every under-18 closure, newest first. */
export async function listClosures(db: Queryable, kind: DecisionKind<ClosureRefundPayload>, limit: number): Promise<Closure[]> {
  const { rows } = await db.query<ClosureRow>(`${SELECT_CLOSURES} order by c.closed_at desc, c.user_id desc limit $1`, [limit])
  return withDecisions(db, kind, rows)
}

async function findClosureRow(db: Queryable, playerId: string, lock: boolean): Promise<ClosureRow> {
  const { rows } = await db.query<ClosureRow>(`${SELECT_CLOSURES} where u.public_id::text = $1${lock ? ' for update of c' : ''}`, [
    playerId,
  ])
  if (!rows[0]) throw new DomainError('CLOSURE_NOT_FOUND', 'No account closed under 18 has that player ID.')
  return rows[0]
}

export async function findClosure(db: Queryable, kind: DecisionKind<ClosureRefundPayload>, playerId: string): Promise<Closure> {
  return (await withDecisions(db, kind, [await findClosureRow(db, playerId, false)]))[0]!
}

/** Refuses a refund while another one is on its way, or when the closed wallet holds nothing. */
function assertRefundable(row: ClosureRow): void {
  if (row.refundPayout && ['review', 'held', 'sent'].includes(row.refundPayout.status)) {
    throw new DomainError('CLOSURE_REFUND_IN_PROGRESS', 'A refund of this account is on its way to the bank: wait for its outcome.')
  }
  if (BigInt(row.walletKobo) <= 0n) throw new DomainError('CLOSURE_NOTHING_TO_REFUND', 'Nothing is left in this closed account to refund.')
}

/**
 * The refund a maker asks: what the closed wallet holds now, to the account named, which the bank must
 * know (name enquiry, a provider call made before any transaction). The name may be a parent's: the
 * approver sees it.
 */
export async function closureRefundAsked(
  payments: PaymentsContext,
  playerId: string,
  asked: z.infer<typeof closureRefundRequest>,
): Promise<ClosureRefundPayload> {
  const row = await findClosureRow(payments.pool, playerId, false)
  assertRefundable(row)
  const bank = await findBank(payments.pool, asked.bankCode)
  if (!bank) throw new DomainError('INVALID_INPUT', 'Please select a valid bank.')
  const accountName = await payments.bank.resolveAccountName(bank.code, asked.accountNumber)
  if (!accountName) throw new DomainError('ACCOUNT_NOT_FOUND', `${bank.name} knows no account ${asked.accountNumber}.`)
  return {
    userId: row.userId,
    playerId,
    amountKobo: row.walletKobo,
    refundTo: { bankCode: bank.code, bankName: bank.name, accountNumber: asked.accountNumber, accountName },
  }
}

/**
 * A closed account's refund, once another finance member approves: the amount asked is held from the
 * closed wallet to payouts in flight under a 'held' withdrawal (as the closure itself does), which the
 * closure now names as its refund; the payout is sent after commit. A bank that does not pay it gives
 * the money back to the closed wallet, for another refund.
 */
export function closureRefundDecision(payments: PaymentsContext): DecisionKind<ClosureRefundPayload> {
  return {
    kind: CLOSURE_REFUND_KIND,
    async carryOut(db, decision) {
      const { userId, playerId, refundTo } = decision.payload
      const amountKobo = BigInt(decision.payload.amountKobo)
      assertRefundable(await findClosureRow(db, playerId, true))
      try {
        const payout = await holdPayout(payments, db, {
          userId,
          parkedEventId: null,
          idempotencyKey: `closure-refund:${decision.id}`,
          amountKobo,
          fromAccountId: await walletAccountId(db, userId),
          destination: refundTo,
          description: (to) => description('closedRefundReturned', { refund: formatKobo(amountKobo), bank: to.bank, account: to.account }),
        })
        await db.query('update account_closures set refund_withdrawal_id = $2 where user_id = $1', [userId, payout.withdrawalId])
        return { withdrawalId: payout.withdrawalId, payoutReference: payout.reference }
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new DomainError(
            'CLOSURE_REFUND_ABOVE_BALANCE',
            'The closed wallet no longer holds the amount asked: reject this and ask again.',
          )
        }
        throw error
      }
    },
  }
}
