import AxeBuilder from '@axe-core/playwright'
import { formatNaira } from '@9ja/money'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { gotoPage, logIn, walletPost } from '../accounts/accounts-support.ts'
import { installOneRoundChain, roundOfChain, setStake } from './crash-support.ts'
import { createFundedPlayer, launchFromLobbyOnPhone, walletBalance, type Player } from './games-support.ts'

// Issue 21 items 12, 13, 15 and 17: a crash game played in the lobby's frame, with the lobby around it.
const GAME = 'danfo-crash'
const TITLE = 'Danfo Crash'
const IN_LOBBY = { category: 3, title: TITLE, slug: GAME }
// The auto-bet tests only need rounds to come and go, without steering one: Ball Joggle runs the suite's
// shortest loop (a 5 s betting window, global-setup.ts), where Danfo takes bets for 10 s for the steered rounds.
const SHORT_LOOP = { slug: 'ball-joggle', title: 'Ball Joggle' }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

/**
 * Logs the player in, opens Aviator Games and launches the game into the lobby's frame; answers once
 * React has hydrated the game (a tab clicked before that did nothing on a loaded machine).
 */
async function launchInLobby(page: Page, player: Player, title = TITLE): Promise<FrameLocator> {
  await logIn(page, player)
  await gotoPage(page, '/dashboard/virtual?id=3')
  await page.getByTestId('game-grid').locator('li', { hasText: title }).getByRole('button', { name: 'Play Now' }).click()
  const game = page.frameLocator('[data-testid="game-frame"] iframe')
  await game.locator('[data-testid="crash-game"][data-hydrated="true"]').waitFor()
  return game
}

/** What the lobby and its framed game show, for a failure's message: the pages' addresses, the game's round and phase, the first panel's button and what the pages said. */
async function gameState(page: Page, game: FrameLocator): Promise<string> {
  const root = game.locator('[data-testid="crash-game"]')
  return JSON.stringify({
    lobby: page.url(),
    frames: page.frames().map((frame) => frame.url()),
    inactivityPrompt: await page.getByTestId('inactivity-prompt').isVisible(),
    gameFrames: await page.getByTestId('game-frame').count(),
    round: await root.getAttribute('data-round-id', { timeout: 2000 }).catch(() => null),
    phase: await game
      .getByTestId('crash-stage')
      .getAttribute('data-phase', { timeout: 2000 })
      .catch(() => null),
    button: await game
      .getByTestId('bet-button-0')
      .getAttribute('data-action', { timeout: 2000 })
      .catch(() => null),
    auto: await game
      .getByTestId('auto-bet-0')
      .textContent({ timeout: 2000 })
      .catch(() => null),
    toasts: [...(await page.getByTestId('toast').allTextContents()), ...(await game.getByTestId('toast').allTextContents())],
  })
}

