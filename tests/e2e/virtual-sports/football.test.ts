import type { FootballResult } from '@9ja/virtual-sports'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { eventOf, expectNoHorizontalOverflow, openFor, resultsOf, upcomingEvents, waitForEvents, type ApiEvent } from './sports-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

const PAGE = '/virtual-sports/virtual-football'
const MORE_MARKETS = ['dc', 'ou1.5', 'ou2.5', 'ou3.5', 'btts', 'cs', 'ht']

/** The matchday the page shows first: the earliest one still taking bets, with time left to look at it (a loaded machine takes 10 s or more). */
async function openMatchday(): Promise<ApiEvent[]> {
  const first = await waitForEvents('virtual-football', (events) => openFor(events, 15_000))
  return (await upcomingEvents('virtual-football')).filter((event) => event.matchday === first.matchday && event.season === first.season)
}

describe.each([360, 1280])('the football matchday at %i px', (width) => {
  it('lists every fixture with its 1X2 prices inline, the countdown, and every market behind "More markets"', async () => {
    const matchday = await openMatchday()
    const page = await openPage(browser, { width })
    await page.goto(`${WEB_URL}${PAGE}`)
    const fixtures = page.getByTestId('vs-fixture')
    await expect.poll(() => fixtures.count()).toBe(matchday.length)
    expect(await page.getByTestId('vs-matchday').getAttribute('data-matchday')).toBe(`${matchday[0]!.season}-${matchday[0]!.matchday}`)
    expect(await page.getByTestId('vs-countdown').textContent()).toMatch(/^\d+:\d\d$/)

    const first = matchday[0]!
    const row = page.locator(`[data-testid="vs-fixture"][data-event-id="${first.eventId}"]`)
    expect(await row.textContent()).toContain(first.participants.home!.name)
    const oneXTwo = first.markets.find((market) => market.market === '1x2')!
    for (const selection of oneXTwo.selections) {
      const button = row.locator(`[data-selection-id="${selection.selectionId}"]`)
      expect(await button.isVisible()).toBe(true)
      expect(await button.textContent()).toContain(selection.odds.toFixed(2))
    }
    // Over/under 2.5 joins the line on a wide screen only.
    const over = row.locator(`.vs-fixture-prices [data-selection-id="${first.eventId}:ou2.5:over"]`)
    expect(await over.isVisible()).toBe(width >= 768)
    await expectNoHorizontalOverflow(page)
    // Issue 21 item 19: every club's whole name can be read, on a phone too (the form badges once squeezed them to a letter or two).
    for (const name of await page.locator('[data-testid="vs-fixture"] .vs-team').all()) {
      const shown = await name.evaluate((element) => ({
        whole: element.scrollWidth <= element.clientWidth + 1,
        width: element.clientWidth,
      }))
      expect(shown.whole && shown.width >= 64, `${await name.textContent()}: ${JSON.stringify(shown)}`).toBe(true)
    }

    await row.getByTestId('vs-more').click()
    const more = row.getByTestId('vs-more-markets')
    await more.waitFor()
    for (const market of MORE_MARKETS) expect(await more.locator(`[data-market="${market}"]`).count(), market).toBe(1)
    const correctScores = (await eventOf('virtual-football', first.eventId)).markets.find((market) => market.market === 'cs')!
    expect(await more.locator('[data-market="cs"] .odds-button').count()).toBe(correctScores.selections.length)
    await expectNoHorizontalOverflow(page)
    for (const button of await more.locator('.odds-button').all()) {
      const box = (await button.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
  })
})

describe('a live matchday', () => {
  it('plays each match on its tracker from kick-off to the drawn result, then lists the results', async () => {
    // Open the page before a kick-off: it turns to the live matchday by itself (no reload by the test).
    await waitForEvents('virtual-football', (events) => (events.some((event) => event.status === 'live') ? undefined : true))
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}${PAGE}`)
    const tracker = page.getByTestId('vs-tracker').first()
    await tracker.waitFor({ timeout: 60_000 })
    const eventId = Number(await tracker.getAttribute('data-event-id'))
    const live = await eventOf('virtual-football', eventId)
    const result = live.result as FootballResult
    expect(live.status).toBe('live')
    expect(await page.getByTestId('vs-tracker').count()).toBe(
      (await upcomingEvents('virtual-football')).filter((event) => event.status === 'live').length,
    )
    // Issue 21 item 19: on a phone the live matches make one strip (swiped sideways), not a column above the betting list.
    const trackerBoxes = await Promise.all((await page.getByTestId('vs-tracker').all()).map(async (each) => (await each.boundingBox())!))
    expect(new Set(trackerBoxes.map((box) => Math.round(box.y))).size).toBe(1)
    expect((await page.getByTestId('vs-live').boundingBox())!.height).toBeLessThan(360)
    await expectNoHorizontalOverflow(page)

    // The final whistle, caught in the page itself: the tracker gives way to the results soon after.
    const final = await page.evaluate(
      (id) =>
        new Promise<{ score: string; minute: string; moments: string[] }>((resolve, reject) => {
          const giveUp = window.setTimeout(() => reject(new Error(`match ${id} never reached full time`)), 40_000)
          const look = () => {
            const shown = document.querySelector(`[data-testid="vs-tracker"][data-event-id="${id}"]`)
            const moments = [...(shown?.querySelectorAll('[data-testid="vs-moments"] li') ?? [])].map((item) => item.textContent ?? '')
            if (shown?.getAttribute('data-phase') === 'full-time' && moments.at(-1)?.startsWith('Full time')) {
              window.clearTimeout(giveUp)
              resolve({
                score: shown.querySelector('[data-testid="vs-tracker-score"]')?.textContent ?? '',
                minute: shown.querySelector('[data-testid="vs-tracker-minute"]')?.textContent ?? '',
                moments,
              })
            } else requestAnimationFrame(look)
          }
          look()
        }),
      eventId,
    )
    expect(final.score).toBe(`${result.home} - ${result.away}`)
    expect(final.minute).toBe('FT')
    // Every goal, the half-time and the full-time scores.
    expect(final.moments).toHaveLength(result.goals.length + 2)
    expect(final.moments.at(-1)).toBe(`Full time: ${result.home} - ${result.away}`)

    // At the end the page asks again: the match moves to the results, with its score.
    const listed = page.locator(`[data-testid="vs-result"][data-event-id="${eventId}"]`)
    await listed.waitFor({ timeout: 20_000 })
    expect(await listed.locator('.vs-score').textContent()).toBe(`${result.home} - ${result.away}`)
    expect(await listed.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      `/fairness?sports=virtual-football&event=${eventId}#virtual-sports`,
    )
  })

  it('keeps the ball still under reduced motion while the clock and the score run', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${WEB_URL}${PAGE}`)
    const tracker = page
      .locator('[data-testid="vs-tracker"][data-phase="first-half"], [data-testid="vs-tracker"][data-phase="second-half"]')
      .first()
    await tracker.waitFor({ timeout: 80_000 })
    const minute = await tracker.getByTestId('vs-tracker-minute').textContent()
    await expect.poll(() => tracker.getByTestId('vs-tracker-minute').textContent()).not.toBe(minute)
    expect(await tracker.locator('.vs-ball').getAttribute('transform')).toBe('translate(100 55)')
  })
})

describe('the league pages', () => {
  it('show the table, the results by matchday with their fairness links, and the fixtures', async () => {
    await waitForEvents('virtual-football', (events) => events.find((event) => event.status === 'live'))
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}${PAGE}/table`)
    const rows = page.getByTestId('vs-table-row')
    expect(await rows.count()).toBeGreaterThanOrEqual(16)
    await expectNoHorizontalOverflow(page)

    const upcoming = await upcomingEvents('virtual-football')
    await page.goto(`${WEB_URL}${PAGE}/fixtures`)
    expect(await page.getByTestId('vs-fixture-line').count()).toBe(upcoming.filter((event) => event.status !== 'live').length)
    await expectNoHorizontalOverflow(page)

    const results = await resultsOf('virtual-football', 50)
    await page.goto(`${WEB_URL}${PAGE}/results`)
    expect(await page.getByTestId('vs-result').count()).toBe(results.length)
    await expectNoHorizontalOverflow(page)
  })
})

describe('without JavaScript', () => {
  it('renders the matchday with its prices as forms, and "More markets" as a link', async () => {
    await waitForEvents('virtual-football', (events) => openFor(events, 5000))
    const page = await openPageWithoutJavaScript(browser, { width: 360 })
    await page.goto(`${WEB_URL}${PAGE}`)
    const fixture = page.getByTestId('vs-fixture').first()
    expect(await fixture.locator('form[action="/resources/slip"][method="post"] button[data-selection-id*=":1x2:"]').count()).toBe(3)
    await fixture.getByTestId('vs-more').click()
    await page.waitForURL(/more=\d+/)
    expect(await page.getByTestId('vs-more-markets').locator('[data-market="cs"] form').count()).toBeGreaterThan(20)
  })
})
