import type { CashOutRequested } from '@9ja/contract'
import type { TransferAccount } from './schemas.ts'

/** The account a withdrawal would go to, as the bank names it (the withdraw dialog shows it before Confirm). */
export type WithdrawalAccount = { bankCode: string; bankName: string; accountNumber: string; accountName: string }

/**
 * What the wallet page's action adds to a form answer: which form it answers (a withdrawal's account
 * check is `withdraw-account`), the transfer details of a started deposit, the checked account of a
 * withdrawal, and the wallet-service's reason for refusing a withdrawal or its account (shown under
 * the account number as well as in the toast), and the reference and code of a cash-out at an agent.
 */
export type WalletAnswerExtra = {
  intent?: 'deposit' | 'withdraw' | 'withdraw-account' | 'cash-out'
  transferAccount?: TransferAccount
  account?: WithdrawalAccount
  refusal?: string
  cashOut?: CashOutRequested
}
