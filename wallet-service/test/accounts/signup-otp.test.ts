import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { createTestUser } from '../support/users.ts'
import {
  latestOtp,
  loginToken,
  outbox,
  passCooldown,
  post,
  registerVerified,
  SIGNUP_CONSENTS,
  signupIndividual,
  uniqueContact,
} from './helpers.ts'

const MINUTE = 60_000
let t: TestApp
// The codes' lifetimes, cooldowns and tickets are judged by the app's clock: the tests move it instead of waiting.
let clock: ManualClock
beforeAll(async () => {
  clock = new ManualClock(Date.now())
  // Every request here comes from one address: its limits are tested on their own below.
  t = await createTestApp(
    {
      LOGIN_FAILURE_DELAY_MS: '0',
      SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '10000',
      OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR: '10000',
    },
    { clock },
  )
})
afterAll(async () => t.close())

const individual = () => ({ fullName: 'Chioma Nwosu', ...uniqueContact(), ...SIGNUP_CONSENTS })
const agent = (referralCode: string) => ({
  fullName: 'Musa Bello',
  businessName: 'Corner Shop',
  address: '12 Allen Avenue, Ikeja',
  referralCode,
  ...uniqueContact(),
  ...SIGNUP_CONSENTS,
})

describe('signup', () => {
  it.each([
    [{ fullName: '' }, 'Full name is required'],
    [{ fullName: '   ' }, 'Full name is required'],
    [{ fullName: undefined }, 'Full name is required'],
    [{ phoneNumber: '' }, 'Phone number is required'],
    [{ phoneNumber: '0801234567' }, 'Phone number is invalid'],
    [{ phoneNumber: '080123456789' }, 'Phone number is invalid'],
    [{ phoneNumber: '0801234567a' }, 'Phone number is invalid'],
    [{ emailAddress: '' }, 'Email is required'],
    [{ emailAddress: 'ada@' }, 'Email is invalid'],
    [{ emailAddress: 'ada.example.ng' }, 'Email is invalid'],
    [{ confirmAdult: undefined }, 'Please confirm that you are 18 years or older.'],
    [{ confirmAdult: false }, 'Please confirm that you are 18 years or older.'],
    [{ confirmAdult: 'true' }, 'Please confirm that you are 18 years or older.'],
    [{ acceptTerms: undefined }, 'Please accept the Terms and Conditions.'],
    [{ acceptTerms: 1 }, 'Please accept the Terms and Conditions.'],
    [{ termsVersion: '' }, 'Terms version is required'],
    [{ termsVersion: undefined }, 'Terms version is required'],
  ])('refuses an Individual with %o: %s', async (change, message) => {
    const response = await post(t, '/user/signup', { ...individual(), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ status: 400, message })
  })

  it.each([
    [{ businessName: '' }, 'Business name is required'],
    [{ address: '' }, 'Address is required'],
    [{ referralCode: '' }, 'Referral code is required'],
    [{ referralCode: undefined }, 'Referral code is required'],
  ])('refuses an Agent with %o: %s', async (change, message) => {
    const response = await post(t, '/agent/signup', { ...agent('ANY'), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(message)
  })

  it('registers an Individual with unique codes and sends the code to the email and the phone', async () => {
    const body = individual()
    const response = await post(t, '/user/signup', body)
    expect(response.statusCode).toBe(201)
    const { Id, message } = response.json()
    expect(message).toBeTruthy()
    expect(Id).toMatch(/^[0-9a-f-]{36}$/)
    const { rows } = await t.pool.query(
      `select user_type, referral_code, deposit_code, password_hash, verified_at, adult_confirmed_at, terms_version, terms_accepted_at
         from users where public_id = $1`,
      [Id],
    )
    expect(rows[0]).toMatchObject({ user_type: 'individual', password_hash: null, verified_at: null, terms_version: body.termsVersion })
    // The 18+ confirmation and the terms' acceptance are on the record, at the service's time.
    expect(rows[0].adult_confirmed_at).toEqual(new Date(clock.now()))
    expect(rows[0].terms_accepted_at).toEqual(new Date(clock.now()))
    expect(rows[0].referral_code).toMatch(/^[A-Z2-9]{8}$/)
    expect(rows[0].deposit_code).toMatch(/^[0-9]{10}$/)

    const [email] = await outbox(t, body.emailAddress.toUpperCase())
    const [sms] = await outbox(t, body.phoneNumber)
    expect(email).toMatchObject({ to: body.emailAddress, channel: 'email' })
    expect(sms).toMatchObject({ to: body.phoneNumber, channel: 'sms', otp: email!.otp })
    expect(email!.otp).toMatch(/^[0-9]{6}$/)
    expect(email!.text).toContain(email!.otp)
    expect(Date.parse(email!.createdAt)).not.toBeNaN()
    const stored = await t.pool.query('select code_hash from otp_challenges where id = $1', [Id])
    expect(stored.rows[0].code_hash.toString('hex')).not.toContain(Buffer.from(email!.otp!).toString('hex'))
  })

  it('gives every account different referral and deposit codes', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => signupIndividual(t)))
    const { rows } = await t.pool.query('select referral_code, deposit_code from users where public_id = any($1)', [ids.map((r) => r.Id)])
    expect(new Set(rows.map((r) => r.referral_code)).size).toBe(8)
    expect(new Set(rows.map((r) => r.deposit_code)).size).toBe(8)
  })

  it('refuses a registered phone or email with 409', async () => {
    const existing = await registerVerified(t)
    const samePhone = await post(t, '/user/signup', { ...individual(), phoneNumber: existing.phoneNumber })
    expect(samePhone.statusCode).toBe(409)
    expect(samePhone.json().message).toBe('This phone number is already registered. Please log in.')
    const sameEmail = await post(t, '/agent/signup', { ...agent('X'), emailAddress: existing.emailAddress.toUpperCase() })
    expect(sameEmail.statusCode).toBe(400) // the referral code is checked first
    const recruiter = await createTestUser(t.pool, { userType: 'agent' })
    const referrer = (await t.pool.query('select referral_code from users where id = $1', [recruiter.userId])).rows[0].referral_code
    const sameEmailAgent = await post(t, '/agent/signup', { ...agent(referrer), emailAddress: existing.emailAddress.toUpperCase() })
    expect(sameEmailAgent.statusCode).toBe(409)
    expect(sameEmailAgent.json().message).toBe('This email address is already registered. Please log in.')
  })

  it('lets an abandoned, never-verified signup be taken over by signing up again', async () => {
    const first = await signupIndividual(t, 'Wrong Name')
    passCooldown(clock)
    const again = await post(t, '/user/signup', {
      ...SIGNUP_CONSENTS,
      fullName: 'Right Name',
      phoneNumber: first.phoneNumber,
      emailAddress: first.emailAddress,
    })
    expect(again.statusCode).toBe(201)
    expect(again.json().Id).toBe(first.Id)
    const { rows } = await t.pool.query('select full_name from users where public_id = $1', [first.Id])
    expect(rows[0].full_name).toBe('Right Name')
  })

  it('requires an existing agent’s code or a service code for an Agent, refuses a player’s, and records who recruited whom', async () => {
    const unknown = await post(t, '/agent/signup', agent('NOSUCHCODE'))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({
      code: 'REFERRAL_CODE_UNKNOWN',
      message: 'Referral code is not valid. Please check it and try again.',
    })

    const codeOf = async (userId: string) =>
      (await t.pool.query<{ referral_code: string }>('select referral_code from users where id = $1', [userId])).rows[0]!.referral_code
    const player = await createTestUser(t.pool)
    const usersBefore = (await t.pool.query('select count(*)::int as count from users')).rows[0].count
    const byPlayer = await post(t, '/agent/signup', agent((await codeOf(player.userId)).toLowerCase()))
    expect(byPlayer.statusCode).toBe(400)
    expect(byPlayer.json()).toMatchObject({
      code: 'REFERRAL_CODE_NOT_AGENT',
      message: "This is a player's referral code. To sign up as an agent, enter the code of the agent who recruited you or a service code.",
    })
    expect((await t.pool.query('select count(*)::int as count from users')).rows[0].count).toBe(usersBefore)

    // An operator's service code (an admin account's) signs up the first agent of an area.
    const operator = await createTestUser(t.pool, { userType: 'admin' })
    const byService = await post(t, '/agent/signup', agent(` ${(await codeOf(operator.userId)).toLowerCase()} `))
    expect(byService.statusCode).toBe(201)
    const { rows } = await t.pool.query(
      'select id, user_type, business_name, address, referred_by, referral_code from users where public_id = $1',
      [byService.json().Id],
    )
    expect(rows[0]).toMatchObject({
      user_type: 'agent',
      business_name: 'Corner Shop',
      address: '12 Allen Avenue, Ikeja',
      referred_by: operator.userId,
    })

    // That agent recruits another agent with its own code.
    const recruited = await post(t, '/agent/signup', agent(rows[0].referral_code))
    expect(recruited.statusCode).toBe(201)
    const { rows: second } = await t.pool.query('select user_type, referred_by from users where public_id = $1', [recruited.json().Id])
    expect(second[0]).toEqual({ user_type: 'agent', referred_by: rows[0].id })
  })

  it("makes a player who signs up with an agent's code that agent's player; a player's code still refers a player", async () => {
    const shop = await createTestUser(t.pool, { userType: 'agent' })
    const friend = await createTestUser(t.pool)
    const codeOf = async (userId: string) =>
      (await t.pool.query<{ referral_code: string }>('select referral_code from users where id = $1', [userId])).rows[0]!.referral_code
    for (const referrer of [shop, friend]) {
      const response = await post(t, '/user/signup', { ...individual(), referralCode: await codeOf(referrer.userId) })
      expect(response.statusCode).toBe(201)
      const { rows } = await t.pool.query('select user_type, referred_by from users where public_id = $1', [response.json().Id])
      expect(rows[0]).toEqual({ user_type: 'individual', referred_by: referrer.userId })
    }
    const unknown = await post(t, '/user/signup', { ...individual(), referralCode: 'NOSUCHCODE' })
    expect(unknown.json()).toMatchObject({ status: 400, code: 'REFERRAL_CODE_UNKNOWN' })
  })
})

