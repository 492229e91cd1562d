import type { Browser, Locator, Page } from 'playwright-core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WALLET_DATABASE_URL, WEB_URL } from '../../support/urls.ts'
import { gotoPage, logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer, nairaSum, walletBalance } from '../games/games-support.ts'
import { openFor, waitForEvents } from '../virtual-sports/sports-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

/**
 * The landing page's next matchday, once the events runner has scheduled one (a matchday every 45 s
 * under the test settings, open 42 s on this page), with at least `openForMs` of betting left so the
 * test cannot lose it half-way on a loaded machine: a matchday closing sooner is waited out. A test
 * that places a bet asks for 30 s or more.
 */
async function featuredPrices(page: Page, openForMs = 12_000) {
  const first = await waitForEvents('virtual-football', (events) => openFor(events, openForMs), 80_000)
  await page.goto(`${WEB_URL}/home`)
  const featured = page.getByTestId('featured-event')
  expect(Date.parse((await featured.first().getAttribute('data-betting-closes-at'))!)).toBe(Date.parse(first.bettingClosesAt))
  expect(await featured.count()).toBeGreaterThan(1)
  return featured
}

/** Presses a button of a plain HTML slip form and waits for the page the post is redirected back to. */
async function postAndComeBack(page: Page, button: Locator, path: string) {
  const returned = page.waitForResponse((response) => response.url() === `${WEB_URL}${path}` && response.request().method() === 'GET')
  await button.click()
  await returned
  await page.waitForLoadState('load')
}

/** Presses a price on the (JavaScript-free) landing page. */
async function pressPrice(page: Page, event: number, pick: number) {
  const button = page.getByTestId('featured-event').nth(event).locator('.odds-button').nth(pick)
  const selectionId = await button.getAttribute('data-selection-id')
  await postAndComeBack(page, button, '/home')
  return selectionId!
}

const slipLines = (page: Page) => page.getByTestId('bet-slip').getByTestId('slip-line')

/** A sports bet's status as the wallet-service stored it ('open' until its events are settled). */
async function sportsBetStatus(code: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: WALLET_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ status: string }>('select status from sports_bets where code = $1', [code])
    return rows[0]?.status
  } finally {
    await client.end()
  }
}

async function bookingCodeOfNewSlip(browser: Browser): Promise<{ code: string; selections: string[] }> {
  const visitor = await openPage(browser, { width: 1280 })
  // The whole story, from booking to placing, happens inside one matchday's betting window.
  await featuredPrices(visitor, 35_000)
  const first = await pressPrice(visitor, 0, 0)
  const second = await pressPrice(visitor, 1, 2)
  expect(await slipLines(visitor).count()).toBe(2)
  expect(await visitor.locator(`[data-selection-id="${first}"].odds-button`).getAttribute('aria-pressed')).toBe('true')
  // The limits are stated before any stake is typed, as the games' definitions give them.
  expect(await visitor.getByTestId('slip-limits').textContent()).toBe(
    'Minimum stake ₦100 · at most 30 selections · maximum payout ₦10,000,000 per bet',
  )
  await postAndComeBack(visitor, visitor.getByTestId('book-slip'), '/home')
  const code = (await visitor.getByTestId('booking-code').textContent())!.trim()
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
  const share = await visitor.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')
  expect(decodeURIComponent(share!)).toContain(`${WEB_URL}/booking/${code}`)
  return { code, selections: [first, second] }
}

