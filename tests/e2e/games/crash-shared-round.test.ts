import type { CrashTopWin } from '@9ja/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../support/browser.ts'
import { formatNaira } from '@9ja/money'
import { gotoPage } from '../accounts/accounts-support.ts'
import { history, installOneRoundChain, openCrashGame, roundOfChain, setStake, topWinsOf, waitForRound } from './crash-support.ts'
import { createFundedPlayer, nairaSum, walletBalance } from './games-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

describe('a crash round shared by two players', () => {
  it('shows both the same round; one cashes out, the other sees it live; balances, history, My Bets and /fairness agree', async () => {
    const [cashier, holder] = await Promise.all([createFundedPlayer(1000), createFundedPlayer(1000)])
    const [cashierPage, holderPage] = await Promise.all([
      openCrashGame(browser, cashier, 'jet-crash', 1280),
      openCrashGame(browser, holder, 'jet-crash', 360),
    ])
    // A round that flies long enough to cash out in (20x is 10 s of flight here) and crashes below 60x.
    const chain = await installOneRoundChain('jet-crash', (x100) => x100 >= 2000 && x100 < 6000)
    const roundId = await roundOfChain(chain.chainId)
    await Promise.all([waitForRound(cashierPage, roundId, 'betting'), waitForRound(holderPage, roundId, 'betting')])

    await setStake(cashierPage, 0, 200)
    await setStake(holderPage, 0, 100)
    await Promise.all([cashierPage.getByTestId('bet-button-0').click(), holderPage.getByTestId('bet-button-0').click()])
    for (const page of [cashierPage, holderPage]) {
      await page.waitForSelector('[data-testid="bet-button-0"][data-action="cancel"]')
      await expect.poll(() => page.getByTestId('crash-all-bets').locator('tbody tr').count()).toBe(2)
    }
    await expect.poll(() => walletBalance(cashier)).toBe(800)
    await expect.poll(() => cashierPage.getByTestId('balance-pill').textContent()).toBe('Balance: ₦800')

    // The flight: cash out once the multiplier has passed 1.5x.
    await waitForRound(cashierPage, roundId, 'flying')
    await cashierPage.waitForFunction(
      () => parseFloat(document.querySelector('[data-testid="crash-multiplier"]')?.textContent ?? '0') >= 1.5,
    )
    await cashierPage.getByTestId('bet-button-0').click()
    const result = cashierPage.getByTestId('bet-result-0')
    await result.waitFor()
    const [, multiplierText, wonText] = /cashed out at ([\d.]+)x and won ₦([\d,.]+)/.exec((await result.textContent()) ?? '')!
    const multiplier = Number(multiplierText)
    const won = Number(wonText!.replace(/,/g, ''))
    expect(multiplier).toBeGreaterThanOrEqual(1.5)
    expect(multiplier * 100).toBeLessThan(chain.crashX100)
    expect(won).toBe(Math.floor(200 * Math.round(multiplier * 100)) / 100)

    // The other player sees the cash-out in the live list while the round still flies.
    const cashedRow = holderPage.getByTestId('crash-all-bets').locator('tbody tr.crash-bet-won')
    await cashedRow.waitFor()
    expect(await cashedRow.locator('td').nth(1).textContent()).toBe('₦200')
    expect(await cashedRow.locator('td').nth(2).textContent()).toBe(`${multiplier.toFixed(2)}x`)
    expect(await holderPage.getByTestId('crash-stage').getAttribute('data-phase')).toBe('flying')
    expect(await holderPage.getByTestId('bet-button-0').getAttribute('data-action')).toBe('cash-out')

    // The crash: the holder's bet is lost; both see the crash point and the history chip.
    const crashPoint = `${(chain.crashX100 / 100).toFixed(2)}x`
    for (const page of [cashierPage, holderPage]) {
      await waitForRound(page, roundId, 'crashed')
      expect(await page.getByTestId('crash-point').textContent()).toBe(crashPoint)
      expect(await page.getByTestId('crash-history').locator('button').first().textContent()).toBe(crashPoint)
    }
    await holderPage.getByTestId('bet-result-0').getByText('Lost ₦100').waitFor()

    // Money: exactly the stake and the win.
    await expect.poll(() => walletBalance(cashier)).toBe(nairaSum(800, won))
    await expect.poll(() => walletBalance(holder)).toBe(900)
    await expect.poll(() => cashierPage.getByTestId('balance-pill').textContent()).toBe(`Balance: ${formatNaira(800 + won)}`)
    await expect.poll(() => holderPage.getByTestId('balance-pill').textContent()).toBe('Balance: ₦900')
    const cashierLines = await history(cashier)
    expect(cashierLines.slice(0, 2)).toMatchObject([
      {
        description: `Jet Crash: cashed out at ${multiplier.toFixed(2)}x, won ${formatNaira(won)} (round ${roundId})`,
        transType: 'credit',
        amount: won,
      },
      { description: `Jet Crash: bet ₦200 (round ${roundId})`, transType: 'debit', amount: 200 },
    ])
    expect((await history(holder))[0]).toMatchObject({ description: `Jet Crash: bet ₦100 (round ${roundId})`, amount: 100 })

    // My Bets: the cashier's round with its stake, multiplier and win.
    await cashierPage.getByRole('tab', { name: 'My bets' }).click()
    const mine = cashierPage.getByTestId('crash-my-bets').locator('tbody tr').first()
    await mine.waitFor()
    expect(await mine.getAttribute('data-status')).toBe('cashed-out')
    expect(await mine.locator('td').nth(2).textContent()).toBe(`${multiplier.toFixed(2)}x`)

    // Top wins: the game's largest cash-outs of today and of this month, row for row as the wallet-service
    // ranks them, the cashier's among them unless the suite's other players won ten larger ones.
    const cashierBetId = Number(await mine.getAttribute('data-bet-id'))
    await holderPage.getByRole('tab', { name: 'Top wins' }).click()
    const topWins = holderPage.getByTestId('crash-top-wins')
    for (const period of ['day', 'month'] as const) {
      await topWins.getByRole('tab', { name: period === 'day' ? 'Today' : 'This month' }).click()
      const rowOf = (win: CrashTopWin) => [
        String(win.betId),
        win.player,
        formatNaira(win.amount),
        `${win.multiplier.toFixed(2)}x`,
        formatNaira(win.win),
      ]
      let listed: CrashTopWin[] = []
      await expect
        .poll(async () => {
          listed = await topWinsOf('jet-crash', period)
          const shown = await holderPage
            .locator(`[data-testid="crash-top-wins"][data-period="${period}"] tbody tr`)
            .evaluateAll((rows) =>
              rows.map((row) => [row.getAttribute('data-bet-id'), ...[...row.querySelectorAll('td')].map((cell) => cell.textContent)]),
            )
          return { shown, listed: listed.map(rowOf) }
        })
        .toSatisfy(({ shown, listed: expected }) => expected.length > 0 && JSON.stringify(shown) === JSON.stringify(expected))
      expect(listed.map((win) => win.win)).toEqual([...listed.map((win) => win.win)].sort((a, b) => b - a))
      if (listed.length < 10 || listed.at(-1)!.win <= won) expect(listed.map((win) => win.betId)).toContain(cashierBetId)
    }

    // The history chip opens the round's fairness details; /fairness verifies it in the browser.
    await holderPage.getByTestId('crash-history').locator('button').first().click()
    await holderPage.getByTestId('crash-chip-details').getByText(chain.seed).waitFor()
    await gotoPage(cashierPage, '/fairness?crash=jet-crash')
    const row = cashierPage.locator(`[data-testid="crash-fairness-round"][data-round-id="${roundId}"]`)
    expect(await row.locator('td').nth(2).textContent()).toBe(chain.seed)
    await row.getByRole('button', { name: 'Verify' }).click()
    await row.locator('[data-testid="crash-verify-result"][data-state="verified"]').waitFor()
    await row.getByRole('button', { name: 'Check the chain to the commitment' }).click()
    await row.locator('[data-testid="crash-walk-result"][data-state="reached"]').waitFor()
  })
})
