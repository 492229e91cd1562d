import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'
import { startFakeStripe, stripeEvent as deliver, type FakeStripe } from './fake-stripe.ts'
import { balanceOf, checkInvariantsAfterEach, post } from './helpers.ts'

let t: TestApp
let fakeStripe: FakeStripe
let intents: FakeStripe['intents']

beforeAll(async () => {
  fakeStripe = await startFakeStripe()
  intents = fakeStripe.intents
  t = await createTestApp({ ...fakeStripe.settings, PAYOUT_RECOVERY_INTERVAL_MS: '0' })
})
afterAll(async () => {
  await t.close()
  await fakeStripe.close()
})
checkInvariantsAfterEach(() => t)

const stripeEvent = (type: string, intent: Record<string, unknown>, options?: Parameters<typeof deliver>[3]) =>
  deliver(t, type, intent, options)

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

  it("holds the part of an unverified player's card payment over the day's cap, and refuses requests over it", async () => {
    const user = await createTestUser(t.pool, { identity: 'unverified' })
    const over = await post(t, '/payments/card-deposits', { token: user.token, amount: '50000.01' })
    expect(over.statusCode).toBe(403)
    expect(over.body.code).toBe('KYC_DEPOSIT_CAP')
    // Two requests within the cap, paid afterwards: the second payment finds the day's cap partly used.
    const paid = []
    for (const key of ['cap-1', 'cap-2']) {
      const answer = await post(t, '/payments/card-deposits', { token: user.token, amount: '30000' }, { 'idempotency-key': key })
      paid.push({ ...intents.get(answer.body.data.paymentIntentId)!, status: 'succeeded', amount_received: 3_000_000 })
    }
    for (const intent of paid) expect((await stripeEvent('payment_intent.succeeded', intent)).result).toBe('credited')
    expect(await balanceOf(t, user.token)).toBe(50000)
    const held = await t.pool.query('select amount_kobo::text from kyc_held_deposits where user_id = $1', [user.userId])
    expect(held.rows).toEqual([{ amount_kobo: '1000000' }])
    const history = await post(t, '/agent/trasaction-history', { token: user.token })
    expect(history.body.data[0]).toMatchObject({ amount: 20000, description: 'Deposit by card (₦10,000 held until identity is verified)' })
  })

  it("refuses a deposit amount that is not above zero with the spec's message", async () => {
    const user = await createTestUser(t.pool)
    const answer = await post(t, '/payments/card-deposits', { token: user.token, amount: '0' })
    expect(answer.body.message).toBe('Please enter a valid deposit amount.')
  })
})
