import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { bankTransfer, player } from '../wallet/wallet-support.ts'
import { gotoPage, logIn } from './accounts-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

/** Types an amount into the wallet's deposit form and sends it. */
async function askToDeposit(page: Page, amount: string) {
  await gotoPage(page, '/dashboard/wallet?deposit')
  await page.getByTestId('deposit-amount').fill(amount)
  await page.getByTestId('deposit-submit').click()
}

/**
 * Moves the page's clock (installed by the test) on by `ms` at once, as if the player had played that
 * long: timers are held while the time jumps, and a key press counts as activity at the new time, so
 * the inactivity logout sees a player who is still there.
 */
async function playFor(page: Page, ms: number) {
  // A moment ahead: the page's time runs on while the test asks for it.
  const now = (await page.evaluate(() => Date.now())) + 1000
  await page.clock.pauseAt(now)
  await page.clock.setSystemTime(now + ms)
  await page.keyboard.press('Shift')
  await page.clock.resume()
}

describe.each([360, 1280])('player protection at %i px', (width) => {
  it('sets a daily deposit limit, and a deposit past it is refused with the limit and what is left', async () => {
    const tunde = await player('Tunde Limit')
    const page = await openPage(browser, { width })
    await logIn(page, tunde)
    await gotoPage(page, '/dashboard/settings/limits')
    await page.getByText('A higher limit, or removing one, takes effect 24 hours after you ask').waitFor()
    await page.getByTestId('limit-depositDay').fill('1000')
    await page.getByTestId('limits-submit').click()
    await page.getByText('Your limits are saved.', { exact: false }).first().waitFor()
    await expect.poll(() => page.getByTestId('limit-depositDay').inputValue()).toBe('1000')

    await askToDeposit(page, '600')
    await page.getByTestId('deposit-dialog').waitFor()
    await page.getByTestId('deposit-done').click()
    await bankTransfer(tunde.depositCode, '600')

    await askToDeposit(page, '500')
    await page
      .getByTestId('toast')
      .filter({ hasText: 'This deposit would take you past your daily deposit limit of ₦1,000 (₦400 left today).' })
      .waitFor()
    expect(await page.getByTestId('deposit-dialog').count()).toBe(0)

    await gotoPage(page, '/dashboard/settings/limits')
    expect(await page.getByTestId('limit-depositDay-hint').textContent()).toContain('Deposited today: ₦600.')
  })

  it('takes a 24-hour time-out: a banner on every page, deposits refused, and login says when it ends', async () => {
    const kemi = await player('Kemi Break')
    const page = await openPage(browser, { width })
    await logIn(page, kemi)
    await gotoPage(page, '/dashboard/settings/time-out')
    await page.getByText('A time-out cannot be shortened or ended early.').waitFor()
    await page.getByLabel('24 hours').check()
    // A time-out cannot be undone: without the confirmation it is refused and nothing starts.
    await page.getByTestId('time-out-submit').click()
    await page.getByTestId('breaks-panel').getByText('Tick the box to confirm you understand.').waitFor()
    expect(await page.getByTestId('restriction-notice').count()).toBe(0)
    await page.getByTestId('time-out-understood').check()
    await page.getByTestId('time-out-submit').click()
    await page.getByText('Your time-out has started.', { exact: false }).first().waitFor()
    const banner = page.getByTestId('restriction-notice')
    await banner.waitFor()
    expect(await banner.textContent()).toMatch(/^You are on a time-out until \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Lagos time\)\./)
    expect(await page.getByTestId('break-in-force').textContent()).toContain('You are on a time-out from')

    await askToDeposit(page, '100')
    await page.getByTestId('toast').filter({ hasText: 'You are on a time-out until' }).waitFor()
    // The lobby says so before it opens a game that would refuse every stake.
    await gotoPage(page, '/dashboard/virtual?id=2')
    await page.getByTestId('game-grid').getByRole('button', { name: 'Play Now' }).first().click()
    await page.getByTestId('toast').filter({ hasText: 'Betting and deposits are paused until then' }).waitFor()
    expect(await page.getByTestId('game-frame').count()).toBe(0)
    // Marketing stops: no offers to play while on a break.
    await gotoPage(page, '/promotions')
    await page.getByTestId('promotions-withheld').waitFor()
    expect(await page.locator('.promotion').count()).toBe(0)

    await gotoPage(page, '/dashboard/settings/logout')
    await page.getByTestId('logout-confirm').click()
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'), { timeout: 10_000 })

    await gotoPage(page, '/login')
    await page.getByLabel('Phone number or email').fill(kemi.emailAddress)
    await page.getByLabel('Password').fill(kemi.password)
    await page.getByTestId('login-submit').click()
    const toast = page.getByTestId('toast').filter({ hasText: 'login successfully' })
    await toast.waitFor()
    expect(await toast.textContent()).toContain('You are on a time-out until')
    expect(await toast.textContent()).toContain('Betting and deposits are paused until then; you can still withdraw.')
    await page.waitForURL(`${WEB_URL}/dashboard`, { timeout: 10_000 })
    await page.getByTestId('restriction-notice').waitFor()
  })

  it('shows the reality check at the chosen interval, with Continue and Stop', async () => {
    const bola = await player('Bola Reality')
    const page = await openPage(browser, { width })
    await page.clock.install()
    await logIn(page, bola)
    await gotoPage(page, '/dashboard/settings/reality-check')
    await page.getByTestId('session-summary').waitFor()
    expect(await page.getByTestId('session-net').textContent()).toBe('₦0')
    await page.getByLabel('15 minutes').check()
    await page.getByTestId('reality-check-submit').click()
    await page.getByText('The reality check now comes every 15 minutes.').first().waitFor()

    const check = page.getByTestId('reality-check')
    let checksAsked = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/resources/reality-check') checksAsked++
    })
    await playFor(page, 14 * 60_000)
    // The check's timer looks at the clock every second: run the page's timers past a look or two.
    await page.clock.runFor(2000)
    expect(await check.count()).toBe(0)
    expect(checksAsked).toBe(0)
    await playFor(page, 60_000)
    await check.waitFor()
    expect(await check.textContent()).toMatch(/You have been playing for 1[56] minutes\./)
    expect(await page.getByTestId('reality-check-net').textContent()).toBe('Net result this session: ₦0 (staked ₦0, won ₦0).')
    await page.getByTestId('reality-check-continue').click()
    await check.waitFor({ state: 'detached' })

    await playFor(page, 15 * 60_000)
    await check.waitFor()
    expect(await check.textContent()).toMatch(/You have been playing for 3[01] minutes\./)
    await page.getByTestId('reality-check-stop').click()
    await page.getByText('You stopped playing and are logged out.', { exact: false }).first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/home')
    await gotoPage(page, '/dashboard/settings/limits')
    expect(new URL(page.url()).pathname).toBe('/login')
  })
})
