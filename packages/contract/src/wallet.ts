import { z } from 'zod'

/* The wallet's answers (spec section 7): balance, history, the money limits, banks, deposits and withdrawals. */

/** Spec: POST /agent/wallet-balance answers the balance (naira) at the top level. */
export const walletBalance = z.object({ balance: z.number() })

const historyLine = z.object({
  description: z.string(),
  // The line as a key of locales/<language>/ledger.json and its values; null on lines written before keys.
  descriptionKey: z.string().nullable(),
  descriptionParams: z.record(z.string(), z.string()).nullable(),
  dated: z.string(),
  transType: z.enum(['credit', 'debit']),
  amount: z.number(),
})
/** One page of the wallet's history (POST /agent/trasaction-history, the spec's spelling), newest first. */
export const walletHistory = z.object({
  data: z.array(historyLine),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
})

/** The public money limits: the smallest withdrawal, an unverified wallet's daily deposits. */
export const moneyLimits = z.object({ minWithdrawal: z.number().positive(), unverifiedDepositPerDay: z.number().min(0) })
export type MoneyLimits = z.infer<typeof moneyLimits>

export const bank = z.object({ code: z.string(), name: z.string() })
export type Bank = z.infer<typeof bank>

/** A deposit intent: the account to transfer to, with the reference that credits the wallet. */
export const fundWallet = z.object({
  status: z.literal(200),
  message: z.string(),
  data: z.object({
    transfer_account: z.object({
      accountNumber: z.string(),
      bankName: z.string(),
      accountName: z.string(),
      amount: z.string(),
      reference: z.string(),
    }),
  }),
})

/** The bank's name for a withdrawal's account (its name enquiry). */
export const withdrawalAccount = z.object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string() })
