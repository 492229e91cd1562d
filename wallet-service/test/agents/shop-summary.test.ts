import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { loadGameHouseIds } from '../../src/games/house.ts'
import { settleEventBets, type HouseIds } from '../../src/games/virtual-sports/bets/settlement.ts'
import { createFootballEvent, finishEvent, footballResult } from '../games/virtual-sports/bet-events.ts'
import { phoneOf, player, post } from './cash-helpers.ts'
import { createAgent, createReferredPlayer, spin } from './commission-support.ts'

let t: TestApp
let house: HouseIds
// Wednesday 2026-03-04 10:00 Lagos: the week began on Monday 2026-03-02.
const clock = new ManualClock(Date.parse('2026-03-04T09:00:00Z'))
beforeAll(async () => {
  t = await createTestApp({ BET_MIN_STAKE: '100', BET_MAX_STAKE: '5000', BET_MAX_PAYOUT: '50000' }, { clock })
  house = await loadGameHouseIds(t.pool)
})
afterAll(async () => t.close())

const summaryOf = async (token: string) => post(t, '/agent/summary', { token })

describe('the shop summary (POST /agent/summary)', () => {
  it("adds up the Lagos day's counter, this week's commission so far and the referred players", async () => {
    const agent = await createAgent(t.pool, new Date(clock.now()))
    const empty = await summaryOf(agent.token)
    expect(empty.statusCode).toBe(200)
    expect(empty.body.data).toEqual({
      float: 1_000_000,
      today: {
        date: '2026-03-04',
        cashIn: { count: 0, amount: 0 },
        cashOut: { count: 0, amount: 0 },
        ticketsSold: { count: 0, amount: 0 },
        ticketsPaid: { count: 0, amount: 0 },
      },
      commissionThisWeek: { week: '2026-03-02', estimate: 0 },
      players: { referred: 0, playedThisWeek: 0 },
    })

    // A walk-in customer's ₦2,500 cash-in, and a player's ₦700 cash-out paid over this counter.
    const customer = await player(t, 1_000)
    const cashIn = await post(t, '/agent/float/cash-in', {
      token: agent.token,
      phoneNumber: await phoneOf(t, customer),
      amount: '2500',
      idempotencyKey: randomUUID(),
    })
    expect(cashIn.statusCode, JSON.stringify(cashIn.body)).toBe(200)
    const requested = await post(t, '/agent/cash-out/request', { token: customer.token, amount: '700', idempotencyKey: randomUUID() })
    expect(requested.statusCode, JSON.stringify(requested.body)).toBe(200)
    const paidOut = await post(t, '/agent/float/cash-out', { token: agent.token, ...requested.body.data })
    expect(paidOut.statusCode, JSON.stringify(paidOut.body)).toBe(200)

    // A ₦200 single sold over the counter that wins 2.00 x ₦200 or more, then paid here.
    const event = await createFootballEvent(t.pool)
    const sold = await post(t, '/agent/bets', { token: agent.token, kind: 'single', stake: 200, selections: [event.selection('1x2:1')] })
    expect(sold.statusCode, JSON.stringify(sold.body)).toBe(200)
    const betId: string = sold.body.data.betIds[0]
    await finishEvent(t.pool, event.id, footballResult(2, 1, 1, 0))
    await settleEventBets(t.pool, house, event.id, new Date(clock.now()))
    const paid = await post(t, '/agent/tickets/pay', { token: agent.token, betId })
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200)
    const won: number = paid.body.data.amount

    // Two referred players, one of whom lost ₦1,000 on Spin It this week.
    const regular = await createReferredPlayer(t.pool, agent)
    await createReferredPlayer(t.pool, agent, 'Ngozi Eze')
    await spin(t, regular, 1_000, 'lose')

    const summary = await summaryOf(agent.token)
    expect(summary.statusCode).toBe(200)
    expect(summary.body.data).toEqual({
      // The float: 1,000,000 - 2,500 cash in + 700 cash out - 200 stake + the win paid into it at settlement.
      float: 1_000_000 - 2_500 + 700 - 200 + won,
      today: {
        date: '2026-03-04',
        cashIn: { count: 1, amount: 2_500 },
        cashOut: { count: 1, amount: 700 },
        ticketsSold: { count: 1, amount: 200 },
        ticketsPaid: { count: 1, amount: won },
      },
      // 1% of the single's ₦200 and 20% of the player's ₦1,000 lost: ₦2 + ₦200, under the cap (25% of ₦1,200 = ₦300).
      commissionThisWeek: { week: '2026-03-02', estimate: 202 },
      players: { referred: 2, playedThisWeek: 1 },
    })

    // The next Lagos day starts a new counter; the week's figures stay.
    clock.jumpTo(Date.parse('2026-03-04T23:00:00Z'))
    const nextDay = (await summaryOf(agent.token)).body.data
    expect(nextDay.today).toEqual({
      date: '2026-03-05',
      cashIn: { count: 0, amount: 0 },
      cashOut: { count: 0, amount: 0 },
      ticketsSold: { count: 0, amount: 0 },
      ticketsPaid: { count: 0, amount: 0 },
    })
    expect(nextDay.commissionThisWeek).toEqual({ week: '2026-03-02', estimate: 202 })
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
  })

  it("answers a player's session 403 AGENT_ONLY", async () => {
    const customer = await player(t)
    const answer = await summaryOf(customer.token)
    expect(answer.statusCode).toBe(403)
    expect(answer.body.code).toBe('AGENT_ONLY')
  })
})