describe('the bet slip', () => {
  it(
    'a visitor builds a slip on the home page and books it; a player loads the code, places a multiple, sees it settle in My Bets; anyone checks it by ID',
    { timeout: 180_000 },
    async () => {
      const { code, selections } = await bookingCodeOfNewSlip(browser)

      const player = await createFundedPlayer(1000)
      const page = await openPage(browser, { width: 1280 })
      await logIn(page, player)
      await gotoPage(page, '/bet-slip')
      await page.getByTestId('book-panel').getByRole('textbox').fill(code.toLowerCase())
      await page.getByTestId('book-panel').getByRole('button', { name: 'Book' }).click()
      await page.getByText(`Booking code ${code} loaded: 2 selections.`).waitFor()
      expect(await slipLines(page).evaluateAll((lines) => lines.map((line) => line.getAttribute('data-selection-id')))).toEqual(selections)

      await page.getByLabel('Multiple').check()
      await page.getByTestId('slip-stake').fill('100')
      // One multiple: the stake once, the legs' odds multiplied.
      expect(await page.getByTestId('slip-total-stake').textContent()).toBe('₦100')
      expect(await page.getByTestId('slip-potential-win').textContent()).not.toBe('₦0')
      await page.getByTestId('place-bet').click()
      const placed = page.getByTestId('slip-placed')
      await placed.waitFor()
      const betId = (await placed.getByTestId('placed-bet-id').textContent())!.trim()
      expect(betId).toMatch(/^[2-9A-HJ-NP-Z]{10}$/)
      expect(await walletBalance(player)).toBe(900)
      await page.getByTestId('wallet-balance-button').getByText('₦900').first().waitFor()

      await placed.getByRole('link', { name: 'See My Bets' }).click()
      await page.waitForURL(`${WEB_URL}/dashboard/bets`)
      const card = page.locator(`[data-testid="bet-card"][data-bet-id="${betId}"]`)
      await card.waitFor()
      expect(await card.getByTestId('bet-selection').count()).toBe(2)
      expect(await card.getByTestId('bet-status').textContent()).toBe('Open')

      // The matchday is played and settled by the runner (waited for in the ledger's tables, not by loading the
      // page every few seconds for a minute): the bet is under Settled, the win (if any) in the wallet.
      await expect.poll(() => sportsBetStatus(betId), { timeout: 90_000, interval: 1000 }).not.toBe('open')
      await gotoPage(page, '/dashboard/bets?status=settled')
      const settled = page.locator(`[data-testid="bet-card"][data-bet-id="${betId}"]`)
      expect(await settled.count()).toBe(1)
      const status = await settled.getAttribute('data-status')
      expect(['won', 'lost']).toContain(status)
      expect(await settled.locator('[data-testid="bet-selection"][data-status="open"]').count()).toBe(0)
      const won = Number((await settled.getByTestId('bet-amount-won').textContent())!.replace(/[₦,]/g, ''))
      expect(status === 'won' ? won > 100 : won === 0).toBe(true)
      expect(await walletBalance(player)).toBe(nairaSum(900, won))

      // Check Bet from a browser with no session, through the landing page's Check input.
      const visitor = await openPage(browser, { width: 1280 })
      await visitor.goto(`${WEB_URL}/home`)
      await visitor.getByTestId('check-panel').getByRole('textbox').fill(betId)
      await Promise.all([
        visitor.waitForURL(`${WEB_URL}/check-bet/${betId}`),
        visitor.getByTestId('check-panel').getByRole('button').click(),
      ])
      const checked = visitor.getByTestId('bet-card')
      expect(await checked.getByTestId('bet-selection').count()).toBe(2)
      expect(await visitor.getByTestId('check-bet-page').textContent()).not.toContain(player.emailAddress)
      expect(await checked.getAttribute('data-status')).toBe(status)
      // An unknown ID is answered 404, which the browser logs as a failed load.
      const unknown = await openPage(browser, { width: 360, allowConsoleErrors: true })
      const answer = await unknown.goto(`${WEB_URL}/check-bet/ABCDEFGH23`)
      expect(answer!.status()).toBe(404)
      expect(await unknown.getByTestId('check-bet-error').textContent()).toBe('There is no bet with the ID ABCDEFGH23.')
    },
  )

  it('shows moved odds, old -> new, and places only once they are accepted', async () => {
    const player = await createFundedPlayer(1000)
    const page = await openPage(browser, { width: 1280 })
    await featuredPrices(page, 30_000)
    const selectionId = await pressPrice(page, 1, 0)
    await logIn(page, player, '/bet-slip')
    await gotoPage(page, '/bet-slip')
    const shown = Number(await slipLines(page).getByTestId('slip-odds').textContent())

    // The price moves after the player took it (a re-pricing): the test writes the event's odds directly.
    const [eventId, ...code] = selectionId.split(':')
    const client = new pg.Client({ connectionString: WALLET_DATABASE_URL })
    await client.connect()
    try {
      await client.query(
        `update sports_events set odds = jsonb_set(odds, array[$2::text], to_jsonb((odds->>$2::text)::int + 25)) where id = $1`,
        [eventId, code.join(':')],
      )
    } finally {
      await client.end()
    }
    await gotoPage(page, '/bet-slip')
    const moved = (shown + 0.25).toFixed(2)
    const odds = slipLines(page).getByTestId('slip-odds')
    expect([await odds.locator('s').textContent(), await odds.locator('strong').textContent()]).toEqual([shown.toFixed(2), moved])
    expect(await odds.getByText(`Odds changed from ${shown.toFixed(2)} to ${moved}`).count()).toBe(1)
    await page.getByTestId('slip-stake').fill('100')
    expect(await page.getByTestId('place-bet').isDisabled()).toBe(true)
    // Leaving the stake for Accept saves both in one post: two posts at once (the stake's own, then
    // Accept's) each answered with the slip they read, and the later answer could undo the other.
    const slipPosts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(`${WEB_URL}/resources/slip`)) slipPosts.push(request.postData() ?? '')
    })
    await page.getByTestId('accept-odds').click()
    await expect.poll(() => odds.textContent()).toBe(moved)
    expect(slipPosts.map((body) => Object.fromEntries(new URLSearchParams(body)))).toMatchObject([{ intent: 'accept', stake: '100' }])
    await gotoPage(page, '/bet-slip')
    expect(await odds.textContent()).toBe(moved)
    expect(await page.getByTestId('slip-stake').inputValue()).toBe('100')
    await page.getByTestId('place-bet').click()
    await page.getByTestId('slip-placed').waitFor()
    expect(await walletBalance(player)).toBe(900)
  })

  it('works without JavaScript: toggle a price on and off, then place with a typed stake', async () => {
    const player = await createFundedPlayer(500)
    const loggedIn = await openPage(browser, { width: 1280 })
    await logIn(loggedIn, player)

    const page = await openPageWithoutJavaScript(browser, { width: 1280 })
    await featuredPrices(page, 30_000)
    const selectionId = await pressPrice(page, 0, 1)
    expect(await slipLines(page).count()).toBe(1)
    await pressPrice(page, 0, 1)
    expect(await page.getByTestId('bet-slip').getByText('Your bet slip is empty.').count()).toBe(1)
    await pressPrice(page, 0, 1)
    expect(await page.locator(`[data-selection-id="${selectionId}"].odds-button`).getAttribute('aria-pressed')).toBe('true')

    // The slip follows the visitor into their session.
    await page.context().addCookies((await loggedIn.context().cookies()).filter((cookie) => cookie.name === '__session'))
    await page.goto(`${WEB_URL}/bet-slip`)
    await page.getByTestId('slip-stake').fill('99')
    await page.getByTestId('place-bet').click()
    await page.getByText('Minimum stake is ₦100').first().waitFor()
    expect(await walletBalance(player)).toBe(500)
    await page.getByTestId('slip-stake').fill('150')
    await postAndComeBack(page, page.getByTestId('place-bet'), '/bet-slip')
    await page.getByTestId('slip-placed').waitFor()
    expect(await walletBalance(player)).toBe(350)
  })

  it('loads a booking code as it was booked: a multiple with its stake', { timeout: 120_000 }, async () => {
    const visitor = await openPage(browser, { width: 1280 })
    await featuredPrices(visitor, 35_000)
    const selections = [await pressPrice(visitor, 0, 0), await pressPrice(visitor, 1, 2)]
    await gotoPage(visitor, '/bet-slip')
    await visitor.getByLabel('Multiple').check()
    await visitor.getByTestId('slip-stake').fill('150')
    // Book straight from the stake field: the code is of the slip as it stands on screen.
    await visitor.getByTestId('book-slip').click()
    const code = (await visitor.getByTestId('booking-code').textContent())!.trim()

    const player = await createFundedPlayer(1000)
    const phone = await openPage(browser, { width: 360 })
    await logIn(phone, player)
    await gotoPage(phone, `/booking/${code}`)
    await phone.getByTestId('load-booking').click()
    await phone.getByText(`Booking code ${code} loaded: 2 selections.`).waitFor()
    expect(await slipLines(phone).evaluateAll((lines) => lines.map((line) => line.getAttribute('data-selection-id')))).toEqual(selections)
    expect(await phone.getByLabel('Multiple').isChecked()).toBe(true)
    expect(await phone.getByTestId('slip-stake').inputValue()).toBe('150')
    expect(await phone.getByTestId('slip-total-stake').textContent()).toBe('₦150')
  })

  it('keeps the page where it is after Place Bet, the confirmation in view (360 px)', { timeout: 120_000 }, async () => {
    const player = await createFundedPlayer(1000)
    const phone = await openPage(browser, { width: 360 })
    await featuredPrices(phone, 30_000)
    for (const [event, pick] of [
      [0, 0],
      [0, 2],
      [1, 0],
      [1, 2],
    ] as const)
      await pressPrice(phone, event, pick)
    await logIn(phone, player, '/bet-slip')
    await gotoPage(phone, '/bet-slip')
    await phone.getByTestId('slip-stake').fill('100')
    await phone.getByTestId('slip-stake').blur()
    await expect.poll(() => phone.getByTestId('slip-total-stake').textContent()).toBe('₦400')
    const place = phone.getByTestId('place-bet')
    await place.scrollIntoViewIfNeeded()
    await place.click()
    const placed = phone.getByTestId('slip-placed')
    await placed.waitFor()
    expect(await walletBalance(player)).toBe(600)
    // The confirmation stands where the player was looking, not above the top of the screen or under the
    // sticky header (56 px); the page scrolls smoothly, so where it comes to rest is waited for.
    await expect
      .poll(async () => {
        const box = (await placed.boundingBox())!
        return box.y >= 56 && box.y + box.height <= 740
      })
      .toBe(true)

    // The page reloads its data (a game page does when betting closes, maybe as the bet goes in): the
    // confirmation stays until the player's next change to the slip.
    const betIds = await placed.getByTestId('placed-bet-id').allTextContents()
    expect(betIds).toHaveLength(4)
    await phone.evaluate(async () => {
      const router = (window as unknown as { __remixRouter: { revalidate: () => Promise<void> } }).__remixRouter
      await router.revalidate()
      // React renders the reloaded data after the router settles: two frames later it has been painted.
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)))
    })
    expect(await placed.isVisible()).toBe(true)
    expect(await placed.getByTestId('placed-bet-id').allTextContents()).toEqual(betIds)
  })

  it('puts Book and Check Bet within reach on a 360 px phone (the home page, the menu); Check Bet reads a bet ID as written and says what anything else is', async () => {
    // A bet ID nobody holds, and wrong inputs, are answered 404 and 400: the browser logs those loads.
    const phone = await openPage(browser, { width: 360, allowConsoleErrors: true })
    await phone.goto(`${WEB_URL}/home`)
    const onHome = phone.getByTestId('home-betting-forms')
    expect(await onHome.getByTestId('book-panel').getByRole('textbox').isVisible()).toBe(true)
    expect(await onHome.getByTestId('check-panel').getByRole('textbox').isVisible()).toBe(true)

    await phone.getByTestId('mobile-menu-button').click()
    const menu = phone.getByTestId('mobile-menu-panel').getByTestId('check-panel')
    // Bet IDs are 10 letters; a player copies them down in groups and in lower case.
    await menu.getByRole('textbox').fill('dalv-fbwn-8g')
    await Promise.all([phone.waitForURL(`${WEB_URL}/check-bet/DALVFBWN8G`), menu.getByRole('button').click()])
    expect(await phone.getByTestId('check-bet-error').textContent()).toBe('There is no bet with the ID DALVFBWN8G.')
    expect(await phone.getByTestId('mobile-menu-panel').getByTestId('book-panel').count()).toBe(1)

    await phone.goto(`${WEB_URL}/check-bet?betId=abcd-2345`)
    const error = phone.getByTestId('check-bet-error')
    expect(await error.textContent()).toBe('That is a booking code, not a bet ID. Open booking code ABCD2345')
    expect(await error.getByRole('link').getAttribute('href')).toBe('/booking/ABCD2345')
    await phone.goto(`${WEB_URL}/check-bet/48213`)
    expect(await error.textContent()).toContain("Crash and Spin It bets have no bet ID: find them in your wallet's transaction history.")
    await phone.goto(`${WEB_URL}/check-bet?betId=hello`)
    expect(await error.textContent()).toBe('Enter a valid bet ID: 10 letters and numbers.')
  })

  it('fits a 360 px phone: the slip bar leads to the slip; and a 1280 px desktop: the slip beside the page', async () => {
    const phone = await openPage(browser, { width: 360 })
    await featuredPrices(phone)
    expect(await phone.getByTestId('side-panel').isVisible()).toBe(false)
    await pressPrice(phone, 0, 0)
    const bar = phone.getByTestId('slip-bar')
    expect(await bar.textContent()).toBe('Bet Slip1')
    await Promise.all([phone.waitForURL(`${WEB_URL}/bet-slip`), bar.click()])
    await slipLines(phone).first().waitFor()
    for (const target of [phone.getByTestId('slip-stake'), phone.getByTestId('login-to-place'), phone.getByTestId('book-slip')]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await phone.getByTestId('login-to-place').click()
    await phone.waitForURL(`${WEB_URL}/login?from=%2Fbet-slip`)

    const desktop = await openPage(browser, { width: 1280 })
    await featuredPrices(desktop)
    await pressPrice(desktop, 0, 0)
    expect(await desktop.getByTestId('side-panel').isVisible()).toBe(true)
    expect(await desktop.getByTestId('slip-bar').isVisible()).toBe(false)
    const price = await desktop.getByTestId('featured-event').first().locator('.odds-button').first().boundingBox()
    expect(price!.height).toBeGreaterThanOrEqual(44)
    expect(price!.width).toBeGreaterThanOrEqual(44)
  })
})
