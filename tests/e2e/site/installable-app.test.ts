import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { createAccount, gotoPage, logIn } from '../accounts/accounts-support.ts'

/**
 * Issue 25, an installable app (docs/decisions/025): Chromium's own installability check passes, a player
 * who loses the connection sees the offline page with Retry, and no page, balance, bet or data answer is
 * ever kept by the service worker.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

/** Opens a page and waits until the service worker controls it (it registers once the page has loaded). */
async function openControlledPage(path: string, page?: Page): Promise<Page> {
  const controlled = page ?? (await openPage(browser, { width: 360 }))
  await controlled.goto(`${WEB_URL}${path}`)
  await untilControlled(controlled)
  return controlled
}

/**
 * Until the worker controls the page. It installs (its precache downloaded) before it activates, seconds on a
 * busy machine, and then claims the pages open; but not a page whose navigation was under way as it claimed
 * them (the spec skips a client not yet execution-ready): such a page is controlled from its next load.
 */
async function untilControlled(page: Page) {
  const activeWorker = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null)
  await expect.poll(activeWorker, { timeout: 60_000, interval: 250 }).toBe('activated')
  const claimed = () => page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 5_000 })
  await claimed().catch(async () => {
    await page.reload()
    await claimed()
  })
}

/** Every address the page's origin holds in Cache Storage, by cache, with the stored answer's content type. */
function cachedAnswers(page: Page) {
  return page.evaluate(async () => {
    const found: Array<{ cache: string; path: string; contentType: string }> = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const answer = await cache.match(request)
        found.push({ cache: name, path: new URL(request.url).pathname, contentType: answer?.headers.get('content-type') ?? '' })
      }
    }
    return found
  })
}

/**
 * Cuts the network of the page's context (or brings it back) and waits until its service worker's own fetch
 * agrees: Playwright applies the change to the pages and then to the worker it knows, and to a worker that
 * starts afterwards a moment after it runs (CI: the page's navigation, answered by the worker from the
 * network, brought the real page while the page's own script requests failed offline).
 */
