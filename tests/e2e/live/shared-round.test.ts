import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { crashChannel, type CrashEvent } from '@9ja/live'
import { RedisEventBus } from '@9ja/live/node'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ROOT } from '../../../scripts/lib/services.ts'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { E2E_SETTINGS } from '../../support/global-setup.ts'
import { workerPort } from '../../support/ports.ts'
import { CONTROL_URL, WALLET_DATABASE_URL } from '../../support/urls.ts'
import { installOneRoundChain, roundOfChain } from '../games/crash-support.ts'
import { createFundedPlayer, type Player } from '../games/games-support.ts'
import { CLIENT_ADDRESS_SECRET, startSecondWeb, type SecondWeb } from '../security/security-support.ts'
import { startRedis, THIRD_WEB_PORT } from './live-support.ts'

/**
 * The whole live path with nothing stood in for: the wallet-service's real round runner publishes
 * on a Redis of the test's own (so no other checkout's events reach it, nor its events them), two
 * production web servers relay that Redis, and two browsers, one on each server, watch the game.
 * The platform's wallet-service (its runners publish by LISTEN/NOTIFY) is stopped meanwhile, so
 * this one runs the games, on the platform's database; it is started again afterwards.
 */
const WALLET_PORT = workerPort('wallet')
const GAME = 'jet-crash'

let browser: Browser
let redis: Awaited<ReturnType<typeof startRedis>> | null = null
let wallet: ChildProcess | null = null
let platformWalletStopped = false
let webs: SecondWeb[] = []
let players: Player[] = []
let bus: RedisEventBus | null = null

async function control(action: 'stop' | 'start') {
  const response = await fetch(`${CONTROL_URL}/services/wallet/${action}`, { method: 'POST' })
  if (response.status !== 204) throw new Error(`the platform's wallet-service did not ${action}: ${await response.text()}`)
}

function exited(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

beforeAll(async () => {
  browser = await launchBrowser()
  players = await Promise.all([createFundedPlayer(0), createFundedPlayer(0)])
  redis = await startRedis()
  bus = new RedisEventBus(redis.url)

  await control('stop')
  platformWalletStopped = true
  wallet = spawn(process.execPath, ['dist/index.js'], {
    cwd: path.join(ROOT, 'wallet-service'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      WALLET_PORT: String(WALLET_PORT),
      WALLET_HOST: '127.0.0.1',
      WALLET_DATABASE_URL,
      CLIENT_ADDRESS_SECRET,
      REDIS_URL: redis.url,
      // The crash games only: the platform's wallet-service, started again afterwards, goes on running
      // the scheduled games (with its own settings, which this one would otherwise write its events by).
      CRASH_RUNNERS: 'on',
      SPORTS_RUNNERS: 'off',
      NUMBER_RUNNERS: 'off',
      // Jet Crash at the suite's every-game cadence (a 5 s betting window, 1.5 s between rounds): its own
      // 10 s window is for the parallel files that place bets on it, and here the pages only watch.
      CRASH_GAME_SETTINGS: JSON.stringify({ ...JSON.parse(E2E_SETTINGS.CRASH_GAME_SETTINGS), [GAME]: {} }),
      // The platform's database, so the platform's clock (which may have been moved).
      CLOCK_CONTROL: E2E_SETTINGS.CLOCK_CONTROL,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const walletUrl = `http://127.0.0.1:${WALLET_PORT}`
  await vi.waitFor(
    async () => {
      if (wallet!.exitCode !== null) throw new Error(`the wallet-service on Redis exited with ${wallet!.exitCode}`)
      expect((await fetch(`${walletUrl}/ready`)).ok).toBe(true)
    },
    { timeout: 30_000, interval: 100 },
  )
  webs = await Promise.all([
    startSecondWeb(walletUrl, { REDIS_URL: redis.url, CLOCK_CONTROL: E2E_SETTINGS.CLOCK_CONTROL }),
    startSecondWeb(walletUrl, { REDIS_URL: redis.url, CLOCK_CONTROL: E2E_SETTINGS.CLOCK_CONTROL }, THIRD_WEB_PORT),
  ])
}, 120_000)

afterAll(async () => {
  await Promise.all(webs.map((web) => web.stop()))
  wallet?.kill('SIGTERM')
  await exited(wallet)
  if (platformWalletStopped) await control('start')
  await bus?.close()
  await redis?.stop()
  await browser?.close()
}, 120_000)

/** The player's crash game page on one web server, logged in there. */
async function openGameOn(web: SecondWeb, player: Player, width: number): Promise<Page> {
  const page = await openPage(browser, { width })
  await page.goto(`${web.url}/login`)
  await page.getByLabel('Phone number or email').fill(player.emailAddress)
  await page.getByLabel('Password').fill(player.password)
  await page.getByTestId('login-submit').click()
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 10_000 })
  await page.goto(`${web.url}/play/${GAME}`)
  await page.locator('[data-testid="crash-game"][data-hydrated="true"]').waitFor()
  return page
}

const roundShown = (page: Page, roundId: number, phase: 'betting' | 'flying' | 'crashed') =>
  page.waitForSelector(`[data-testid="crash-game"][data-round-id="${roundId}"] [data-testid="crash-stage"][data-phase="${phase}"]`, {
    timeout: 40_000,
  })

describe('a round of the real runner, through Redis, on two web servers', () => {
  it('shows two browsers on two web servers the same round: the same round id, flight and crash point', async () => {
    const events: CrashEvent[] = []
    const stopRecording = await bus!.subscribe(crashChannel(GAME), (message) => events.push(JSON.parse(message) as CrashEvent))
    const pages = await Promise.all([openGameOn(webs[0]!, players[0]!, 360), openGameOn(webs[1]!, players[1]!, 1280)])
    // The next round plays a chain the test installs, with a crash point it knows (a flight of 1.4 to 5.4 s).
    const chain = await installOneRoundChain(GAME, (x100) => x100 >= 150 && x100 < 500)
    const roundId = await roundOfChain(chain.chainId)
    for (const phase of ['betting', 'flying', 'crashed'] as const) await Promise.all(pages.map((page) => roundShown(page, roundId, phase)))
    const crashPoint = `${(chain.crashX100 / 100).toFixed(2)}x`
    for (const page of pages) expect(await page.getByTestId('crash-point').textContent()).toBe(crashPoint)
    // Both servers were fed by the runner through the test's Redis: the round's own events went there.
    await stopRecording()
    const ofRound = events.filter((event) => event.roundId === roundId)
    expect(ofRound.map((event) => event.type)).toEqual(['round-opened', 'round-started', 'round-crashed'])
    expect(ofRound.at(-1)).toMatchObject({ crashPoint: chain.crashX100 / 100, hash: chain.seed })
  })
})