describe('one-time codes', () => {
  it.each([
    [{ otp: '' }, 'OTP is required'],
    [{ otp: '12345' }, 'OTP must be 6 digits'],
    [{ otp: '12345a' }, 'OTP must be 6 digits'],
    [{ Id: '' }, 'Id is required'],
    [{ Id: 'not-a-uuid' }, 'Id is invalid'],
  ])('verify-otp refuses %o: %s', async (change, message) => {
    const response = await post(t, '/agent/verify-otp', { otp: '123456', Id: '2f1c6a53-8d5e-4a47-9d55-3c1f7b0b8f01', ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(message)
  })

  it('answers 404 for an Id nobody was given', async () => {
    const response = await post(t, '/agent/verify-otp', { otp: '123456', Id: '2f1c6a53-8d5e-4a47-9d55-3c1f7b0b8f01' })
    expect(response.statusCode).toBe(404)
    const resend = await post(t, '/agent/resend-otp', { Id: '2f1c6a53-8d5e-4a47-9d55-3c1f7b0b8f01' })
    expect(resend.statusCode).toBe(404)
  })

  it('verifies the right code once, with a ticket in the JSON and in an httpOnly cookie', async () => {
    const user = await signupIndividual(t)
    const otp = await latestOtp(t, user.phoneNumber)
    const response = await post(t, '/agent/verify-otp', { otp, Id: user.Id })
    expect(response.statusCode).toBe(200)
    expect(response.json().ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toContain(`set_password_ticket=${response.json().ticket}`)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    const again = await post(t, '/agent/verify-otp', { otp, Id: user.Id })
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('OTP_USED')
  })

  it('refuses a wrong code and kills the code after 5 wrong tries', async () => {
    const user = await signupIndividual(t)
    const otp = await latestOtp(t, user.emailAddress)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post(t, '/agent/verify-otp', { otp: wrong, Id: user.Id })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('The code is incorrect. Please check it and try again.')
    }
    const fifth = await post(t, '/agent/verify-otp', { otp: wrong, Id: user.Id })
    expect(fifth.statusCode).toBe(429)
    const right = await post(t, '/agent/verify-otp', { otp, Id: user.Id })
    expect(right.statusCode).toBe(429)
    expect(right.json().message).toBe('Too many wrong codes. Please request a new code.')

    // A new code brings a fresh set of tries.
    passCooldown(clock)
    expect((await post(t, '/agent/resend-otp', { Id: user.Id })).statusCode).toBe(200)
    const fresh = await latestOtp(t, user.emailAddress)
    expect((await post(t, '/agent/verify-otp', { otp: fresh, Id: user.Id })).statusCode).toBe(200)
  })

  it('refuses a code older than 10 minutes', async () => {
    const user = await signupIndividual(t)
    const otp = await latestOtp(t, user.emailAddress)
    // Ten minutes and a second pass on the app's clock, without the test waiting.
    clock.jumpTo(clock.now() + 10 * MINUTE + 1000)
    const response = await post(t, '/agent/verify-otp', { otp, Id: user.Id })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'OTP_EXPIRED', message: 'This code has expired. Please request a new code.' })
  })

  it('takes a code until its 10 minutes on the app clock are over, and not at their end', async () => {
    const lastMoment = await signupIndividual(t)
    const tooLate = await signupIndividual(t)
    const issuedAt = clock.now()
    clock.jumpTo(issuedAt + 10 * MINUTE - 1)
    const inTime = await post(t, '/agent/verify-otp', { otp: await latestOtp(t, lastMoment.emailAddress), Id: lastMoment.Id })
    expect(inTime.statusCode).toBe(200)
    clock.jumpTo(issuedAt + 10 * MINUTE)
    const expired = await post(t, '/agent/verify-otp', { otp: await latestOtp(t, tooLate.emailAddress), Id: tooLate.Id })
    expect(expired.json()).toMatchObject({ status: 400, code: 'OTP_EXPIRED' })
  })

  it('issues codes that live 10 minutes', async () => {
    const user = await signupIndividual(t)
    const { rows } = await t.pool.query(
      `select extract(epoch from expires_at - $2::timestamptz) as seconds from otp_challenges where id = $1`,
      [user.Id, new Date(clock.now())],
    )
    // Issued at the clock's instant: exactly ten minutes left.
    expect(Number(rows[0].seconds)).toBe(600)
  })

  it('resends no sooner than 60 seconds and at most 5 times an hour, each resend replacing the code', async () => {
    const user = await signupIndividual(t)
    const first = await latestOtp(t, user.emailAddress)
    const tooSoon = await post(t, '/agent/resend-otp', { Id: user.Id })
    expect(tooSoon.statusCode).toBe(429)
    expect(tooSoon.json().message).toMatch(/^Please wait (5[0-9]|60) seconds before requesting another code\.$/)

    for (let resend = 1; resend <= 5; resend++) {
      clock.jumpTo(clock.now() + 61_000)
      const response = await post(t, '/agent/resend-otp', { Id: user.Id })
      expect(response.statusCode, `resend ${resend}`).toBe(200)
    }
    clock.jumpTo(clock.now() + 61_000)
    const sixth = await post(t, '/agent/resend-otp', { Id: user.Id })
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().message).toBe('Too many codes requested. Please try again in an hour.')

    const latest = await latestOtp(t, user.emailAddress)
    expect((await outbox(t, user.emailAddress)).length).toBe(6)
    if (latest !== first) {
      const old = await post(t, '/agent/verify-otp', { otp: first, Id: user.Id })
      expect(old.statusCode).toBe(400)
    }
    expect((await post(t, '/agent/verify-otp', { otp: latest, Id: user.Id })).statusCode).toBe(200)
  })

  it('does not resend a signup code to an account that is already verified', async () => {
    const user = await registerVerified(t)
    passCooldown(clock)
    const response = await post(t, '/agent/resend-otp', { Id: user.Id })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('This account is already verified. Please log in.')
  })
})

