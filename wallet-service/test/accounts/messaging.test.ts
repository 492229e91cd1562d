import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configSchema } from '../../src/config.ts'
import { deliverDueMessages } from '../../src/messaging/outbox.ts'
import { createTransport } from '../../src/messaging/transports.ts'
import Fastify from 'fastify'
import { accountsRoutes } from '../../src/accounts/routes.ts'
import { registerRequestEdge } from '../../src/server.ts'
import { messagingRoutes } from '../../src/messaging/routes.ts'
import { createTestApp, createTestDatabase, type TestApp } from '../support/database.ts'
import { post, SIGNUP_CONSENTS, uniqueContact } from './helpers.ts'
import { InProcessEventBus } from '@9ja/live/node'
import { systemClock, type Clock } from '../../src/time/clock.ts'
import { ManualClock } from '../support/manual-clock.ts'

const silent = pino({ level: 'silent' })
const PEPPER = 'a-test-pepper-of-enough-length'

/**
 * Only the accounts and messaging parts of the service under production settings, on `clock`, so
 * other domains' production requirements (a real payment provider) do not matter here.
 */
async function productionAccountsApp(overrides: Record<string, string>, clock: Clock): Promise<TestApp> {
  const database = await createTestDatabase()
  const config = configSchema.parse({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...overrides, WALLET_DATABASE_URL: database.url })
  const context = { config, pool: database.pool, logger: silent, events: new InProcessEventBus(), clock }
  const app = Fastify({ logger: false })
  registerRequestEdge(app, context)
  await app.register(accountsRoutes(context))
  // Routes only: the tests run delivery rounds themselves. The background loop, started, would deliver
  // (or, with no transport configured, fail) a test's message when a loaded machine let its interval pass.
  await app.register(messagingRoutes(context).routes)
  await app.ready()
  return {
    app,
    pool: database.pool,
    config,
    events: context.events,
    clock: context.clock,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** A stand-in SMS gateway that records what it is sent and answers with the given status. */
async function fakeGateway(status: number) {
  const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = []
  const server = http.createServer((request, response) => {
    let data = ''
    request.on('data', (chunk) => (data += chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(data) })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    received,
    close: () => new Promise((r) => server.close(r)),
  }
}

/** The smallest SMTP server nodemailer will talk to: it records each message's envelope and data. */
async function fakeSmtpServer() {
  const messages: { from: string; to: string[]; data: string }[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let current = { from: '', to: [] as string[], data: '' }
    let inData = false
    socket.write('220 fake-smtp ready\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString()
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          current.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          messages.push(current)
          current = { from: '', to: [], data: '' }
          inData = false
          socket.write('250 queued\r\n')
          continue
        }
        const lineEnd = buffer.indexOf('\r\n')
        if (lineEnd < 0) return
        const line = buffer.slice(0, lineEnd)
        buffer = buffer.slice(lineEnd + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake-smtp\r\n')
        else if (command === 'MAIL') {
          current.from = line
          socket.write('250 ok\r\n')
        } else if (command === 'RCPT') {
          current.to.push(line)
          socket.write('250 ok\r\n')
        } else if (command === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (command === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, messages, close: () => new Promise((r) => server.close(r)) }
}

describe('outbox delivery in production', () => {
  let t: TestApp
  // What is due is judged by the app's clock: the retries are tested by moving it, not waiting.
  let clock: ManualClock
  const delivery = () => ({ redactDelivered: true, logger: silent, clock })
  beforeAll(async () => {
    clock = new ManualClock(Date.now())
    t = await productionAccountsApp({ OTP_PEPPER: PEPPER }, clock)
  })
  afterAll(async () => t.close())

  it('has no dev mailbox and never stores a code in clear', async () => {
    const contact = uniqueContact()
    expect((await post(t, '/user/signup', { fullName: 'Prod User', ...contact, ...SIGNUP_CONSENTS })).statusCode).toBe(201)
    expect((await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${contact.emailAddress}` })).statusCode).toBe(404)
    const { rows } = await t.pool.query('select dev_otp, status from outbox_messages where recipient = $1', [contact.phoneNumber])
    expect(rows).toEqual([{ dev_otp: null, status: 'pending' }])
  })

  it('sends SMS through the HTTP adapter as JSON and redacts the delivered body', async () => {
    const gateway = await fakeGateway(202)
    try {
      const contact = uniqueContact()
      await post(t, '/user/signup', { fullName: 'Sms User', ...contact, ...SIGNUP_CONSENTS })
      await t.pool.query(`update outbox_messages set status = 'sent' where recipient <> $1`, [contact.phoneNumber])
      const config = configSchema.parse({
        WALLET_DATABASE_URL: 'postgres://x@localhost/x',
        OTP_TRANSPORT: 'smtp, sms-http',
        SMTP_URL: 'smtp://127.0.0.1:1',
        SMS_API_URL: gateway.url,
        SMS_API_KEY: 'key-123',
        SMS_SENDER: 'NineJa',
      })
      await deliverDueMessages(t.pool, createTransport(config, silent), delivery())
      const sms = gateway.received.find((entry) => (entry.body as { to: string }).to === contact.phoneNumber)
      expect(sms?.headers.authorization).toBe('Bearer key-123')
      expect(sms?.body).toMatchObject({ to: contact.phoneNumber, from: 'NineJa', text: expect.stringMatching(/code is [0-9]{6}\./) })
      const { rows } = await t.pool.query('select status, body, sent_at from outbox_messages where recipient = $1', [contact.phoneNumber])
      expect(rows[0]).toMatchObject({ status: 'sent', body: '[delivered]' })
    } finally {
      await gateway.close()
    }
  })

  it('sends email through SMTP from the configured sender', async () => {
    const smtp = await fakeSmtpServer()
    try {
      const contact = uniqueContact()
      await post(t, '/user/signup', { fullName: 'Mail User', ...contact, ...SIGNUP_CONSENTS })
      await t.pool.query(`update outbox_messages set status = 'sent' where recipient not in ($1, $2)`, [
        contact.emailAddress,
        contact.phoneNumber,
      ])
      const config = configSchema.parse({
        WALLET_DATABASE_URL: 'postgres://x@localhost/x',
        OTP_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
        OTP_FROM_EMAIL: 'codes@9jalottery.ng',
      })
      await deliverDueMessages(t.pool, createTransport(config, silent), delivery())
      expect(smtp.messages).toHaveLength(1)
      expect(smtp.messages[0]!.from).toContain('codes@9jalottery.ng')
      expect(smtp.messages[0]!.to.join()).toContain(contact.emailAddress)
      expect(smtp.messages[0]!.data).toMatch(/verification code is [0-9]{6}\./)
      const { rows } = await t.pool.query('select status from outbox_messages where recipient = $1', [contact.emailAddress])
      expect(rows[0].status).toBe('sent')
      // Only SMTP is configured: the SMS copy fails at once instead of retrying for hours.
      const sms = await t.pool.query('select status, last_error from outbox_messages where recipient = $1', [contact.phoneNumber])
      expect(sms.rows[0]).toEqual({ status: 'failed', last_error: 'no transport configured for sms' })
    } finally {
      await smtp.close()
    }
  })

  it('retries a failed delivery later with backoff, and gives up after 8 tries', async () => {
    const gateway = await fakeGateway(500)
    try {
      const contact = uniqueContact()
      await post(t, '/user/signup', { fullName: 'Retry User', ...contact, ...SIGNUP_CONSENTS })
      await t.pool.query(`update outbox_messages set status = 'sent' where recipient <> $1`, [contact.phoneNumber])
      const config = configSchema.parse({
        WALLET_DATABASE_URL: 'postgres://x@localhost/x',
        OTP_TRANSPORT: 'sms-http',
        SMS_API_URL: gateway.url,
        SMS_API_KEY: 'k',
      })
      const transport = createTransport(config, silent)
      const nextAttemptAt = async () =>
        (
          await t.pool.query<{ next_attempt_at: Date }>(`select next_attempt_at from outbox_messages where recipient = $1`, [
            contact.phoneNumber,
          ])
        ).rows[0]!.next_attempt_at
      await deliverDueMessages(t.pool, transport, delivery())
      const first = await t.pool.query(
        `select status, attempts, last_error, extract(epoch from next_attempt_at - $2::timestamptz) as wait from outbox_messages where recipient = $1`,
        [contact.phoneNumber, new Date(clock.now())],
      )
      expect(first.rows[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMS gateway answered 500' })
      // The first retry waits 2 seconds on the app's clock.
      expect(Number(first.rows[0].wait)).toBe(2)
      // Not due yet, a moment before its time: a second round leaves it alone.
      clock.jumpTo((await nextAttemptAt()).getTime() - 1)
      await deliverDueMessages(t.pool, transport, delivery())
      expect(gateway.received.length).toBe(1)
      for (let round = 2; round <= 8; round++) {
        clock.jumpTo((await nextAttemptAt()).getTime())
        await deliverDueMessages(t.pool, transport, delivery())
        expect(gateway.received.length, `try ${round}, at its time`).toBe(round)
      }
      const last = await t.pool.query(`select status, attempts from outbox_messages where recipient = $1`, [contact.phoneNumber])
      expect(last.rows[0]).toEqual({ status: 'failed', attempts: 8 })
    } finally {
      await gateway.close()
    }
  })

  it('refuses to start in production without an OTP pepper', async () => {
    const config = configSchema.parse({ NODE_ENV: 'production', WALLET_DATABASE_URL: 'postgres://x@localhost/x' })
    expect(() => accountsRoutes({ config, pool: t.pool, logger: silent, events: new InProcessEventBus(), clock: systemClock })).toThrow(
      /OTP_PEPPER/,
    )
  })
})

describe('the development transport', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development', OUTBOX_POLL_MS: '50' })
  })
  afterAll(async () => t.close())

  it('delivers through the background loop and keeps the message in the dev mailbox', async () => {
    const contact = uniqueContact()
    await post(t, '/user/signup', { fullName: 'Dev User', ...contact, ...SIGNUP_CONSENTS })
    await expect
      .poll(
        async () => (await t.pool.query(`select status from outbox_messages where recipient = $1`, [contact.emailAddress])).rows[0]?.status,
      )
      .toBe('sent')
    const mailbox = (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${contact.emailAddress}` })).json()
    expect(mailbox[0].otp).toMatch(/^[0-9]{6}$/)
    expect(mailbox[0].text).toContain(mailbox[0].otp)
  })

  it('asks for the address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('to is required')
  })
})
