import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../support/browser.ts'
import { WALLET_URL } from '../../support/urls.ts'
import { installOneRoundChain, openCrashGame, roundOfChain, setStake, waitForRound } from './crash-support.ts'
import { createFundedPlayer, walletBalance } from './games-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

describe('a full round', () => {
  it('refuses, in the panel, the bet that would take the round past what it can pay, and takes no money', async () => {
    const [filler, late] = await Promise.all([createFundedPlayer(500), createFundedPlayer(500)])
    const page = await openCrashGame(browser, late, 'bank-heist', 360)
    const chain = await installOneRoundChain('bank-heist', () => true)
    const roundId = await roundOfChain(chain.chainId)
    await waitForRound(page, roundId, 'betting')
    const placed = await fetch(`${WALLET_URL}/agent/crash/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: filler.token, game: 'bank-heist', amount: 500 }),
    }).then((response) => response.json())
    expect(placed.data.roundId).toBe(roundId)
    await setStake(page, 0, 500)
    await page.getByTestId('bet-button-0').click()
    await page.getByTestId('toast').getByText('This round is full: bets are closed at ₦990.09 of stakes').waitFor()
    expect(await page.getByTestId('bet-button-0').getAttribute('data-action')).toBe('bet')
    expect(await walletBalance(late)).toBe(500)
  })
})

describe('auto cash-out', () => {
  it('is paid by the server at exactly the target, with the panel, the live list and the balance following', async () => {
    const player = await createFundedPlayer(500)
    const page = await openCrashGame(browser, player, 'fire-crash', 360)
    // A crash well past the 2x target (5x comes 3 s of flight after it), so the round is still flying when the page shows the win.
    const chain = await installOneRoundChain('fire-crash', (x100) => x100 >= 500 && x100 < 1000)
    const roundId = await roundOfChain(chain.chainId)
    await waitForRound(page, roundId, 'betting')
    const panel = page.getByTestId('bet-panel-1')
    await panel.getByRole('checkbox').check()
    await panel.getByLabel('Auto cash-out at (x)').fill('2')
    await page.getByTestId('bet-button-1').click()
    await page.waitForSelector('[data-testid="bet-button-1"][data-action="cancel"]')
    await panel.getByText('You cashed out at 2.00x and won ₦200').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('crash-stage').getAttribute('data-phase')).toBe('flying')
    expect(await page.getByTestId('crash-all-bets').locator('tbody tr.crash-bet-won td').nth(2).textContent()).toBe('2.00x')
    await expect.poll(() => walletBalance(player)).toBe(600)
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toBe('Balance: ₦600')
  })
})