describe('set-password', () => {
  it.each([
    [{}, 'Password is required.'],
    [{ password: '' }, 'Password is required.'],
    [{ password: 'Ab#de' }, 'Password must be at least 6 characters long, include a capital letter and a special character.'],
    [{ password: 'abcdef#' }, 'Password must be at least 6 characters long, include a capital letter and a special character.'],
    [{ password: 'Abcdefg' }, 'Password must be at least 6 characters long, include a capital letter and a special character.'],
    [{ password: 'Abcdef#', confirmPassword: 'Abcdef!' }, 'Passwords do not match.'],
  ])('refuses %o: %s', async (body, message) => {
    const response = await post(t, '/agent/set-password', { ticket: 'x', ...body })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(message)
  })

  it('refuses without proof of a verified code', async () => {
    const missing = await post(t, '/agent/set-password', { password: 'Abcdef#' })
    expect(missing.statusCode).toBe(401)
    expect(missing.json().code).toBe('TICKET_REQUIRED')
    const forged = await post(t, '/agent/set-password', { password: 'Abcdef#', ticket: 'made-up' })
    expect(forged.statusCode).toBe(401)
    expect(forged.json().code).toBe('TICKET_INVALID')
  })

  it('accepts the ticket cookie, marks the account verified, and the ticket works once', async () => {
    const user = await signupIndividual(t)
    const verify = await post(t, '/agent/verify-otp', { otp: await latestOtp(t, user.emailAddress), Id: user.Id })
    const cookie = `set_password_ticket=${verify.json().ticket}`
    const response = await t.app.inject({
      method: 'POST',
      url: '/agent/set-password',
      payload: { password: 'Lagos#2026' },
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Password created successfully')
    const { rows } = await t.pool.query('select verified_at, password_hash from users where public_id = $1', [user.Id])
    expect(rows[0].verified_at).not.toBeNull()
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/agent/set-password',
      payload: { password: 'Other#2026' },
      headers: { cookie },
    })
    expect(reuse.statusCode).toBe(401)
    expect(await loginToken(t, user.emailAddress, 'Lagos#2026')).toBeTruthy()
  })

  it('refuses an expired ticket', async () => {
    const user = await signupIndividual(t)
    const verify = await post(t, '/agent/verify-otp', { otp: await latestOtp(t, user.emailAddress), Id: user.Id })
    // A ticket lives 15 minutes on the app's clock.
    clock.jumpTo(clock.now() + 15 * MINUTE)
    const response = await post(t, '/agent/set-password', { password: 'Lagos#2026', ticket: verify.json().ticket })
    expect(response.statusCode).toBe(401)
  })
})

