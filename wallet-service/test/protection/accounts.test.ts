import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverDueMessages, enqueueMessage } from '../../src/messaging/outbox.ts'
import type { OutgoingMessage } from '../../src/messaging/transports.ts'
import { selfExcludedUntil } from '../../src/protection/protection.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { ManualClock } from '../support/manual-clock.ts'
import { createTestUser } from '../support/users.ts'
import { SIGNUP_CONSENTS, login, loginToken, registerVerified } from '../accounts/helpers.ts'
import { fundedPlayer, post } from './helpers.ts'

const DAY = 86_400_000
let t: TestApp
let clock: ManualClock
beforeAll(async () => {
  clock = new ManualClock(Date.now())
  t = await createTestApp(
    {
      LOGIN_FAILURE_DELAY_MS: '0',
      SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '10000',
      OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR: '10000',
      // The test delivers the outbox itself, through a transport that records what leaves.
      OUTBOX_POLL_MS: '60000',
    },
    { clock },
  )
})
afterAll(async () => t.close())

describe('login', () => {
  it('says when a time-out ends, and still lets the player in (to withdraw)', async () => {
    const person = await registerVerified(t, 'Kemi Ade')
    const token = await loginToken(t, person.emailAddress, person.password)
    expect((await login(t, person.emailAddress, person.password)).json().data).toMatchObject({ restriction: null, realityCheckMinutes: 60 })
    const taken = await post(t, '/agent/time-out', { token, days: 1 })
    const answer = await login(t, person.emailAddress, person.password)
    expect(answer.statusCode).toBe(200)
    const { restriction } = answer.json().data
    expect(restriction).toEqual({
      kind: 'time-out',
      since: new Date(clock.now()).toISOString(),
      until: new Date(clock.now() + DAY).toISOString(),
      message: taken.body.message,
    })
    expect(restriction.message).toMatch(
      /^You are on a time-out until \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Lagos time\)\. Betting and deposits are paused until then; you can still withdraw\.$/,
    )
  })
})

describe('self-exclusion', () => {
  it('refuses a new account with the same phone number or email as any taken one, without telling anyone of the exclusion', async () => {
    clock.jumpTo(Date.now())
    const person = await registerVerified(t, 'Sola Bright')
    const token = await loginToken(t, person.phoneNumber, person.password)
    const excluded = await post(t, '/agent/self-exclude', { token, months: 6 })
    const until = excluded.body.data.restriction.until
    const userId = (await t.pool.query(`select id from users where public_id = $1`, [person.Id])).rows[0].id
    expect((await selfExcludedUntil(t.pool, userId, new Date(clock.now())))?.toISOString()).toBe(until)

    const byPhone = await post(t, '/user/signup', {
      ...SIGNUP_CONSENTS,
      fullName: 'Sola Bright',
      phoneNumber: person.phoneNumber,
      emailAddress: 'new-sola@example.ng',
    })
    // Exactly what any taken number gets: no code, message or date that tells of the self-exclusion.
    expect(byPhone.statusCode).toBe(409)
    expect(byPhone.body).toEqual({ status: 409, code: 'PHONE_TAKEN', message: 'This phone number is already registered. Please log in.' })
    // An agent signs up with the code of the agent who recruited them.
    const referrer = await createTestUser(t.pool, { userType: 'agent' })
    const { rows } = await t.pool.query(`select referral_code from users where id = $1`, [referrer.userId])
    const byEmail = await post(t, '/agent/signup', {
      ...SIGNUP_CONSENTS,
      fullName: 'Sola Bright',
      businessName: 'Sola Shop',
      address: '3 Broad Street, Lagos',
      referralCode: rows[0].referral_code,
      phoneNumber: '09011112222',
      emailAddress: person.emailAddress.toUpperCase(),
    })
    expect(byEmail.statusCode).toBe(409)
    expect(byEmail.body).toEqual({ status: 409, code: 'EMAIL_TAKEN', message: 'This email address is already registered. Please log in.' })

    clock.jumpTo(Date.parse(until))
    expect(await selfExcludedUntil(t.pool, userId, new Date(clock.now()))).toBeNull()
    const later = await post(t, '/user/signup', {
      ...SIGNUP_CONSENTS,
      fullName: 'Sola Bright',
      phoneNumber: person.phoneNumber,
      emailAddress: 'new-sola@example.ng',
    })
    expect(later).toMatchObject({ statusCode: 409, body: { code: 'PHONE_TAKEN' } })
  })

  it('withholds marketing from a player on a break, never account messages', async () => {
    clock.jumpTo(Date.now())
    const resting = await fundedPlayer(t)
    const playing = await fundedPlayer(t)
    await post(t, '/agent/self-exclude', { token: resting.token, months: 6 })
    const recipient = (user: typeof resting) => `${user.userId}-player@example.ng`
    for (const user of [resting, playing]) {
      await enqueueMessage(
        t.pool,
        {
          userId: user.userId,
          recipient: recipient(user),
          subject: 'Offer',
          body: 'Double odds tonight',
          devOtp: null,
          category: 'marketing',
        },
        new Date(clock.now()),
      )
      await enqueueMessage(
        t.pool,
        { userId: user.userId, recipient: recipient(user), subject: 'Notice', body: 'Your withdrawal is on its way', devOtp: null },
        new Date(clock.now()),
      )
    }
    const sent: OutgoingMessage[] = []
    const transport = { name: 'test', send: async (message: OutgoingMessage) => void sent.push(message) }
    const silent = pino({ level: 'silent' })
    while ((await deliverDueMessages(t.pool, transport, { redactDelivered: false, logger: silent, clock })) > 0);
    const mine = sent.filter((message) => [recipient(resting), recipient(playing)].includes(message.recipient))
    expect(mine.map((message) => `${message.recipient === recipient(resting) ? 'resting' : 'playing'}: ${message.subject}`).sort()).toEqual(
      ['playing: Notice', 'playing: Offer', 'resting: Notice'],
    )
    const { rows } = await t.pool.query(`select status from outbox_messages where recipient = $1 and category = 'marketing'`, [
      recipient(resting),
    ])
    expect(rows).toEqual([{ status: 'withheld' }])
  })
})
