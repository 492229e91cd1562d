import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../support/users.ts'
import { balanceKobo } from '../games/helpers.ts'

let t: TestApp
let player: TestUser
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURE_DELAY_MS: '0' })
  player = await createTestUser(t.pool)
  await creditWallet(t.pool, player.userId, 1_000_00n)
})
afterAll(async () => t.close())

const REFUSAL = { status: 400, code: 'INVALID_INPUT', message: 'The request contains characters that are not allowed.' }
const NUL = '\u0000'

describe('a NUL character anywhere in a request', () => {
  it.each([
    ['/user/signup', () => ({ fullName: `Ade${NUL}`, phoneNumber: '08011112222', emailAddress: 'nul@example.ng' })],
    ['/agent/login', () => ({ userId: `nul${NUL}@example.ng`, password: 'Secret#1' })],
    ['/agent/forgot-password', () => ({ userId: `nul${NUL}@example.ng` })],
    ['/api/resend-otp', () => ({ emailOrNumber: `0801${NUL}1112222` })],
    ['/agent/verify-otp', () => ({ Id: '8b0d7a3e-7f6e-4a55-9a0e-2f8f0f0e9d11', otp: `12345${NUL}` })],
    ['/agent/set-password', () => ({ password: `Secret#1${NUL}`, ticket: 'x' })],
    [
      '/agent/change-password',
      () => ({ token: player.token, oldPassword: `Old#pass${NUL}`, newPassword: 'New#pass1', confirmNewPassword: 'New#pass1' }),
    ],
    ['/agent/fund-wallet', () => ({ token: player.token, amount: `500${NUL}` })],
    ['/agent/withdraw-fund', () => ({ token: player.token, amount: '500', bankCode: `058${NUL}`, accountNumber: '0123456789' })],
    ['/agent/spin-multiplier', () => ({ token: player.token, betAmount: '100', idempotencyKey: `key${NUL}` })],
  ])('%s answers 400, not 500, and changes nothing', async (url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, payload: payload() })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(REFUSAL)
    expect(await balanceKobo(t.pool, player.userId)).toBe(1_000_00n)
    const written = await t.pool
      .query(`select (select count(*) from users)::int as users, (select count(*) from game_rounds)::int as rounds,
      (select count(*) from deposits)::int as deposits, (select count(*) from login_throttle)::int as throttles`)
    expect(written.rows[0]).toEqual({ users: 1, rounds: 0, deposits: 0, throttles: 0 })
  })

  it('is found nested in arrays and objects, in keys, in a form body and in the query', async () => {
    const requests = [
      {
        url: '/games/roulette/spin',
        payload: { token: player.token, bets: [{ type: 'straight', selection: [`1${NUL}`], amount: '100' }] },
      },
      { url: '/agent/login', payload: { userId: 'a@example.ng', password: 'Secret#1', extra: { [`k${NUL}`]: 1 } } },
      {
        url: '/agent/login',
        payload: 'userId=a%40example.ng&password=Secret%00pass',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { url: '/agent/login?lang=en%00', payload: { userId: 'a@example.ng', password: 'Secret#1' } },
    ]
    for (const { url, payload, headers } of requests) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers })
      expect(response.json()).toEqual(REFUSAL)
    }
    expect((await t.app.inject({ method: 'GET', url: '/xpress/live/game-list?q=%00' })).json()).toEqual(REFUSAL)
  })

  it('lets ordinary text through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/agent/login',
      payload: { userId: 'Ọlá@example.ng', password: 'Secret#1' },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('a body nested thousands of levels deep', () => {
  // Written as text: JSON.stringify itself would overflow the stack on the deepest ones.
  const nested = (levels: number) => '{"a":['.repeat(levels) + '"x"' + ']}'.repeat(levels)
  const json = { 'content-type': 'application/json' }

  it('answers 400 before authentication, not 500, and changes nothing', async () => {
    for (const levels of [17, 2000, 4000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/agent/fund-wallet',
        headers: json,
        payload: `{"token":${JSON.stringify(player.token)},"amount":"500","extra":${nested(levels)}}`,
      })
      expect(response.statusCode, `${levels * 2} levels`).toBe(400)
      expect(response.json()).toEqual({ status: 400, code: 'INVALID_INPUT', message: 'The request is nested too deeply.' })
    }
    const login = await t.app.inject({ method: 'POST', url: '/agent/login', headers: json, payload: nested(2000) })
    expect(login.statusCode).toBe(400)
    expect(await balanceKobo(t.pool, player.userId)).toBe(1_000_00n)
    expect((await t.pool.query('select count(*)::int as n from deposits')).rows[0].n).toBe(0)
  })

  it('lets a body of ordinary depth through to its route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/agent/login',
      headers: json,
      payload: `{"userId":"a@example.ng","password":"Secret#1","extra":${nested(10)}}`,
    })
    expect(response.statusCode).toBe(401)
  })
})
