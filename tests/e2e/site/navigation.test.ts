import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const mainNav = 'nav[aria-label="Main navigation"] .nav-links'

describe('what every page gives a player to find their way', () => {
  it('highlights only the current section: not Sports Betting on the login page', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/login`)
    expect(await page.locator(`${mainNav} [aria-current="page"]`).count()).toBe(0)
    expect(await page.locator(`${mainNav} a`, { hasText: 'Sports Betting' }).getAttribute('class')).not.toContain('active')
    await page.goto(`${WEB_URL}/virtual?id=2`)
    expect(await page.locator(`${mainNav} [aria-current="page"]`).allTextContents()).toEqual(['Virtual'])
  })

  it('gives the home page and the lobby an h1', async () => {
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/home`)
    expect(await page.locator('h1').count()).toBe(1)
    await page.goto(`${WEB_URL}/virtual`)
    expect(await page.locator('h1').allTextContents()).toEqual(['All Games'])
  })

  it('makes each carousel dot a tap target of at least 24 × 24 px', async () => {
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/home`)
    const sizes = await page
      .locator('.carousel-dot')
      .evaluateAll((dots) => dots.map((dot) => dot.getBoundingClientRect()).map(({ width, height }) => ({ width, height })))
    expect(sizes).toHaveLength(7)
    for (const size of sizes) {
      expect(size.width).toBeGreaterThanOrEqual(24)
      expect(size.height).toBeGreaterThanOrEqual(24)
    }
  })

  it('shows a thin bar while a navigation is pending, and none on the landing page', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/home`)
    expect(await page.getByTestId('navigation-progress').count()).toBe(0)

    await page.goto(`${WEB_URL}/virtual`)
    await page.locator('[data-testid="lobby"]').waitFor()
    await page.waitForFunction(() => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized)
    // Hold the next page's data until the bar has been seen, so the pending state lasts long enough to see.
    let barSeen: () => void = () => {}
    const held = new Promise<void>((resolve) => (barSeen = resolve))
    await page.route(
      (url) => url.searchParams.has('_data'),
      async (route) => {
        await held
        await route.continue()
      },
    )
    await page.locator(mainNav).getByRole('link', { name: 'Casino Games' }).click()
    await page.getByTestId('navigation-progress').waitFor()
    barSeen()
    await page.waitForURL(`${WEB_URL}/dashboard/spinit`)
    await page.getByTestId('navigation-progress').waitFor({ state: 'detached' })
  })

  it('leaves a page scrolled before it hydrated where the player took it, and scrolls the next page to the top', async () => {
    const page = await openPage(browser, { width: 360 })
    // The page's scripts held back, as a slow network holds them, while the player scrolls the server's HTML.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/entry.client-*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`${WEB_URL}/signup`, { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => window.scrollTo(0, 400))
    expect(await page.evaluate(() => window.scrollY)).toBe(400)
    release()
    await page.waitForSelector('[data-hydrated="true"]')
    // A smooth scroll started at hydration would have moved the page within two frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => window.scrollY)).toBe(400)
    await page.locator('footer a[href="/terms"]').click()
    await page.waitForURL(`${WEB_URL}/terms`)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