const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))
const headerBalance = (page: Page) => page.getByTestId('wallet-balance-button').first().textContent()
const pillBalance = (game: FrameLocator) => game.getByTestId('balance-pill').textContent()

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('the lobby around a crash game', () => {
  it("follows the game's balance in the site header after a bet and its settlement (item 12)", async () => {
    const player = await createFundedPlayer(2000)
    const page = await openPage(browser, { width: 1280 })
    const game = await launchInLobby(page, player)
    await expect.poll(() => headerBalance(page)).toBe('Wallet: ₦2,000')

    // A round that reaches 2x: the bet cashes out at 1.5x on its own.
    const chain = await installOneRoundChain(GAME, (x100) => x100 >= 200 && x100 < 5000)
    const roundId = await roundOfChain(chain.chainId)
    await game.locator(`[data-testid="crash-game"][data-round-id="${roundId}"] [data-testid="crash-stage"][data-phase="betting"]`).waitFor({
      timeout: 40_000,
    })
    const panel = game.getByTestId('bet-panel-0')
    await panel.getByLabel('Amount (₦)').fill('500')
    await panel.getByRole('checkbox').check()
    await panel.getByLabel('Auto cash-out at (x)').fill('1.5')
    await game.getByTestId('bet-button-0').click()
    await game
      .locator('[data-testid="bet-button-0"][data-action="cancel"]')
      .waitFor()
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nthe game: ${await gameState(page, game)}`)
      })
    // The header and the game's pill each follow the bet's answer on their own path: either may show it first.
    await expect.poll(() => headerBalance(page)).toBe('Wallet: ₦1,500')
    await expect.poll(() => pillBalance(game)).toBe('Balance: ₦1,500')

    await game.getByTestId('bet-result-0').getByText('You cashed out at 1.50x and won ₦750').waitFor({ timeout: 40_000 })
    await expect.poll(() => walletBalance(player)).toBe(2250)
    await expect.poll(() => headerBalance(page)).toBe('Wallet: ₦2,250')
    await expect.poll(() => pillBalance(game)).toBe('Balance: ₦2,250')
  })

  it("shows the whole in-game balance, clear of the frame's ✕ at its narrowest (800 px) and whole on a phone (item 13)", async () => {
    const player = await createFundedPlayer(49_320.5)
    // The frame is the desktop's: from 769 px up (a phone's width opens the game in the whole window).
    const page = await openPage(browser, { width: 800 })
    const game = await launchInLobby(page, player)
    await expect.poll(() => pillBalance(game)).toBe(`Balance: ${formatNaira(49_320.5)}`)

    const frame = (await page.getByTestId('game-frame').locator('iframe').boundingBox())!
    // Boxes inside the frame come in the lobby page's coordinates.
    const pill = (await game.getByTestId('balance-pill').boundingBox())!
    const close = (await page.getByTestId('game-frame').getByRole('button', { name: 'Close' }).boundingBox())!
    expect(overlap(pill, close)).toBe(false)
    expect(pill.x + pill.width).toBeLessThanOrEqual(frame.x + frame.width)
    expect(await game.getByTestId('balance-pill').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)

    const phone = await openPage(browser, { width: 360 })
    await launchFromLobbyOnPhone(phone, player, IN_LOBBY)
    const phonePill = phone.getByTestId('balance-pill')
    await expect.poll(() => phonePill.textContent()).toBe(`Balance: ${formatNaira(49_320.5)}`)
    expect((await phonePill.boundingBox())!.x + (await phonePill.boundingBox())!.width).toBeLessThanOrEqual(360)
    expect(await phonePill.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  })

  it('opens the game in the whole window on a phone: the stage and both bet panels in view at 360x740, and a way back (item 16)', async () => {
    const player = await createFundedPlayer(1000)
    const page = await openPage(browser, { width: 360, height: 740 })
    await launchFromLobbyOnPhone(page, player, IN_LOBBY)
    await page.locator('[data-testid="crash-game"][data-hydrated="true"]').waitFor()
    expect(await page.getByTestId('game-frame').count()).toBe(0)
    // Without a scroll: the stage and both panels with their BET buttons lie inside the screen.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    for (const part of ['crash-stage', 'bet-panel-0', 'bet-panel-1', 'bet-button-0', 'bet-button-1']) {
      const box = (await page.getByTestId(part).boundingBox())!
      expect(box.y, part).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height, part).toBeLessThanOrEqual(740)
      expect(box.x + box.width, part).toBeLessThanOrEqual(360)
    }
    // A stage to watch, not a strip.
    expect((await page.getByTestId('crash-stage').boundingBox())!.height).toBeGreaterThanOrEqual(180)
    // The game's own page plays like the framed one: a bet from the first panel.
    await page.getByTestId('bet-button-0').click()
    await expect.poll(() => walletBalance(player)).toBeLessThan(1000)
    await page.getByRole('link', { name: 'Back to Aviator Games' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/virtual') && url.searchParams.get('id') === '3')
    // The lobby's games, or (when the game list could not be fetched) its message and the toast saying why.
    await page.locator('[data-testid="game-grid"], [data-testid="no-games"]').first().waitFor()
    expect(await page.getByTestId('no-games').count(), (await page.getByTestId('toast').allTextContents()).join(' | ')).toBe(0)
  })

  it("keeps the launch's 'Success' toast off the game's title (item 17)", async () => {
    // On a phone the page change says the game opened: no toast at all over it.
    const player = await createFundedPlayer(0)
    const phone = await openPage(browser, { width: 360 })
    await launchFromLobbyOnPhone(phone, player, IN_LOBBY)
    await phone.getByRole('heading', { name: TITLE }).waitFor()
    expect(await phone.getByTestId('toast').count()).toBe(0)

    const page = await openPage(browser, { width: 1280 })
    await logIn(page, player)
    await gotoPage(page, '/dashboard/virtual?id=3')
    await page.getByTestId('game-grid').locator('li', { hasText: TITLE }).getByRole('button', { name: 'Play Now' }).click()
    // The spec's toast of a launch (section 8) stays, top right, a few seconds: where it stood is kept, as it
    // may be gone by the time a loaded machine has drawn the game.
    const toast = page.getByTestId('toast').filter({ hasText: 'Success' })
    await toast.waitFor()
    const toastBox = (await toast.boundingBox())!
    const title = page.frameLocator('[data-testid="game-frame"] iframe').getByRole('heading', { name: TITLE })
    await title.waitFor()
    // The frame is scrolled into view: the title's place once the scroll is over.
    let titleBox = (await title.boundingBox())!
    await expect
      .poll(async () => {
        const before = titleBox.y
        titleBox = (await title.boundingBox())!
        return titleBox.y === before
      })
      .toBe(true)
    expect(overlap(toastBox, titleBox)).toBe(false)
  })

  it('keeps the player logged in while an auto-bet plays, and the reality check still comes (item 15)', async () => {
    const player = await createFundedPlayer(5000)
    expect((await walletPost('/agent/reality-check', { token: player.token, minutes: 15 })).status).toBe(200)
    const page = await openPage(browser, { width: 1280 })
    await page.clock.install()
    const game = await launchInLobby(page, player, SHORT_LOOP.title)
    const panel = game.getByTestId('bet-panel-0')
    await panel.getByRole('tab', { name: 'Auto' }).click()
    await panel.getByLabel('Rounds').fill('30')
    await panel.getByRole('button', { name: 'Start auto-bet' }).click()
    await game.getByTestId('auto-bet-0').getByText('Auto-bet on:', { exact: false }).waitFor()

    // From here no hand touches the page: two and a half minutes pass after each of the run's bets,
    // 17.5 in all, well past the five minutes of inactivity, and past the reality check's 15. Each jump
    // leaves the run 150 s (of real time) to open a round and bet before the five minutes are up: a
    // flight to a high multiplier on a loaded machine may take a minute.
    for (let step = 0; step < 7; step++) {
      await page.clock.fastForward(2.5 * 60_000)
      expect(await page.getByTestId('inactivity-prompt').isVisible()).toBe(false)
      expect(new URL(page.url()).pathname).toBe('/dashboard/virtual')
      // Two of the run's bets (without a cash-out every bet only takes its stake): the first may be one
      // already on its way at the jump, its round opened before it; the second's round surely opened
      // after it, so the lobby heard of the play (reportPlayingToParent) since the jump. Waiting for one
      // bet let the next jump find 300 s of inactivity in a clean-clone run.
      for (const bet of ['first', 'second']) {
        const before = await walletBalance(player)
        try {
          await expect.poll(() => walletBalance(player), { timeout: 140_000 }).toBeLessThan(before)
        } catch (error) {
          throw new Error(`${(error as Error).message}\n${bet} bet after jump ${step + 1}, the game: ${await gameState(page, game)}`)
        }
      }
    }
    await page.getByTestId('reality-check').waitFor()
    expect(await page.getByTestId('inactivity-prompt').isVisible()).toBe(false)
    expect(new URL(page.url()).pathname).toBe('/dashboard/virtual')
    // Fourteen bets, each well under the 140 s allowed, and the launch.
  }, 1_200_000)
})

describe('auto-bet and the records of crash bets (item 17)', () => {
  it('disables the manual bet while an auto-bet runs, its Stop meets AA contrast, and My Bets and the history list the bets', async () => {
    const player = await createFundedPlayer(3000)
    const page = await openPage(browser, { width: 360 })
    await logIn(page, player)
    await gotoPage(page, `/play/${SHORT_LOOP.slug}`)
    const panel = page.getByTestId('bet-panel-0')
    await setStake(page, 0, 100)
    await panel.getByRole('tab', { name: 'Auto' }).click()
    await panel.getByLabel('Rounds').fill('2')
    await panel.getByRole('button', { name: 'Start auto-bet' }).click()
    await panel.getByRole('button', { name: 'Stop auto-bet' }).waitFor()
    // It was the site's dark green outline on the dark panel (about 2.7:1).
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="auto-bet-0"]').withRules(['color-contrast']).analyze()
    expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([])
    // Whatever the round's phase, the panel never offers a manual bet while its run goes on.
    await page.waitForSelector('[data-testid="bet-button-0"][data-action="bet"]', { timeout: 40_000 })
    expect(await page.getByTestId('bet-button-0').isDisabled()).toBe(true)
    await page.getByText('Auto-bet finished its rounds.').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('bet-button-0').isEnabled()).toBe(true)

    // Both rounds' bets are settled: My Bets lists them with their stake, cash-out and win.
    await gotoPage(page, '/dashboard/bets?status=settled')
    const rows = page.getByTestId('my-crash-bets').getByTestId('my-crash-bet')
    await expect.poll(() => rows.count()).toBe(2)
    for (const row of await rows.all()) {
      const cells = await row.locator('td').allTextContents()
      expect(cells[0]).toContain(SHORT_LOOP.title)
      expect(cells[1]).toBe('₦100')
      expect(cells[2]).toMatch(/^(\d+\.\d{2}x|Lost)$/)
      expect(naira(cells[3]!)).toBeGreaterThanOrEqual(0)
    }

    // The wallet's history: the deposit apart from the game rows.
    await gotoPage(page, '/dashboard/wallet?tab=history')
    await page.getByTestId('wallet-history-filter-payments').click()
    await page.waitForURL((url) => url.searchParams.get('filter') === 'payments')
    const lines = () => page.getByTestId('wallet-history-line').locator('.wallet-line-description').allTextContents()
    await expect.poll(lines).toHaveLength(1)
    expect((await lines())[0]).not.toContain(SHORT_LOOP.title)
    await page.getByTestId('wallet-history-filter-games').click()
    await page.waitForURL((url) => url.searchParams.get('filter') === 'games')
    await expect.poll(async () => (await lines()).every((line) => line.startsWith(`${SHORT_LOOP.title}:`))).toBe(true)
    expect((await lines()).length).toBeGreaterThanOrEqual(2)
  })
})
