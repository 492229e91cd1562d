import { randomInt } from 'node:crypto'
import { dataOf, recentWins, type RecentWin } from '@9ja/contract'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { CMS_URL, WALLET_URL, WEB_URL } from '../../support/urls.ts'
import { createFundedPlayer, SEGMENT, steerNextRound, type Player } from './games-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

/** What the wallet-service lists (read with the contract): the real wins of at least RECENT_WINS_MIN_NAIRA (₦10,000 on this platform). */
async function walletRecentWins(): Promise<RecentWin[]> {
  const response = await fetch(`${WALLET_URL}/games/wins/recent`)
  expect(response.status).toBe(200)
  return dataOf(recentWins, await response.json()).wins
}

/** The names a page's list shows (none when the page has no list). */
async function shownNames(page: Page, testId: string): Promise<string[]> {
  await page.reload()
  return page.getByTestId(testId).locator('.winner-text strong').allTextContents()
}

/** A player of a name no other test uses, so the list's masked name is theirs alone. */
function uniqueName() {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('')
  return { fullName: `Kelechi${letters} Nwosu`, masked: `Kelechi${letters} N.` }
}

/** Spins Spin It through the API, steered to x10: a win of ten times the stake. */
async function winTenTimes(player: Player, stakeNaira: number) {
  await steerNextRound(player, 24, SEGMENT.x10)
  const response = await fetch(`${WALLET_URL}/agent/spin-multiplier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: player.token, betAmount: String(stakeNaira) }),
  })
  expect(((await response.json()) as { data: { amountWon: number } }).data.amountWon).toBe(stakeNaira * 10)
}

describe('recent wins on the home page and the lobby', () => {
  it('shows no made-up winners: the list is exactly the real wins, and no list at all when there are none', async () => {
    // The CMS no longer keeps (or seeds) made-up winners.
    expect((await fetch(`${CMS_URL}/api/recent-winners`)).status).toBe(404)
    const page = await openPageWithoutJavaScript(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/home`)
    // Other test files may win meanwhile: the page and the service agree within the pages' cache time.
    await expect
      .poll(async () => {
        const [names, wins] = await Promise.all([shownNames(page, 'recent-winners'), walletRecentWins()])
        return JSON.stringify(names) === JSON.stringify(wins.slice(0, 8).map((win) => win.name))
      })
      .toBe(true)
    if ((await walletRecentWins()).length === 0) expect(await page.getByTestId('recent-winners').count()).toBe(0)
  })

  it("lists a real win over the threshold, masked, with its amount, game and time, in the player's language, without JavaScript", async () => {
    const small = uniqueName()
    const big = uniqueName()
    const [smallWinner, bigWinner] = await Promise.all([createFundedPlayer(100, small.fullName), createFundedPlayer(1000, big.fullName)])
    // ₦1,000: under the threshold. Then ₦10,000: listed.
    await winTenTimes(smallWinner, 100)
    await winTenTimes(bigWinner, 1000)

    const page = await openPageWithoutJavaScript(browser, { width: 360 })
    await page.goto(`${WEB_URL}/home`)
    await expect.poll(async () => (await shownNames(page, 'recent-winners')).includes(big.masked), { timeout: 15_000 }).toBe(true)
    const line = page.getByTestId('recent-winners').locator('.winner').filter({ hasText: big.masked })
    expect(await line.locator('.winner-text').innerText()).toBe(`${big.masked} won ₦10,000 on Spin It`)
    expect(await line.locator('.winner-time').innerText()).toMatch(/^(just now|1 min ago|\d+ mins ago)$/)
    const list = await page.getByTestId('recent-winners').innerText()
    expect(list).not.toContain(small.masked)
    for (const secret of [big.fullName, bigWinner.emailAddress, bigWinner.phoneNumber]) expect(list).not.toContain(secret)

    // In Pidgin, the same win in Pidgin words.
    await page.context().addCookies([{ name: 'lng', value: 'pcm', url: WEB_URL }])
    await page.reload()
    const pidgin = page.getByTestId('recent-winners').locator('.winner').filter({ hasText: big.masked })
    expect(await page.getByTestId('recent-winners').locator('h2').innerText()).toBe('Pipo wey just win')
    expect(await pidgin.locator('.winner-text').innerText()).toBe(`${big.masked} win ₦10,000 for Spin It`)
    expect(await pidgin.locator('.winner-time').innerText()).toMatch(/^(now now|1 min don pass|\d+ mins don pass)$/)

    // The lobby's three newest (other test files may win meanwhile: then it shows theirs).
    const lobby = await openPage(browser, { width: 1280 })
    await lobby.goto(`${WEB_URL}/virtual`)
    await expect
      .poll(async () => {
        const [names, wins] = await Promise.all([shownNames(lobby, 'recent-winner'), walletRecentWins()])
        return names.includes(big.masked) || !wins.slice(0, 3).some((win) => win.name === big.masked)
      })
      .toBe(true)
  })
})
