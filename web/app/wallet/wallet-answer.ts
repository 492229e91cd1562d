import type { TransferAccount } from './schemas.ts'

/**
 * What the wallet page's action adds to a form answer: which form it answers, the transfer details
 * of a started deposit, and the wallet-service's reason for refusing a withdrawal (shown under the
 * account number as well as in the toast).
 */
export type WalletAnswerExtra = {
  intent?: 'deposit' | 'withdraw'
  transferAccount?: TransferAccount
  refusal?: string
}
