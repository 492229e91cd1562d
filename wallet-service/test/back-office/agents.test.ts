import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { staffCall, staffMember } from '../support/staff.ts'
import { createTestUser, type TestUser } from '../support/users.ts'
import { phoneOf, player, post } from '../agents/cash-helpers.ts'
import { createAgent, createReferredPlayer, spin } from '../agents/commission-support.ts'

/** Staff read the agents' shops: the list with floats and networks, and one agent's page; each view is in the audit log. */
describe('back office: agents', () => {
  let t: TestApp
  const finance = staffMember('finance')
  // Wednesday 2026-03-04 10:00 Lagos.
  const clock = new ManualClock(Date.parse('2026-03-04T09:00:00Z'))
  let recruiter: TestUser
  let shop: TestUser

  const get = async (url: string) => {
    const response = await staffCall(t.app, finance, 'GET', url)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data
  }

  beforeAll(async () => {
    t = await createTestApp({}, { clock })
    recruiter = await createAgent(t.pool, new Date(clock.now()), 'Bisi Adebayo')
    shop = await createAgent(t.pool, new Date(clock.now()), 'Musa Bello')
    await t.pool.query(`update users set business_name = 'Musa Corner Shop', referred_by = $2 where id = $1`, [
      shop.userId,
      recruiter.userId,
    ])
    const regular = await createReferredPlayer(t.pool, shop, 'Chinedu Okafor')
    await spin(t, regular, 1_000, 'lose')
    const walkIn = await player(t, 0, { fullName: 'Ngozi Eze' })
    const cashIn = await post(t, '/agent/float/cash-in', {
      token: shop.token,
      phoneNumber: await phoneOf(t, walkIn),
      amount: '3000',
      idempotencyKey: randomUUID(),
    })
    expect(cashIn.statusCode, JSON.stringify(cashIn.body)).toBe(200)
  })
  afterAll(async () => t.close())

  it('lists agents with their float, recruiter and network, and finds one by shop name, phone or referral code', async () => {
    const all = await get('/staff/agents')
    const line = all.find((agent: { id: string }) => agent.id === shop.publicId)
    expect(line).toMatchObject({
      shop: 'Musa Corner Shop',
      fullName: 'Musa Bello',
      recruitedBy: { id: recruiter.publicId, shop: 'Bisi Adebayo', type: 'agent' },
      float: 1_000_000 - 3_000,
      players: 1,
      agents: 0,
    })
    expect(all.find((agent: { id: string }) => agent.id === recruiter.publicId)).toMatchObject({ agents: 1, players: 0 })
    const { rows } = await t.pool.query<{ phone_number: string; referral_code: string }>(
      'select phone_number, referral_code from users where id = $1',
      [shop.userId],
    )
    for (const q of ['corner', rows[0]!.phone_number, rows[0]!.referral_code.toLowerCase()]) {
      const found = await get(`/staff/agents?q=${encodeURIComponent(q)}`)
      expect(found.map((agent: { id: string }) => agent.id)).toEqual([shop.publicId])
    }
    // Players are not agents.
    expect(await get('/staff/agents?q=Chinedu')).toEqual([])
  })

  it("shows one agent's page: the day and week, players with their week, cash movements, and logs the view", async () => {
    const page = await get(`/staff/agents/${shop.publicId}`)
    expect(page.agent).toMatchObject({ id: shop.publicId, shop: 'Musa Corner Shop', kycStatus: expect.any(String) })
    expect(page.summary.today.cashIn).toEqual({ count: 1, amount: 3_000 })
    // 20% of the player's ₦1,000 lost on Spin It, within the cap (25% of ₦1,000).
    expect(page.summary.commissionThisWeek).toEqual({ week: '2026-03-02', estimate: 200 })
    expect(page.players).toEqual([
      { id: expect.any(String), fullName: 'Chinedu Okafor', joinedAt: expect.any(String), stakesThisWeek: 1_000 },
    ])
    expect(page.cash).toEqual([
      {
        kind: 'cash-in',
        at: new Date(clock.now()).toISOString(),
        amount: 3_000,
        player: { id: expect.any(String), fullName: 'Ngozi Eze' },
      },
    ])
    expect(page.commission).toEqual([])
    expect((await get(`/staff/agents/${recruiter.publicId}`)).recruited).toEqual([
      { id: shop.publicId, shop: 'Musa Corner Shop', joinedAt: expect.any(String) },
    ])
    const { rows } = await t.pool.query(`select subject_id from staff_audit_log where action = 'agents.view' order by seq`)
    expect(rows.map((row) => row.subject_id)).toEqual([shop.publicId, recruiter.publicId])
  })

  it('answers a player or an unknown ID as no agent', async () => {
    const someone = await createTestUser(t.pool)
    for (const id of [someone.publicId, randomUUID()]) {
      const response = await staffCall(t.app, finance, 'GET', `/staff/agents/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe('No agent has that ID.')
    }
  })
})
