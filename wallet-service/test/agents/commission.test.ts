import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import { InProcessEventBus } from '@9ja/live/node'
import { commissionStatement, dataOf } from '@9ja/contract'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { createTestUser, creditWallet, type TestUser } from '../support/users.ts'
import { checkLedgerInvariants } from '../../src/ledger/ledger.ts'
import { loadGameHouseIds } from '../../src/games/house.ts'
import { voidEventBets } from '../../src/games/virtual-sports/bets/settlement.ts'
import { payDueCommissions } from '../../src/agents/commission-run.ts'
import { RUNNER_LOCK_CLASSES } from '../../src/games/leadership.ts'
import { createServer } from '../../src/server.ts'
import { runnerLockSessions } from '../support/advisory-locks.ts'
import { waitFor } from '../support/wait-for.ts'
import { createFootballEvent, voidEvent, type TestEvent } from '../games/virtual-sports/bet-events.ts'
import { createDraw, placeTickets } from '../games/numbers/bets-support.ts'
import { balanceKobo } from '../games/helpers.ts'
import { createAgent, createReferredPlayer, settledCrashBet, spin } from './commission-support.ts'

/*
 * The weekly commission through the route and the service's run, on a manual clock three weeks in the
 * past: bets placed through the placement routes, instant rounds through Spin It's, the run paying each
 * Monday 00:00 Lagos time (plus the run's delay, a minute) as the clock reaches it.
 */
const WEEK = '2026-11-02'
const mondayAfter = (days: number) => new Date(`2026-11-${String(2 + days).padStart(2, '0')}T00:00:00+01:00`).getTime()
const RUN_DELAY_MS = 60_000

let t: TestApp
let clock: ManualClock
let agent: TestUser
let cappedAgent: TestUser
let player: TestUser
let events: TestEvent[]

beforeAll(async () => {
  clock = new ManualClock(new Date('2026-11-03T10:00:00+01:00').getTime())
  t = await createTestApp({ AGENT_COMMISSION_RUNNER: 'on', BET_MAX_SELECTIONS: '30' }, { clock })
  agent = await createAgent(t.pool, new Date(clock.now()))
  cappedAgent = await createAgent(t.pool, new Date(clock.now()), 'Tunde Bello')
  player = await createReferredPlayer(t.pool, agent)
  // One after another: thirty inserts at once race for the game's next event number more often than the helper retries.
  events = []
  for (let made = 0; made < 30; made++) events.push(await createFootballEvent(t.pool))
})
afterAll(async () => t.close())

const statement = async (user: TestUser, week?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/agent/commission',
    payload: { token: user.token, ...(week ? { week } : {}) },
  })
  expect(response.statusCode, response.body).toBe(200)
  return dataOf(commissionStatement, response.json())
}

async function bet(user: TestUser, body: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/agent/bets', payload: { token: user.token, ...body } })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.betIds[0]
}

const commissionEntries = async (agentId: string) =>
  (
    await t.pool.query<{ idempotency_key: string; amount: string }>(
      `select e.idempotency_key, p.amount_kobo::text as amount from journal_entries e
         join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
        where e.kind = 'agent_commission' and a.user_id = $1 order by e.id`,
      [agentId],
    )
  ).rows

