import type { Config } from '../../config.ts'
import type { Pool } from '../../db/pool.ts'
import { paystackSignature, verifyPaystackSignature } from './paystack-events.ts'
import { lagosDayStart, nextLagosDay } from '../../time/lagos.ts'
import type {
  BankProvider,
  DepositAccount,
  DepositHolder,
  PayoutOutcome,
  PayoutRequest,
  SettlementLine,
  SettlementReporter,
} from './types.ts'

export const SANDBOX_BANK_NAME = 'Sandbox Bank (test money)'

/**
 * The embedded simulated bank: development and tests only. Users' deposit codes are its virtual
 * account numbers; its accounts (opened with POST /sandbox/accounts) answer name enquiry; payouts
 * end as the account's flag or SANDBOX_PAYOUT_OUTCOME says. It speaks Paystack's webhook format,
 * signed with SANDBOX_WEBHOOK_SECRET, so the webhook path is the same as a real provider's.
 */
export class SandboxBank implements BankProvider, SettlementReporter {
  readonly name = 'sandbox' as const

  constructor(
    private readonly pool: Pool,
    private readonly config: Pick<Config, 'SANDBOX_WEBHOOK_SECRET' | 'SANDBOX_PAYOUT_OUTCOME'>,
  ) {}

  async depositAccount(holder: DepositHolder): Promise<DepositAccount> {
    return { accountNumber: holder.depositCode, bankName: SANDBOX_BANK_NAME, accountName: holder.fullName }
  }

  async resolveAccountName(bankCode: string, accountNumber: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ account_name: string }>(
      'select account_name from sandbox_bank_accounts where bank_code = $1 and account_number = $2',
      [bankCode, accountNumber],
    )
    return rows[0]?.account_name ?? null
  }

  async sendPayout(payout: PayoutRequest): Promise<PayoutOutcome> {
    const { rows } = await this.pool.query<{ payout_outcome: 'success' | 'fail' | 'pending' | null }>(
      'select payout_outcome from sandbox_bank_accounts where bank_code = $1 and account_number = $2',
      [payout.bankCode, payout.accountNumber],
    )
    const account = rows[0]
    const behaviour = account ? (account.payout_outcome ?? this.config.SANDBOX_PAYOUT_OUTCOME) : 'fail'
    const status = behaviour === 'success' ? 'success' : behaviour === 'fail' ? 'failed' : 'pending'
    const reason = !account ? 'Account not found at the sandbox bank' : status === 'failed' ? 'Payout declined by the sandbox bank' : null
    // Same reference, same payout: a resumed call finds the first one and reports it.
    await this.pool.query(
      `insert into sandbox_payouts (reference, bank_code, account_number, amount_kobo, status, reason)
       values ($1, $2, $3, $4, $5, $6) on conflict (reference) do nothing`,
      [payout.reference, payout.bankCode, payout.accountNumber, payout.amountKobo.toString(), status, reason],
    )
    return this.payoutStatus(payout.reference)
  }

  async payoutStatus(reference: string): Promise<PayoutOutcome> {
    const { rows } = await this.pool.query<{ status: 'success' | 'failed' | 'pending'; reason: string | null }>(
      'select status, reason from sandbox_payouts where reference = $1',
      [reference],
    )
    const row = rows[0]
    if (!row) return { outcome: 'unknown' }
    const outcome = row.status === 'success' ? 'succeeded' : row.status
    return row.reason ? { outcome, reason: row.reason } : { outcome }
  }

  /**
   * The bank's report of the Lagos day `day`, as a real bank's transaction export: each transfer it
   * received for a deposit code (paid, settled that day) and each payout it was asked to send that
   * day, with where the payout stands now (paid or failed and the day it ended, or pending).
   */
  async settlementReport(day: string): Promise<SettlementLine[]> {
    const from = lagosDayStart(day)
    const { rows } = await this.pool.query<{
      reference: string
      amount_kobo: string
      type: SettlementLine['type']
      status: SettlementLine['status']
      settled_on: string | null
    }>(
      `select reference, amount_kobo, 'in' as type, 'paid' as status, to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as settled_on
         from sandbox_transfers where created_at >= $1 and created_at < $2
       union all
       select reference, amount_kobo, 'out', case status when 'success' then 'paid' else status end,
              case when status <> 'pending' then to_char(updated_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') end
         from sandbox_payouts where created_at >= $1 and created_at < $2
       order by type, reference`,
      [from, nextLagosDay(from)],
    )
    return rows.map((row) => ({
      reference: row.reference,
      amountKobo: BigInt(row.amount_kobo),
      type: row.type,
      status: row.status,
      settledOn: row.settled_on,
    }))
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean {
    return verifyPaystackSignature(rawBody, headers, this.config.SANDBOX_WEBHOOK_SECRET)
  }

  /** A webhook exactly as the bank would send it: raw body and signature header. */
  signedWebhook(event: unknown): { rawBody: string; headers: Record<string, string> } {
    const rawBody = JSON.stringify(event)
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(rawBody, this.config.SANDBOX_WEBHOOK_SECRET),
      },
    }
  }
}
