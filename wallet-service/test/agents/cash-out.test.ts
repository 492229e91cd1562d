import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { agentCashRoutes } from '../../src/agents/cash-routes.ts'
import { configSchema } from '../../src/config.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { createPaymentsContext, type PaymentsContext } from '../../src/payments/payments-context.ts'
import { releaseExpiredCashOutHolds } from '../../src/agents/cash-out-release.ts'
import { RUNNER_LOCK_CLASSES } from '../../src/games/leadership.ts'
import { createServer } from '../../src/server.ts'
import { runnerLockSessions } from '../support/advisory-locks.ts'
import { pino } from 'pino'
import { InProcessEventBus } from '@9ja/live/node'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import type { TestUser } from '../support/users.ts'
import { waitFor } from '../support/wait-for.ts'
import { agentWithFloat, balanceKobo, expectRefusedMovingNothing, holdsKobo, latestHistoryLine, player, post } from './cash-helpers.ts'

const clock = new ManualClock(Date.parse('2026-12-07T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0', AGENT_CASH_OUT_RELEASE_INTERVAL_MS: '100' }, { clock })
})
afterAll(async () => t.close())
afterEach(async () => {
  expect(await checkLedgerInvariants(t.pool)).toEqual([])
})

const request = (user: TestUser, amount: number | string, idempotencyKey: string = randomUUID()) =>
  post(t, '/agent/cash-out/request', { token: user.token, amount, idempotencyKey })
const pay = (agent: TestUser, reference: string, code: string) => post(t, '/agent/float/cash-out', { token: agent.token, reference, code })
const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function requested(user: TestUser, amount: number) {
  const answer = await request(user, amount)
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data as { reference: string; code: string; expiresAt: string; amount: number }
}

describe("a player's cash-out request", () => {
  it('holds the amount and answers a reference, a 6-digit code and its expiry, keeping only a hash of the code', async () => {
    const customer = await player(t, 10_000)
    const answer = await request(customer, '4000')
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200)
    const data = answer.body.data
    expect(data).toMatchObject({ amount: 4000, status: 'open', expiresAt: new Date(clock.now() + 30 * 60_000).toISOString() })
    expect(data.reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    expect(data.code).toMatch(/^\d{6}$/)
    expect(answer.body.message).toBe(
      "Show the reference and code at any agent's shop within 30 minutes to collect your cash. Never share them with anyone else.",
    )
    expect(await balanceKobo(t, customer.userId)).toBe(600_000n)
    const { rows } = await t.pool.query('select * from agent_cash_outs where reference = $1', [data.reference])
    expect(JSON.stringify(rows[0])).not.toContain(data.code)
    expect(rows[0].code_hash).toHaveLength(32)
    expect(await latestHistoryLine(t, customer)).toMatchObject({
      description: `Cash at an agent: ₦4,000 held for reference ${data.reference}`,
      transType: 'debit',
      amount: 4000,
    })
  })

  it('holds once under 100 concurrent retries with the same key, each answered the same reference and code', async () => {
    const customer = await player(t, 10_000)
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 100 }, () => request(customer, 2500, key)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200))
    expect(new Set(answers.map((answer) => `${answer.body.data.reference}:${answer.body.data.code}`)).size).toBe(1)
    expect(await balanceKobo(t, customer.userId)).toBe(750_000n)
    const { rows } = await t.pool.query('select count(*)::int as n from agent_cash_outs where player_id = $1', [customer.userId])
    expect(rows[0].n).toBe(1)
  })

  it("follows a withdrawal's rules: a verified identity, the minimum, the balance; a break does not stop it", async () => {
    const unverified = await player(t, 10_000, { identity: 'unverified' })
    await expectRefusedMovingNothing(t, [unverified], () => request(unverified, 1000), { statusCode: 403, code: 'KYC_REQUIRED' })
    const customer = await player(t, 1000)
    await expectRefusedMovingNothing(t, [customer], () => request(customer, 99), {
      statusCode: 400,
      code: 'BELOW_MINIMUM_WITHDRAWAL',
      message: 'The minimum withdrawal is ₦100.',
    })
    await expectRefusedMovingNothing(t, [customer], () => request(customer, 1000.5), {
      statusCode: 400,
      code: 'AMOUNT_ABOVE_BALANCE',
      message: 'Amount cannot be greater than ₦1,000',
    })
    expect((await post(t, '/agent/time-out', { token: customer.token, days: 7 })).statusCode).toBe(200)
    expect((await request(customer, 1000)).statusCode).toBe(200)
  })
})