describe('the weekly commission', () => {
  let single: string
  let fifteen: string
  let numberTicket: string

  it("estimates the week so far from the agent's tickets and referred players, line by line", async () => {
    single = await bet(agent, { kind: 'single', stake: 10_000, selections: [events[0]!.selection('1x2:1')] })
    fifteen = await bet(agent, {
      kind: 'multiple',
      stake: 10_000,
      selections: events.slice(0, 15).map((event) => event.selection('1x2:1')),
    })
    const voided = await createFootballEvent(t.pool)
    await bet(agent, { kind: 'single', stake: 1_000, selections: [voided.selection('1x2:1')] })
    await voidEvent(t.pool, voided.id)
    await voidEventBets(t.pool, await loadGameHouseIds(t.pool), voided.id, new Date(clock.now()))
    ;[numberTicket] = (await placeTickets(
      t.app,
      agent,
      await createDraw(t.pool, 'perfect-guess'),
      [{ kind: 'pick-1', picks: [7] }],
      100,
    )) as [string]
    await spin(t, player, 2_000, 'lose')
    await settledCrashBet(t.pool, player, 500, 1_000, new Date(clock.now()))
    // A player of nobody's plays too: not the agent's.
    const stranger = await createTestUser(t.pool)
    await creditWallet(t.pool, stranger.userId, 200_000n)
    await spin(t, stranger, 1_000, 'lose')
    await bet(cappedAgent, { kind: 'multiple', stake: 1_000, selections: events.map((event) => event.selection('1x2:1')) })

    const week = await statement(agent)
    expect(week).toMatchObject({ week: WEEK, status: 'estimate', paid: null, weeks: [{ week: WEEK, status: 'estimate', paid: null }] })
    expect(week.tickets).toEqual([
      expect.objectContaining({ betId: single, game: 'virtual-football', selections: 1, stake: 10_000, rate: 1, commission: 100 }),
      expect.objectContaining({ betId: fifteen, game: 'virtual-football', selections: 15, stake: 10_000, rate: 16, commission: 1_600 }),
    ])
    expect(week.numberTickets).toEqual([
      expect.objectContaining({ betId: numberTicket, game: 'perfect-guess', stake: 100, rate: 10, commission: 10 }),
    ])
    expect(week.players).toEqual([{ name: 'Ch***u O.', stakes: 2_500, wins: 1_000, ngr: 1_500 }])
    // Stakes ₦10,000 + ₦10,000 + ₦100 + the player's ₦2,500 = ₦22,600, capped at 25%: ₦5,650. Players: 20% of ₦1,500.
    expect(week.totals).toEqual({
      tickets: 1_700,
      numbers: 10,
      players: 300,
      playersNgr: 1_500,
      carriedIn: 0,
      carriedOut: 0,
      stakes: 22_600,
      cap: 5_650,
      capped: false,
      total: 2_010,
    })
  })

  it('pays the week into the float at Monday 00:00 Lagos time from house:agent_commission, statement and lines as estimated', async () => {
    const estimate = await statement(agent)
    const floatBefore = await balanceKobo(t.pool, agent.userId)
    await clock.advanceTo(mondayAfter(7) + RUN_DELAY_MS)
    const paid = await statement(agent, WEEK)
    expect(paid).toMatchObject({ status: 'paid', paid: { amount: 2_010, at: new Date(mondayAfter(7) + RUN_DELAY_MS).toISOString() } })
    expect({ ...paid, status: 'estimate', paid: null, weeks: [] }).toEqual({ ...estimate, weeks: [] })
    expect(await balanceKobo(t.pool, agent.userId)).toBe(floatBefore + 201_000n)
    expect(await commissionEntries(agent.userId)).toEqual([
      { idempotency_key: `agent-commission:${agent.userId}:${WEEK}`, amount: '201000' },
    ])
    // The new week is the estimate, first in the list.
    expect((await statement(agent)).weeks).toEqual([
      { week: '2026-11-09', status: 'estimate', paid: null },
      { week: WEEK, status: 'paid', paid: 2_010 },
    ])
  })

  it('caps a week at 25% of its stakes and says so', async () => {
    const week = await statement(cappedAgent, WEEK)
    expect(week.tickets).toEqual([expect.objectContaining({ selections: 30, stake: 1_000, rate: 30, commission: 300 })])
    expect(week).toMatchObject({ status: 'paid', paid: { amount: 250 }, totals: { stakes: 1_000, cap: 250, capped: true, total: 250 } })
  })

  it("carries a losing players' week forward, paying its tickets, and recovers it the week after", async () => {
    await spin(t, player, 500, 'x10')
    await bet(agent, { kind: 'single', stake: 1_000, selections: [events[1]!.selection('1x2:1')] })
    await clock.advanceTo(mondayAfter(14) + RUN_DELAY_MS)
    const losing = await statement(agent, '2026-11-09')
    expect(losing.players).toEqual([{ name: 'Ch***u O.', stakes: 500, wins: 5_000, ngr: -4_500 }])
    expect(losing).toMatchObject({
      status: 'paid',
      paid: { amount: 10 },
      totals: { players: 0, playersNgr: -4_500, carriedOut: -4_500, total: 10 },
    })

    await spin(t, player, 5_000, 'lose')
    const estimate = await statement(agent)
    expect(estimate.totals).toMatchObject({ playersNgr: 5_000, carriedIn: -4_500, players: 100, carriedOut: 0 })
    await clock.advanceTo(mondayAfter(21) + RUN_DELAY_MS)
    expect(await statement(agent, '2026-11-16')).toMatchObject({
      status: 'paid',
      paid: { amount: 100 },
      totals: { carriedIn: -4_500, total: 100 },
    })
    expect((await commissionEntries(agent.userId)).map((entry) => entry.amount)).toEqual(['201000', '1000', '10000'])
  })

  it('pays nothing on a rerun, and keeps a statement of a week with nothing due without a ledger entry', async () => {
    expect(await payDueCommissions({ pool: t.pool, clock, config: t.config, logger: t.app.log as never })).toEqual({
      statements: 0,
      paidKobo: 0n,
    })
    expect(await statement(cappedAgent, '2026-11-16')).toMatchObject({ status: 'paid', paid: { amount: 0 }, totals: { total: 0 } })
    expect((await commissionEntries(cappedAgent.userId)).map((entry) => entry.amount)).toEqual(['25000'])
    expect(await checkLedgerInvariants(t.pool)).toEqual([])
    const house = await t.pool.query<{ sum: string }>(
      `select sum(p.amount_kobo)::text as sum from postings p join ledger_accounts a on a.id = p.account_id where a.code = 'house:agent_commission'`,
    )
    expect(house.rows[0]!.sum).toBe(String(-(201_000 + 1_000 + 10_000 + 25_000)))
  })

  it('is run by one service instance at a time: a second waits for the advisory lock', async () => {
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
        async () => (await runnerLockSessions(t.pool, RUNNER_LOCK_CLASSES.agentCommission, 0)).waiting === 1,
        10_000,
        'the second run to wait',
      )
      expect(await runnerLockSessions(t.pool, RUNNER_LOCK_CLASSES.agentCommission, 0)).toEqual({ granted: 1, waiting: 1 })
    } finally {
      await second.close()
    }
  })

  it("refuses a player's token, a week that is not a Monday, and a week the agent has no statement for", async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/agent/commission', payload: { token: player.token } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('AGENT_ONLY')
    const notMonday = await t.app.inject({ method: 'POST', url: '/agent/commission', payload: { token: agent.token, week: '2026-11-03' } })
    expect([notMonday.statusCode, notMonday.json().code]).toEqual([400, 'INVALID_INPUT'])
    for (const week of ['2026-10-26', '2026-11-30']) {
      const unknown = await t.app.inject({ method: 'POST', url: '/agent/commission', payload: { token: agent.token, week } })
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'AGENT_COMMISSION_WEEK_UNKNOWN'])
    }
  })
})
