import { formatNaira } from '@9ja/money'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WALLET_URL, WEB_URL } from '../../support/urls.ts'
import { gotoPage, logInThroughPage } from '../accounts/accounts-support.ts'
import { installOneRoundChain, openCrashGame, roundOfChain, waitForRound } from './crash-support.ts'
import { createFundedPlayer, walletBalance, type Player } from './games-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

const CRASH_GAMES = ['Jet Crash', 'Danfo Crash', 'Fire Crash', 'Bank Heist', 'Ball Joggle']
const SLUGS = ['jet-crash', 'danfo-crash', 'fire-crash', 'bank-heist', 'ball-joggle']

async function history(player: Player) {
  const response = await fetch(`${WALLET_URL}/agent/trasaction-history`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: player.token }),
  })
  return ((await response.json()) as { data: { description: string; transType: string; amount: number }[] }).data
}

async function setStake(page: Page, slot: 0 | 1, amount: number) {
  await page.getByTestId(`bet-panel-${slot}`).getByLabel('Amount (₦)').fill(String(amount))
}

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
    await expect.poll(() => walletBalance(cashier)).toBe(800 + won)
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

describe.each([360, 1280])('the crash games at %i px', (width) => {
  it('lay out every game without horizontal overflow, with the controls and limits in reach', async () => {
    const player = await createFundedPlayer(0)
    const page = await openPage(browser, { width })
    await logInThroughPage(page, player)
    for (const slug of SLUGS) {
      await gotoPage(page, `/play/${slug}`)
      await page.waitForSelector(`[data-testid="crash-stage"][data-game="${slug}"]`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      for (const control of ['bet-button-0', 'bet-button-1', 'crash-limits']) {
        const box = (await page.getByTestId(control).boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
      expect(await page.getByTestId('crash-limits').textContent()).toContain('97%')
    }
  })
})

describe('how to play', () => {
  it("is told once, in the panel every game has, in the player's language and with the settings in force", async () => {
    const player = await createFundedPlayer(0)
    const page = await openCrashGame(browser, player, 'jet-crash', 360)
    expect(await page.locator('.crash-tabs').getByRole('tab').allTextContents()).toEqual(['All bets', 'My bets'])
    const panel = page.getByTestId('how-to-play')
    await panel.getByText('How to play').click()
    await panel.getByText('Each round takes bets for 10 seconds.', { exact: false }).waitFor()
    await panel.getByText('it takes at most ₦49,504,950.49 of stakes', { exact: false }).waitFor()
    await panel.getByText('A bet is ₦100 to ₦', { exact: false }).waitFor()
    expect(await panel.locator('dt').allTextContents()).toContain('Most stakes per round')

    await page.context().addCookies([{ name: 'lng', value: 'pcm', url: WEB_URL }])
    await page.reload()
    await page.getByTestId('crash-game').waitFor()
    expect(await page.locator('.crash-tabs').getByRole('tab').allTextContents()).toEqual(['All bets', 'My bets'])
    await panel.getByText('How to play am').click()
    await panel.getByText('Every round dey take bet for 10 seconds.', { exact: false }).waitFor()
    await panel.getByText('e go take ₦49,504,950.49 stakes at most', { exact: false }).waitFor()
  })
})

describe('reduced motion', () => {
  it('keeps the artwork still and the numbers running', async () => {
    const player = await createFundedPlayer(0)
    const page = await openCrashGame(browser, player, 'ball-joggle', 360)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // A whole flight under reduced motion: from the next betting window on.
    await page.waitForSelector('[data-testid="crash-stage"][data-phase="betting"]', { timeout: 30_000 })
    await page.waitForSelector('[data-testid="crash-stage"][data-phase="flying"]', { timeout: 30_000 })
    const first = await page.getByTestId('crash-multiplier').textContent()
    await expect.poll(() => page.getByTestId('crash-multiplier').textContent()).not.toBe(first)
    expect(await page.locator('.crash-curve').getAttribute('d')).toBe('')
    expect(await page.locator('.joggle-ball').evaluate((ball) => getComputedStyle(ball).animationName)).toBe('none')
  })
})

describe('the lobby', () => {
  it("lists the five crash games under Aviator Games and launches one into the lobby's frame", async () => {
    const player = await createFundedPlayer(0)
    const page = await openPage(browser, { width: 1280 })
    await logInThroughPage(page, player)
    await gotoPage(page, '/virtual?id=3')
    const grid = page.getByTestId('game-grid')
    for (const title of CRASH_GAMES) await grid.getByText(title, { exact: true }).waitFor()
    await grid.getByRole('button', { name: 'Play Now' }).first().click()
    const game = page.frameLocator('[data-testid="game-frame"] iframe')
    await game.getByTestId('crash-game').waitFor()
    expect(await game.getByTestId('play-header').count()).toBe(0)
  })
})