describe('an agent paying a cash-out', () => {
  it("moves the hold to the agent's float once, under 100 concurrent retries of the payment, and tells the player", async () => {
    const agent = await agentWithFloat(t, 0)
    const customer = await player(t, 10_000)
    const { reference, code } = await requested(customer, 3000)
    const holds = await holdsKobo(t)
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(agent, reference.toLowerCase(), code)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200))
    expect(answers[0]!.body.message).toBe('Hand ₦3,000 in cash to Ch***u O.. It is now in your float.')
    expect(answers[0]!.body.data).toMatchObject({ reference, amount: 3000, customer: 'Ch***u O.', floatBalance: 3000 })
    expect(await balanceKobo(t, agent.userId)).toBe(300_000n)
    expect(await balanceKobo(t, customer.userId)).toBe(700_000n)
    expect(await holdsKobo(t)).toBe(holds - 300_000n)
    const entries = await t.pool.query(`select count(*)::int as n from journal_entries where kind = 'agent_cash_out' and user_id = $1`, [
      agent.userId,
    ])
    expect(entries.rows[0].n).toBe(1)
    expect(await latestHistoryLine(t, agent)).toMatchObject({
      description: `Cash paid out at Adebayo Stores to Ch***u O. (reference ${reference})`,
      transType: 'credit',
      amount: 3000,
    })
    const sms = await t.pool.query<{ body: string }>(`select body from outbox_messages where user_id = $1 and channel = 'sms'`, [
      customer.userId,
    ])
    expect(sms.rows.map((row) => row.body)).toEqual([
      expect.stringMatching(new RegExp(`^₦3,000 in cash was collected at Adebayo Stores .*reference ${reference}`)),
    ])
  })

  it('pays a code once when two agents present it at the same moment', async () => {
    const [first, second] = [await agentWithFloat(t, 0), await agentWithFloat(t, 0, 'Bisi Kiosk')]
    const customer = await player(t, 10_000)
    const { reference, code } = await requested(customer, 5000)
    const answers = await Promise.all([pay(first, reference, code), pay(second, reference, code)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.statusCode === 409)!.body).toMatchObject({
      code: 'CASH_OUT_USED',
      message: 'This cash-out has already been paid.',
    })
    expect((await balanceKobo(t, first.userId)) + (await balanceKobo(t, second.userId))).toBe(500_000n)
  })

  it('counts wrong codes, voids the request at the fifth and gives the hold back to the player', async () => {
    const agent = await agentWithFloat(t, 0)
    const customer = await player(t, 10_000)
    const { reference, code } = await requested(customer, 2000)
    for (const attemptsLeft of [4, 3, 2, 1]) {
      await expectRefusedMovingNothing(t, [agent, customer], () => pay(agent, reference, wrongCodeOf(code)), {
        statusCode: 400,
        code: 'CASH_OUT_WRONG_CODE',
        message: `The code is wrong. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left before this cash-out is cancelled.`,
      })
    }
    const fifth = await pay(agent, reference, wrongCodeOf(code))
    expect(fifth.body).toMatchObject({ status: 409, code: 'CASH_OUT_VOIDED' })
    expect(await balanceKobo(t, customer.userId)).toBe(1_000_000n)
    expect(await latestHistoryLine(t, customer)).toMatchObject({ descriptionKey: 'agentCashOutVoided', transType: 'credit', amount: 2000 })
    await expectRefusedMovingNothing(t, [agent, customer], () => pay(agent, reference, code), { statusCode: 409, code: 'CASH_OUT_VOIDED' })
  })

  it('refuses an unknown reference, a malformed code, and the agent’s own request', async () => {
    const agent = await agentWithFloat(t, 10_000)
    await expectRefusedMovingNothing(t, [agent], () => pay(agent, 'ZZZZZZZZ', '123456'), { statusCode: 404, code: 'CASH_OUT_NOT_FOUND' })
    await expectRefusedMovingNothing(t, [agent], () => pay(agent, 'ZZZZZZZZ', '12345'), {
      statusCode: 400,
      code: 'INVALID_INPUT',
      message: 'Enter the 6-digit code.',
    })
    const own = await requested(agent, 1000)
    await expectRefusedMovingNothing(t, [agent], () => pay(agent, own.reference, own.code), { statusCode: 403, code: 'AGENT_OWN_ACCOUNT' })
  })
})

