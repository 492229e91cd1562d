import { z } from 'zod'
import type { PoolClient } from '../../db/pool.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { PaymentsContext } from '../../payments/payments-context.ts'
import { lockInReview, rejectReviewedWithdrawal, releaseReviewedWithdrawal } from '../../payments/withdrawals.ts'
import type { DecisionKind } from '../staff/decisions.ts'

/**
 * Finance's withdrawal queue: the withdrawals a review rule held (src/payments/withdrawal-review.ts).
 * Approving one is a decision of one finance member, or of two different ones above
 * WITHDRAWAL_TWO_APPROVALS_ABOVE_NAIRA; the approval that completes it releases the payout.
 */
export type WithdrawalDecisionPayload = { withdrawalId: string; reference: string; playerId: string; amountKobo: string }

export function withdrawalDecision(payments: PaymentsContext): DecisionKind<WithdrawalDecisionPayload> {
  return {
    kind: 'withdrawal',
    async carryOut(db, decision) {
      await releaseReviewedWithdrawal(payments, db, decision.payload.withdrawalId)
      return { released: true }
    },
    onReject: (db, decision) => rejectReviewedWithdrawal(payments, db, decision.payload.withdrawalId),
  }
}

export const approvalsNeededFor = (amountKobo: bigint, payments: PaymentsContext) =>
  amountKobo > BigInt(payments.config.WITHDRAWAL_TWO_APPROVALS_ABOVE_NAIRA) * 100n ? 2 : 1

/** The decision's request for a withdrawal that waits for review (locked for this transaction). */
export async function reviewRequest(db: PoolClient, payments: PaymentsContext, withdrawalId: string) {
  const row = await lockInReview(db, withdrawalId)
  const { rows } = await db.query<{ public_id: string }>('select public_id from users where id = $1', [row.user_id])
  const amountKobo = BigInt(row.amount_kobo)
  return {
    subjectId: row.id,
    payload: { withdrawalId: row.id, reference: row.reference, playerId: rows[0]!.public_id, amountKobo: row.amount_kobo },
    reason: 'Held for review',
    approvalsNeeded: approvalsNeededFor(amountKobo, payments),
  }
}

export const withdrawalsQuery = z.object({
  status: z.enum(['review', 'held', 'sent', 'succeeded', 'reversed']).default('review'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})

export type QueuedWithdrawal = {
  id: string
  reference: string
  status: string
  amountKobo: string
  bankCode: string
  accountNumber: string
  accountName: string
  reviewReasons: string[]
  failureReason: string | null
  attempts: number
  createdAt: Date
  updatedAt: Date
  player: { id: string; fullName: string; phoneNumber: string }
  approvals: { staffId: string; staffEmail: string; at: string }[]
}

/** Withdrawals by status, oldest first (the queue's order), with any approvals given so far. */
export async function listWithdrawals(db: Queryable, query: z.infer<typeof withdrawalsQuery>): Promise<QueuedWithdrawal[]> {
  const { rows } = await db.query<QueuedWithdrawal>(
    `select w.id::text, w.reference, w.status, w.amount_kobo::text as "amountKobo", w.bank_code as "bankCode",
            w.account_number as "accountNumber", w.account_name as "accountName", coalesce(w.review_reasons, '{}') as "reviewReasons",
            w.failure_reason as "failureReason", w.attempts, w.created_at as "createdAt", w.updated_at as "updatedAt",
            json_build_object('id', u.public_id, 'fullName', u.full_name, 'phoneNumber', u.phone_number) as player,
            coalesce((select json_agg(json_build_object('staffId', a.staff_id, 'staffEmail', a.staff_email, 'at', a.at) order by a.at)
                        from staff_decisions d join staff_decision_approvals a on a.decision_id = d.id
                       where d.kind = 'withdrawal' and d.subject_id = w.id::text and d.status = 'pending'), '[]') as approvals
       from withdrawals w join users u on u.id = w.user_id
      where w.status = $1
      order by w.created_at
      limit $2`,
    [query.status, query.limit],
  )
  return rows
}
