import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configSchema } from '../../src/config.ts'
import { createTestApp, fromAddress, type TestApp } from '../support/database.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURE_DELAY_MS: '0', LOGIN_IP_MAX_FAILURES: '3' })
})
afterAll(async () => t.close())

const failLogin = (attempt: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/agent/login',
    payload: { userId: `nobody-${attempt}@example.ng`, password: 'Wrong#pass' },
    headers,
  })

describe('the client address of a request', () => {
  it('ignores X-Forwarded-For by default, so a forged one does not escape the per-address login limit', async () => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await failLogin(`xff-${attempt}`, { 'x-forwarded-for': `198.51.100.${attempt}` })).statusCode).toBe(401)
    }
    const third = await failLogin('xff-3', { 'x-forwarded-for': '198.51.100.3' })
    expect(third.statusCode).toBe(429)
    expect(third.json().code).toBe('LOGIN_LOCKED')
    // Every forged address lands in the connection's one bucket, which is now locked.
    expect((await failLogin('xff-4', { 'x-forwarded-for': '203.0.113.99' })).statusCode).toBe(429)
    await t.pool.query(`delete from login_throttle where throttle_key like 'ip:%'`)
  })

  it('gives two players behind the web app separate buckets when their addresses are signed', async () => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await failLogin(`a-${attempt}`, fromAddress('192.0.2.10'))).statusCode).toBe(401)
    }
    expect((await failLogin('a-3', fromAddress('192.0.2.10'))).statusCode).toBe(429)
    expect((await failLogin('b-1', fromAddress('192.0.2.20'))).statusCode).toBe(401)
    const { rows } = await t.pool.query<{ throttle_key: string }>(
      `select throttle_key from login_throttle where throttle_key like 'ip:%' order by 1`,
    )
    expect(rows.map((row) => row.throttle_key)).toEqual(['ip:192.0.2.10', 'ip:192.0.2.20'])
    await t.pool.query(`delete from login_throttle where throttle_key like 'ip:%'`)
  })

  it('ignores an address with a wrong signature, or signed with another secret, and uses the connection address', async () => {
    const forged = [
      { 'x-client-address': '192.0.2.30', 'x-client-address-signature': 'ab'.repeat(32) },
      fromAddress('192.0.2.31', 'another-secret-of-at-least-32-characters!!'),
      { 'x-client-address': '192.0.2.32' },
    ]
    const statuses = []
    for (const [index, headers] of forged.entries()) statuses.push((await failLogin(`forged-${index}`, headers)).statusCode)
    // All three land in the connection's bucket, so the third reaches its limit of 3.
    expect(statuses).toEqual([401, 401, 429])
    const { rows } = await t.pool.query<{ throttle_key: string }>(`select throttle_key from login_throttle where throttle_key like 'ip:%'`)
    expect(rows.map((row) => row.throttle_key)).toEqual(['ip:127.0.0.1'])
    await t.pool.query(`delete from login_throttle where throttle_key like 'ip:%'`)
  })

  it('does not trust a signed address when no secret is configured', async () => {
    const app = await createTestApp({ LOGIN_FAILURE_DELAY_MS: '0', CLIENT_ADDRESS_SECRET: '' })
    try {
      await app.app.inject({
        method: 'POST',
        url: '/agent/login',
        payload: { userId: 'x@example.ng', password: 'Wrong#pass' },
        headers: fromAddress('192.0.2.40'),
      })
      const { rows } = await app.pool.query<{ throttle_key: string }>(
        `select throttle_key from login_throttle where throttle_key like 'ip:%'`,
      )
      expect(rows.map((row) => row.throttle_key)).toEqual(['ip:127.0.0.1'])
    } finally {
      await app.close()
    }
  })

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const app = await createTestApp({ LOGIN_FAILURE_DELAY_MS: '0', TRUST_PROXY: '127.0.0.1' })
    try {
      await app.app.inject({
        method: 'POST',
        url: '/agent/login',
        payload: { userId: 'x@example.ng', password: 'Wrong#pass' },
        headers: { 'x-forwarded-for': '192.0.2.50' },
      })
      const { rows } = await app.pool.query<{ throttle_key: string }>(
        `select throttle_key from login_throttle where throttle_key like 'ip:%'`,
      )
      expect(rows.map((row) => row.throttle_key)).toEqual(['ip:192.0.2.50'])
    } finally {
      await app.close()
    }
  })

  it('reads TRUST_PROXY as off, a hop count or a list of proxies, and refuses anything else', () => {
    const parse = (TRUST_PROXY: string) => configSchema.safeParse({ WALLET_DATABASE_URL: 'postgres://x@localhost/x', TRUST_PROXY })
    expect(parse('').data?.TRUST_PROXY).toBe(false)
    expect(parse('false').data?.TRUST_PROXY).toBe(false)
    expect(parse('10.0.0.0/8, 127.0.0.1').data?.TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1'])
    const hops = parse('1').data?.TRUST_PROXY as (address: string, hop: number) => boolean
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false])
    expect(parse('everyone').success).toBe(false)
    expect(configSchema.safeParse({ WALLET_DATABASE_URL: 'postgres://x@localhost/x', CLIENT_ADDRESS_SECRET: 'short' }).success).toBe(false)
  })
})
