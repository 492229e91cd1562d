import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, fromAddress, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { outbox, passCooldown, post, SIGNUP_CONSENTS, uniqueContact } from './helpers.ts'

const HOUR = 3_600_000
let t: TestApp
// The limits count sends by the app's clock: the tests move it past a cooldown instead of waiting.
let clock: ManualClock
beforeAll(async () => {
  clock = new ManualClock(Date.now())
  t = await createTestApp(
    {
      LOGIN_FAILURE_DELAY_MS: '0',
      SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '3',
      OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR: '4',
      OTP_MAX_RESENDS_PER_HOUR: '2',
    },
    { clock },
  )
})
afterAll(async () => t.close())

let addressSeq = 0
/** A client address no other test here uses, signed as the web app signs it. */
const newAddress = () => fromAddress(`192.0.2.${++addressSeq}`)

const count = async (sql: string, params: unknown[] = []) =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n

async function signup(headers: Record<string, string>) {
  const contact = uniqueContact()
  return { contact, response: await post(t, '/user/signup', { fullName: 'Kemi Ojo', ...contact, ...SIGNUP_CONSENTS }, headers) }
}

async function verifiedAccount(headers: Record<string, string>) {
  const { contact, response } = await signup(headers)
  await t.pool.query(`update users set verified_at = now(), password_hash = 'x' where public_id = $1`, [response.json().Id])
  return { ...contact, Id: response.json().Id as string }
}

describe('per-address limits', () => {
  it('refuses a signup past SIGNUP_MAX_PER_ADDRESS_PER_HOUR from one address, writing and sending nothing', async () => {
    const address = newAddress()
    for (let i = 1; i <= 3; i++) expect((await signup(address)).response.statusCode).toBe(201)
    const users = await count('users')
    const refused = await signup(address)
    expect(refused.response.statusCode).toBe(429)
    expect(refused.response.json()).toEqual({
      status: 429,
      code: 'SIGNUP_ADDRESS_LIMIT',
      message: expect.stringMatching(/^Too many sign-ups from this network\. Please try again in (59|60) minutes\.$/),
    })
    expect(await count('users')).toBe(users)
    expect(await outbox(t, refused.contact.emailAddress)).toEqual([])
    expect((await signup(newAddress())).response.statusCode).toBe(201)

    // The hour is the app clock's: a moment before it ends the address still waits; once it has, it signs up again.
    const signedUpAt = clock.now()
    clock.jumpTo(signedUpAt + HOUR - 1)
    expect((await signup(address)).response.json()).toMatchObject({
      code: 'SIGNUP_ADDRESS_LIMIT',
      message: 'Too many sign-ups from this network. Please try again in 1 minute.',
    })
    clock.jumpTo(signedUpAt + HOUR)
    expect((await signup(address)).response.statusCode).toBe(201)
  })

  it('refuses codes past OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR, on every path that sends one', async () => {
    const address = newAddress()
    const account = await verifiedAccount(newAddress())
    passCooldown(clock)
    // Four codes to four different destinations, through forgot-password, both resends and a signup.
    expect((await post(t, '/agent/forgot-password', { userId: 'first-unknown@example.ng' }, address)).statusCode).toBe(200)
    expect((await post(t, '/api/resend-otp', { emailOrNumber: account.emailAddress }, address)).statusCode).toBe(200)
    expect((await post(t, '/agent/resend-otp', { Id: (await signup(newAddress())).response.json().Id }, address)).statusCode).toBe(429) // cooldown of that signup's own code
    passCooldown(clock)
    const pending = (await signup(newAddress())).response.json().Id
    passCooldown(clock)
    expect((await post(t, '/agent/resend-otp', { Id: pending }, address)).statusCode).toBe(200)
    expect((await signup(address)).response.statusCode).toBe(201)

    const challenges = await count('otp_challenges')
    const messages = await count('outbox_messages')
    for (const [url, body] of [
      ['/agent/forgot-password', { userId: account.phoneNumber }],
      ['/api/resend-otp', { emailOrNumber: 'second-unknown@example.ng' }],
      ['/agent/resend-otp', { Id: pending }],
    ] as const) {
      passCooldown(clock)
      const refused = await post(t, url, body, address)
      expect(refused.statusCode, url).toBe(429)
      expect(refused.json()).toEqual({
        status: 429,
        code: 'OTP_ADDRESS_LIMIT',
        message: expect.stringMatching(/^Too many codes requested from this network\. Please try again in [1-6]?[0-9] minutes\.$/),
      })
    }
    expect(await count('otp_challenges')).toBe(challenges)
    expect(await count('outbox_messages')).toBe(messages)
    // Another address is not held back.
    expect((await post(t, '/agent/forgot-password', { userId: account.phoneNumber }, newAddress())).statusCode).toBe(200)
  })
})

