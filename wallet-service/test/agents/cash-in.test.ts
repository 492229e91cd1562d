import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { amlRows } from '../../src/back-office/reports/aml.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { lagosDate } from '../../src/time/lagos.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import type { TestUser } from '../support/users.ts'
import {
  agentWithFloat,
  balanceKobo,
  expectRefusedMovingNothing,
  latestHistoryLine,
  moneyState,
  phoneOf,
  player,
  post,
} from './cash-helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PAYOUT_RECOVERY_INTERVAL_MS: '0' })
})
afterAll(async () => t.close())
afterEach(async () => {
  expect(await checkLedgerInvariants(t.pool)).toEqual([])
})

const cashIn = async (agent: TestUser, customer: TestUser | string, amount: number | string, idempotencyKey: string = randomUUID()) =>
  post(t, '/agent/float/cash-in', {
    token: agent.token,
    phoneNumber: typeof customer === 'string' ? customer : await phoneOf(t, customer),
    amount,
    idempotencyKey,
  })

describe('the customer lookup before a cash-in', () => {
  it("answers the customer's masked name for the number typed any usual way", async () => {
    const agent = await agentWithFloat(t, 0)
    const customer = await player(t, 0, { fullName: 'Chinedu Okafor' })
    const phone = await phoneOf(t, customer)
    for (const typed of [phone, `+234${phone.slice(1)}`, `${phone.slice(0, 4)} ${phone.slice(4)}`]) {
      const answer = await post(t, '/agent/float/customer', { token: agent.token, phoneNumber: typed })
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body.data).toEqual({ phoneNumber: phone, customer: 'Ch***u O.' })
    }
  })

  it('refuses a number nobody signed up with, and a number that is not a phone number', async () => {
    const agent = await agentWithFloat(t, 0)
    const unknown = await post(t, '/agent/float/customer', { token: agent.token, phoneNumber: '09000000001' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toMatchObject({
      code: 'CUSTOMER_NOT_FOUND',
      message: 'No player has the phone number 09000000001. Check it with the customer.',
    })
    const invalid = await post(t, '/agent/float/customer', { token: agent.token, phoneNumber: 'chinedu' })
    expect(invalid.body).toMatchObject({ status: 400, code: 'INVALID_INPUT', message: "Enter the customer's 11-digit phone number." })
  })

  it("answers a player's token on every agent's cash route with 403 AGENT_ONLY", async () => {
    const someone = await player(t, 1000)
    for (const url of ['/agent/float/customer', '/agent/float/cash-in', '/agent/float/cash-out']) {
      const answer = await post(t, url, {
        token: someone.token,
        phoneNumber: await phoneOf(t, someone),
        amount: 100,
        reference: 'ABCDEFGH',
        code: '123456',
      })
      expect(answer.statusCode).toBe(403)
      expect(answer.body.code).toBe('AGENT_ONLY')
    }
  })
})

describe('a cash-in', () => {
  it("moves the amount from the float to the customer's wallet in one entry, records it and tells the customer by SMS and email", async () => {
    const agent = await agentWithFloat(t, 20_000)
    await t.pool.query(`update users set business_name = 'Mama Ngozi Stores' where id = $1`, [agent.userId])
    const customer = await player(t, 0)
    const entriesBefore = (await moneyState(t, [])).entries
    const answer = await cashIn(agent, customer, '5000')
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.message).toBe("₦5,000 is in Ch***u O.'s wallet.")
    expect(answer.body.data).toMatchObject({ amount: 5000, customer: 'Ch***u O.', floatBalance: 15_000 })
    expect(await balanceKobo(t, agent.userId)).toBe(1_500_000n)
    expect(await balanceKobo(t, customer.userId)).toBe(500_000n)
    expect((await moneyState(t, [])).entries).toBe(entriesBefore + 1)
    const { rows } = await t.pool.query(
      `select c.agent_id, c.amount_kobo::text, e.kind, e.user_id from agent_cash_ins c join journal_entries e on e.id = c.entry_id where c.player_id = $1`,
      [customer.userId],
    )
    expect(rows).toEqual([{ agent_id: agent.userId, amount_kobo: '500000', kind: 'agent_cash_in', user_id: customer.userId }])
    const messages = await t.pool.query<{ channel: string; body: string }>(
      'select channel, body from outbox_messages where user_id = $1 order by channel',
      [customer.userId],
    )
    expect(messages.rows.map((row) => row.channel)).toEqual(['email', 'sms'])
    for (const row of messages.rows)
      expect(row.body).toMatch(/^₦5,000 in cash was paid into your 9ja Lottery wallet at Mama Ngozi Stores on /)
    expect(await latestHistoryLine(t, customer)).toMatchObject({
      description: 'Cash paid in at Mama Ngozi Stores for Ch***u O.',
      descriptionKey: 'agentCashIn',
      transType: 'credit',
      amount: 5000,
    })
    expect(await latestHistoryLine(t, agent)).toMatchObject({ descriptionKey: 'agentCashIn', transType: 'debit', amount: 5000 })
  })

  it('moves money once under 100 concurrent retries with the same key, each answered the same; another amount under it is refused', async () => {
    const agent = await agentWithFloat(t, 10_000)
    const customer = await player(t, 0)
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 100 }, () => cashIn(agent, customer, 2500, key)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200))
    expect(new Set(answers.map((answer) => answer.body.data.reference)).size).toBe(1)
    expect(await balanceKobo(t, agent.userId)).toBe(750_000n)
    expect(await balanceKobo(t, customer.userId)).toBe(250_000n)
    const rows = await t.pool.query('select count(*)::int as n from agent_cash_ins where agent_id = $1', [agent.userId])
    expect(rows.rows[0].n).toBe(1)
    await expectRefusedMovingNothing(t, [agent, customer], () => cashIn(agent, customer, 3000, key), {
      statusCode: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    })
  })

  it('counts as a deposit towards the customer’s own deposit limits, and is refused past them', async () => {
    const agent = await agentWithFloat(t, 10_000)
    const customer = await player(t, 0)
    expect((await post(t, '/agent/limits', { token: customer.token, deposit: { day: 1000 } })).statusCode).toBe(200)
    expect((await cashIn(agent, customer, 600)).statusCode).toBe(200)
    await expectRefusedMovingNothing(t, [agent, customer], () => cashIn(agent, customer, 500), {
      statusCode: 403,
      code: 'DEPOSIT_LIMIT_DAY',
      message:
        /^This cash-in would take the customer past their own daily deposit limit\. They can deposit again from .+ \(Lagos time\), or a smaller amount now\.$/,
    })
    const limits = await post(t, '/agent/limits', { token: customer.token })
    expect(limits.body.data.deposit.day).toMatchObject({ used: 600, left: 400 })
    expect((await cashIn(agent, customer, 400)).statusCode).toBe(200)
  })

  it("is the customer's deposit, and a cash-out their withdrawal, in their activity statement and a limit set afterwards", async () => {
    const agent = await agentWithFloat(t, 10_000)
    const customer = await player(t, 0)
    expect((await cashIn(agent, customer, 700)).statusCode).toBe(200)
    expect(
      (await post(t, '/agent/cash-out/request', { token: customer.token, amount: 300, idempotencyKey: randomUUID() })).statusCode,
    ).toBe(200)
    const month = new Date(Date.now() + 3_600_000).toISOString().slice(0, 7)
    const statement = await post(t, '/agent/activity-statement', { token: customer.token, month })
    expect(statement.body.data.totals).toMatchObject({ deposits: 700, withdrawals: 300 })
    // A limit set after the cash-in starts from the day's deposits so far, the cash-in among them.
    expect((await post(t, '/agent/limits', { token: customer.token, deposit: { day: 1000 } })).body.data.deposit.day).toMatchObject({
      used: 700,
    })
    await expectRefusedMovingNothing(t, [agent, customer], () => cashIn(agent, customer, 301), {
      statusCode: 403,
      code: 'DEPOSIT_LIMIT_DAY',
    })
    // Compliance's AML register reads the same: the customer's deposit and withdrawal, nothing for the agent's float.
    const today = lagosDate(new Date())
    const register = await amlRows(t.pool, { from: today, to: today })
    expect(register.find((row) => row.userId === customer.userId)).toMatchObject({ deposits: 70_000n, withdrawals: 30_000n })
    expect(register.find((row) => row.userId === agent.userId)).toBeUndefined()
  })

  it('is refused, moving nothing, for a customer on a time-out or self-excluded', async () => {
    const agent = await agentWithFloat(t, 10_000)
    const resting = await player(t, 0)
    expect((await post(t, '/agent/time-out', { token: resting.token, days: 1 })).statusCode).toBe(200)
    await expectRefusedMovingNothing(t, [agent, resting], () => cashIn(agent, resting, 100), {
      statusCode: 403,
      code: 'TIMED_OUT',
      message: /^This customer is on a time-out until .+ \(Lagos time\): no deposits until then\.$/,
    })
    const excluded = await player(t, 0)
    expect((await post(t, '/agent/self-exclude', { token: excluded.token, months: 6 })).statusCode).toBe(200)
    await expectRefusedMovingNothing(t, [agent, excluded], () => cashIn(agent, excluded, 100), {
      statusCode: 403,
      code: 'SELF_EXCLUDED',
      message: /^This customer is self-excluded until .+ \(Lagos time\): no deposits until then\.$/,
    })
  })

  it("is refused past an unverified wallet's daily cap, and counts into it", async () => {
    const agent = await agentWithFloat(t, 100_000)
    const customer = await player(t, 0, { identity: 'unverified' })
    expect((await cashIn(agent, customer, 30_000)).statusCode).toBe(200)
    await expectRefusedMovingNothing(t, [agent, customer], () => cashIn(agent, customer, 20_001), {
      statusCode: 403,
      code: 'KYC_DEPOSIT_CAP',
      message:
        "The customer's identity is not verified, so their wallet takes at most ₦50,000 a day (₦20,000 left today). They can verify on their profile to lift it.",
    })
    expect((await cashIn(agent, customer, 20_000)).statusCode).toBe(200)
    expect(await balanceKobo(t, customer.userId)).toBe(5_000_000n)
  })

  it('is refused, moving nothing, when the float is short', async () => {
    const agent = await agentWithFloat(t, 1000)
    const customer = await player(t, 0)
    await expectRefusedMovingNothing(t, [agent, customer], () => cashIn(agent, customer, 1000.01), {
      statusCode: 402,
      code: 'FLOAT_TOO_LOW',
      message: 'Your float is ₦1,000, not enough for this cash-in. Top it up by bank transfer first.',
    })
  })

  it("is refused for the agent's own number, another agent's, and a closed or locked account", async () => {
    const agent = await agentWithFloat(t, 10_000)
    const otherAgent = await agentWithFloat(t, 0, 'Bisi Kiosk')
    await expectRefusedMovingNothing(t, [agent], () => cashIn(agent, agent, 100), { statusCode: 403, code: 'AGENT_OWN_ACCOUNT' })
    await expectRefusedMovingNothing(t, [agent, otherAgent], () => cashIn(agent, otherAgent, 100), {
      statusCode: 403,
      code: 'CUSTOMER_IS_AGENT',
    })
    const closed = await player(t, 0)
    await t.pool.query(`insert into account_closures (user_id, reason, refund_kobo, forfeited_kobo) values ($1, 'under_18', 0, 0)`, [
      closed.userId,
    ])
    await expectRefusedMovingNothing(t, [agent, closed], () => cashIn(agent, closed, 100), {
      statusCode: 403,
      code: 'ACCOUNT_CLOSED',
      message: "This customer's account is closed: no cash can go in or out through it.",
    })
    const locked = await player(t, 0)
    await t.pool.query(
      `insert into account_locks (user_id, locked_at, staff_id, staff_email, reason) values ($1, now(), 'staff-1', 'support@example.ng', 'a test')`,
      [locked.userId],
    )
    await expectRefusedMovingNothing(t, [agent, locked], () => cashIn(agent, locked, 100), { statusCode: 403, code: 'ACCOUNT_LOCKED' })
    await expectRefusedMovingNothing(t, [agent], () => cashIn(agent, '09000000002', 100), { statusCode: 404, code: 'CUSTOMER_NOT_FOUND' })
    await expectRefusedMovingNothing(t, [agent], () => cashIn(agent, agent, 0), { statusCode: 400, code: 'INVALID_INPUT' })
  })
})

