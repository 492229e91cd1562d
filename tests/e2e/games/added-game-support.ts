import pg from 'pg'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { loadConfig } from '../../../wallet-service/src/config.ts'
import type { MoreGames } from '../../../wallet-service/src/games/registry.ts'
import { startService, type RunningService } from '../../../wallet-service/src/service.ts'
import { launchBrowser } from '../../support/browser.ts'
import { E2E_SETTINGS } from '../../support/global-setup.ts'
import { workerPort } from '../../support/ports.ts'
import { WALLET_DATABASE_URL } from '../../support/urls.ts'
import { CLIENT_ADDRESS_SECRET, startSecondWeb, type SecondWeb } from '../security/security-support.ts'
import type { Player } from './games-support.ts'

/**
 * docs/adding-a-game.md's proofs: a wallet-service started in the test's process with games of the
 * test's own (`moreGames`, `settings` over the platform's), on the platform's database beside the
 * platform's wallet-service, and a web server in front of it that was told nothing about them.
 */
export type AddedGamePlatform = {
  walletUrl: string
  webUrl: string
  /** Logs the player in on this web server. */
  logIn(page: Page, player: Player): Promise<void>
  /** Opens a page of this web server and waits until it is hydrated (or has nothing to hydrate). */
  open(page: Page, path: string): Promise<void>
  /** The game's card in a category of the lobby (`/virtual?id=<category>`), once its picture has loaded. */
  lobbyCard(page: Page, category: number, title: string): Promise<Locator>
  close(): Promise<void>
}

/**
 * Runs a start-up of a wallet-service on the platform's database while no other test file's does: its
 * migration step takes node-pg-migrate's lock, which refuses a second taker at once instead of waiting.
 */
async function oneStartAtATime<T>(start: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: WALLET_DATABASE_URL })
  await lock.connect()
  try {
    await lock.query("select pg_advisory_lock(hashtext('e2e: a wallet-service of a test starting'))")
    return await start()
  } finally {
    // Ending the session releases the lock.
    await lock.end()
  }
}

async function startWithGames(settings: Record<string, string>, moreGames: MoreGames): Promise<AddedGamePlatform> {
  const walletUrl = `http://127.0.0.1:${workerPort('wallet')}`
  const config = loadConfig({
    ...E2E_SETTINGS,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    WALLET_HOST: '127.0.0.1',
    WALLET_PORT: String(workerPort('wallet')),
    WALLET_DATABASE_URL,
    CLIENT_ADDRESS_SECRET,
    ...settings,
  })
  // Live events by LISTEN/NOTIFY on the platform's database, where the web server below listens.
  const wallet: RunningService = await oneStartAtATime(() => startService(config, moreGames, { LIVE_DATABASE_URL: WALLET_DATABASE_URL }))
  let web: SecondWeb
  try {
    web = await startSecondWeb(walletUrl, { LIVE_DATABASE_URL: WALLET_DATABASE_URL, CLOCK_CONTROL: E2E_SETTINGS.CLOCK_CONTROL })
  } catch (error) {
    await wallet.close()
    throw error
  }
  const open = async (page: Page, path: string) => {
    await page.goto(`${web.url}${path}`)
    await page.waitForFunction(
      () => document.querySelector('[data-hydrated="true"]') !== null || document.querySelector('[data-hydrated]') === null,
    )
  }
  return {
    walletUrl,
    webUrl: web.url,
    logIn: async (page, player) => {
      const answer = await page.request.post(`${web.url}/login`, {
        form: { userId: player.emailAddress, password: player.password },
        headers: { Origin: web.url },
        maxRedirects: 0,
      })
      expect(answer.status(), 'the login post').toBe(302)
    },
    open,
    lobbyCard: async (page, category, title) => {
      await open(page, `/virtual?id=${category}`)
      const card = page.getByTestId('game-grid').locator('li', { hasText: title })
      await card.waitFor()
      await expect
        .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true)
      return card
    },
    close: async () => {
      await web.stop()
      await wallet.close()
    },
  }
}

/** The file's browser and its platform with the test's games, started before its tests and stopped after them. */
export function withGamesOfTheTest(settings: Record<string, string>, moreGames: MoreGames) {
  let browser: Browser | null = null
  let platform: AddedGamePlatform | null = null
  beforeAll(async () => {
    browser = await launchBrowser()
    platform = await startWithGames(settings, moreGames)
  }, 120_000)
  afterAll(async () => {
    await platform?.close()
    await browser?.close()
  }, 60_000)
  return { browser: () => browser!, platform: () => platform! }
}
