import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../support/users.ts'
import { staffCall, staffMember } from '../support/staff.ts'
import { hashPassword } from '../../src/accounts/passwords.ts'
import { latestOtp, login, outbox, post, registerVerified, signupIndividual } from '../accounts/helpers.ts'

/** Support's actions on a player's account, and what the player meets after each. */
describe("support: acting on a player's account", () => {
  let t: TestApp
  const support = staffMember('support')
  const PASSWORD = 'Secret#1'

  beforeAll(async () => {
    // No cooldown, and two resends an hour after the first code, so the limit is reached in a test.
    t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', OTP_MAX_RESENDS_PER_HOUR: '2' })
  })
  afterAll(async () => t.close())

  /** A player with a password, ₦1,000 and the session createTestUser opened. */
  async function player(): Promise<TestUser & { phone: string }> {
    const user = await createTestUser(t.pool)
    await t.pool.query('update users set password_hash = $2 where id = $1', [user.userId, await hashPassword(PASSWORD)])
    await creditWallet(t.pool, user.userId, 1_000_00n)
    const { rows } = await t.pool.query('select phone_number from users where id = $1', [user.userId])
    return { ...user, phone: rows[0].phone_number }
  }
  const act = (user: { publicId: string }, action: string, body: unknown) =>
    staffCall(t.app, support, 'POST', `/staff/players/${user.publicId}/${action}`, body)
  const balance = (token: string) => post(t, '/agent/wallet-balance', { token })
  const audit = async (publicId: string) =>
    (await t.pool.query(`select action, reason, before, after from staff_audit_log where subject_id = $1 order by seq`, [publicId])).rows

  it("ends the player's sessions: the next request is refused as a lapsed session", async () => {
    const user = await player()
    const other = await login(t, user.phone, PASSWORD)
    expect((await balance(user.token)).statusCode).toBe(200)
    const ended = await act(user, 'end-sessions', { reason: 'Player reports a lost phone' })
    expect(ended.json()).toEqual({ data: { endedSessions: 2 } })
    for (const token of [user.token, other.json().data.token]) {
      expect((await balance(token)).json()).toMatchObject({ status: 401, code: 'SESSION_INVALID' })
    }
    expect(await audit(user.publicId)).toEqual([
      { action: 'players.end-sessions', reason: 'Player reports a lost phone', before: { openSessions: 2 }, after: { openSessions: 0 } },
    ])
    // Login still works: ending sessions is no lock.
    expect((await login(t, user.phone, PASSWORD)).statusCode).toBe(200)
  })

  it('locks an account: its sessions end, login is refused with the reason, the money stays; unlocking restores login', async () => {
    const user = await player()
    const locked = await act(user, 'lock', { reason: 'Suspected account takeover' })
    expect(locked.statusCode, locked.body).toBe(200)
    expect(locked.json().data).toMatchObject({ locked: true, endedSessions: 1 })
    expect((await balance(user.token)).json()).toMatchObject({ status: 401, code: 'SESSION_INVALID' })
    const refused = await login(t, user.phone, PASSWORD)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: 'This account is locked. Please contact support.' })
    // Only the password's owner learns of the lock.
    expect((await login(t, user.phone, 'Wrong#123')).json()).toMatchObject({ code: 'BAD_CREDENTIALS' })
    expect(
      (await t.pool.query('select count(*)::int as n from sessions where user_id = $1 and revoked_at is null', [user.userId])).rows[0].n,
    ).toBe(0)
    const page = (await staffCall(t.app, support, 'GET', `/staff/players/${user.publicId}`)).json().data
    expect(page.account.lock).toMatchObject({ staffId: support.id, reason: 'Suspected account takeover' })
    expect(page.wallet.balanceKobo).toBe('100000')

    const again = await act(user, 'lock', { reason: 'Twice' })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('ACCOUNT_ALREADY_LOCKED')

    expect((await act(user, 'unlock', { reason: 'Owner proved their identity' })).json()).toEqual({ data: { locked: false } })
    const back = await login(t, user.phone, PASSWORD)
    expect(back.statusCode, back.body).toBe(200)
    expect((await balance(back.json().data.token)).statusCode).toBe(200)
    expect((await act(user, 'unlock', { reason: 'Twice' })).json().code).toBe('ACCOUNT_NOT_LOCKED')

    expect((await audit(user.publicId)).filter((row) => row.action !== 'players.view')).toEqual([
      {
        action: 'players.lock',
        reason: 'Suspected account takeover',
        before: { locked: false, openSessions: 1 },
        after: { locked: true, openSessions: 0 },
      },
      {
        action: 'players.unlock',
        reason: 'Owner proved their identity',
        before: { locked: true, lockedAt: expect.any(String), lockedBy: support.email, lockReason: 'Suspected account takeover' },
        after: { locked: false },
      },
    ])
  })

  it('resends a signup code through the code path and its limits, and refuses when there is none to send', async () => {
    const registered = await signupIndividual(t, 'Ifeoma Nwosu')
    const resend = () => act({ publicId: registered.Id }, 'resend-code', { kind: 'signup' })
    const resent = await resend()
    expect(resent.statusCode, resent.body).toBe(200)
    expect(resent.json().data).toEqual({ kind: 'signup', sentTo: [registered.emailAddress, registered.phoneNumber] })
    expect(await outbox(t, registered.phoneNumber)).toHaveLength(2)
    expect((await resend()).statusCode).toBe(200)
    const limited = await resend()
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'OTP_HOURLY_LIMIT' })
    expect(await outbox(t, registered.phoneNumber)).toHaveLength(3)
    // The newest code is the one the player signs up with.
    expect((await post(t, '/agent/verify-otp', { Id: registered.Id, otp: await latestOtp(t, registered.emailAddress) })).statusCode).toBe(
      200,
    )
    expect(await audit(registered.Id)).toEqual([
      {
        action: 'players.resend-code',
        reason: null,
        before: null,
        after: { kind: 'signup', sentTo: [registered.emailAddress, registered.phoneNumber] },
      },
      {
        action: 'players.resend-code',
        reason: null,
        before: null,
        after: { kind: 'signup', sentTo: [registered.emailAddress, registered.phoneNumber] },
      },
    ])

    const finished = await registerVerified(t, 'Emeka Obi')
    const none = await act({ publicId: finished.Id }, 'resend-code', { kind: 'signup' })
    expect(none.statusCode).toBe(409)
    expect(none.json()).toMatchObject({
      code: 'NO_CODE_TO_RESEND',
      message: 'This player has finished signing up: there is no signup code to resend.',
    })
  })

  it('resends the password reset the player asked for, to the address they asked with', async () => {
    const registered = await registerVerified(t, 'Bola Ahmed')
    const noReset = await act({ publicId: registered.Id }, 'resend-code', { kind: 'password-reset' })
    expect(noReset.json()).toMatchObject({ code: 'NO_CODE_TO_RESEND' })
    const asked = await post(t, '/agent/forgot-password', { userId: registered.phoneNumber })
    expect(asked.statusCode).toBe(200)
    const before = (await outbox(t, registered.phoneNumber)).length
    const resent = await act({ publicId: registered.Id }, 'resend-code', { kind: 'password-reset' })
    expect(resent.json()).toEqual({ data: { kind: 'password-reset', sentTo: [registered.phoneNumber] } })
    expect(await outbox(t, registered.phoneNumber)).toHaveLength(before + 1)
    // The code resent answers the player's own reset request.
    const verified = await post(t, '/agent/verify-otp', { Id: asked.json().Id, otp: await latestOtp(t, registered.phoneNumber) })
    expect(verified.json()).toMatchObject({ purpose: 'password_reset' })
  })

  it('refuses bad input clearly and changes nothing', async () => {
    const user = await player()
    const cases: [string, unknown, number, string][] = [
      ['end-sessions', {}, 400, 'Give a reason.'],
      ['lock', { reason: 'x' }, 400, 'Give a reason (at least 3 characters).'],
      ['resend-code', { kind: 'sms' }, 400, 'Choose the signup code or the password reset code.'],
    ]
    for (const [action, body, status, message] of cases) {
      const response = await act(user, action, body)
      expect(response.statusCode, action).toBe(status)
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', message })
    }
    const unknown = await act({ publicId: '00000000-0000-4000-8000-000000000000' }, 'lock', { reason: 'Nobody' })
    expect(unknown.json()).toMatchObject({ status: 404, code: 'PLAYER_NOT_FOUND' })
    const notAnId = await act({ publicId: 'abc' }, 'lock', { reason: 'Nobody' })
    expect(notAnId.json()).toMatchObject({ status: 400, message: 'No player has that player ID.' })
    expect((await balance(user.token)).statusCode).toBe(200)
    expect(await audit(user.publicId)).toEqual([])
    expect((await t.pool.query('select count(*)::int as n from account_locks where user_id = $1', [user.userId])).rows[0].n).toBe(0)
  })
})
