import { z } from 'zod'
import type { Config } from '../../config.ts'
import type { Pool } from '../../db/pool.ts'
import { verifyPaystackSignature } from './paystack-events.ts'
import {
  ProviderError,
  type BankProvider,
  type DepositAccount,
  type DepositHolder,
  type PayoutOutcome,
  type PayoutRequest,
} from './types.ts'

const envelope = z.object({ status: z.boolean(), message: z.string(), data: z.unknown().optional() })
const customer = z.object({ customer_code: z.string() })
const dedicatedAccount = z.object({
  account_number: z.string(),
  account_name: z.string(),
  bank: z.object({ name: z.string() }),
})
const resolved = z.object({ account_number: z.string(), account_name: z.string() })
const recipient = z.object({ recipient_code: z.string() })
const transfer = z.object({ reference: z.string(), status: z.string(), reason: z.string().nullish() })

/**
 * Paystack (https://paystack.com/docs/api): dedicated virtual accounts for deposits by transfer,
 * /bank/resolve for name enquiry, transfer recipients and transfers for payouts, and
 * HMAC-SHA512-signed webhooks. Amounts are kobo on the wire, as in our ledger.
 */
export class PaystackBank implements BankProvider {
  readonly name = 'paystack' as const
  private readonly secretKey: string

  constructor(
    private readonly pool: Pool,
    private readonly config: Pick<Config, 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_BASE_URL' | 'PAYSTACK_PREFERRED_BANK'>,
  ) {
    if (!config.PAYSTACK_SECRET_KEY) throw new Error('wallet-service: PAYSTACK_SECRET_KEY is required with PAYMENT_PROVIDER=paystack')
    this.secretKey = config.PAYSTACK_SECRET_KEY
  }

  private async call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<{ ok: true; data: z.infer<T> } | { ok: false; httpStatus: number; message: string }> {
    const response = await fetch(new URL(path, this.config.PAYSTACK_BASE_URL), {
      method,
      headers: { authorization: `Bearer ${this.secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
    const parsed = envelope.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new ProviderError(`Paystack ${method} ${path}: unreadable answer (HTTP ${response.status})`)
    if (!response.ok || !parsed.data.status) return { ok: false, httpStatus: response.status, message: parsed.data.message }
    const data = schema.safeParse(parsed.data.data)
    if (!data.success) throw new ProviderError(`Paystack ${method} ${path}: unexpected data`)
    return { ok: true, data: data.data }
  }

  async depositAccount(holder: DepositHolder): Promise<DepositAccount> {
    const existing = await this.pool.query<{ account_number: string; bank_name: string; account_name: string }>(
      `select account_number, bank_name, account_name from provider_virtual_accounts where provider = 'paystack' and user_id = $1`,
      [holder.userId],
    )
    const row = existing.rows[0]
    if (row) return { accountNumber: row.account_number, bankName: row.bank_name, accountName: row.account_name }
    const [firstName, ...rest] = holder.fullName.trim().split(/\s+/)
    const created = await this.call('POST', '/customer', customer, {
      email: holder.email,
      first_name: firstName,
      last_name: rest.join(' ') || firstName,
      phone: holder.phoneNumber,
    })
    if (!created.ok) throw new ProviderError(`Paystack customer: ${created.message}`)
    const account = await this.call('POST', '/dedicated_account', dedicatedAccount, {
      customer: created.data.customer_code,
      preferred_bank: this.config.PAYSTACK_PREFERRED_BANK,
    })
    if (!account.ok) throw new ProviderError(`Paystack dedicated account: ${account.message}`)
    await this.pool.query(
      `insert into provider_virtual_accounts (provider, account_number, user_id, bank_name, account_name)
       values ('paystack', $1, $2, $3, $4) on conflict (provider, user_id) do nothing`,
      [account.data.account_number, holder.userId, account.data.bank.name, account.data.account_name],
    )
    return this.depositAccount(holder)
  }

  async resolveAccountName(bankCode: string, accountNumber: string): Promise<string | null> {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode })
    const answer = await this.call('GET', `/bank/resolve?${query}`, resolved)
    if (answer.ok) return answer.data.account_name
    // Paystack answers 422 (or 400) when the account cannot be resolved; anything else is an outage.
    if (answer.httpStatus === 422 || answer.httpStatus === 400) return null
    throw new ProviderError(`Paystack resolve: ${answer.message}`)
  }

  async sendPayout(payout: PayoutRequest): Promise<PayoutOutcome> {
    // A resumed payout must not be sent twice: ask first whether this reference already exists.
    const known = await this.payoutStatus(payout.reference)
    if (known.outcome !== 'unknown') return known
    const made = await this.call('POST', '/transferrecipient', recipient, {
      type: 'nuban',
      name: payout.accountName,
      account_number: payout.accountNumber,
      bank_code: payout.bankCode,
      currency: 'NGN',
    })
    if (!made.ok) return { outcome: 'failed', reason: made.message }
    const sent = await this.call('POST', '/transfer', transfer, {
      source: 'balance',
      amount: Number(payout.amountKobo),
      recipient: made.data.recipient_code,
      reference: payout.reference,
      reason: payout.narration,
    })
    if (!sent.ok) {
      // A duplicate reference means an earlier attempt got through: report that one.
      if (sent.httpStatus === 400 && /reference/i.test(sent.message)) return this.payoutStatus(payout.reference)
      return { outcome: 'failed', reason: sent.message }
    }
    return toOutcome(sent.data.status, sent.data.reason)
  }

  async payoutStatus(reference: string): Promise<PayoutOutcome> {
    const answer = await this.call('GET', `/transfer/verify/${encodeURIComponent(reference)}`, transfer)
    if (answer.ok) return toOutcome(answer.data.status, answer.data.reason)
    if (answer.httpStatus === 404 || answer.httpStatus === 400) return { outcome: 'unknown' }
    throw new ProviderError(`Paystack verify transfer: ${answer.message}`)
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean {
    return verifyPaystackSignature(rawBody, headers, this.secretKey)
  }
}

function toOutcome(status: string, reason?: string | null): PayoutOutcome {
  const extra = reason ? { reason } : {}
  if (status === 'success') return { outcome: 'succeeded', ...extra }
  if (status === 'failed' || status === 'reversed' || status === 'abandoned') return { outcome: 'failed', ...extra }
  return { outcome: 'pending', ...extra }
}
