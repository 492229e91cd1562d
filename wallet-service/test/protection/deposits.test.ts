import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import type { TestUser } from '../support/users.ts'
import { startFakeStripe, stripeEvent, type FakeStripe } from '../payments/fake-stripe.ts'
import { fundedPlayer, periodEnd, post, setLimits, tallies, withdraw } from './helpers.ts'

let t: TestApp
let stripe: FakeStripe
beforeAll(async () => {
  stripe = await startFakeStripe()
  t = await createTestApp({ ...stripe.settings, PAYOUT_RECOVERY_INTERVAL_MS: '0' })
})
afterAll(async () => {
  await t.close()
  await stripe.close()
})
afterEach(async () => {
  expect(await checkLedgerInvariants(t.pool)).toEqual([])
})

const PERIODS = ['day', 'week', 'month'] as const
const WORDS = { day: ['daily', 'today'], week: ['weekly', 'this week'], month: ['monthly', 'this month'] } as const

const fund = (user: TestUser, amount: number) => post(t, '/agent/fund-wallet', { token: user.token, amount })
const card = (user: TestUser, amount: number) => post(t, '/payments/card-deposits', { token: user.token, amount })
const transfer = (user: TestUser, amount: number, reference?: string) =>
  post(t, '/sandbox/transfers', { depositCode: user.depositCode, amount: String(amount), ...(reference ? { reference } : {}) })
const balance = async (user: TestUser) => (await post(t, '/agent/wallet-balance', { token: user.token })).body.balance as number
const depositRows = async (user: TestUser) =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from deposits where user_id = $1`, [user.userId])).rows[0]!.n

/** A card payment of the intent completes: Stripe's succeeded webhook. */
async function cardPaid(paymentIntentId: string) {
  const intent = stripe.intents.get(paymentIntentId)!
  return stripeEvent(t, 'payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: intent.amount })
}

describe.each(PERIODS)('a %s deposit limit', (period) => {
  const [adjective, current] = WORDS[period]
  const code = `DEPOSIT_LIMIT_${period.toUpperCase()}`

  it('refuses bank and card deposit requests past it, moving and writing nothing', async () => {
    const user = await fundedPlayer(t, 0)
    await setLimits(t, user, { deposit: { [period]: 1000 } })
    const intentsBefore = stripe.intents.size
    for (const refused of [await fund(user, 1500), await card(user, 1500)]) {
      expect(refused.statusCode).toBe(403)
      expect(refused.body).toMatchObject({ code, until: await periodEnd(t, period, new Date()) })
      expect(refused.body.message).toContain(
        `This deposit would take you past your ${adjective} deposit limit of ₦1,000 (₦1,000 left ${current}).`,
      )
      expect(refused.body.message).toMatch(
        new RegExp(
          `You can deposit up to ₦1,000 more ${current}; the whole limit is yours again from .+ \\(Lagos time\\), when it resets\\.$`,
        ),
      )
    }
    expect(await depositRows(user)).toBe(0)
    expect(stripe.intents.size).toBe(intentsBefore)
  })

  it('counts what is credited by transfer and by card; money that arrives past it is credited and further requests are refused', async () => {
    const user = await fundedPlayer(t, 0)
    await setLimits(t, user, { deposit: { [period]: 1000 } })
    const asked = await fund(user, 600)
    expect(asked.statusCode).toBe(200)
    expect((await transfer(user, 600, asked.body.data.transfer_account.reference)).body.data.webhook).toBe('credited')
    expect((await fund(user, 500)).body.message).toContain(`(₦400 left ${current})`)
    const byCard = await card(user, 300)
    expect(byCard.statusCode).toBe(200)
    expect((await cardPaid(byCard.body.data.paymentIntentId)).result).toBe('credited')
    expect(await tallies(t, user)).toMatchObject({ [`${period}_deposited`]: '90000' })
    // A transfer to the player's account number needs no request: it is credited even past the limit.
    expect((await transfer(user, 500)).body.data.webhook).toBe('credited')
    expect(await balance(user)).toBe(1400)
    expect(await tallies(t, user)).toMatchObject({ [`${period}_deposited`]: '140000' })
    const after = await fund(user, 1)
    expect(after.body).toMatchObject({ status: 403, code })
    expect(after.body.message).toContain(`You have reached your ${adjective} deposit limit of ₦1,000.`)
    expect((await card(user, 1)).body.code).toBe(code)
  })
})

describe('a break', () => {
  it.each([
    ['/agent/time-out', { days: 7 }, 'TIMED_OUT'],
    ['/agent/self-exclude', { months: 60 }, 'SELF_EXCLUDED'],
  ])('refuses deposit requests (%s); a transfer that arrives is still credited and can be withdrawn', async (url, length, code) => {
    const user = await fundedPlayer(t, 0)
    expect((await post(t, url, { token: user.token, ...length })).statusCode).toBe(200)
    expect((await fund(user, 100)).body).toMatchObject({ status: 403, code })
    expect((await card(user, 100)).body).toMatchObject({ status: 403, code })
    expect(await depositRows(user)).toBe(0)
    expect((await transfer(user, 1500)).body.data.webhook).toBe('credited')
    const withdrawal = await withdraw(t, user, 1500)
    expect(withdrawal.statusCode, JSON.stringify(withdrawal.body)).toBe(200)
  })
})
