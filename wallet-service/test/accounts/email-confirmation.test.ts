import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { bearer, latestOtp, loginToken, outbox, passCooldown, post, registerVerified, type Registered } from './helpers.ts'

/**
 * A player confirms their email from the profile (decision 022): a code sent to the email alone, under the
 * signup's and the reset's rules (send limits, lifetime, wrong tries); a password reset asked by email
 * confirms it too. The signup code, sent to the phone and the email together, confirms nothing.
 */
const MINUTE = 60_000
let t: TestApp
// The codes' lifetimes and cooldowns are judged by the app's clock: the tests move it instead of waiting.
let clock: ManualClock
beforeAll(async () => {
  clock = new ManualClock(Date.now())
  t = await createTestApp(
    { LOGIN_FAILURE_DELAY_MS: '0', SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '10000', OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR: '10000' },
    { clock },
  )
})
afterAll(async () => t.close())

/** A registered player (signup code entered, password set) and a session of theirs. */
async function playerWithSession(): Promise<Registered & { session: Record<string, string> }> {
  const player = await registerVerified(t, 'Yemi Alade')
  return { ...player, session: bearer(await loginToken(t, player.emailAddress, player.password)) }
}

const sendCode = (session: Record<string, string>) => post(t, '/agent/email/send-code', {}, session)
const confirm = (session: Record<string, string>, otp: string) => post(t, '/agent/email/confirm', { otp }, session)

async function emailConfirmedAt(player: Registered): Promise<Date | null> {
  const { rows } = await t.pool.query<{ email_confirmed_at: Date | null }>(`select email_confirmed_at from users where public_id = $1`, [
    player.Id,
  ])
  return rows[0]!.email_confirmed_at
}

const profileOf = async (session: Record<string, string>) => (await post(t, '/agent/get-user-profile', {}, session)).json().data

