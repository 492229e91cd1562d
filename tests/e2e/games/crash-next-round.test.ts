import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../support/browser.ts'
import { installOneRoundChain, openCrashGame, roundOfChain, waitForRound } from './crash-support.ts'
import { createFundedPlayer, walletBalance } from './games-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

describe('a crash round shared by two players', () => {
  it('queues a bet pressed during the flight for the next round, and refunds a bet cancelled before its flight', async () => {
    const player = await createFundedPlayer(500)
    const page = await openCrashGame(browser, player, 'danfo-crash', 360)
    const chain = await installOneRoundChain('danfo-crash', (x100) => x100 >= 1000 && x100 < 3000)
    const roundId = await roundOfChain(chain.chainId)
    await waitForRound(page, roundId, 'flying')
    await page.getByTestId('bet-button-0').click()
    expect(await page.getByTestId('bet-button-0').getAttribute('data-action')).toBe('unqueue')
    await page.waitForSelector('[data-testid="bet-button-0"][data-action="cancel"]', { timeout: 40_000 })
    const nextRound = Number(await page.getByTestId('crash-game').getAttribute('data-round-id'))
    expect(nextRound).toBeGreaterThan(roundId)
    await expect.poll(() => walletBalance(player)).toBe(400)
    await page.getByTestId('bet-button-0').click()
    await page.waitForSelector('[data-testid="bet-button-0"][data-action="bet"]')
    await expect.poll(() => walletBalance(player)).toBe(500)
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toBe('Balance: ₦500')
  })
})
