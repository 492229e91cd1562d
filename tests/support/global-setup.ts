import http from 'node:http'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { databaseUrl, externalPostgres, isReachable, startEmbeddedPostgres, type PostgresServer } from '../../scripts/lib/postgres.ts'
import { startPlatform, type Platform } from '../../scripts/lib/platform.ts'
import { ROOT, type ServiceName } from '../../scripts/lib/services.ts'

/** Settings of the platform under test: short timers so tests need not wait minutes. */
export const E2E_SETTINGS = {
  // Test mode's movable clock (wallet-service GET /test/clock, POST /test/clock/advance; the web follows it):
  // tests move it with support/clock.ts, and judge the games' times by platformNow().
  CLOCK_CONTROL: 'on',
  // Long enough for a Spin It round (8 s wheel + 2 s to the result) without activity, short enough to test.
  INACTIVITY_TIMEOUT_MS: '15000',
  INACTIVITY_WARNING_MS: '10000',
  CMS_CACHE_TTL_MS: '1000',
  OTP_RESEND_COOLDOWN_SECONDS: '2',
  // Every browser test signs up and asks for codes from this one machine.
  SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '10000',
  OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR: '10000',
  // Crash rounds in seconds, not minutes: a 5 s betting window, 2x after 2.3 s of flight, 10x after 7.7 s.
  // Bank Heist's rounds pay ₦1,000 at most, so two bets fill one (it takes ₦990.09 of stakes).
  CRASH_GAME_SETTINGS: JSON.stringify({
    '*': { bettingWindowMs: 5000, pauseMs: 1500, growthPerMs: 0.0003 },
    'bank-heist': { maxBet: 600, maxRoundPayout: 1000 },
  }),
  // Virtual sports in seconds: a matchday every 30 s played in 15 s, a race of each game every 24 s
  // (staggered) run in 10 s, betting closing 3 s before; horse fields of 6 or 12, so both come up soon.
  SPORTS_RUNNERS: 'on',
  SPORTS_GAME_SETTINGS: JSON.stringify({
    '*': { bettingClosesBeforeMs: 3000, eventsAhead: 2 },
    'virtual-football': { intervalMs: 30_000, offsetMs: 0, playMs: 15_000 },
    'dog-race': { intervalMs: 24_000, offsetMs: 0, playMs: 10_000 },
    'horse-race': { intervalMs: 24_000, offsetMs: 6000, playMs: 10_000, eventsAhead: 3, fieldSizes: [6, 12] },
    'bike-race': { intervalMs: 24_000, offsetMs: 12_000, playMs: 10_000 },
    'car-race': { intervalMs: 24_000, offsetMs: 18_000, playMs: 10_000 },
  }),
  // Number games in seconds: a 1 Sure ball every 20 s shown for 5 s, the others every 24 to 30 s with a
  // 8 to 12 s draw, betting closing 3 s before; staggered so two rarely draw together.
  NUMBER_RUNNERS: 'on',
  NUMBER_GAME_SETTINGS: JSON.stringify({
    '*': { bettingClosesBeforeMs: 3000, drawsAhead: 2 },
    'one-sure': { intervalMs: 20_000, offsetMs: 0, drawMs: 5000 },
    // A ₦500,000,000 cap, so two Pick 10 tickets at the most a line takes pass it (e2e/numbers/slip.test.ts).
    'perfect-guess': { intervalMs: 30_000, offsetMs: 5000, drawMs: 12_000, maxLiabilityKobo: 50_000_000_000 },
    'millionaire-kendo': { intervalMs: 24_000, offsetMs: 10_000, drawMs: 8000 },
    // A ₦100 floor, so a few lines' shares (₦20 each) visibly grow the pool.
    'jackpot-game': { intervalMs: 24_000, offsetMs: 15_000, drawMs: 8000, jackpotFloorKobo: 10_000 },
  }),
}
// E2E_PORT_BASE moves the ports and names the databases, so two checkouts can run their browser tests at once.
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 3600)
const PORTS = { web: PORT_BASE, cms: PORT_BASE + 1, wallet: PORT_BASE + 2 }
const CONTROL_PORT = PORT_BASE + 9
const E2E_DATABASES = { wallet: `e2e_${PORT_BASE}_wallet`, cms: `e2e_${PORT_BASE}_cms` }

declare module 'vitest' {
  export interface ProvidedContext {
    urls: { web: string; cms: string; wallet: string; control: string; walletDatabase: string }
  }
}

/**
 * Starts the whole platform once for all browser tests (production builds, fresh databases,
 * seeded), unless E2E_EXTERNAL=1 points the tests at services already running. A small
 * control server lets a test stop and start one service (e.g. the CMS-down test).
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_EXTERNAL === '1') {
    project.provide('urls', {
      web: process.env.WEB_URL ?? 'http://127.0.0.1:3000',
      cms: process.env.CMS_URL ?? 'http://127.0.0.1:3001',
      wallet: process.env.WALLET_URL ?? 'http://127.0.0.1:4000',
      control: '',
      walletDatabase: process.env.E2E_WALLET_DATABASE_URL ?? '',
    })
    return
  }
  const machinePostgres = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const postgres: PostgresServer = (await isReachable(machinePostgres))
    ? externalPostgres(machinePostgres)
    : await startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data/test-postgres'), port: 5545 })
  let platform: Platform
  try {
    platform = await startPlatform({
      mode: 'production',
      ports: PORTS,
      postgres,
      databases: E2E_DATABASES,
      freshDatabases: true,
      env: E2E_SETTINGS,
      verbose: process.env.E2E_VERBOSE === '1',
    })
  } catch (error) {
    await postgres.stop()
    throw error
  }

  const control = http.createServer(async (request, response) => {
    const match = /^\/services\/(wallet|cms|web)\/(stop|start)$/.exec(request.url ?? '')
    if (request.method !== 'POST' || !match) return response.writeHead(404).end()
    const service = platform.services[match[1] as ServiceName]
    try {
      await (match[2] === 'stop' ? service.stop() : service.start())
      response.writeHead(204).end()
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  })
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve))
  project.provide('urls', {
    ...platform.urls,
    control: `http://127.0.0.1:${CONTROL_PORT}`,
    walletDatabase: databaseUrl(postgres.serverUrl, E2E_DATABASES.wallet),
  })

  return async () => {
    control.close()
    await platform.stop()
    await postgres.stop()
  }
}
