import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import type { FastifyInstance } from 'fastify'
import { ConfigError, loadConfig } from '../../src/config.ts'
import { createServer } from '../../src/server.ts'
import { platformClock } from '../../src/time/control.ts'
import { createTestApp, type TestApp } from '../support/database.ts'
import { waitFor } from '../support/wait-for.ts'
import { loginToken, post, registerVerified } from '../accounts/helpers.ts'

const SERVICE_DIR = fileURLToPath(new URL('../..', import.meta.url))
const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/unused'

describe('production refuses the clock control', () => {
  it('refuses CLOCK_CONTROL=on with NODE_ENV=production when the settings are read', () => {
    const read = () => loadConfig({ NODE_ENV: 'production', CLOCK_CONTROL: 'on', WALLET_DATABASE_URL: DATABASE_URL })
    expect(read).toThrow(ConfigError)
    expect(read).toThrow('setting CLOCK_CONTROL is invalid: must be off when NODE_ENV=production')
    expect(loadConfig({ NODE_ENV: 'production', WALLET_DATABASE_URL: DATABASE_URL }).CLOCK_CONTROL).toBe('off')
    expect(loadConfig({ NODE_ENV: 'development', CLOCK_CONTROL: 'on', WALLET_DATABASE_URL: DATABASE_URL }).CLOCK_CONTROL).toBe('on')
  })

  it('stops the service at start-up with one line naming the setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: SERVICE_DIR,
      env: { ...process.env, NODE_ENV: 'production', CLOCK_CONTROL: 'on', WALLET_DATABASE_URL: DATABASE_URL },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(exitCode).toBe(1)
    expect(stderr).toContain('wallet-service: setting CLOCK_CONTROL is invalid: must be off when NODE_ENV=production')
  })

  it('has no clock routes in a service without the control', async () => {
    const t = await createTestApp()
    try {
      expect(t.config.CLOCK_CONTROL).toBe('off')
      expect((await t.app.inject({ method: 'GET', url: '/test/clock' })).statusCode).toBe(404)
      const advance = await t.app.inject({ method: 'POST', url: '/test/clock/advance', payload: { ms: 60_000 } })
      expect(advance.statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})

describe('the clock control in test mode', () => {
  let t: TestApp
  const others: FastifyInstance[] = []
  /** Another process of the service over the same database and event bus. */
  async function anotherProcess(): Promise<FastifyInstance> {
    const app = await createServer({
      config: t.config,
      pool: t.pool,
      logger: pino({ level: 'silent' }),
      events: t.events,
      clock: platformClock(t.config),
    })
    await app.ready()
    others.push(app)
    return app
  }
  const reading = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/test/clock' })).json()

  beforeAll(async () => {
    t = await createTestApp({ CLOCK_CONTROL: 'on' })
  })
  afterAll(async () => {
    for (const app of others) await app.close()
    await t.close()
  })

  it('tells the time and the offset', async () => {
    const before = Date.now()
    const answer = await t.app.inject({ method: 'GET', url: '/test/clock' })
    expect(answer.statusCode).toBe(200)
    const { now, offsetMs } = answer.json()
    expect(offsetMs).toBe(0)
    expect(Date.parse(now)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(now)).toBeLessThanOrEqual(Date.now())
  })

  it('refuses a move that is not a positive whole number of milliseconds up to 7 days', async () => {
    for (const payload of [{}, { ms: 0 }, { ms: -1000 }, { ms: 1.5 }, { ms: '60000' }, { ms: 7 * 24 * 3_600_000 + 1 }]) {
      const answer = await t.app.inject({ method: 'POST', url: '/test/clock/advance', payload })
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400)
      expect(answer.json()).toMatchObject({ status: 400, code: 'INVALID_INPUT', message: expect.stringContaining('ms') })
    }
    expect((await reading(t.app)).offsetMs).toBe(0)
  })

  it('moves every process forward, and a process that starts later starts at the moved time', async () => {
    const other = await anotherProcess()
    const before = Date.now()
    const answer = await t.app.inject({ method: 'POST', url: '/test/clock/advance', payload: { ms: 3_600_000 } })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().offsetMs).toBe(3_600_000)
    expect(Date.parse(answer.json().now)).toBeGreaterThanOrEqual(before + 3_600_000)
    // The other process hears of it on the event bus.
    await waitFor(async () => (await reading(other)).offsetMs === 3_600_000, 5000, 'the other process to move')

    const moved = await other.inject({ method: 'POST', url: '/test/clock/advance', payload: { ms: 7 * 24 * 3_600_000 } })
    expect(moved.json().offsetMs).toBe(3_600_000 + 7 * 24 * 3_600_000)
    await waitFor(async () => (await reading(t.app)).offsetMs === 3_600_000 + 7 * 24 * 3_600_000, 5000, 'the first process to move')

    // A restarted process reads the offset the platform reached.
    const restarted = await anotherProcess()
    expect((await reading(restarted)).offsetMs).toBe(3_600_000 + 7 * 24 * 3_600_000)
  })

  it("keeps the sessions' idle time on real time: a move is no player's inactivity, while their lifetime is the platform's", async () => {
    const user = await registerVerified(t)
    const token = await loginToken(t, user.emailAddress, user.password)
    const advance = (ms: number) => t.app.inject({ method: 'POST', url: '/test/clock/advance', payload: { ms } })
    const profile = async () => (await post(t, '/agent/get-user-profile', { token })).statusCode
    // Two hours, far past the idle limit (370 s), and the session lives on, as the web's does (decision 015).
    expect((await advance(2 * 3_600_000)).statusCode).toBe(200)
    expect(await profile()).toBe(200)
    // Its 24 hours are judged on the moved clock, as every rule of the platform is.
    expect((await advance(22 * 3_600_000)).statusCode).toBe(200)
    expect(await profile()).toBe(401)
  })
})