describe('per-destination limits', () => {
  it('hold the cooldown and the hourly cap across signup, resend and forgot-password to one phone', async () => {
    const { contact, response } = await signup(newAddress())
    const Id = response.json().Id as string
    await t.pool.query(`update users set verified_at = now(), password_hash = 'x' where public_id = $1`, [Id])
    // The signup code went to the phone a moment ago: forgot-password by phone waits for the cooldown.
    const tooSoon = await post(t, '/agent/forgot-password', { userId: contact.phoneNumber }, newAddress())
    expect(tooSoon.statusCode).toBe(429)
    expect(tooSoon.json().code).toBe('OTP_COOLDOWN')
    passCooldown(clock)
    expect((await post(t, '/agent/forgot-password', { userId: contact.phoneNumber }, newAddress())).statusCode).toBe(200)
    passCooldown(clock)
    expect((await post(t, '/api/resend-otp', { emailOrNumber: `+234${contact.phoneNumber.slice(1)}` }, newAddress())).statusCode).toBe(200)
    passCooldown(clock)
    // Three codes to the phone this hour (1 + OTP_MAX_RESENDS_PER_HOUR=2): the cap holds from any path and address.
    const capped = await post(t, '/agent/forgot-password', { userId: contact.phoneNumber }, newAddress())
    expect(capped.json()).toEqual({
      status: 429,
      code: 'OTP_HOURLY_LIMIT',
      message: 'Too many codes requested. Please try again in an hour.',
    })
    // The email had only the signup code: it is still served.
    expect((await post(t, '/agent/forgot-password', { userId: contact.emailAddress }, newAddress())).statusCode).toBe(200)
  })
})

describe('two identifiers of one account', () => {
  it('answer forgot-password then resend exactly as two different accounts would', async () => {
    const shared = await verifiedAccount(newAddress())
    const first = await verifiedAccount(newAddress())
    const second = await verifiedAccount(newAddress())
    passCooldown(clock)
    const oneAccount = [
      await post(t, '/agent/forgot-password', { userId: shared.emailAddress }, newAddress()),
      await post(t, '/api/resend-otp', { emailOrNumber: shared.phoneNumber }, newAddress()),
    ]
    const twoAccounts = [
      await post(t, '/agent/forgot-password', { userId: first.emailAddress }, newAddress()),
      await post(t, '/api/resend-otp', { emailOrNumber: second.phoneNumber }, newAddress()),
    ]
    const shape = (response: (typeof oneAccount)[number]) => ({
      status: response.statusCode,
      keys: Object.keys(response.json()).sort(),
      message: response.json().message,
    })
    expect(oneAccount.map(shape)).toEqual(twoAccounts.map(shape))
    expect(oneAccount.map((response) => response.statusCode)).toEqual([200, 200])
    // Nor does the Id tell: each identifier has a challenge of its own.
    expect(oneAccount[0]!.json().Id).not.toBe(oneAccount[1]!.json().Id)
  })
})
