import { mkdir, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { GAMES } from '@9ja/games'
import { languageCodes, type Language } from '@9ja/languages'
import type { Browser, Cookie, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { logIn } from '../accounts/accounts-support.ts'
import { matchesPattern, sitePages, type Audience, type SitePage } from './site-pages.ts'

/**
 * Every page of the site in each of the five languages, in one pass per language: the pages are the web
 * app's routes (site-pages.ts), a visitor's, the demo player's and the demo agent's, each audience in its
 * own logged-in context; a page with a parameter is visited at the addresses the other pages link to (every
 * game for a `:slug`, the first link for an id). On a 360 px phone each page must
 * - answer 200 (after redirects), without the error page or a console error (issue 21 item 1: in Pidgin the
 *   protection pages answered 500; a hydration mismatch between the server's text and the browser's shows
 *   as one), in `<html lang>` of the language, under one browser title in the language;
 * - keep every text inside its box, and the page no wider than the screen (issue 25).
 * A page with a text problem is kept as a screenshot under tests/artifacts/i18n/<language>/.
 */
const PHONE_WIDTH = 360
const TABS = 3
const ARTIFACTS = fileURLToPath(new URL('../../artifacts/i18n/', import.meta.url))

const BRAND = '9ja Lottery'
/**
 * A page's title in English; in another language it is another, unless it is only a name (the brand, a game's,
 * a CMS page's own written in English only); a CMS page written in a language has the title its editor gave it
 * there, which may read as the English one (Pidgin's "Rules").
 */
type Title = { english: string } | { name: string } | { editors: string } | { unlisted: true }
const titled = (page: string): Title => ({ english: `${page} | ${BRAND}` })
const named = (name: string): Title => ({ name: `${name} | ${BRAND}` })
const editors = (english: string): Title => ({ editors: `${english} | ${BRAND}` })

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
  // The legal pages' titles are the CMS's: the seed writes the rules in every language (seed/cms/content/languages),
  // the privacy policy and the terms in English only (seed/cms/content/legal.ts).
  '/privacy': named('Privacy Policy'),
  '/promotions': titled('Promotions'),
  '/rules': editors('Rules'),
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

/** Whether a page's browser title is in the language: the English one in English, another in the others (a name stays as it is). */
function isTitleIn(language: Language, expected: Title, title: string) {
  if ('unlisted' in expected) return title === BRAND || title.endsWith(` | ${BRAND}`)
  if ('name' in expected) return title === expected.name
  if ('editors' in expected) return language === 'en' ? title === expected.editors : title.endsWith(` | ${BRAND}`)
  return language === 'en' ? title === expected.english : title !== expected.english && title.endsWith(` | ${BRAND}`)
}

/** The titles above by who sees the page; a page not listed has one title naming the brand (its words its own). */
const TITLES: Record<Audience, Record<string, Title>> = { visitor: PUBLIC_PAGES, player: PLAYER_PAGES, agent: {} }
const titleOf = (audience: Audience, address: string): Title => TITLES[audience][address] ?? { unlisted: true }

// Pages no page links to, and the addresses they are visited at.
const UNLINKED_ADDRESSES: Record<string, string[]> = {
  '/:splat': ['/no-such-page'], // the not-found page
  '/booking/:code': ['/booking/ABCDEFGH'], // a code nobody booked: the page's answer, in the language
  // The lobby opens these through the launcher (a one-time token), not a link; a logged-in player may open them directly.
  '/play/:slug': Object.entries(GAMES)
    .filter(([, game]) => game.family !== 'scheduled-event')
    .map(([slug]) => `/play/${slug}`),
}
/** The addresses that answer anything but 200, with what they answer: their page says why, in the language. */
const NOT_FOUND: Record<string, number> = { '/no-such-page': 404, '/booking/ABCDEFGH': 404 }

const [demoPlayer, demoAgent] = demoLogins().players

/**
 * Runs in the page: the elements whose text is wider than their box (deepest only, so a box holding an
 * overflowing one is not named too), and the document when it is wider than the screen. A box that scrolls
 * or cuts its text with an ellipsis on purpose is not counted; nor is one the player cannot see (a closed
 * menu's, or a label clipped for screen readers only), nor a decoration kept from screen readers (a race's
 * runners, numbered, move along a straight that clips them).
 */
function overflowingText(): string[] {
  const found: string[] = []
  const root = document.documentElement
  if (root.scrollWidth > window.innerWidth) found.push(`the page is ${root.scrollWidth} px wide`)
  const elements = [...document.body.querySelectorAll<HTMLElement>('*')]
  const clipped = elements.filter((element) => {
    const style = getComputedStyle(element)
    return style.clip !== 'auto' || style.clipPath !== 'none'
  })
  const overflowing: HTMLElement[] = []
  for (const element of elements) {
    if (element.clientWidth === 0 || !element.textContent?.trim() || !element.checkVisibility({ visibilityProperty: true })) continue
    const style = getComputedStyle(element)
    if (style.overflowX === 'scroll' || style.overflowX === 'auto' || style.textOverflow === 'ellipsis') continue
    if (element.scrollWidth <= element.clientWidth + 1 || element.closest('[aria-hidden="true"]')) continue
    if (clipped.some((clip) => clip.contains(element))) continue
    overflowing.push(element)
  }
  for (const element of overflowing) {
    if (overflowing.some((other) => other !== element && element.contains(other))) continue
    const name = `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join('')}`
    const text = element.textContent!.trim().replace(/\s+/g, ' ').slice(0, 60)
    found.push(`${name} "${text}": ${element.scrollWidth} px of text in ${element.clientWidth} px`)
  }
  return found
}

/** Loaded, and hydrated when the page has React's scripts (the landing page has none). */
const settled = () =>
  document.readyState === 'complete' &&
  (document.querySelector('script[type="module"]') === null ||
    (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true)

/** Runs in the page: what every page must show whatever its language (its error page, titles, language). */
const pageFacts = () => ({
  errorPage: document.querySelectorAll('main.error-page').length,
  title: document.title,
  titles: document.querySelectorAll('title').length,
  lang: document.documentElement.lang,
})

type Visit = { problems: string[]; links: string[] }

async function visit(tab: Page, language: Language, audience: Audience, address: string): Promise<Visit> {
  const response = await tab.goto(`${WEB_URL}${address}`)
  await tab.waitForFunction(settled)
  const read = async () => ({
    problems: await tab.evaluate(overflowingText),
    facts: await tab.evaluate(pageFacts),
    at: new URL(tab.url()).pathname,
  })
  // A page may move on by itself (/sports-betting without a sportsbook goes to virtual football): read the page it moved to.
  const { problems, facts, at } = await read().catch(async () => {
    await tab.waitForLoadState('load')
    await tab.waitForFunction(settled)
    return read()
  })
  if (problems.length) {
    const folder = `${ARTIFACTS}${language}/`
    await mkdir(folder, { recursive: true })
    await writeFile(`${folder}${address.replace(/^\//, '').replace(/\W+/g, '_') || 'root'}.png`, await tab.screenshot({ fullPage: true }))
  }
  const status = response?.status()
  const expectedStatus = NOT_FOUND[address] ?? 200
  if (status !== expectedStatus) problems.push(`answered ${status}, not ${expectedStatus}`)
  if (expectedStatus === 200 && facts.errorPage > 0) problems.push('shows the error page')
  if (facts.titles !== 1 || !isTitleIn(language, titleOf(audience, address), facts.title))
    problems.push(`title "${facts.title}" (${facts.titles} <title>)`)
  if (facts.lang !== language) problems.push(`<html lang="${facts.lang}">`)
  const links = await tab.$$eval('a[href^="/"]', (anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname))
  return { problems: problems.map((problem) => `${language} ${address}${at === address ? '' : ` (${at})`}: ${problem}`), links }
}

/**
 * Visits the addresses in a few tabs of the page's context; the problems found, console errors among them (a
 * hydration mismatch between the server's text and the browser's), and every link seen. The browser's note of
 * a document answered 404 is not counted as a console error: the status is checked on its own.
 */
async function visitAll(page: Page, language: Language, audience: Audience, addresses: string[]): Promise<Visit> {
  const queue = [...addresses]
  const tabs = await Promise.all(Array.from({ length: Math.min(TABS, addresses.length) }, () => page.context().newPage()))
  const errors: string[] = []
  const all: Visit = { problems: [], links: [] }
  await Promise.all(
    tabs.map(async (tab) => {
      tab.on('pageerror', (error) => errors.push(`${tab.url()}: ${error.message}`))
      tab.on('console', (message) => {
        const documentStatus = message.text().startsWith('Failed to load resource') && message.location().url === tab.url()
        if (message.type() === 'error' && !documentStatus) errors.push(`${tab.url()}: ${message.text()}`)
      })
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        const { problems, links } = await visit(tab, language, audience, address)
        all.problems.push(...problems)
        all.links.push(...links)
      }
    }),
  )
  await Promise.all(tabs.map((tab) => tab.close()))
  return { problems: [...all.problems.sort(), ...errors.map((error) => `${language} console error on ${error}`)], links: all.links }
}

async function speak(page: Page, language: Language) {
  await page.context().addCookies([{ name: 'lng', value: language, url: WEB_URL }])
}

const titleCount = () => document.querySelectorAll('title').length

const hasParameter = (page: SitePage) => page.pattern.includes(':')

/** The addresses a page with parameters is visited at: every linked one for a game's `:slug`, else the first. */
function addressesOf(page: SitePage, links: readonly string[]): string[] {
  const linked = [...new Set(links.filter((link) => matchesPattern(page.pattern, link)))].sort()
  if (linked.length === 0) return UNLINKED_ADDRESSES[page.pattern] ?? []
  return page.pattern.endsWith(':slug') ? linked : linked.slice(0, 1)
}

const pages = sitePages()
const audiences: Audience[] = ['visitor', 'player', 'agent']
let browser: Browser
/** Addresses of the pages with parameters, found on the first language's pages (links are the same in every language). */
let parameterAddresses: Record<Audience, string[]> | null = null

async function loginCookies(account: { email: string; password: string }): Promise<Cookie[]> {
  const page = await openPage(browser, { width: PHONE_WIDTH })
  await logIn(page, { emailAddress: account.email, password: account.password })
  return page.context().cookies()
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

describe.each(languageCodes)('every page in %s', (language) => {
  it(
    'renders for a visitor, the demo player and the demo agent on a 360 px phone, each text inside its box',
    { timeout: 600_000 },
    async () => {
      // The folder holds this run's screenshots only.
      await rm(`${ARTIFACTS}${language}`, { recursive: true, force: true })
      // Logged in afresh for each language: a pass takes minutes on a loaded machine, and the five outlast the
      // session a single login would carry (the last language's pages went to the login page).
      const [player, agent] = await Promise.all([loginCookies(demoPlayer!), loginCookies(demoAgent!)])
      const logins: Record<Audience, Cookie[]> = { visitor: [], player, agent }
      const problems: string[] = []
      const links: string[] = []
      const sessions = {} as Record<Audience, Page>
      await Promise.all(
        audiences.map(async (audience) => {
          const session = await openPage(browser, { width: PHONE_WIDTH })
          await session.context().addCookies([...logins[audience], { name: 'lng', value: language, url: WEB_URL }])
          sessions[audience] = session
          const plain = pages.filter((page) => page.audience === audience && !hasParameter(page)).map((page) => page.pattern)
          const visited = await visitAll(session, language, audience, plain)
          problems.push(...visited.problems)
          links.push(...visited.links)
        }),
      )
      if (!parameterAddresses) {
        const found = { visitor: [], player: [], agent: [] } as Record<Audience, string[]>
        const unreached: string[] = []
        for (const page of pages.filter(hasParameter)) {
          const addresses = addressesOf(page, links)
          if (addresses.length === 0) unreached.push(page.pattern)
          found[page.audience].push(...addresses)
        }
        expect(unreached, 'pages no page links to: give each an address in UNLINKED_ADDRESSES').toEqual([])
        parameterAddresses = found
      }
      await Promise.all(
        audiences.map(async (audience) =>
          problems.push(...(await visitAll(sessions[audience], language, audience, parameterAddresses![audience])).problems),
        ),
      )
      expect(problems).toEqual([])
    },
  )

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
