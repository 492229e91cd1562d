import argon2 from 'argon2'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { verifyPassword } from '../../src/accounts/passwords.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { post, registerVerified } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURE_DELAY_MS: '0', LOGIN_MAX_FAILURES: '100', LOGIN_IP_MAX_FAILURES: '10000' })
})
afterAll(async () => t.close())
afterEach(() => vi.restoreAllMocks())

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe('login does the same work whether or not the account exists', () => {
  it('verifies a password against the decoy hash for an account with no password', async () => {
    const verify = vi.spyOn(argon2, 'verify')
    expect(await verifyPassword(null, 'Any#pass1')).toBe(false)
    expect(verify).toHaveBeenCalledTimes(1)
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('runs argon2 verify once for an unknown account, as for a known one', async () => {
    const user = await registerVerified(t, 'Tunde Bakare')
    const verify = vi.spyOn(argon2, 'verify')
    expect((await post(t, '/agent/login', { userId: 'nobody-at-all@example.ng', password: 'Wrong#pass' })).statusCode).toBe(401)
    expect(verify).toHaveBeenCalledTimes(1)
    expect((await post(t, '/agent/login', { userId: user.emailAddress, password: 'Wrong#pass' })).statusCode).toBe(401)
    expect(verify).toHaveBeenCalledTimes(2)
  })

  it('takes about as long for an unknown account as for a wrong password (medians of 15, interleaved)', async () => {
    const user = await registerVerified(t, 'Halima Sani')
    const timed = async (userId: string) => {
      const started = performance.now()
      const response = await post(t, '/agent/login', { userId, password: 'Wrong#pass' })
      expect(response.statusCode).toBe(401)
      return performance.now() - started
    }
    await timed('warm-up@example.ng')
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 15; i++) {
      known.push(await timed(user.emailAddress))
      unknown.push(await timed(`ghost-${i}@example.ng`))
    }
    const [knownMedian, unknownMedian] = [median(known), median(unknown)]
    // The argon2 verify dominates (tens of ms); without the decoy an unknown account answers in a few.
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(Math.max(12, knownMedian * 0.3))
  })
})
