import { z } from 'zod'
import { parseNaira } from './money.ts'

/**
 * The wallet forms' rules (spec section 5), run in the browser before submitting and again in the
 * action. Messages are `wallet` translation keys whose English texts are the spec's exact words.
 */
export const ACCOUNT_NUMBER_LENGTH = 10

export const depositSchema = z.object({
  amount: z.string().refine((value) => (parseNaira(value) ?? 0) > 0, 'deposit.invalidAmount'),
})

export function withdrawAmountError(amountText: string, balance: number): { key: string; balance?: number } | null {
  const amount = parseNaira(amountText)
  if (amount === null || amount <= 0) return { key: 'withdraw.invalidAmount' }
  if (amount > balance) return { key: 'withdraw.tooMuch', balance }
  return null
}

export const withdrawSchema = z.object({
  amount: z.string().refine((value) => (parseNaira(value) ?? 0) > 0, 'withdraw.invalidAmount'),
  bankCode: z.string().min(1, 'withdraw.chooseBank'),
  accountNumber: z.string().trim().length(ACCOUNT_NUMBER_LENGTH, 'withdraw.invalidAccountNumber'),
})

export type TransferAccount = { accountNumber: string; bankName: string; accountName: string; amount: string; reference: string }

/** What the wallet page's action answers. */
export type WalletActionResult =
  | { outcome: 'deposit-started'; transferAccount: TransferAccount; message: string }
  | { outcome: 'invalid'; field: 'amount' | 'bankCode' | 'accountNumber'; key: string }
  | { outcome: 'failed'; intent: 'deposit' | 'withdraw'; message: string | null }
  | { outcome: 'exception'; intent: 'deposit' | 'withdraw' }
