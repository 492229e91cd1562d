import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer, launchFromLobbyOnPhone, launchRoyaleInLobby, ROYALE_IN_LOBBY } from './games-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

describe('a game page in the whole window', () => {
  it('opens Spin 2 Win Royale from Casino Games with a way back, and a reload relaunches it instead of a dead end', async () => {
    const player = await createFundedPlayer(500)
    const page = await openPage(browser, { width: 360 })
    await logIn(page, player)
    await page.goto(`${WEB_URL}/dashboard/spinit`)
    await page.getByRole('button', { name: 'Play Now' }).nth(1).click()
    await page.waitForURL((url) => url.pathname === '/play/spin2win-royale' && url.searchParams.has('launch'))
    const firstLaunch = new URL(page.url()).searchParams.get('launch')
    await page.getByTestId('roulette-table').waitFor()
    await page.getByRole('link', { name: 'Back to Casino Games' }).waitFor()

    await page.reload()
    await page.waitForURL((url) => url.pathname === '/play/spin2win-royale' && url.searchParams.get('launch') !== firstLaunch)
    await page.getByTestId('roulette-table').waitFor()
    expect(await page.getByText('This game link has expired').count()).toBe(0)
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toBe('Balance: ₦500')

    await page.getByRole('link', { name: 'Back to Casino Games' }).click()
    await page.waitForURL(`${WEB_URL}/dashboard/spinit`)
    await page.getByRole('heading', { name: 'Casino Games', level: 1 }).waitFor()
  })

  it('has no header of its own inside the lobby frame', async () => {
    const player = await createFundedPlayer(0)
    const page = await openPage(browser, { width: 1280 })
    await launchRoyaleInLobby(page, player)
    const game = page.frameLocator('[data-testid="game-frame"] iframe')
    await game.getByTestId('roulette-table').waitFor()
    expect(await game.getByTestId('play-header').count()).toBe(0)
  })

  it("shows how to play, with the game's rules, stated RTP and limits, before a stake", async () => {
    const player = await createFundedPlayer(0)
    // On a phone: the lobby opens the game in the whole window.
    const page = await openPage(browser, { width: 360 })
    await launchFromLobbyOnPhone(page, player, ROYALE_IN_LOBBY)
    const panel = page.getByTestId('how-to-play')
    await panel.getByText('How to play').click()
    await panel.getByText('A straight number pays 35 to 1').waitFor()
    expect(await panel.getByTestId('how-to-play-rtp').textContent()).toBe('Return to player: 97.3%')
    expect(await panel.locator('dt').allTextContents()).toEqual([
      'Least stake',
      'Highest stake',
      'Highest payout per market',
      'Most bets per spin',
    ])
    expect(await panel.locator('dd').allTextContents()).toEqual(['₦100', '₦200,000', '₦5,000,000', '40'])
  })

  it("sends a visitor to log in with the spec's message", async () => {
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/play/spin2win-royale?launch=used-or-unknown&device=mobile`)
    await page.waitForURL(`${WEB_URL}/login?from=Virtual`)
    await page.getByText('Kindly login to continue').first().waitFor()
  })
})
