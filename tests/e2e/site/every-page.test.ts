import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer } from '../games/games-support.ts'

/**
 * Issue 21 item 1: every page of the site renders in every language, for a visitor and for a player,
 * without an error page or a console error (in Pidgin the protection pages answered 500), under one
 * browser title in the page's language.
 */
const LANGUAGES = ['en', 'pcm'] as const
type Language = (typeof LANGUAGES)[number]

const BRAND = '9ja Lottery'
/** A page's title in English; in Pidgin it is another, unless it is only a name (the brand, a game's, a CMS page's own). */
type Title = { english: string } | { name: string }
const titled = (page: string): Title => ({ english: `${page} | ${BRAND}` })
const named = (name: string): Title => ({ name: `${name} | ${BRAND}` })

const SPORTS = {
  'virtual-football': 'Virtual Football',
  'dog-race': 'Dog Race',
  'horse-race': 'Horse Race',
  'bike-race': 'Bike Race',
  'car-race': 'Car Race',
}
const NUMBERS = {
  'one-sure': '1 Sure',
  'perfect-guess': 'Perfect Guess',
  'millionaire-kendo': 'Millionaire Kendo',
  'jackpot-game': 'Jackpot Game',
}
const gamePages = (path: string, games: Record<string, string>) =>
  Object.fromEntries(Object.entries(games).map(([slug, name]) => [`${path}/${slug}`, named(name)]))

const PUBLIC_PAGES: Record<string, Title> = {
  '/': { name: BRAND },
  '/home': { name: BRAND },
  '/contact': titled('Contact'),
  '/faq': titled('FAQS'),
  '/how2play': titled('How To Play'),
  // The legal pages' titles are the CMS's (seed/cms/content/legal.ts), which has them in English only.
  '/privacy': named('Privacy Policy'),
  '/promotions': titled('Promotions'),
  '/rules': named('Rules'),
  '/terms': named('Terms and Conditions'),
  '/testimonial': titled('Testimonials'),
  '/login': titled('Login'),
  '/signup': titled('Sign Up'),
  '/forgot-password': titled('Forgot Password'),
  '/virtual': titled('Virtual Games'),
  '/virtual-sports': named(SPORTS['virtual-football']),
  ...gamePages('/virtual-sports', SPORTS),
  '/virtual-sports/virtual-football/fixtures': titled('Virtual Football fixtures'),
  '/virtual-sports/virtual-football/results': titled('Virtual Football results'),
  '/virtual-sports/virtual-football/table': titled('Virtual Football table'),
  '/number-games': named(NUMBERS['one-sure']),
  ...gamePages('/number-games', NUMBERS),
  '/fairness': titled('Provably fair'),
  '/check-bet': titled('Check Bet'),
  '/bet-slip': titled('Bet Slip'),
}

const PLAYER_PAGES: Record<string, Title> = {
  '/dashboard': titled('Dashboard'),
  '/dashboard/bets': titled('My Bets'),
  '/dashboard/wallet': titled('Wallet'),
  '/dashboard/virtual': titled('Virtual Games'),
  '/dashboard/spinit': titled('Casino Games'),
  '/dashboard/spinit/play': named('Spin It'),
  '/dashboard/settings': titled('Settings'),
  '/dashboard/settings/profile': titled('Settings'),
  '/dashboard/settings/changepassword': titled('Settings'),
  '/dashboard/settings/notification': titled('Settings'),
  '/dashboard/settings/limits': titled('Deposit and loss limits'),
  '/dashboard/settings/time-out': titled('Time-out and self-exclusion'),
  '/dashboard/settings/reality-check': titled('Reality check'),
  '/dashboard/settings/activity': titled('Activity statement'),
  '/dashboard/settings/play': titled('Settings'),
  '/dashboard/settings/terms': titled('Settings'),
  '/dashboard/settings/logout': titled('Settings'),
  '/play/spin-it': named('Spin It'),
  '/play/spin2win-royale': named('Spin 2 Win Royale'),
  '/sports-betting': titled('Sports Betting'),
  '/fairness': titled('Provably fair'),
}

/** Whether a page's browser title is in the language: the English one in English, another in Pidgin (a name stays as it is). */
function isTitleIn(language: Language, expected: Title, title: string) {
  if ('name' in expected) return title === expected.name
  return language === 'en' ? title === expected.english : title !== expected.english && title.endsWith(` | ${BRAND}`)
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

async function speak(page: Page, language: Language) {
  await page.context().addCookies([{ name: 'lng', value: language, url: WEB_URL }])
}

/** Pages opened at once: the visits mostly wait on the servers, and a few tabs keep the file short. */
const TABS = 4

const titleCount = () => document.querySelectorAll('title').length

/** Once the page has hydrated (or has nothing to hydrate): its error page, title and count of titles; else false. */
const pageAsHydrated = () =>
  (document.querySelector('[data-hydrated="true"]') !== null || document.querySelector('[data-hydrated]') === null) && {
    errorPage: document.querySelectorAll('main.error-page').length,
    title: document.title,
    titles: document.querySelectorAll('title').length,
  }

/**
 * Opens each path in a few tabs of the page's context; a path that answers anything but 200 (after redirects), shows the
 * error page, or has not one title in the language is listed.
 */
async function visitAll(page: Page, language: Language, pages: Record<string, Title>): Promise<string[]> {
  const failures: string[] = []
  const queue = Object.keys(pages)
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage())))]
  await Promise.all(
    tabs.map(async (tab) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await tab.goto(`${WEB_URL}${path}`)
        // Read in the page as it hydrates: a page may move on by itself a few seconds later (/sports-betting
        // with no sportsbook goes to virtual football after 3 s), and a loaded machine can take that long.
        const { errorPage, title, titles } = (await (await tab.waitForFunction(pageAsHydrated)).jsonValue()) as Exclude<
          ReturnType<typeof pageAsHydrated>,
          false
        >
        const status = response?.status()
        if (status !== 200 || errorPage > 0) failures.push(`${path}: status ${status}${errorPage ? ', error page' : ''}`)
        if (titles !== 1 || !isTitleIn(language, pages[path]!, title)) failures.push(`${path}: title "${title}" (${titles} <title>)`)
      }
    }),
  )
  return failures.sort()
}

describe.each(LANGUAGES)('every page in %s', (language) => {
  it('renders for a visitor', async () => {
    const page = await openPage(browser, { width: 360 })
    await speak(page, language)
    expect(await visitAll(page, language, PUBLIC_PAGES)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
  })

  it('renders for a logged-in player', async () => {
    const page = await openPage(browser, { width: 360 })
    // Logged in through the English page (the test finds its fields by their English labels), then switched.
    await logIn(page, await createFundedPlayer(0))
    await speak(page, language)
    expect(await visitAll(page, language, PLAYER_PAGES)).toEqual([])
  })

  it('names the page a link opens without reloading', async () => {
    const page = await openPage(browser, { width: 1280 })
    await speak(page, language)
    await page.goto(`${WEB_URL}/login`)
    await page.waitForSelector('[data-hydrated="true"]')
    const loginTitle = await page.title()
    // A page load would lose this.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('footer a[href="/faq"]').click()
    await page.waitForURL(`${WEB_URL}/faq`)
    await expect.poll(() => page.title()).not.toBe(loginTitle)
    expect(isTitleIn(language, PUBLIC_PAGES['/faq']!, await page.title())).toBe(true)
    expect(await page.evaluate(titleCount)).toBe(1)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })
})
