import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configSchema } from '../../src/config.ts'
import { createIdentityProvider } from '../../src/kyc/providers/index.ts'
import { kycRoutes } from '../../src/kyc/routes.ts'
import type { KycDependencies } from '../../src/kyc/verify.ts'
import { DojahIdentityProvider } from '../../src/kyc/providers/dojah.ts'
import { PremblyIdentityProvider } from '../../src/kyc/providers/prembly.ts'
import { IdentityProviderUnavailable } from '../../src/kyc/providers/types.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'
import { post } from '../payments/helpers.ts'
import { DOJAH_KEYS, PREMBLY_KEYS, startFakeIdentityProviders, type FakeIdentityProviders } from './fake-identity-providers.ts'
import { kycOf } from './helpers.ts'
import { systemClock } from '../../src/time/clock.ts'

let fake: FakeIdentityProviders
beforeAll(async () => {
  fake = await startFakeIdentityProviders()
})
afterAll(async () => fake.close())
beforeEach(() => {
  fake.mode = 'normal'
})

const timeout = { KYC_PROVIDER_TIMEOUT_MS: 500 }
const dojah = () =>
  new DojahIdentityProvider({ DOJAH_BASE_URL: fake.url, DOJAH_APP_ID: DOJAH_KEYS.appId, DOJAH_SECRET_KEY: DOJAH_KEYS.secret, ...timeout })
const prembly = () =>
  new PremblyIdentityProvider({
    PREMBLY_BASE_URL: fake.url,
    PREMBLY_APP_ID: PREMBLY_KEYS.appId,
    PREMBLY_API_KEY: PREMBLY_KEYS.apiKey,
    ...timeout,
  })
const holder = { fullName: 'Anyone', dateOfBirth: '2000-01-01' }

describe.each([
  ['Dojah', dojah],
  ['Prembly', prembly],
] as const)('the %s-style adapter against a local fake of its API', (_name, adapter) => {
  beforeAll(() => {
    fake.registry.set('BVN:22211100010', {
      firstName: 'Chinedu',
      middleName: 'John',
      lastName: 'Okafor',
      dateOfBirth: '1990-05-16',
      phone: '08031234567',
    })
    fake.registry.set('NIN:70011100010', { firstName: 'Amina', lastName: 'Sule', dateOfBirth: '2001-11-04', phone: '08039876543' })
  })

  it('reads the holder of a BVN and of a NIN: names and date of birth', async () => {
    expect(await adapter().lookup({ idType: 'BVN', idNumber: '22211100010', holder })).toEqual({
      firstName: expect.stringMatching(/^chinedu$/i),
      middleName: expect.stringMatching(/^john$/i),
      lastName: expect.stringMatching(/^okafor$/i),
      dateOfBirth: '1990-05-16',
    })
    expect(await adapter().lookup({ idType: 'NIN', idNumber: '70011100010', holder })).toEqual({
      firstName: expect.stringMatching(/^amina$/i),
      middleName: null,
      lastName: expect.stringMatching(/^sule$/i),
      dateOfBirth: '2001-11-04',
    })
  })

  it('answers null for a number the registry does not have', async () => {
    expect(await adapter().lookup({ idType: 'BVN', idNumber: '22299999990', holder })).toBeNull()
    expect(await adapter().lookup({ idType: 'NIN', idNumber: '70099999990', holder })).toBeNull()
  })

  it.each(['outage', 'garbage', 'slow'] as const)('reports an outage when the API answers %s', async (mode) => {
    fake.mode = mode
    await expect(adapter().lookup({ idType: 'BVN', idNumber: '22211100010', holder })).rejects.toBeInstanceOf(IdentityProviderUnavailable)
  })
})

describe('adapter settings', () => {
  it('reports refused keys as an outage, not as an unknown number', async () => {
    const wrong = new DojahIdentityProvider({ DOJAH_BASE_URL: fake.url, DOJAH_APP_ID: 'x', DOJAH_SECRET_KEY: 'y', ...timeout })
    await expect(wrong.lookup({ idType: 'BVN', idNumber: '22211100010', holder })).rejects.toThrow('HTTP 401')
    const wrongPrembly = new PremblyIdentityProvider({ PREMBLY_BASE_URL: fake.url, PREMBLY_APP_ID: 'x', PREMBLY_API_KEY: 'y', ...timeout })
    await expect(wrongPrembly.lookup({ idType: 'NIN', idNumber: '70011100010', holder })).rejects.toThrow('HTTP 401')
  })

  it('is chosen by KYC_PROVIDER, needs its keys, and the sandbox and the development hash key never run in production', () => {
    const config = (env: Record<string, string>) =>
      configSchema.parse({ WALLET_DATABASE_URL: 'postgres://localhost/unused', NODE_ENV: 'test', ...env })
    expect(() => createIdentityProvider(config({ KYC_PROVIDER: 'dojah' }), systemClock)).toThrow(
      'DOJAH_APP_ID and DOJAH_SECRET_KEY are required',
    )
    expect(() => createIdentityProvider(config({ KYC_PROVIDER: 'prembly' }), systemClock)).toThrow(
      'PREMBLY_APP_ID and PREMBLY_API_KEY are required',
    )
    expect(createIdentityProvider(config({}), systemClock).name).toBe('sandbox')
    expect(createIdentityProvider(config({ KYC_PROVIDER: 'dojah', DOJAH_APP_ID: 'a', DOJAH_SECRET_KEY: 'b' }), systemClock).name).toBe(
      'dojah',
    )
    expect(() => createIdentityProvider(config({ NODE_ENV: 'production' }), systemClock)).toThrow('KYC_PROVIDER=sandbox is not allowed')
  })

  it('refuses to start in production with the development hash key', () => {
    const production = (env: Record<string, string>) =>
      ({
        config: configSchema.parse({
          WALLET_DATABASE_URL: 'postgres://localhost/unused',
          NODE_ENV: 'production',
          KYC_PROVIDER: 'dojah',
          DOJAH_APP_ID: 'a',
          DOJAH_SECRET_KEY: 'b',
          ...env,
        }),
      }) as KycDependencies
    const required = 'KYC_ID_HASH_KEY (at least 32 characters, not the development key) is required in production'
    expect(() => kycRoutes(production({}))).toThrow(required)
    expect(() => kycRoutes(production({ KYC_ID_HASH_KEY: 'too-short-for-production' }))).toThrow(required)
    expect(() => kycRoutes(production({ KYC_ID_HASH_KEY: 'a-production-key-of-forty-characters-xyz' }))).not.toThrow()
  })
})