describe('an expired cash-out', () => {
  it('is refused and its hold released when an agent presents it, and released by the loop when nobody does', async () => {
    const agent = await agentWithFloat(t, 0)
    const [presented, forgotten] = [await player(t, 10_000), await player(t, 10_000)]
    const first = await requested(presented, 1500)
    const second = await requested(forgotten, 2500)
    // Open until the clock reaches its expiry: a wrong code a moment before counts as one.
    clock.jumpTo(Date.parse(first.expiresAt) - 1)
    expect((await pay(agent, first.reference, wrongCodeOf(first.code))).body.code).toBe('CASH_OUT_WRONG_CODE')
    clock.jumpTo(Date.parse(second.expiresAt))
    const refused = await pay(agent, first.reference, first.code)
    expect(refused.body).toMatchObject({ status: 410, code: 'CASH_OUT_EXPIRED' })
    expect(await balanceKobo(t, presented.userId)).toBe(1_000_000n)
    expect(await latestHistoryLine(t, presented)).toMatchObject({
      description: `Cash at an agent: reference ${first.reference} expired, the amount is back in your wallet`,
      transType: 'credit',
    })
    await waitFor(async () => (await balanceKobo(t, forgotten.userId)) === 1_000_000n, 10_000, 'the loop to release the expired hold')
    const { rows } = await t.pool.query('select status from agent_cash_outs where reference = $1', [second.reference])
    expect(rows[0].status).toBe('expired')
    await expectRefusedMovingNothing(t, [agent, forgotten], () => pay(agent, second.reference, second.code), {
      statusCode: 410,
      code: 'CASH_OUT_EXPIRED',
    })
    expect(await balanceKobo(t, agent.userId)).toBe(0n)
  })
})

describe('the release of expired holds', () => {
  it("runs in one instance at a time: a second instance waits for the loop's lock, and an expired hold is released once", async () => {
    const second = await createServer({
      config: t.config,
      pool: t.pool,
      clock,
      logger: pino({ level: 'silent' }),
      events: new InProcessEventBus(),
    })
    await second.ready()
    try {
      await waitFor(
        async () => (await runnerLockSessions(t.pool, RUNNER_LOCK_CLASSES.cashOutRelease, 0)).waiting === 1,
        10_000,
        'the second instance to wait for the lock',
      )
      expect(await runnerLockSessions(t.pool, RUNNER_LOCK_CLASSES.cashOutRelease, 0)).toEqual({ granted: 1, waiting: 1 })
      const customer = await player(t, 10_000)
      const { expiresAt } = await requested(customer, 1000)
      expect(await balanceKobo(t, customer.userId)).toBe(900_000n)
      clock.jumpTo(Math.max(clock.now(), Date.parse(expiresAt)))
      await waitFor(async () => (await balanceKobo(t, customer.userId)) === 1_000_000n, 10_000, 'the loop to release the hold')
      // A pass of this process finds nothing left: the hold came back once.
      const events = new InProcessEventBus()
      const ctx = await createPaymentsContext({ config: t.config, pool: t.pool, logger: pino({ level: 'silent' }), events, clock }, t.pool)
      expect(await releaseExpiredCashOutHolds(ctx)).toBe(0)
      await events.close()
      expect(await balanceKobo(t, customer.userId)).toBe(1_000_000n)
      expect(await checkLedgerInvariants(t.pool)).toEqual([])
    } finally {
      await second.close()
    }
  })
})

describe('the key that makes cash-out codes', () => {
  it('must be a secret of at least 32 characters in production: the development key makes codes anyone can compute', () => {
    const production = (overrides: Record<string, string>) =>
      ({
        config: configSchema.parse({ NODE_ENV: 'production', WALLET_DATABASE_URL: 'postgres://x@127.0.0.1/x', ...overrides }),
      }) as PaymentsContext
    const required = 'AGENT_CASH_OUT_CODE_KEY (at least 32 characters, not the development key) is required in production'
    expect(() => agentCashRoutes(production({}))).toThrow(required)
    expect(() => agentCashRoutes(production({ AGENT_CASH_OUT_CODE_KEY: 'too-short-for-production' }))).toThrow(required)
    expect(() => agentCashRoutes(production({ AGENT_CASH_OUT_CODE_KEY: 'a-production-key-of-forty-characters-xyz' }))).not.toThrow()
  })
})
