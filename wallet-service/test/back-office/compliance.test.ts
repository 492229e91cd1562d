import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, sandboxIdNumber, verifyIdentity, type TestUser } from '../support/users.ts'
import { staffCall, staffMember } from '../support/staff.ts'

describe('compliance: identity-check exceptions and the self-exclusion register', () => {
  let t: TestApp
  const compliance = staffMember('compliance')
  const players: Record<string, TestUser> = {}

  const check = (user: TestUser, lastDigit: 0 | 1 | 2 | 3 | 9) =>
    t.app.inject({
      method: 'POST',
      url: '/agent/kyc/verify',
      payload: { token: user.token, idType: 'BVN', idNumber: sandboxIdNumber(lastDigit), dateOfBirth: '1990-05-16', consent: true },
    })

  beforeAll(async () => {
    t = await createTestApp()
    for (const name of ['mismatch', 'outage', 'minor', 'verified', 'excluded']) {
      players[name] = await createTestUser(t.pool, { fullName: 'Amaka Nwosu', identity: 'unverified' })
    }
    await check(players.mismatch!, 1)
    await check(players.outage!, 9)
    await check(players.minor!, 2)
    await verifyIdentity(t, players.verified!)
    await verifyIdentity(t, players.excluded!)
    const excluded = await t.app.inject({
      method: 'POST',
      url: '/agent/self-exclude',
      payload: { token: players.excluded!.token, months: 6 },
    })
    expect(excluded.statusCode, excluded.body).toBe(200)
  })
  afterAll(async () => t.close())

  it('lists the checks that wait for compliance, and logs the view', async () => {
    const answer = await staffCall(t.app, compliance, 'GET', '/staff/kyc/exceptions')
    expect(answer.statusCode).toBe(200)
    const byPlayer = Object.fromEntries(answer.json().data.map((row: { player: { id: string } }) => [row.player.id, row]))
    expect(byPlayer[players.mismatch!.publicId]).toMatchObject({
      kind: 'rejected',
      kycReason: 'name_mismatch',
      checks: 1,
      lastOutcome: 'name_mismatch',
    })
    expect(byPlayer[players.outage!.publicId]).toMatchObject({
      kind: 'provider-unavailable',
      kycStatus: 'unverified',
      lastOutcome: 'unavailable',
    })
    expect(byPlayer[players.minor!.publicId]).toMatchObject({ kind: 'closed-under-18', closure: { refundKobo: '0', forfeitedKobo: '0' } })
    expect(byPlayer[players.verified!.publicId]).toBeUndefined()
    const logged = await t.pool.query(`select action from staff_audit_log where staff_id = $1`, [compliance.id])
    expect(logged.rows).toEqual([{ action: 'kyc-exceptions.read' }])
  })

  it('clears a rejected check so the player can verify again, telling them; a closed account stays closed', async () => {
    const player = players.mismatch!
    expect((await staffCall(t.app, compliance, 'POST', `/staff/kyc/${player.publicId}/rerun`, { reason: '' })).statusCode).toBe(400)
    const cleared = await staffCall(t.app, compliance, 'POST', `/staff/kyc/${player.publicId}/rerun`, {
      reason: 'Registered name corrected',
    })
    expect(cleared.json().data).toEqual({ kycStatus: 'unverified', kycReason: null })
    const told = await t.pool.query(`select subject from outbox_messages where user_id = $1 and subject like '%verify your identity'`, [
      player.userId,
    ])
    expect(told.rowCount).toBe(2)
    await verifyIdentity(t, player)
    const audit = await t.pool.query(`select before, after, reason from staff_audit_log where action = 'kyc.rerun'`)
    expect(audit.rows).toEqual([
      {
        before: { kycStatus: 'rejected', kycReason: 'name_mismatch' },
        after: { kycStatus: 'unverified', kycReason: null },
        reason: 'Registered name corrected',
      },
    ])

    const closed = await staffCall(t.app, compliance, 'POST', `/staff/kyc/${players.minor!.publicId}/rerun`, { reason: 'Try again' })
    expect(closed.json().code).toBe('ACCOUNT_CLOSED')
    const verified = await staffCall(t.app, compliance, 'POST', `/staff/kyc/${players.verified!.publicId}/rerun`, { reason: 'Try again' })
    expect(verified.json().code).toBe('KYC_NOT_AN_EXCEPTION')
  })

  it('reads the self-exclusion register', async () => {
    const register = await staffCall(t.app, compliance, 'GET', '/staff/self-exclusions')
    expect(register.json().data).toEqual([
      expect.objectContaining({ player: expect.objectContaining({ id: players.excluded!.publicId }), inForce: true }),
    ])
  })
})
