import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { advanceClock, platformNow } from '../../support/clock.ts'
import { WEB_URL } from '../../support/urls.ts'
import { gotoPage, logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer, nairaSum, walletBalance } from '../games/games-support.ts'
import { eventOf, openFor, waitForEvents } from './sports-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

/** The `serverTime` the web server's football page loader sends the browser (Remix's data request). */
async function webServerTime(): Promise<number> {
  const route = encodeURIComponent('routes/_games+/virtual-sports.$slug')
  const response = await fetch(`${WEB_URL}/virtual-sports/virtual-football?_data=${route}`)
  expect(response.status).toBe(200)
  return Date.parse(((await response.json()) as { serverTime: string }).serverTime)
}

describe('the platform clock in test mode', () => {
  it('a bet on a virtual match is settled seconds after the clock is moved past the match, not when the match really ends', async () => {
    const player = await createFundedPlayer(1000)
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, player)
    // A match taking bets for 20 s more at least: time to pick and place.
    const event = await waitForEvents('virtual-football', (events) => openFor(events, 20_000))
    const selection = event.markets.find((market) => market.market === '1x2')!.selections[0]!
    await gotoPage(page, '/virtual-sports/virtual-football')
    await page.locator(`[data-selection-id="${selection.selectionId}"].odds-button`).click()
    await page.getByTestId('bet-slip').getByTestId('slip-line').waitFor()
    await page.getByTestId('slip-stake').fill('100')
    await page.getByTestId('place-bet').click()
    const placed = page.getByTestId('slip-placed')
    await placed.waitFor()
    const betId = (await placed.getByTestId('placed-bet-id').textContent())!.trim()
    expect(await walletBalance(player)).toBe(900)

    // The move: past the match's end, from wherever earlier tests left the clock.
    const endsAt = Date.parse(event.endsAt)
    const offsetBeforeMove = platformNow() - Date.now()
    expect(endsAt - platformNow()).toBeGreaterThan(10_000)
    const moved = await advanceClock(endsAt - platformNow() + 1000)
    expect(Date.parse(moved.now)).toBeGreaterThan(endsAt)

    // The web follows the move: the game page's server time is the platform's.
    await expect.poll(async () => Math.abs((await webServerTime()) - platformNow()), { timeout: 5000, interval: 200 }).toBeLessThan(2000)

    const settled = page.locator(`[data-testid="bet-card"][data-bet-id="${betId}"]`)
    await expect
      .poll(
        async () => {
          await gotoPage(page, '/dashboard/bets?status=settled')
          return settled.count()
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(1)
    // Settled while the match was still on by the clock as it was before the move.
    expect(Date.now() + offsetBeforeMove).toBeLessThan(endsAt)

    expect((await eventOf('virtual-football', event.eventId)).status).toBe('finished')
    const status = await settled.getAttribute('data-status')
    expect(['won', 'lost']).toContain(status)
    const won = Number((await settled.getByTestId('bet-amount-won').textContent())!.replace(/[₦,]/g, ''))
    expect(status === 'won' ? won > 100 : won === 0).toBe(true)
    expect(await walletBalance(player)).toBe(nairaSum(900, won))
  })
})
