import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer, launchFromLobbyOnPhone, launchRoyaleInLobby, ROYALE_IN_LOBBY } from './games-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

describe.each([360, 1280])('games lobby at %i px', (width) => {
  const mobile = width <= 768

  it('switches among the six categories by query, shows cards, grids and the empty state', async () => {
    const page = await openPage(browser, { width })
    await page.goto(`${WEB_URL}/virtual`)
    const lobby = page.getByTestId('lobby')
    expect(await lobby.getAttribute('data-category')).toBe('0')
    for (const card of ['Virtual Games', 'Sports Betting', 'Casino']) await page.getByRole('heading', { name: card }).waitFor()
    await page.getByTestId('signup-banner').waitFor()

    if (mobile) {
      expect(await page.getByRole('link', { name: 'Aviator Games' }).isVisible()).toBe(false)
      await page.getByRole('button', { name: 'Show Menu' }).click()
    }
    await page.getByRole('link', { name: 'Aviator Games' }).click()
    await page.waitForURL(`${WEB_URL}/virtual?id=3`)
    // The crash games (crash.test.ts checks all five there).
    await page.getByTestId('game-grid').getByText('Jet Crash', { exact: true }).waitFor()
    // The number games (numbers/visitor.test.ts checks all four there); a search matching nothing is the empty state.
    await page.goto(`${WEB_URL}/virtual?id=5`)
    await page.getByTestId('game-grid').getByText('Perfect Guess', { exact: true }).waitFor()
    await page.goto(`${WEB_URL}/virtual?search=no-such-game`)
    await page.getByText('No games available').waitFor()
    await page.goto(`${WEB_URL}/virtual?id=1`)
    for (const name of ['Spin Games', 'Sports Virtual', 'Number Games']) await page.getByRole('link', { name }).first().waitFor()
  })

  it('gives the Spin it screen its amount rules and back arrow, and asks a visitor to log in before launching', async () => {
    const page = await openPage(browser, { width })
    await page.goto(`${WEB_URL}/virtual?id=2`)
    const entry = page.getByTestId('spin-entry')
    const playNow = entry.getByRole('button', { name: 'Play Now' })
    const dialog = new Promise<string>((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))))
    await playNow.click()
    expect(await dialog).toBe('Please select an amount first!')
    await entry.getByLabel('Amount (₦)').fill('99')
    expect(await playNow.isDisabled()).toBe(true)
    await entry.getByLabel('Amount (₦)').fill('250')
    expect(await playNow.isDisabled()).toBe(false)

    await page.getByTestId('game-grid').getByRole('button', { name: 'Play Now' }).click()
    await page.getByText('Kindly login to continue').first().waitFor()

    await entry.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(`${WEB_URL}/virtual?id=1`)
  })
})

describe('lobby search and the All view cards', () => {
  it('filters games by title in any case, from the query, the All view box (without JavaScript too) and the dashboard search', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/virtual?search=ROYALE`)
    const grid = page.getByTestId('game-grid')
    await grid.getByRole('heading', { name: 'Spin 2 Win Royale' }).waitFor()
    expect(await grid.getByRole('heading').allTextContents()).toEqual(['Spin 2 Win Royale'])
    await page.goto(`${WEB_URL}/virtual?search=no-such-game`)
    await page.getByText('No games available').waitFor()

    // Typing filters after the spec's 500 ms, without pressing Search.
    await page.goto(`${WEB_URL}/virtual`)
    await page.getByRole('searchbox', { name: 'Search games' }).pressSequentially('spin it')
    await page.waitForURL(`${WEB_URL}/virtual?search=spin+it`)
    await page.getByTestId('game-grid').getByRole('heading', { name: 'Spin It' }).waitFor()

    const withoutScript = await openPageWithoutJavaScript(browser, { width: 360 })
    await withoutScript.goto(`${WEB_URL}/virtual`)
    await withoutScript.getByRole('searchbox', { name: 'Search games' }).fill('royale')
    await withoutScript.getByRole('button', { name: 'Search', exact: true }).click()
    await withoutScript.waitForURL(`${WEB_URL}/virtual?search=royale`)
    expect(await withoutScript.getByTestId('game-grid').getByRole('heading').allTextContents()).toEqual(['Spin 2 Win Royale'])

    const player = await createFundedPlayer(0)
    const dashboard = await openPage(browser, { width: 360 })
    await logIn(dashboard, player)
    await dashboard.goto(`${WEB_URL}/dashboard`)
    await dashboard.getByLabel('Search games').first().fill('royale')
    await dashboard.getByTestId('dashboard-search').click()
    await dashboard.waitForURL(`${WEB_URL}/virtual?search=royale`)
    // The address changes first; the lobby renders in a transition after it.
    await dashboard.getByTestId('game-grid').getByRole('heading', { name: 'Spin 2 Win Royale' }).waitFor()
    expect(await dashboard.getByTestId('game-grid').getByRole('heading').allTextContents()).toEqual(['Spin 2 Win Royale'])
  })

  it('sends Virtual Games to the virtual sports category and Casino to Casino Games', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/virtual`)
    await page.getByTestId('lobby-card-virtual').click()
    await page.waitForURL(`${WEB_URL}/virtual?id=4`)
    await page.locator('[data-testid="lobby"][data-category="4"]').waitFor()
    await page.goto(`${WEB_URL}/virtual`)
    await page.getByTestId('lobby-card-casino').click()
    await page.waitForURL(`${WEB_URL}/dashboard/spinit`)
    await page.getByRole('heading', { name: 'Casino Games', level: 1 }).waitFor()
  })
})