describe('the AML cash limit', () => {
  it("counts a person's cash-ins and cash-outs through agents in a Lagos day together, ₦5,000,000 by default", async () => {
    const agent = await agentWithFloat(t, 6_000_000)
    const customer = await player(t, 0)
    expect((await cashIn(agent, customer, 4_000_000)).statusCode).toBe(200)
    await expectRefusedMovingNothing(
      t,
      [customer],
      () => post(t, '/agent/cash-out/request', { token: customer.token, amount: 1_000_001, idempotencyKey: randomUUID() }),
      {
        statusCode: 403,
        code: 'AML_CASH_LIMIT',
        message:
          'Cash at agents is limited to ₦5,000,000 a day for one person, cash-ins and cash-outs together. You can take ₦1,000,000 more in cash today.',
      },
    )
    const requested = await post(t, '/agent/cash-out/request', { token: customer.token, amount: 999_000, idempotencyKey: randomUUID() })
    expect(requested.statusCode, JSON.stringify(requested.body)).toBe(200)
    await expectRefusedMovingNothing(t, [agent, customer], () => cashIn(agent, customer, 1000.01), {
      statusCode: 403,
      code: 'AML_CASH_LIMIT',
      message:
        'Cash through agents is limited to ₦5,000,000 a day for one person, cash-ins and cash-outs together. This customer can move ₦1,000 more today.',
    })
    expect((await cashIn(agent, customer, 1000)).statusCode).toBe(200)
  })
})