describe('email confirmation', () => {
  it('sends a code to the email alone; the right code confirms the email, and the profile says so', async () => {
    const player = await playerWithSession()
    // The signup code went to the phone and the email together: it proves neither.
    expect(await emailConfirmedAt(player)).toBeNull()
    expect(await profileOf(player.session)).toMatchObject({ email: player.emailAddress, emailConfirmed: false })
    const smsBefore = (await outbox(t, player.phoneNumber)).length

    passCooldown(clock)
    const sent = await sendCode(player.session)
    expect(sent.statusCode).toBe(200)
    expect(sent.json().message).toBe(`A code has been sent to ${player.emailAddress}.`)
    const [message] = await outbox(t, player.emailAddress)
    expect(message).toMatchObject({ to: player.emailAddress, channel: 'email' })
    expect(message!.text).toContain('email confirmation code')
    expect(message!.text).toContain(message!.otp)
    expect(await outbox(t, player.phoneNumber)).toHaveLength(smsBefore)
    const { rows } = await t.pool.query(
      `select c.deliver_to from otp_challenges c join users u on u.id = c.user_id where u.public_id = $1 and c.purpose = 'email_confirmation'`,
      [player.Id],
    )
    expect(rows).toEqual([{ deliver_to: [player.emailAddress] }])

    const confirmed = await confirm(player.session, message!.otp!)
    expect(confirmed.statusCode).toBe(200)
    expect(await emailConfirmedAt(player)).toEqual(new Date(clock.now()))
    expect(await profileOf(player.session)).toMatchObject({ emailConfirmed: true })

    // Once confirmed, there is nothing more to send or enter.
    passCooldown(clock)
    for (const again of [await sendCode(player.session), await confirm(player.session, message!.otp!)]) {
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({ code: 'EMAIL_ALREADY_CONFIRMED', message: 'Your email is already confirmed.' })
    }
  })

  it('needs a session, a code sent first and six digits', async () => {
    const player = await playerWithSession()
    expect((await sendCode({})).statusCode).toBe(401)
    expect((await confirm({}, '123456')).statusCode).toBe(401)
    const notSent = await confirm(player.session, '123456')
    expect(notSent.statusCode).toBe(404)
    expect(notSent.json()).toMatchObject({ code: 'EMAIL_CODE_NOT_SENT', message: 'Send a code to your email first.' })
    const short = await confirm(player.session, '12345')
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('OTP must be 6 digits')
    expect(await emailConfirmedAt(player)).toBeNull()
  })

  it('refuses a wrong code and kills the code after 5 wrong tries; a new code, sent again, brings fresh tries', async () => {
    const player = await playerWithSession()
    passCooldown(clock)
    await sendCode(player.session)
    const otp = await latestOtp(t, player.emailAddress)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await confirm(player.session, wrong)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'OTP_INCORRECT', message: 'The code is incorrect. Please check it and try again.' })
    }
    expect((await confirm(player.session, wrong)).statusCode).toBe(429)
    const right = await confirm(player.session, otp)
    expect(right.statusCode).toBe(429)
    expect(right.json().code).toBe('OTP_ATTEMPTS_EXCEEDED')
    expect(await emailConfirmedAt(player)).toBeNull()

    passCooldown(clock)
    expect((await sendCode(player.session)).statusCode).toBe(200)
    const fresh = await latestOtp(t, player.emailAddress)
    expect((await confirm(player.session, fresh)).statusCode).toBe(200)
    expect(await emailConfirmedAt(player)).not.toBeNull()
    // Sending again replaced the code of the same challenge: one for the player.
    const { rows } = await t.pool.query(
      `select 1 from otp_challenges c join users u on u.id = c.user_id where u.public_id = $1 and c.purpose = 'email_confirmation'`,
      [player.Id],
    )
    expect(rows).toHaveLength(1)
  })

  it('refuses a code once its 10 minutes on the app clock are over', async () => {
    const player = await playerWithSession()
    passCooldown(clock)
    await sendCode(player.session)
    const otp = await latestOtp(t, player.emailAddress)
    clock.jumpTo(clock.now() + 10 * MINUTE)
    // A new login: the first session has idled out meanwhile.
    const expired = await confirm(bearer(await loginToken(t, player.emailAddress, player.password)), otp)
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toMatchObject({ code: 'OTP_EXPIRED', message: 'This code has expired. Please request a new code.' })
    expect(await emailConfirmedAt(player)).toBeNull()
  })

  it("holds the email's send limits, counted with the signup's code: the cooldown and the hourly cap", async () => {
    const player = await playerWithSession()
    // The signup code went to this email a moment ago.
    const tooSoon = await sendCode(player.session)
    expect(tooSoon.statusCode).toBe(429)
    expect(tooSoon.json().code).toBe('OTP_COOLDOWN')
    // The signup's code and five more make the email's hourly budget.
    for (let send = 1; send <= 5; send++) {
      passCooldown(clock)
      expect((await sendCode(player.session)).statusCode, `send ${send}`).toBe(200)
    }
    passCooldown(clock)
    const capped = await sendCode(player.session)
    expect(capped.statusCode).toBe(429)
    expect(capped.json().code).toBe('OTP_HOURLY_LIMIT')
    expect(await outbox(t, player.emailAddress)).toHaveLength(6)
  })

  it('is no code of the code page: verify-otp and resend-otp by its Id find nothing, so it gives no password ticket', async () => {
    const player = await playerWithSession()
    passCooldown(clock)
    await sendCode(player.session)
    const { rows } = await t.pool.query<{ id: string }>(
      `select c.id from otp_challenges c join users u on u.id = c.user_id where u.public_id = $1 and c.purpose = 'email_confirmation'`,
      [player.Id],
    )
    const Id = rows[0]!.id
    const verify = await post(t, '/agent/verify-otp', { Id, otp: await latestOtp(t, player.emailAddress) })
    expect(verify.statusCode).toBe(404)
    passCooldown(clock)
    expect((await post(t, '/agent/resend-otp', { Id })).statusCode).toBe(404)
    // The code still confirms the email, from the profile.
    expect((await confirm(player.session, await latestOtp(t, player.emailAddress))).statusCode).toBe(200)
  })
})

describe('a password reset', () => {
  async function reset(player: Registered, identifier: string) {
    passCooldown(clock)
    const requested = await post(t, '/agent/forgot-password', { userId: identifier })
    const verify = await post(t, '/agent/verify-otp', { Id: requested.json().Id, otp: await latestOtp(t, identifier) })
    expect(verify.statusCode).toBe(200)
    // The code alone sets nothing: the reset is done once the password is.
    expect(await emailConfirmedAt(player)).toBeNull()
    const set = await post(t, '/agent/set-password', { password: 'Brand#New1', ticket: verify.json().ticket })
    expect(set.statusCode).toBe(200)
  }

  it('asked by email, its code sent to the email alone, confirms the email once the password is set', async () => {
    const player = await registerVerified(t, 'Bola Reset')
    await reset(player, player.emailAddress.toUpperCase())
    expect(await emailConfirmedAt(player)).toEqual(new Date(clock.now()))
  })

  it('asked by phone does not confirm the email', async () => {
    const player = await registerVerified(t, 'Femi Reset')
    await reset(player, player.phoneNumber)
    expect(await emailConfirmedAt(player)).toBeNull()
  })
})
