import { z } from 'zod'
import { parseNaira } from './money.ts'

/**
 * The wallet forms' rules (spec section 5 and issue 10 item 9), run in the browser and again in the
 * action. Messages are `wallet` translation keys whose English texts are the spec's exact words;
 * `{{balance}}` and `{{minimum}}` in them are filled in by the page.
 */
export const ACCOUNT_NUMBER_LENGTH = 10

/** "100.999": kobo are two digits, so a third decimal is refused rather than rounded away. */
export function hasTooManyDecimals(text: string): boolean {
  return /^\d[\d,]*\.\d{3,}$/.test(text.replace(/\s/g, ''))
}

/** An amount field: more than 2 decimals, then anything not a positive naira amount, is refused. */
const amountField = (invalidKey: string) =>
  z
    .string({ error: invalidKey })
    .refine((text) => !hasTooManyDecimals(text), { message: 'amountDecimals', abort: true })
    .refine((text) => (parseNaira(text) ?? 0) > 0, { message: invalidKey, abort: true })

export const depositSchema = z.object({ amount: amountField('deposit.invalidAmount') })

/** The withdraw amount: at least the minimum (issue 10 item 9) and, in the browser, at most the balance. */
export function withdrawAmountSchema(limits: { minimum: number; balance?: number }) {
  return amountField('withdraw.invalidAmount')
    .refine((text) => (parseNaira(text) ?? 0) >= limits.minimum, { message: 'withdraw.belowMinimum', abort: true })
    .refine((text) => limits.balance === undefined || (parseNaira(text) ?? 0) <= limits.balance, 'withdraw.tooMuch')
}

/** The confirm step: the amount again (it travels hidden), the bank and the account number. */
export function withdrawSchema(limits: { minimum: number; balance?: number }) {
  return z.object({
    amount: withdrawAmountSchema(limits),
    bankCode: z.string({ error: 'withdraw.chooseBank' }).min(1, 'withdraw.chooseBank'),
    accountNumber: z
      .string({ error: 'withdraw.invalidAccountNumber' })
      .trim()
      .regex(/^[0-9]{10}$/, 'withdraw.invalidAccountNumber'),
  })
}

export type TransferAccount = { accountNumber: string; bankName: string; accountName: string; amount: string; reference: string }
