import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { StripeCards } from '../../src/payments/providers/stripe-cards.ts'
import type { TestApp } from '../support/database.ts'

export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_test_fake_stripe_secret'

export type FakeStripe = {
  /** The API's address, for STRIPE_API_URL. */
  url: string
  /** Every PaymentIntent created, by id, as Stripe holds it. */
  intents: Map<string, Record<string, unknown>>
  /** The settings a test app needs to take card payments through this fake. */
  settings: Record<string, string>
  close: () => Promise<void>
}

/** Answers POST /v1/payment_intents as Stripe's API does (form-encoded request, PaymentIntent object, idempotency keys). */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Record<string, unknown>>()
  const byIdempotencyKey = new Map<string, string>()
  const server = createServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += chunk
    if (request.method === 'POST' && request.url === '/v1/payment_intents') {
      const form = new URLSearchParams(text)
      const key = String(request.headers['idempotency-key'])
      let id = byIdempotencyKey.get(key)
      if (!id) {
        id = `pi_fake_${intents.size + 1}`
        byIdempotencyKey.set(key, id)
        intents.set(id, {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency'),
          client_secret: `${id}_secret_abc`,
          status: 'requires_payment_method',
          metadata: { reference: form.get('metadata[reference]'), userId: form.get('metadata[userId]') },
        })
      }
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' })
      return response.end(JSON.stringify(intents.get(id)))
    }
    response.writeHead(404, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }))
  })
  const url = await new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )
  return {
    url,
    intents,
    settings: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: url },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

let eventSeq = 0

/** Delivers a signed Stripe webhook event about `intent` to the app, as Stripe would. */
export async function stripeEvent(
  t: TestApp,
  type: string,
  intent: Record<string, unknown>,
  options: { id?: string; secret?: string; tamper?: boolean } = {},
) {
  const payload = JSON.stringify({ id: options.id ?? `evt_${++eventSeq}`, object: 'event', type, data: { object: intent } })
  const header = StripeCards.signatureHeader(payload, options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET)
  const response = await t.app.inject({
    method: 'POST',
    url: '/payments/webhooks/stripe',
    payload: options.tamper ? payload.replace('"amount":', '"amount":9') : payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  })
  return { statusCode: response.statusCode, result: (response.json() as { result: string }).result }
}