describe('launching from the logged-in lobby', () => {
  it('opens a game in a frame sized by its resize-iframe messages, closed by X or a category change', async () => {
    const player = await createFundedPlayer(0)
    const page = await openPage(browser, { width: 1280 })
    await launchRoyaleInLobby(page, player)
    const frame = page.getByTestId('game-frame').locator('iframe')
    await frame.waitFor()
    expect(await frame.getAttribute('src')).toMatch(/^\/play\/spin2win-royale\?launch=[\w-]+&device=desktop$/)
    const table = page.frameLocator('[data-testid="game-frame"] iframe').getByTestId('roulette-table')
    await table.waitFor()
    // The frame takes the game's own height from its message.
    await expect
      .poll(async () => {
        const [frameHeight, contentHeight] = await Promise.all([
          frame.evaluate((element) => element.getBoundingClientRect().height),
          frame.evaluate((element) => (element as HTMLIFrameElement).contentDocument!.documentElement.scrollHeight),
        ])
        return Math.abs(frameHeight - contentHeight) <= 2
      })
      .toBe(true)
    // A message from another window of the page is ignored.
    const before = await frame.evaluate((element) => element.getBoundingClientRect().height)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          // Listeners run in the order they were added: when this one runs, the page's own has had the
          // message, and a frame later any render it caused is done.
          window.addEventListener('message', () => requestAnimationFrame(() => resolve()), { once: true })
          window.postMessage({ type: 'resize-iframe', height: 50 }, window.location.origin)
        }),
    )
    expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(before)

    await page.getByRole('button', { name: 'Close game' }).click()
    await page.getByTestId('game-frame').waitFor({ state: 'detached' })
    await page.getByTestId('game-grid').getByRole('button', { name: 'Play Now' }).click()
    await page.getByTestId('game-frame').waitFor()
    await page.getByRole('link', { name: 'Sports Virtual' }).click()
    await page.waitForURL(`${WEB_URL}/dashboard/virtual?id=4`)
    // The URL changes before React commits the new category's render (a transition): wait for that render.
    await page.locator('[data-testid="lobby"][data-category="4"]').waitFor()
    expect(await page.getByTestId('game-frame').count()).toBe(0)
  })
})

describe('launching on a phone', () => {
  it('opens the game in the whole window, not in a frame under the site header, with its way back', async () => {
    const player = await createFundedPlayer(0)
    const page = await openPage(browser, { width: 360 })
    await launchFromLobbyOnPhone(page, player, ROYALE_IN_LOBBY)
    await page.locator('[data-testid="roulette-table"][data-hydrated="true"]').waitFor()
    expect(await page.getByTestId('game-frame').count()).toBe(0)
    expect(await page.locator('.site-header').count()).toBe(0)
    // The page change says the game opened: no "Success" toast over the game.
    expect(await page.getByTestId('toast').count()).toBe(0)
    await page.getByRole('link', { name: 'Back to Casino Games' }).click()
    await page.waitForURL(`${WEB_URL}/dashboard/spinit`)
  })
})

describe('sports page', () => {
  it("redirects a visitor to login on the server, with the spec's toast, with or without JavaScript", async () => {
    const answer = await fetch(`${WEB_URL}/sports-betting`, { redirect: 'manual' })
    expect([302, 303]).toContain(answer.status)
    expect(answer.headers.get('location')).toBe('/login?from=SportBetting')

    const visitor = await openPage(browser, { width: 360 })
    await visitor.goto(`${WEB_URL}/sports-betting`)
    await visitor.waitForURL(`${WEB_URL}/login?from=SportBetting`)
    await visitor.getByText('Kindly login to view page').first().waitFor()

    const withoutScript = await openPageWithoutJavaScript(browser, { width: 360 })
    await withoutScript.goto(`${WEB_URL}/sports-betting`)
    expect(withoutScript.url()).toBe(`${WEB_URL}/login?from=SportBetting`)
    await withoutScript.getByText('Kindly login to view page').first().waitFor()
  })

  it('tells a player, with no sportsbook configured, and goes to virtual football 3 s later, with or without JavaScript', async () => {
    const player = await createFundedPlayer(0)
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, player)
    await page.goto(`${WEB_URL}/sports-betting`)
    await page.getByText('Live sports currently not avaialble, redirecting you to virtual sports').first().waitFor()
    const shownAt = Date.now()
    // The sportsbook's menu as the spec lists it (no odds of its own), and the bet slip beside it.
    expect(await page.getByTestId('sportsbook-leagues').locator('li').count()).toBe(25)
    expect(await page.getByTestId('sportsbook-sports').locator('li').allTextContents()).toEqual([
      'Soccer',
      'Tennis',
      'Basketball',
      'Volleyball',
      'Handball',
      'Rugby',
      'Ice Hockey',
      'Table Tennis',
    ])
    expect(await page.getByTestId('sports-page').getByTestId('bet-slip').count()).toBe(1)
    await page.waitForURL(`${WEB_URL}/virtual-sports/virtual-football`, { timeout: 10_000 })
    expect(Date.now() - shownAt).toBeGreaterThan(2000)

    const withoutScript = await openPageWithoutJavaScript(browser, { width: 360 })
    await withoutScript.context().addCookies(await page.context().cookies())
    await withoutScript.goto(`${WEB_URL}/sports-betting`)
    await withoutScript.getByText('Live sports currently not avaialble, redirecting you to virtual sports').first().waitFor()
    await withoutScript.waitForURL(`${WEB_URL}/virtual-sports/virtual-football`, { timeout: 10_000 })
  })
})