async function setNetwork(page: Page, state: 'offline' | 'online') {
  const context = page.context()
  await context.setOffline(state === 'offline')
  const workersFetch = async () => {
    const [worker] = context.serviceWorkers()
    if (!worker) return 'no service worker known yet'
    return worker
      .evaluate(() =>
        fetch('/offline.html', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      )
      .catch((error: Error) => `the worker did not answer: ${error.message}`)
  }
  await expect.poll(workersFetch, { timeout: 20_000, interval: 250 }).toBe(state)
}

async function expectOfflinePage(page: Page, path: string) {
  // Offline, the navigation gets the service worker's page, never the browser's error (which would throw here).
  const answer = await page.goto(`${WEB_URL}${path}`)
  expect(answer?.fromServiceWorker(), path).toBe(true)
  await page.getByTestId('offline-page').waitFor()
  expect(await page.locator('h1:visible').innerText()).toBe('You are offline')
  expect(new URL(page.url()).pathname).toBe(path)
}

describe('the installable app', () => {
  it("passes Chromium's installability check with the manifest's fields", async () => {
    const page = await openControlledPage('/home')
    const cdp = await page.context().newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }
    expect(installabilityErrors).toEqual([])
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] }
    expect(url).toBe(`${WEB_URL}/manifest.webmanifest`)
    expect(errors).toEqual([])

    const manifest = (await (await fetch(`${WEB_URL}/manifest.webmanifest`)).json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      id: '/',
      name: '9ja Lottery',
      short_name: '9ja Lottery',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#008751',
      background_color: '#008751',
    })
    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of icons) {
      const image = await fetch(`${WEB_URL}${icon.src}`)
      expect(image.headers.get('content-type'), icon.src).toBe('image/png')
      const bytes = Buffer.from(await image.arrayBuffer())
      // A PNG's width and height, from its header.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
    }
  })

  it('serves the service worker and the files kept by name so that a deployment is seen at once', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/offline.html']) {
      const answer = await fetch(`${WEB_URL}${path}`)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('cache-control'), path).toBe('no-cache')
    }
    const policy = (await fetch(`${WEB_URL}/home`)).headers.get('content-security-policy') ?? ''
    expect(policy).toContain("worker-src 'self'")
    expect(policy).toContain("manifest-src 'self'")
  })

  it('shows the offline page when the network is cut, and Retry brings the page back', async () => {
    const page = await openControlledPage('/home')
    await setNetwork(page, 'offline')
    await expectOfflinePage(page, '/faq')
    // Still offline, Retry asks again and gets the offline page again.
    await Promise.all([page.waitForEvent('framenavigated'), page.getByTestId('offline-retry').locator('visible=true').click()])
    await page.getByTestId('offline-page').waitFor()
    await setNetwork(page, 'online')
    await page.getByTestId('offline-retry').locator('visible=true').click()
    await page.locator('h1', { hasText: 'Frequently Asked Questions' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/faq')
    expect(await page.getByTestId('offline-page').count()).toBe(0)
  })

  it("shows the offline page in the player's language", async () => {
    const page = await openControlledPage('/home')
    await page.context().addCookies([{ name: 'lng', value: 'pcm', url: WEB_URL }])
    await setNetwork(page, 'offline')
    await page.goto(`${WEB_URL}/how2play`)
    await page.waitForFunction(() => document.documentElement.lang === 'pcm')
    expect(await page.locator('h1:visible').innerText()).toBe('You no dey online')
    expect(await page.getByTestId('offline-retry').locator('visible=true').innerText()).toBe('Try am again')
  })

  it('never serves a logged-in page from the cache, and keeps no page, balance, bet or data answer', async () => {
    const page = await openPage(browser, { width: 360 })
    await logIn(page, await createAccount('Chiamaka Obi'))
    for (const path of ['/dashboard', '/dashboard/wallet', '/dashboard/bets', '/dashboard/settings/profile']) {
      await gotoPage(page, path)
      await untilControlled(page)
    }

    await setNetwork(page, 'offline')
    for (const path of ['/dashboard', '/dashboard/wallet', '/dashboard/bets']) await expectOfflinePage(page, path)
    await setNetwork(page, 'online')

    const cached = await cachedAnswers(page)
    expect(cached.map((entry) => entry.path)).toContain('/offline.html')
    for (const entry of cached) {
      // The offline page is the one document kept; the rest are the build's files and the app's icons.
      expect(entry.path, entry.cache).toMatch(
        /^\/(offline\.(html|js)|favicon\.svg|manifest\.webmanifest|app-icons\/[^/]+\.png|assets\/[^/]+)$/,
      )
      if (entry.path !== '/offline.html') expect(entry.contentType, entry.path).not.toMatch(/text\/html|application\/json/)
    }
  })

  it("lets a new deployment's worker take over the open page at once", async () => {
    const page = await openControlledPage('/home')
    await page.evaluate(() => {
      const marked = window as { __controllerChanged?: boolean }
      marked.__controllerChanged = false
      navigator.serviceWorker.addEventListener('controllerchange', () => (marked.__controllerChanged = true))
    })
    // Another worker script for the same scope, as the next deployment's sw.js is: it installs beside the
    // one in control and, not waiting for this page to close, takes it over.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deployment=next'))
    await page.waitForFunction(() => (window as { __controllerChanged?: boolean }).__controllerChanged === true, undefined, {
      timeout: 20_000,
    })
    // Taken over at once: no worker waits for the page to close.
    const next = `${WEB_URL}/sw.js?deployment=next`
    expect(
      await page.evaluate(async () => {
        const current = await navigator.serviceWorker.getRegistration()
        return {
          controller: navigator.serviceWorker.controller?.scriptURL,
          active: current?.active?.scriptURL,
          waiting: current?.waiting?.scriptURL ?? null,
        }
      }),
    ).toEqual({ controller: next, active: next, waiting: null })
    // The next navigation is the new worker's. Read as the document starts: once loaded, the page registers the
    // site's own /sw.js again (another script to this test's browser), which would take the page over in turn.
    await page.goto(`${WEB_URL}/faq`, { waitUntil: 'commit' })
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(next)
  })
})

describe('the install page', () => {
  it('is where the footer sends a player for the app, and explains Android and iPhone without JavaScript', async () => {
    const page = await openPageWithoutJavaScript(browser, { width: 360 })
    await page.goto(`${WEB_URL}/home`)
    const footerLinks = page.locator('.site-footer .store-badge')
    expect(await footerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/app#android',
      '/app#iphone',
    ])
    await footerLinks.first().click()
    await page.waitForURL(`${WEB_URL}/app#android`)
    expect(await page.locator('h1').innerText()).toBe('Install the 9ja Lottery app')
    expect(await page.locator('#android li').allInnerTexts()).toContain('Tap Install app or Add to Home screen, then Install.')
    expect(await page.locator('#iphone li').allInnerTexts()).toContain('Scroll down, tap Add to Home Screen, then Add.')
    // The Install button needs the browser's offer, which only a script can take.
    expect(await page.getByTestId('install-app').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
