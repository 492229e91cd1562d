/**
 * A bank provider moves naira between the platform and Nigerian bank accounts: it gives each user
 * an account number to transfer deposits to, resolves account names, and sends payouts. Its
 * webhooks are parsed into the provider-neutral events below. Every call that moves money is keyed
 * by our reference, and the provider treats a repeated reference as the same payout.
 */
export type DepositAccount = { accountNumber: string; bankName: string; accountName: string }

export type DepositHolder = { userId: string; fullName: string; email: string; phoneNumber: string; depositCode: string }

export type PayoutRequest = {
  reference: string
  amountKobo: bigint
  bankCode: string
  accountNumber: string
  accountName: string
  narration: string
}

/** Where a payout stands at the provider. `unknown` means the provider has no payout with that reference. */
export type PayoutOutcome = { outcome: 'succeeded' | 'failed' | 'pending' | 'unknown'; reason?: string }

export interface BankProvider {
  readonly name: 'sandbox' | 'paystack'
  depositAccount(holder: DepositHolder): Promise<DepositAccount>
  /** The account holder's name as the bank reports it, or null when no such account exists. */
  resolveAccountName(bankCode: string, accountNumber: string): Promise<string | null>
  /** Sends (or, for a reference already sent, looks up) a payout. */
  sendPayout(payout: PayoutRequest): Promise<PayoutOutcome>
  payoutStatus(reference: string): Promise<PayoutOutcome>
  /** True when the raw webhook body carries this provider's valid signature. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean
}

/** A line of a provider's settlement report (Paystack's transaction export is the model), in the platform's words. */
export type SettlementLine = {
  /** The provider's reference of a transfer received, our reference of a payout sent. */
  reference: string
  amountKobo: bigint
  /** in: money received for a player's wallet; out: a payout to a player's bank account. */
  type: 'in' | 'out'
  status: 'paid' | 'failed' | 'pending'
  /** The Lagos day (YYYY-MM-DD) the provider settled it; null while it is pending. */
  settledOn: string | null
}

/**
 * A provider whose settlement report can be read: every transaction it received or sent on a Lagos
 * day, with where each stands now. The back office reconciles the ledger against it.
 */
export interface SettlementReporter {
  readonly name: string
  settlementReport(day: string): Promise<SettlementLine[]>
}

/** A verified webhook, reduced to what the platform acts on. */
export type PaymentEvent =
  | {
      kind: 'bank_deposit'
      eventKey: string
      eventType: string
      reference: string
      accountNumber: string
      amountKobo: bigint
      senderName: string
    }
  | {
      kind: 'payout'
      eventKey: string
      eventType: string
      reference: string
      outcome: 'succeeded' | 'failed' | 'reversed' | 'pending'
      reason?: string
    }
  | {
      kind: 'card_payment'
      eventKey: string
      eventType: string
      /** Our deposit reference, carried in the payment's metadata. */
      reference: string
      paymentId: string
      outcome: 'succeeded' | 'failed' | 'processing'
      amountKobo: bigint
    }
  | { kind: 'ignored'; eventKey: string; eventType: string; reference: string }

export class ProviderError extends Error {}
