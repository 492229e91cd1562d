import { withTransaction } from '../db/pool.ts'
import { applyCardPayment } from './deposits.ts'
import type { PaymentsContext } from './payments-context.ts'
import { parsePaystackEvent } from './providers/paystack-events.ts'
import type { PaymentEvent } from './providers/types.ts'
import { applyPayoutOutcome } from './withdrawals.ts'

export type WebhookHeaders = Record<string, string | string[] | undefined>
export type WebhookOutcome = { httpStatus: number; result: string }

/**
 * Receives one webhook of a bank provider (sandbox or paystack): the signature is checked against
 * the raw body before anything is parsed; the event enters the inbox once (replays are recognised
 * by the provider's event identity) together with its effect, in one transaction.
 */
export async function receiveBankWebhook(
  ctx: PaymentsContext,
  provider: 'sandbox' | 'paystack',
  rawBody: string,
  headers: WebhookHeaders,
): Promise<WebhookOutcome> {
  if (ctx.bank.name !== provider || !ctx.bank.verifyWebhook(rawBody, headers)) {
    return { httpStatus: 401, result: 'invalid signature' }
  }
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return { httpStatus: 400, result: 'unreadable body' }
  }
  const event = parsePaystackEvent(body)
  if (!event) return { httpStatus: 400, result: 'unrecognised event' }
  return applyEvent(ctx, provider, event, body)
}

/** Stripe card webhooks: verified by the SDK's constructEvent. */
export async function receiveStripeWebhook(ctx: PaymentsContext, rawBody: string, headers: WebhookHeaders): Promise<WebhookOutcome> {
  if (!ctx.cards) return { httpStatus: 404, result: 'card payments are not configured' }
  let event: PaymentEvent
  try {
    const signature = headers['stripe-signature']
    event = ctx.cards.parseWebhook(rawBody, typeof signature === 'string' ? signature : undefined)
  } catch {
    return { httpStatus: 401, result: 'invalid signature' }
  }
  return applyEvent(ctx, 'stripe', event, JSON.parse(rawBody))
}

async function applyEvent(ctx: PaymentsContext, provider: string, event: PaymentEvent, body: unknown): Promise<WebhookOutcome> {
  switch (event.kind) {
    case 'bank_deposit': {
      return { httpStatus: 200, result: await ctx.bankDeposits.credit({ provider, event, payload: body }) }
    }
    case 'card_payment':
      return { httpStatus: 200, result: await applyCardPayment(ctx, event, body) }
    case 'payout':
      return { httpStatus: 200, result: await applyPayoutEvent(ctx, provider, event, body) }
    case 'ignored': {
      const stored = await ctx.pool.query(
        `insert into payment_events (provider, event_key, event_type, reference, payload, status)
         values ($1, $2, $3, $4, $5, 'ignored') on conflict (provider, event_key) do nothing returning id`,
        [provider, event.eventKey, event.eventType, event.reference, JSON.stringify(body)],
      )
      return { httpStatus: 200, result: stored.rowCount ? 'ignored' : 'duplicate' }
    }
  }
}

async function applyPayoutEvent(
  ctx: PaymentsContext,
  provider: string,
  event: Extract<PaymentEvent, { kind: 'payout' }>,
  body: unknown,
): Promise<string> {
  return withTransaction(ctx.pool, async (client) => {
    const inbox = await client.query<{ id: string }>(
      `insert into payment_events (provider, event_key, event_type, reference, payload, status)
       values ($1, $2, $3, $4, $5, 'processed') on conflict (provider, event_key) do nothing returning id`,
      [provider, event.eventKey, event.eventType, event.reference, JSON.stringify(body)],
    )
    const eventId = inbox.rows[0]?.id
    if (!eventId) return 'duplicate'
    const applied = await applyPayoutOutcome(ctx, client, event.reference, event.outcome, event.reason)
    if (applied === 'unknown' || applied === 'conflict') {
      const reason =
        applied === 'unknown'
          ? `No withdrawal has reference ${event.reference}`
          : `${event.eventType} contradicts the withdrawal's final state`
      await client.query(`update payment_events set status = 'parked' where id = $1`, [eventId])
      await client.query('insert into parked_payment_events (event_id, reason) values ($1, $2)', [eventId, reason])
      return 'parked'
    }
    if (applied === 'unchanged') await client.query(`update payment_events set status = 'ignored' where id = $1`, [eventId])
    return applied
  })
}
