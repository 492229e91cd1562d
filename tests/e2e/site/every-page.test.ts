import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { logInThroughPage } from '../accounts/accounts-support.ts'
import { createFundedPlayer } from '../games/games-support.ts'

/**
 * Issue 21 item 1: every page of the site renders in every language, for a visitor and for a player,
 * without an error page or a console error (in Pidgin the protection pages answered 500).
 */
const LANGUAGES = ['en', 'pcm'] as const
const SPORTS = ['virtual-football', 'dog-race', 'horse-race', 'bike-race', 'car-race']
const NUMBERS = ['one-sure', 'perfect-guess', 'millionaire-kendo', 'jackpot-game']

const PUBLIC_PAGES = [
  '/',
  '/home',
  '/contact',
  '/faq',
  '/how2play',
  '/privacy',
  '/promotions',
  '/rules',
  '/terms',
  '/testimonial',
  '/login',
  '/signup',
  '/forgot-password',
  '/virtual',
  '/virtual-sports',
  ...SPORTS.map((slug) => `/virtual-sports/${slug}`),
  '/virtual-sports/virtual-football/fixtures',
  '/virtual-sports/virtual-football/results',
  '/virtual-sports/virtual-football/table',
  '/number-games',
  ...NUMBERS.map((slug) => `/number-games/${slug}`),
  '/fairness',
  '/check-bet',
  '/bet-slip',
]

const PLAYER_PAGES = [
  '/dashboard',
  '/dashboard/bets',
  '/dashboard/wallet',
  '/dashboard/virtual',
  '/dashboard/spinit',
  '/dashboard/spinit/play',
  '/dashboard/settings',
  '/dashboard/settings/profile',
  '/dashboard/settings/changepassword',
  '/dashboard/settings/notification',
  '/dashboard/settings/limits',
  '/dashboard/settings/time-out',
  '/dashboard/settings/reality-check',
  '/dashboard/settings/activity',
  '/dashboard/settings/play',
  '/dashboard/settings/terms',
  '/dashboard/settings/logout',
  '/play/spin-it',
  '/play/spin2win-royale',
  '/sports-betting',
  '/fairness',
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

async function speak(page: Page, language: (typeof LANGUAGES)[number]) {
  await page.context().addCookies([{ name: 'lng', value: language, url: WEB_URL }])
}

/** Pages opened at once: the visits mostly wait on the servers, and a few tabs keep the file short. */
const TABS = 4

/** Opens each path in a few tabs of the page's context; a path that answers anything but 200 (after redirects) or shows the error page is listed. */
async function visitAll(page: Page, paths: readonly string[]): Promise<string[]> {
  const failures: string[] = []
  const queue = [...paths]
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage())))]
  await Promise.all(
    tabs.map(async (tab) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await tab.goto(`${WEB_URL}${path}`)
        await tab.waitForFunction(
          () => document.querySelector('[data-hydrated="true"]') !== null || document.querySelector('[data-hydrated]') === null,
        )
        const status = response?.status()
        const errorPage = await tab.locator('main.error-page').count()
        if (status !== 200 || errorPage > 0) failures.push(`${path}: status ${status}${errorPage ? ', error page' : ''}`)
      }
    }),
  )
  return failures.sort()
}

describe.each(LANGUAGES)('every page in %s', (language) => {
  it('renders for a visitor', async () => {
    const page = await openPage(browser, { width: 360 })
    await speak(page, language)
    expect(await visitAll(page, PUBLIC_PAGES)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
  })

  it('renders for a logged-in player', async () => {
    const page = await openPage(browser, { width: 360 })
    // Logged in through the English page (the test finds its fields by their English labels), then switched.
    await logInThroughPage(page, await createFundedPlayer(0))
    await speak(page, language)
    expect(await visitAll(page, PLAYER_PAGES)).toEqual([])
  })
})
