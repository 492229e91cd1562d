import http from 'node:http'
import { chromium, type BrowserServer } from 'playwright-core'
// 'vitest' itself, for the ProvidedContext below: scripts/test.ts compiles this file without the tests that import it.
import type {} from 'vitest'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts'
import { databaseUrl, testPostgres, type PostgresServer } from '../../scripts/lib/postgres.ts'
import { startPlatform } from '../../scripts/lib/platform.ts'
import type { ServiceName } from '../../scripts/lib/services.ts'
import { BROWSER_PORT, CONTROL_PORT, OIDC_PORT, PLATFORM_PORTS, PORT_BASE } from './ports.ts'

/** Settings of the platform under test: short timers so tests need not wait minutes. */
export const E2E_SETTINGS = {
  // Test mode's movable clock (wallet-service GET /test/clock, POST /test/clock/advance; the web follows it):
  // tests move it with support/clock.ts, and judge the games' times by platformNow().
  CLOCK_CONTROL: 'on',
  // The spec's inactivity logout (5 minutes, then a 10 s warning): the inactivity tests move the page's
  // clock past it, and no other test, however slow a loaded machine makes its steps, is logged out.
  INACTIVITY_TIMEOUT_MS: '300000',
  INACTIVITY_WARNING_MS: '10000',
  // Toasts close after 5 s for players; several browser files at once on two cores can take longer than that
  // from a toast's first paint to the test's look at it.
  TOAST_DURATION_MS: '15000',
  // Spin It's wheel turns 4 s and its result opens 1 s after (the spec's 8 s and 2 s, halved): e2e/games/spin-it.test.ts
  // checks the modal waits for exactly these.
  SPIN_IT_SPIN_MS: '4000',
  SPIN_IT_RESULT_DELAY_MS: '1000',
  CMS_CACHE_TTL_MS: '1000',
  // A few tests at a time need few connections; `npm test` runs the workspaces' suites on the same PostgreSQL.
  WALLET_DB_POOL_SIZE: '10',
  OTP_RESEND_COOLDOWN_SECONDS: '2',
  // A payout left unfinished 3 s is stuck (the Withdrawals screen lists it, e2e/back-office/withdrawals.test.ts),
  // and the recovery loop resumes payouts at start-up only: a pass of its own between the bank's paying and
  // finance's Retry would settle the payout first. Every other payout of these tests ends at its request.
  PAYOUT_RECOVERY_AFTER_MS: '3000',
  PAYOUT_RECOVERY_INTERVAL_MS: '0',
  // Every browser test signs up and asks for codes from this one machine.
  SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '10000',
  OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR: '10000',
  // Crash rounds in seconds, not minutes: a 5 s betting window, 2x after 2.3 s of flight, 10x after 7.7 s.
  // The games whose tests bet in a steered round (two players at once, a bet with auto cash-out, a bet
  // beside one placed by the API, a bet queued then cancelled) take bets for 10 s, time enough for the
  // pages on a loaded machine;
  // Jet Crash, whose tests read its crashed round on two pages, shows it for 6 s before the next.
  // Bank Heist's rounds pay ₦1,000 at most, so two bets fill one (it takes ₦990.09 of stakes).
  CRASH_GAME_SETTINGS: JSON.stringify({
    '*': { bettingWindowMs: 5000, pauseMs: 1500, growthPerMs: 0.0003 },
    'jet-crash': { bettingWindowMs: 10_000, pauseMs: 6000 },
    'fire-crash': { bettingWindowMs: 10_000 },
    'danfo-crash': { bettingWindowMs: 10_000 },
    'bank-heist': { bettingWindowMs: 10_000, maxBet: 600, maxRoundPayout: 1000 },
  }),
  // Virtual sports in seconds: a matchday every 45 s played in 15 s (its prices open 42 s on the landing
  // page, where a slip is built, booked, loaded and placed in one matchday: 30 s on a loaded machine), a race of each game every 24 s
  // (staggered) run in 10 s, betting closing 3 s before, so live races and results come often. Two races
  // of each game are open at once, so a race card test finds one open long enough at any moment; the horse
  // race card tests need fields of 6 and 12 open at once (each race's size is drawn): ten races ahead.
  SPORTS_RUNNERS: 'on',
  SPORTS_GAME_SETTINGS: JSON.stringify({
    '*': { bettingClosesBeforeMs: 3000, eventsAhead: 2 },
    'virtual-football': { intervalMs: 45_000, offsetMs: 0, playMs: 15_000 },
    'dog-race': { intervalMs: 24_000, offsetMs: 0, playMs: 10_000 },
    'horse-race': { intervalMs: 24_000, offsetMs: 6000, playMs: 10_000, eventsAhead: 10, fieldSizes: [6, 12] },
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
// E2E_PORT_BASE also names the databases, so two checkouts can run their browser tests at once.
const E2E_DATABASES = { wallet: `e2e_${PORT_BASE}_wallet`, cms: `e2e_${PORT_BASE}_cms` }

/** Where the tests find the platform: its services, the control server (empty when there is none) and the wallet database. */
export type TestPlatformUrls = { web: string; cms: string; wallet: string; control: string; walletDatabase: string }

declare module 'vitest' {
  export interface ProvidedContext {
    urls: TestPlatformUrls
    /** The suite's Chromium, launched here once: every test file connects to it (support/browser.ts). */
    browserEndpoint: string
  }
}

/**
 * The whole platform for the browser tests on `postgres` (production builds, fresh databases, seeded,
 * E2E_SETTINGS), and a small control server that lets a test stop and start one service (e.g. the
 * CMS-down test). `npm test` starts it ahead of the browser tests (scripts/test.ts); a browser run
 * on its own starts it in its global setup.
 */
export async function startTestPlatform(postgres: PostgresServer): Promise<{ urls: TestPlatformUrls; stop: () => Promise<void> }> {
  const platform = await startPlatform({
    mode: 'production',
    ports: PLATFORM_PORTS,
    oidcPort: OIDC_PORT,
    // Forged Google ID tokens to refuse in Chromium (e2e/accounts/google-forgeries.test.ts).
    idTokenForgeries: true,
    postgres,
    databases: E2E_DATABASES,
    freshDatabases: true,
    env: E2E_SETTINGS,
    verbose: process.env.E2E_VERBOSE === '1',
  })
  const control = http.createServer(async (request, response) => {
    const match = /^\/services\/(wallet|cms|web)\/(stop|start)$/.exec(request.url ?? '')
    if (request.method !== 'POST' || !match) return response.writeHead(404).end()
    const instances = platform.services[match[1] as ServiceName]
    try {
      await Promise.all(instances.map((service) => (match[2] === 'stop' ? service.stop() : service.start())))
      response.writeHead(204).end()
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  })
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve))
  return {
    urls: {
      ...platform.urls,
      control: `http://127.0.0.1:${CONTROL_PORT}`,
      walletDatabase: databaseUrl(postgres.serverUrl, E2E_DATABASES.wallet),
    },
    stop: async () => {
      control.close()
      await platform.stop()
    },
  }
}

/** The settings that point a browser run at a platform already running (E2E_EXTERNAL=1): `npm run start`'s, or the one scripts/test.ts started. */
export function externalPlatformEnv(urls: TestPlatformUrls): Record<string, string> {
  return {
    E2E_EXTERNAL: '1',
    WEB_URL: urls.web,
    CMS_URL: urls.cms,
    WALLET_URL: urls.wallet,
    CONTROL_URL: urls.control,
    E2E_WALLET_DATABASE_URL: urls.walletDatabase,
  }
}

function externalPlatform(): TestPlatformUrls {
  return {
    web: process.env.WEB_URL ?? 'http://127.0.0.1:3000',
    cms: process.env.CMS_URL ?? 'http://127.0.0.1:3001',
    wallet: process.env.WALLET_URL ?? 'http://127.0.0.1:4000',
    control: process.env.CONTROL_URL ?? '',
    walletDatabase: process.env.E2E_WALLET_DATABASE_URL ?? '',
  }
}

/**
 * Once for all browser tests: the platform (unless E2E_EXTERNAL=1 points the tests at services already
 * running) and one Chromium, whose contexts the test files open over a connection each.
 */
export default async function setup(project: TestProject) {
  const platform = process.env.E2E_EXTERNAL === '1' ? { urls: externalPlatform(), stop: async () => {} } : await startOwnPlatform()
  let browser: BrowserServer
  try {
    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, host: '127.0.0.1', port: BROWSER_PORT })
  } catch (error) {
    await platform.stop()
    throw error
  }
  project.provide('urls', platform.urls)
  project.provide('browserEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await platform.stop()
  }
}

/** The platform on the tests' PostgreSQL, both stopped by `stop()`. */
async function startOwnPlatform() {
  const postgres = await testPostgres()
  try {
    const platform = await startTestPlatform(postgres)
    return {
      urls: platform.urls,
      stop: async () => {
        await platform.stop()
        await postgres.stop()
      },
    }
  } catch (error) {
    await postgres.stop()
    throw error
  }
}
