import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import { actionsOf } from '@9ja/contract'
import { STAFF_HEADERS } from '@9ja/contract/staff-signature'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'
import { signedHeaders, staffCall, staffMember } from '../support/staff.ts'

describe('staff calls: only the CMS, signed, fresh and once', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const decisionCount = async () => Number((await t.pool.query<{ n: string }>('select count(*) as n from staff_decisions')).rows[0]!.n)

  it('names the staff member and what their roles allow', async () => {
    const staff = staffMember('support', 'risk')
    const response = await staffCall(t.app, staff, 'GET', '/staff/me')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({ staff, actions: actionsOf(['support', 'risk']) })
    expect(response.json().data.actions).toContain('players.lock')
    expect(response.json().data.actions).not.toContain('adjustments.approve')
  })

  it('refuses a call with no signature, a forged one, or one changed on the way, and changes nothing', async () => {
    const finance = staffMember('finance')
    const player = await createTestUser(t.pool)
    const body = {
      playerId: player.publicId,
      direction: 'credit',
      amount: '500',
      reasonCode: 'goodwill',
      reason: 'Apology for a delayed payout',
    }
    const before = await decisionCount()

    const unsigned = await t.app.inject({ method: 'POST', url: '/staff/adjustments', payload: body })
    expect(unsigned.statusCode).toBe(401)
    expect(unsigned.json().code).toBe('STAFF_CALL_UNSIGNED')

    const forged = await staffCall(t.app, finance, 'POST', '/staff/adjustments', body, {
      secret: 'not-the-cms-secret-0123456789abcdef0123',
    })
    expect(forged.statusCode).toBe(401)
    expect(forged.json().code).toBe('STAFF_CALL_UNSIGNED')

    // Signed for one body, sent with another (a bigger amount).
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/staff/adjustments',
      headers: signedHeaders(finance, 'POST', '/staff/adjustments', body),
      payload: JSON.stringify({ ...body, amount: '500000' }),
    })
    expect(tampered.statusCode).toBe(401)
    // Signed for one path, sent to another.
    const moved = await t.app.inject({ method: 'GET', url: '/staff/adjustments', headers: signedHeaders(finance, 'GET', '/staff/me') })
    expect(moved.statusCode).toBe(401)

    // A role the CMS never grants, written into a call by someone without the secret.
    const headers = { ...signedHeaders(staffMember('support'), 'GET', '/staff/me'), [STAFF_HEADERS.roles]: 'support,finance' }
    expect((await t.app.inject({ method: 'GET', url: '/staff/me', headers })).statusCode).toBe(401)

    expect(await decisionCount()).toBe(before)
  })

  it('refuses a stale call, whichever way the clocks differ', async () => {
    const staff = staffMember('compliance')
    for (const skewMs of [-61_000, 61_000]) {
      const response = await staffCall(t.app, staff, 'GET', '/staff/me', undefined, { nowMs: Date.now() + skewMs })
      expect(response.statusCode).toBe(401)
      expect(response.json().code).toBe('STAFF_CALL_STALE')
    }
    expect((await staffCall(t.app, staff, 'GET', '/staff/me', undefined, { nowMs: Date.now() - 30_000 })).statusCode).toBe(200)
  })

  it('refuses a replayed call: a valid adjustment request sent twice asks once', async () => {
    const finance = staffMember('finance')
    const player = await createTestUser(t.pool)
    const body = {
      playerId: player.publicId,
      direction: 'credit',
      amount: '750',
      reasonCode: 'goodwill',
      reason: 'Goodwill after a failed deposit',
    }
    const headers = signedHeaders(finance, 'POST', '/staff/adjustments', body)
    const send = () => t.app.inject({ method: 'POST', url: '/staff/adjustments', headers, payload: JSON.stringify(body) })
    expect((await send()).statusCode).toBe(200)
    const before = await decisionCount()
    const replay = await send()
    expect(replay.statusCode).toBe(401)
    expect(replay.json().code).toBe('STAFF_CALL_REPLAYED')
    expect(await decisionCount()).toBe(before)
  })
})

describe('staff calls when the service has no staff secret', () => {
  it('refuses every staff call', async () => {
    const t = await createTestApp({ STAFF_API_SECRET: '' })
    try {
      const response = await staffCall(t.app, staffMember('admin'), 'GET', '/staff/me')
      expect(response.statusCode).toBe(503)
      expect(response.json().code).toBe('STAFF_API_OFF')
    } finally {
      await t.close()
    }
  })
})

describe('refused staff calls are logged', () => {
  it('logs a forged and a replayed call with the code it was refused with', async () => {
    const lines: { msg: string; code?: string; staffId?: string }[] = []
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) })
    const t = await createTestApp({ LOG_LEVEL: 'warn' }, { logger })
    try {
      const staff = staffMember('support')
      await staffCall(t.app, staff, 'GET', '/staff/me', undefined, { secret: 'not-the-cms-secret-0123456789abcdef0123' })
      const headers = signedHeaders(staff, 'GET', '/staff/me')
      await t.app.inject({ method: 'GET', url: '/staff/me', headers })
      await t.app.inject({ method: 'GET', url: '/staff/me', headers })
      const refused = lines.filter((line) => line.msg === 'staff call refused')
      expect(refused.map((line) => [line.code, line.staffId])).toEqual([
        ['STAFF_CALL_UNSIGNED', staff.id],
        ['STAFF_CALL_REPLAYED', staff.id],
      ])
    } finally {
      await t.close()
    }
  })
})
