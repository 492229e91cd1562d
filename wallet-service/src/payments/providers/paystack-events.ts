import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { PaymentEvent } from './types.ts'

/**
 * Paystack's webhook format (https://paystack.com/docs/payments/webhooks): a JSON body
 * `{event, data}` signed with HMAC-SHA512 of the raw body under the secret key, hex, in the
 * `x-paystack-signature` header. The sandbox bank sends the same format, signed with its own key.
 */
export function paystackSignature(rawBody: string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex')
}

export function verifyPaystackSignature(rawBody: string, headers: Record<string, string | string[] | undefined>, secret: string): boolean {
  const header = headers['x-paystack-signature']
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false
  return timingSafeEqual(Buffer.from(header.toLowerCase(), 'hex'), Buffer.from(paystackSignature(rawBody, secret), 'hex'))
}

const chargeSuccess = z.object({
  event: z.literal('charge.success'),
  data: z.object({
    reference: z.string().min(1),
    amount: z.number().int().positive(),
    currency: z.string().default('NGN'),
    channel: z.string(),
    authorization: z
      .object({ receiver_bank_account_number: z.string().nullish(), sender_name: z.string().nullish() })
      .partial()
      .default({}),
  }),
})

const transferEvent = z.object({
  event: z.enum(['transfer.success', 'transfer.failed', 'transfer.reversed']),
  data: z.object({ reference: z.string().min(1), reason: z.string().nullish(), status: z.string().optional() }),
})

const anyEvent = z.object({ event: z.string(), data: z.object({ reference: z.string().optional() }).loose() })

/** Parses a verified Paystack-format body; events the platform does not act on are `ignored`. */
export function parsePaystackEvent(body: unknown): PaymentEvent | null {
  const charge = chargeSuccess.safeParse(body)
  if (charge.success) {
    const { data } = charge.data
    const accountNumber = data.authorization.receiver_bank_account_number
    if (data.channel === 'dedicated_nuban' && accountNumber && data.currency === 'NGN') {
      return {
        kind: 'bank_deposit',
        eventKey: `charge.success:${data.reference}`,
        eventType: 'charge.success',
        reference: data.reference,
        accountNumber,
        amountKobo: BigInt(data.amount),
        senderName: data.authorization.sender_name ?? 'Bank transfer',
      }
    }
  }
  const transfer = transferEvent.safeParse(body)
  if (transfer.success) {
    const { event, data } = transfer.data
    const outcome = event === 'transfer.success' ? 'succeeded' : event === 'transfer.failed' ? 'failed' : 'reversed'
    return {
      kind: 'payout',
      eventKey: `${event}:${data.reference}`,
      eventType: event,
      reference: data.reference,
      outcome,
      reason: data.reason ?? undefined,
    }
  }
  const other = anyEvent.safeParse(body)
  if (!other.success) return null
  const reference = other.data.data.reference ?? ''
  return { kind: 'ignored', eventKey: `${other.data.event}:${reference}`, eventType: other.data.event, reference }
}
