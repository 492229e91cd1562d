import { z } from 'zod'
import { formatKobo, parseNairaAmount } from '@9ja/money'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import { description } from '../../ledger/descriptions.ts'
import { InsufficientFundsError, loadHouseAccounts, postEntry, walletAccountId, walletBalanceKobo } from '../../ledger/ledger.ts'
import type { DecisionKind } from '../staff/decisions.ts'
import { reasonField } from '../staff/fields.ts'

/**
 * A manual adjustment of a player's wallet: a goodwill credit, or a correction either way. Always two
 * people (the maker asks, another finance staff member approves), and always a new journal entry
 * against the house's adjustments account, never an edit of a posting.
 */
export type AdjustmentPayload = {
  userId: string
  playerId: string
  direction: 'credit' | 'debit'
  amountKobo: string
  reasonCode: 'goodwill' | 'correction'
}

export const adjustmentRequest = z
  .object({
    playerId: z.uuid({ error: 'Name the player by their player ID.' }),
    direction: z.enum(['credit', 'debit'], { error: 'Say whether the wallet is credited or debited.' }),
    amount: z.union([z.string(), z.number()], { error: 'Enter the amount in naira.' }).transform((value, context) => {
      const parsed = parseNairaAmount(value)
      if (!parsed.ok || parsed.kobo <= 0n) {
        context.addIssue({ code: 'custom', message: 'Enter an amount above ₦0 with at most 2 decimals.' })
        return z.NEVER
      }
      return parsed.kobo
    }),
    reasonCode: z.enum(['goodwill', 'correction'], { error: 'Choose goodwill or correction.' }),
    reason: reasonField,
  })
  .refine((request) => request.reasonCode !== 'goodwill' || request.direction === 'credit', {
    message: 'A goodwill adjustment can only credit the wallet.',
  })

export const ADJUSTMENT: DecisionKind<AdjustmentPayload> = {
  kind: 'adjustment',
  async carryOut(db: Queryable, decision) {
    const { userId, direction, reasonCode } = decision.payload
    const amountKobo = BigInt(decision.payload.amountKobo)
    const house = await loadHouseAccounts(db)
    const wallet = await walletAccountId(db, userId)
    const toWallet = direction === 'credit' ? amountKobo : -amountKobo
    try {
      const { entryId } = await postEntry(db, {
        kind: 'adjustment',
        idempotencyKey: `adjustment:${decision.id}`,
        userId,
        description: description(
          reasonCode === 'goodwill' ? 'adjustmentGoodwill' : direction === 'credit' ? 'adjustmentCredit' : 'adjustmentDebit',
          {
            amount: formatKobo(amountKobo),
          },
        ),
        postings: [
          { accountId: wallet, amountKobo: toWallet },
          { accountId: house['house:adjustments'], amountKobo: -toWallet },
        ],
      })
      // Read after posting, when this transaction holds the wallet's row: exactly what the entry moved.
      const after = await walletBalanceKobo(db, userId)
      return { entryId, balanceBeforeKobo: (after - toWallet).toString(), balanceAfterKobo: after.toString() }
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new DomainError('ADJUSTMENT_ABOVE_BALANCE', 'The wallet does not hold that much: a debit cannot take it below ₦0.')
      }
      throw error
    }
  },
}
