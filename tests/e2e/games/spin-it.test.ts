import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { E2E_SETTINGS } from '../../support/global-setup.ts'
import { WEB_URL } from '../../support/urls.ts'
import { logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer, SEGMENT, steerNextRound, walletBalance, type Player } from './games-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

const SPIN_MS = Number(E2E_SETTINGS.SPIN_IT_SPIN_MS)
const SPIN_AND_MODAL_MS = SPIN_MS + Number(E2E_SETTINGS.SPIN_IT_RESULT_DELAY_MS)

async function openGame(page: Page, player: Player) {
  await logIn(page, player, 'PlaySpinIt')
  await page.waitForURL(`${WEB_URL}/dashboard/spinit/play`)
  await expect.poll(() => page.getByTestId('balance-pill').textContent()).toContain('₦')
}

async function expectRotationFor(page: Page, index: number) {
  await expect.poll(() => page.getByTestId('spin-wheel').getAttribute('data-rotation')).toBe(String(1800 - 15 * index - 2))
}

describe('Spin It', () => {
  it('plays a loss, a free spin and a win through each result modal, with the balance following', async () => {
    const player = await createFundedPlayer(1000)
    const page = await openPage(browser, { width: 1280 })
    await openGame(page, player)
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toBe('Balance: ₦1,000')

    // A loss: 'Loading' during the call, the spin to 1800 − 15·index − 2, then 'You Lose' after the
    // pause (the settings in force: the spec's 8 s and 2 s, halved for the suite).
    await steerNextRound(player, 24, SEGMENT.lose)
    // When the wheel is sent on its turn and when the result opens, timed in the page.
    await page.evaluate(() => {
      const times: { turned?: number; result?: number } = {}
      Object.assign(window, { spinTimes: times })
      new MutationObserver(() => {
        const wheel = document.querySelector('[data-testid="spin-wheel"]')
        if (!times.turned && wheel && wheel.getAttribute('data-rotation') !== '0') times.turned = performance.now()
        if (!times.result && document.querySelector('[data-testid="spin-result"]')) times.result = performance.now()
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    const spinButton = page.getByRole('button', { name: /Spin Now|Loading/ })
    await spinButton.click()
    await expectRotationFor(page, SEGMENT.lose)
    expect(await page.getByTestId('spin-wheel').evaluate((wheel) => getComputedStyle(wheel).transitionDuration)).toBe(`${SPIN_MS / 1000}s`)
    expect(await page.getByTestId('spin-result').count()).toBe(0)
    await page.getByTestId('spin-result').waitFor({ timeout: SPIN_AND_MODAL_MS + 10_000 })
    const { turned, result } = await page.evaluate(() => (window as unknown as { spinTimes: { turned: number; result: number } }).spinTimes)
    // The wheel is sent on its turn two frames after the timers start: the modal comes no sooner than the spin and pause less those frames.
    expect(result - turned).toBeGreaterThanOrEqual(SPIN_AND_MODAL_MS - 100)
    expect(await page.getByTestId('spin-result').textContent()).toContain('You Lose')
    await page.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toBe('Balance: ₦900')

    // 'spin-again' holds a free spin; Spin Again plays it (steered to x2) without a stake.
    await steerNextRound(player, 24, SEGMENT.spinAgain)
    await spinButton.click()
    await page.getByTestId('spin-result').waitFor({ timeout: SPIN_AND_MODAL_MS + 10_000 })
    expect(await page.getByTestId('spin-result').getAttribute('data-result')).toBe('spin-again')
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toBe('Balance: ₦800')
    await steerNextRound(player, 24, SEGMENT.x2)
    await page.getByRole('button', { name: 'Spin Again' }).click()
    await expectRotationFor(page, SEGMENT.x2)
    await page.getByTestId('spin-result').waitFor({ timeout: SPIN_AND_MODAL_MS + 10_000 })
    expect(await page.getByTestId('spin-result').textContent()).toContain('Congratulations! you have won ₦200 of your bet')
    await page.getByRole('button', { name: 'Cash Out' }).click()
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toBe('Balance: ₦1,000')
    expect(await walletBalance(player)).toBe(1000)
  })

  it('keeps the nav balance and the pill at the pre-spin balance until the result modal opens', async () => {
    const player = await createFundedPlayer(1000)
    const page = await openPage(browser, { width: 1280 })
    await openGame(page, player)
    const pill = page.getByTestId('balance-pill')
    const navBalance = page.getByTestId('wallet-balance-button').first()
    await expect.poll(() => pill.textContent()).toBe('Balance: ₦1,000')
    await expect.poll(() => navBalance.textContent()).toContain('₦1,000')

    // Two rounds: the second also covers a balance that the page has already reloaded once.
    for (const [before, after] of [
      ['₦1,000', '₦900'],
      ['₦900', '₦800'],
    ] as const) {
      await steerNextRound(player, 24, SEGMENT.lose)
      await page.getByRole('button', { name: 'Spin Now' }).click()
      // The wheel turns (Spin Now held back until it stops): the page has the spin's answer, new balance and all.
      await page.getByRole('button', { name: 'Spin Now', disabled: true }).waitFor()
      await expect.poll(() => walletBalance(player)).toBe(Number(after.slice(1).replace(',', '')))
      expect(await pill.textContent()).toBe(`Balance: ${before}`)
      expect(await navBalance.textContent()).toContain(before)
      expect(await page.getByTestId('spin-result').count()).toBe(0)

      await page.getByTestId('spin-result').waitFor({ timeout: SPIN_AND_MODAL_MS + 10_000 })
      // Then both ask the wallet for the balance: a request, which a loaded machine may take seconds to answer.
      await expect.poll(() => pill.textContent()).toBe(`Balance: ${after}`)
      await expect.poll(() => navBalance.textContent()).toContain(after)
      await page.getByRole('button', { name: 'Done' }).click()
    }
  })

  it('confirms a price change, restores on cancel, and enforces the minimum', async () => {
    const player = await createFundedPlayer(500)
    const page = await openPage(browser, { width: 360 })
    await openGame(page, player)
    const amount = page.getByLabel('Bet Amount')
    expect(await amount.inputValue()).toBe('100')
    await amount.fill('2a0x0')
    expect(await amount.inputValue()).toBe('200')
    await page.getByRole('heading', { name: 'Spin It' }).click()
    await page.getByText('Are you sure you want to update the price to 200?').waitFor()
    await page.getByRole('button', { name: 'No! Cancel' }).click()
    expect(await amount.inputValue()).toBe('100')

    await amount.fill('50')
    await page.getByText('The least amount is N100').waitFor()
    expect(await page.getByRole('button', { name: 'Spin Now' }).isDisabled()).toBe(true)

    await amount.fill('200')
    await page.getByRole('heading', { name: 'Spin It' }).click()
    await steerNextRound(player, 24, SEGMENT.lose)
    await page.getByRole('button', { name: 'Yes, Continue' }).click()
    await page.getByTestId('spin-result').waitFor({ timeout: SPIN_AND_MODAL_MS + 10_000 })
    await expect.poll(() => walletBalance(player)).toBe(300)

    // Mobile back arrow goes to the Spin Games lobby.
    await page.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(`${WEB_URL}/dashboard/virtual?id=2`)
  })

  it('pre-fills the deposit with the amount missing for the bet, not the bet', async () => {
    const player = await createFundedPlayer(150)
    const page = await openPage(browser, { width: 1280 })
    await openGame(page, player)
    await page.getByLabel('Bet Amount').fill('400')
    await page.getByRole('heading', { name: 'Spin It' }).click()
    await page.getByRole('button', { name: 'Yes, Continue' }).click()
    await page.getByText('INSUFFICIENT BALANCE').first().waitFor()
    await page.waitForURL((url) => url.pathname === '/dashboard/wallet' && url.searchParams.get('selectedAmount') === '250')
    await expect.poll(() => page.getByTestId('deposit-amount').inputValue()).toBe('250')
    expect(await walletBalance(player)).toBe(150)
  })

  it('sends a visitor to login and a player without ₦100 to fund the wallet', async () => {
    const visitor = await openPage(browser, { width: 1280 })
    await visitor.goto(`${WEB_URL}/dashboard/spinit/play`)
    await visitor.getByRole('button', { name: 'Spin Now' }).click()
    await visitor.waitForURL(`${WEB_URL}/login?from=PlaySpinIt`)

    const broke = await createFundedPlayer(0)
    const page = await openPage(browser, { width: 1280 })
    await openGame(page, broke)
    await page.getByRole('button', { name: 'Spin Now' }).click()
    await page.getByText('You need to fund your wallet to play').first().waitFor()
    await page.waitForURL((url) => url.pathname === '/dashboard/wallet' && url.searchParams.get('redirect') === 'PlaySpinIt')
  })
})