describe.each([
  ['dojah', { DOJAH_BASE_URL: () => fake.url, DOJAH_APP_ID: () => DOJAH_KEYS.appId, DOJAH_SECRET_KEY: () => DOJAH_KEYS.secret }],
  ['prembly', { PREMBLY_BASE_URL: () => fake.url, PREMBLY_APP_ID: () => PREMBLY_KEYS.appId, PREMBLY_API_KEY: () => PREMBLY_KEYS.apiKey }],
] as const)('POST /agent/kyc/verify with KYC_PROVIDER=%s', (provider, settings) => {
  let t: TestApp
  let sequence = 0
  beforeAll(async () => {
    t = await createTestApp({
      KYC_PROVIDER: provider,
      KYC_PROVIDER_TIMEOUT_MS: '500',
      PAYOUT_RECOVERY_INTERVAL_MS: '0',
      ...Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, value()])),
    })
  })
  afterAll(async () => t.close())

  /** A registry number for `person` (BVN) no other test uses. */
  const enrol = (person: { firstName: string; lastName: string; dateOfBirth: string }) => {
    const number = `233${String(++sequence).padStart(4, '0')}${provider === 'dojah' ? '1000' : '2000'}`
    fake.registry.set(`BVN:${number}`, { ...person, phone: '08030000000' })
    return number
  }
  const verify = (token: string, idNumber: string, dateOfBirth: string) =>
    post(t, '/agent/kyc/verify', { token, idType: 'BVN', idNumber, dateOfBirth, consent: true })

  it('verifies a holder whose name is the registered one, whatever the order and case', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Okafor Chinedu', identity: 'unverified' })
    const answer = await verify(user.token, enrol({ firstName: 'Chinedu', lastName: 'Okafor', dateOfBirth: '1988-12-01' }), '1988-12-01')
    expect(answer.body.data).toMatchObject({ kycStatus: 'verified' })
    const checks = await t.pool.query('select provider, outcome from kyc_checks where user_id = $1', [user.userId])
    expect(checks.rows).toEqual([{ provider, outcome: 'verified' }])
  })

  it('rejects a date of birth other than the registry’s, and an unknown number', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Ngozi Eze', identity: 'unverified' })
    const number = enrol({ firstName: 'Ngozi', lastName: 'Eze', dateOfBirth: '1992-03-09' })
    const wrongDate = await verify(user.token, number, '1992-09-03')
    expect(wrongDate.body.data).toMatchObject({ kycStatus: 'rejected', reason: 'dob_mismatch' })
    expect(wrongDate.body.message).toBe('The date of birth you entered does not match the one on this BVN. Check it and try again.')
    expect((await verify(user.token, '23399999999', '1992-03-09')).body.data.reason).toBe('not_found')
    expect((await verify(user.token, number, '1992-03-09')).body.data.kycStatus).toBe('verified')
  })

  it('closes an account whose holder is under 18', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Kelechi Obi', identity: 'unverified' })
    const young = new Date()
    young.setUTCFullYear(young.getUTCFullYear() - 17)
    const dateOfBirth = young.toISOString().slice(0, 10)
    const answer = await verify(user.token, enrol({ firstName: 'Kelechi', lastName: 'Obi', dateOfBirth }), dateOfBirth)
    expect(answer.body.data).toMatchObject({ kycStatus: 'rejected', reason: 'under_18', accountClosed: true })
    expect((await post(t, '/agent/wallet-balance', { token: user.token })).statusCode).toBe(401)
  })

  it('tells the player to try later during an outage and keeps the status', async () => {
    const user = await createTestUser(t.pool, { fullName: 'Femi Ojo', identity: 'unverified' })
    const number = enrol({ firstName: 'Femi', lastName: 'Ojo', dateOfBirth: '1980-01-01' })
    for (const mode of ['outage', 'garbage', 'slow'] as const) {
      fake.mode = mode
      const answer = await verify(user.token, number, '1980-01-01')
      expect(answer.statusCode, mode).toBe(503)
      expect(answer.body.code).toBe('KYC_PROVIDER_UNAVAILABLE')
      expect((await kycOf(t, user.token)).status).toBe('unverified')
    }
    fake.mode = 'normal'
    expect((await verify(user.token, number, '1980-01-01')).body.data.kycStatus).toBe('verified')
  })
})
