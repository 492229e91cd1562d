import { dataAnswer, dataOf, login as loginAnswer, shopSummary, type ShopSummary } from '@9ja/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { formatNaira } from '@9ja/money'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { logIn, walletPost } from '../accounts/accounts-support.ts'

/*
 * Issue 24: the demo agent `npm start` seeds has a shop at work (a float, cash in and out for its players,
 * tickets sold, referred players), and its overview at /dashboard/agent shows the wallet-service's
 * figures on a phone. A player never sees the agents' area.
 */

const [PLAYER, AGENT] = demoLogins().players

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function summaryOfDemoAgent(): Promise<ShopSummary> {
  const { token } = dataOf(loginAnswer, (await walletPost('/agent/login', { userId: AGENT!.email, password: AGENT!.password })).json)
  return dataAnswer(shopSummary).parse((await walletPost('/agent/summary', { token })).json).data
}

describe("the agent's shop overview", () => {
  it('shows the seeded shop: its float, the counter, the commission so far and its players, at 360 px', async () => {
    const page = await openPage(browser, { width: 360 })
    await logIn(page, { emailAddress: AGENT!.email, password: AGENT!.password })
    // The phone's menu leads an agent to the shop.
    await page.getByTestId('mobile-menu-button').click()
    await page.getByTestId('mobile-menu-panel').getByRole('link', { name: 'My Shop' }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard/agent')
    await page.getByTestId('agent-overview').waitFor()

    // The seeded shop: its players (the demo player and the demo customer) and a float.
    const seeded = await summaryOfDemoAgent()
    expect(seeded.players.referred).toBe(2)
    expect(seeded.float).toBeGreaterThan(0)
    // The page shows the service's figures: read together, again if a seeded ticket settled in between.
    await expect
      .poll(async () => {
        await page.reload()
        const summary = await summaryOfDemoAgent()
        const shown = async (testId: string) => (await page.getByTestId(testId).textContent()) ?? ''
        const today = await Promise.all(
          (['cashIn', 'cashOut', 'ticketsSold', 'ticketsPaid'] as const).map(
            async (key) => (await shown(`agent-today-${key}`)).includes(formatNaira(summary.today[key].amount)) || key,
          ),
        )
        return [
          (await shown('agent-float')) === formatNaira(summary.float) || 'float',
          ...today,
          (await shown('agent-week-commission')).includes(formatNaira(summary.commissionThisWeek.estimate)) || 'commission',
          (await shown('agent-players-figure')).includes(
            `${summary.players.referred} referred, ${summary.players.playedThisWeek} played this week`,
          ) || 'players',
        ].filter((matched) => matched !== true)
      })
      .toEqual([])
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  it('is not there for a player: no My Shop in the menu, and its address answers 404', async () => {
    // The browser reports the 404 it is answered as a console error.
    const page = await openPage(browser, { width: 360, allowConsoleErrors: true })
    await logIn(page, { emailAddress: PLAYER!.email, password: PLAYER!.password })
    await page.getByTestId('mobile-menu-button').click()
    await page.getByTestId('mobile-menu-panel').getByRole('link', { name: 'My Bets' }).waitFor()
    expect(await page.getByRole('link', { name: 'My Shop' }).count()).toBe(0)
    const answer = await page.goto(`${new URL(page.url()).origin}/dashboard/agent`)
    expect(answer!.status()).toBe(404)
  })
})
