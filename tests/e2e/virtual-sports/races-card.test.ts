import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { eventOf, expectNoHorizontalOverflow, runnersOf, takesBetsFor, waitForEvents } from './sports-support.ts'

/** The race cards as the schedule offers them (the live races, which move the clock, are races.test.ts). */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

describe('the horse race card', () => {
  // The platform under test draws horse fields of 6 or 12 (global-setup.ts), each race's size from its
  // chain's commitment, and lists ten races ahead: any race of the size still taking bets for a minute
  // will do (the page opens it by id), time enough for both widths on a busy machine. The eight races
  // past the first minute hold both sizes but for a 1 in 2^7 draw, and then the next races bring it.
  it.each([6, 12])(
    'shows a %i-runner field with win and place prices, forecast and tricast by picking places',
    async (size) => {
      const race = await waitForEvents(
        'horse-race',
        (events) => events.find((event) => runnersOf(event).length === size && takesBetsFor(event, 60_000)),
        150_000,
      )
      const full = await eventOf('horse-race', race.eventId)
      const price = (code: string) =>
        full.markets.flatMap((market) => market.selections).find((selection) => selection.selectionId === `${race.eventId}:${code}`)!
      // A pick the race offers: not every order is (the service leaves out, say, "That combination is not
      // offered on this race."), so a tricast of the race's own list whose first two make one of its forecasts.
      const offered = full.markets
        .flatMap((market) => market.selections)
        .map((selection) => selection.selectionId.split(':').slice(1).join(':'))
      const [first, second, third] = offered
        .filter((code) => code.startsWith('tc:'))
        .map((code) => code.slice(3).split('-').map(Number))
        .find(([one, two]) => offered.includes(`fc:${one}-${two}`))!
      for (const width of [360, 1280]) {
        const page = await openPage(browser, { width })
        await page.goto(`${WEB_URL}/virtual-sports/horse-race?race=${race.eventId}`)
        const card = page.getByTestId('vs-race-card')
        expect(await card.getAttribute('data-event-id')).toBe(String(race.eventId))
        expect(await card.getByTestId('vs-runner').count()).toBe(size)
        for (const runner of runnersOf(race)) {
          const row = card.locator(`[data-testid="vs-runner"][data-runner="${runner.number}"]`)
          expect(await row.textContent()).toContain(runner.name)
          expect(await row.locator(`[data-selection-id="${race.eventId}:win:${runner.number}"]`).textContent()).toContain(
            price(`win:${runner.number}`).odds.toFixed(2),
          )
          expect(await row.locator(`[data-selection-id="${race.eventId}:place:${runner.number}"]`).count()).toBe(1)
        }
        await expectNoHorizontalOverflow(page)

        // Forecast: 1st and 2nd; the price is the service's for that order.
        await page.getByTestId(`vs-pick-first-${first}`).check()
        await page.getByTestId(`vs-pick-second-${second}`).check()
        const shown = page.getByTestId('vs-combination-price').locator(`[data-selection-id="${race.eventId}:fc:${first}-${second}"]`)
        await shown.waitFor()
        expect(await shown.textContent()).toContain(price(`fc:${first}-${second}`).odds.toFixed(2))
        // Tricast: and 3rd.
        await page.getByTestId(`vs-pick-third-${third}`).check()
        const tricast = page
          .getByTestId('vs-combination-price')
          .locator(`[data-selection-id="${race.eventId}:tc:${first}-${second}-${third}"]`)
        await tricast.waitFor().catch(async (error: Error) => {
          const picked = await page
            .locator('[data-testid^="vs-pick-"]:checked')
            .evaluateAll((radios) => radios.map((radio) => radio.dataset.testid))
          const shownPrice = await page.getByTestId('vs-combination-price').innerHTML()
          throw new Error(`${error.message}\nthe page: ${page.url()}, picked ${picked.join(', ')}, price: ${shownPrice}`)
        })
        expect(await tricast.textContent()).toContain(price(`tc:${first}-${second}-${third}`).odds.toFixed(2))
        // One runner in two places names nothing.
        await page.getByTestId(`vs-pick-third-${second}`).check()
        await page.getByTestId('vs-combination-price').getByText('Pick a different runner for each place.').waitFor()
        // Clear starts the pick again.
        await page.getByTestId('vs-combination').getByRole('link', { name: 'Clear' }).click()
        await expect.poll(() => page.getByTestId(`vs-pick-first-${first}`).isChecked()).toBe(false)
        expect(await page.getByTestId('vs-combination-price').textContent()).toBe('')
        await expectNoHorizontalOverflow(page)
      }
    },
    240_000,
  )
})

describe('without JavaScript', () => {
  it('renders the race card with its prices as forms, and forecast by a plain form', async () => {
    // Any race still taking bets for 15 s will do: the page opens it by id.
    const race = await waitForEvents('dog-race', (events) => events.find((event) => takesBetsFor(event, 15_000)))
    const page = await openPageWithoutJavaScript(browser, { width: 360 })
    await page.goto(`${WEB_URL}/virtual-sports/dog-race?race=${race.eventId}`)
    expect(await page.getByTestId('vs-runner').count()).toBe(runnersOf(race).length)
    expect(await page.locator(`form[action="/resources/slip"] [data-selection-id="${race.eventId}:win:1"]`).count()).toBe(1)
    await page.getByTestId('vs-pick-first-2').check()
    await page.getByTestId('vs-pick-second-3').check()
    await page.getByRole('button', { name: 'Show price' }).click()
    await page.waitForURL(/first=2&second=3/)
    expect(await page.getByTestId('vs-combination-price').locator(`form [data-selection-id="${race.eventId}:fc:2-3"]`).count()).toBe(1)
  })
})
