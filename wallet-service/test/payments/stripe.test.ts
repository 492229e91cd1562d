import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'
import { StripeCards } from '../../src/payments/providers/stripe-cards.ts'
import { balanceOf, checkInvariantsAfterEach, post } from './helpers.ts'

const WEBHOOK_SECRET = 'whsec_test_fake_stripe_secret'
let t: TestApp
let fakeStripe: Server
const intents = new Map<string, Record<string, unknown>>()
const byIdempotencyKey = new Map<string, string>()

/** Answers POST /v1/payment_intents as Stripe's API does (form-encoded request, PaymentIntent object). */
function startFakeStripe(): Promise<string> {
  fakeStripe = createServer(async (request, response) => {
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
  return new Promise((resolve) =>
    fakeStripe.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(fakeStripe.address() as AddressInfo).port}`)),
  )
}

beforeAll(async () => {
  const url = await startFakeStripe()
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: url,
    PAYOUT_RECOVERY_INTERVAL_MS: '0',
  })
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => fakeStripe.close(resolve))
})
checkInvariantsAfterEach(() => t)

let eventSeq = 0
async function stripeEvent(
  type: string,
  intent: Record<string, unknown>,
  options: { id?: string; secret?: string; tamper?: boolean } = {},
) {
  const payload = JSON.stringify({ id: options.id ?? `evt_${++eventSeq}`, object: 'event', type, data: { object: intent } })
  const header = StripeCards.signatureHeader(payload, options.secret ?? WEBHOOK_SECRET)
  const response = await t.app.inject({
    method: 'POST',
    url: '/payments/webhooks/stripe',
    payload: options.tamper ? payload.replace('"amount":', '"amount":9') : payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  })
  return { statusCode: response.statusCode, result: (response.json() as { result: string }).result }
}

describe('card deposits with Stripe', () => {
  it('creates a PaymentIntent (the same one on retry) and credits only on the verified succeeded webhook', async () => {
    const user = await createTestUser(t.pool)
    const first = await post(t, '/payments/card-deposits', { token: user.token, amount: '3000' }, { 'idempotency-key': 'card-1' })
    expect(first.statusCode).toBe(200)
    expect(first.body.data).toMatchObject({ clientSecret: expect.stringMatching(/^pi_fake_\d+_secret/), amount: '3000.00' })
    const retry = await post(t, '/payments/card-deposits', { token: user.token, amount: '3000' }, { 'idempotency-key': 'card-1' })
    expect(retry.body.data.paymentIntentId).toBe(first.body.data.paymentIntentId)
    const intent = { ...intents.get(first.body.data.paymentIntentId)!, status: 'succeeded', amount_received: 300_000 }
    expect(await balanceOf(t, user.token)).toBe(0)

    expect(await stripeEvent('payment_intent.succeeded', intent, { tamper: true })).toMatchObject({ statusCode: 401 })
    expect(await stripeEvent('payment_intent.succeeded', intent, { secret: 'whsec_other' })).toMatchObject({ statusCode: 401 })
    expect(await stripeEvent('payment_intent.processing', intent)).toEqual({ statusCode: 200, result: 'ignored' })
    expect(await stripeEvent('payment_intent.succeeded', intent, { id: 'evt_success_1' })).toEqual({ statusCode: 200, result: 'credited' })
    for (let i = 0; i < 10; i++)
      expect((await stripeEvent('payment_intent.succeeded', intent, { id: 'evt_success_1' })).result).toBe('duplicate')
    // A second, distinct event for the same intent (Stripe may send one) and late events credit nothing.
    expect((await stripeEvent('payment_intent.succeeded', intent)).result).toBe('duplicate')
    expect((await stripeEvent('payment_intent.payment_failed', intent)).result).toBe('ignored')
    expect(await balanceOf(t, user.token)).toBe(3000)
    const history = await post(t, '/agent/trasaction-history', { token: user.token })
    expect(history.body.data[0]).toMatchObject({ description: 'Deposit by card', transType: 'credit', amount: 3000 })
  })

  it('parks a succeeded intent the platform never created', async () => {
    const stranger = {
      id: 'pi_unknown',
      object: 'payment_intent',
      amount: 1000,
      amount_received: 1000,
      currency: 'ngn',
      status: 'succeeded',
      metadata: {},
    }
    expect(await stripeEvent('payment_intent.succeeded', stranger)).toEqual({ statusCode: 200, result: 'parked' })
  })

  it("refuses a deposit amount that is not above zero with the spec's message", async () => {
    const user = await createTestUser(t.pool)
    const answer = await post(t, '/payments/card-deposits', { token: user.token, amount: '0' })
    expect(answer.body.message).toBe('Please enter a valid deposit amount.')
  })
})