describe('forgot password', () => {
  it.each([
    ['/agent/forgot-password', { userId: '' }],
    ['/api/resend-otp', { emailOrNumber: '  ' }],
  ])('%s asks for the email or number', async (url, body) => {
    const response = await post(t, url, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Please enter your email or mobile number.')
  })

  it('answers the same for unknown and known accounts, and sends only to the known one', async () => {
    const known = await registerVerified(t)
    passCooldown(clock)
    const unknownEmail = 'nobody-here@example.ng'
    const a = await post(t, '/agent/forgot-password', { userId: known.emailAddress })
    const b = await post(t, '/agent/forgot-password', { userId: unknownEmail })
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect(Object.keys(a.json()).sort()).toEqual(Object.keys(b.json()).sort())
    expect(a.json().message).toBe(b.json().message)
    expect(b.json().Id).toMatch(/^[0-9a-f-]{36}$/)
    expect((await outbox(t, unknownEmail)).length).toBe(0)
    expect(await latestOtp(t, known.emailAddress)).toMatch(/^[0-9]{6}$/)
    // The cooldown looks the same too.
    expect((await post(t, '/agent/forgot-password', { userId: known.emailAddress })).statusCode).toBe(429)
    expect((await post(t, '/agent/forgot-password', { userId: unknownEmail })).statusCode).toBe(429)
    // And a guessed code for the unknown one fails like a wrong code.
    const guess = await post(t, '/agent/verify-otp', { otp: '123456', Id: b.json().Id })
    expect(guess.statusCode).toBe(400)
    expect(guess.json().code).toBe('OTP_INCORRECT')
  })

  it('resets the password by phone, keeps the Id across resends, and ends every old session', async () => {
    const user = await registerVerified(t)
    const oldToken = await loginToken(t, user.phoneNumber, user.password)
    passCooldown(clock)
    const requested = await post(t, '/agent/forgot-password', { userId: user.phoneNumber })
    const firstOtp = await latestOtp(t, user.phoneNumber)
    expect((await outbox(t, user.phoneNumber))[0]!.channel).toBe('sms')
    passCooldown(clock)
    const resent = await post(t, '/api/resend-otp', { emailOrNumber: `+234${user.phoneNumber.slice(1)}` })
    expect(resent.statusCode).toBe(200)
    expect(resent.json().Id).toBe(requested.json().Id)
    const otp = await latestOtp(t, user.phoneNumber)
    if (otp !== firstOtp) expect((await post(t, '/agent/verify-otp', { otp: firstOtp, Id: resent.json().Id })).statusCode).toBe(400)
    const verify = await post(t, '/agent/verify-otp', { otp, Id: resent.json().Id })
    expect(verify.statusCode).toBe(200)
    expect(verify.json().purpose).toBe('password_reset')
    expect((await post(t, '/agent/set-password', { password: 'Brand#New1', ticket: verify.json().ticket })).statusCode).toBe(200)

    expect((await post(t, '/agent/get-user-profile', { token: oldToken })).statusCode).toBe(401)
    expect((await post(t, '/agent/login', { userId: user.phoneNumber, password: user.password })).statusCode).toBe(401)
    expect(await loginToken(t, user.phoneNumber, 'Brand#New1')).toBeTruthy()
  })
})
