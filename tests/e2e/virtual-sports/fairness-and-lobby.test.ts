import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { gotoPage, logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer } from '../games/games-support.ts'
import type { RaceResult } from '@9ja/virtual-sports'
import { finishedEventOf, runnersOf } from './sports-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

describe('/fairness for virtual sports', () => {
  it.each(['virtual-football', 'horse-race'])('recomputes a finished %s event in the browser: result, link and chain', async (slug) => {
    const event = await finishedEventOf(slug)
    const page = await openPage(browser, { width: 360 })
    await logIn(page, await createFundedPlayer(0))
    await gotoPage(page, `/fairness?sports=${slug}&event=${event.eventId}#virtual-sports`)
    const proof = page.getByTestId('sports-fairness-event')
    expect(await proof.getAttribute('data-event-id')).toBe(String(event.eventId))
    expect(await proof.getByTestId('sports-fairness-link').textContent()).toBe(event.fairness.link)
    if (event.result && 'order' in event.result) {
      // A race's result names its runners, not only their numbers (issue 21, item 9).
      const winner = runnersOf(event).find((runner) => runner.number === (event.result as RaceResult).order[0])!
      expect(await proof.getByTestId('sports-fairness-result').textContent()).toMatch(
        new RegExp(`^1\\. no\\. ${winner.number} ${winner.name}, 2\\. no\\. `),
      )
    }
    await proof.getByTestId('sports-verify').click()
    const verdict = proof.getByTestId('sports-verify-result')
    await verdict.waitFor()
    expect(await verdict.getAttribute('data-state')).toBe('verified')
    await proof.getByRole('button', { name: 'Check the chain to the commitment' }).click()
    await proof.locator('[data-testid="sports-walk-result"][data-state="reached"]').waitFor({ timeout: 30_000 })
  })

  it('finds an event by game and id, and says when there is none', async () => {
    const event = await finishedEventOf('dog-race')
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, await createFundedPlayer(0))
    await gotoPage(page, '/fairness#virtual-sports')
    const section = page.getByTestId('sports-fairness')
    await section.getByLabel('Game').selectOption('dog-race')
    await section.getByTestId('sports-fairness-event-id').fill(String(event.eventId))
    await section.getByRole('button', { name: 'Find event' }).click()
    await page.locator(`[data-testid="sports-fairness-event"][data-event-id="${event.eventId}"]`).waitFor()
    await section.getByTestId('sports-fairness-event-id').fill('999999999')
    await section.getByRole('button', { name: 'Find event' }).click()
    await section.getByTestId('sports-fairness-missing').waitFor()
  })
})

describe('the lobby and /play', () => {
  it('opens each Sports Virtual card on its own page, and /play/<slug> leads there too', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/virtual?id=4`)
    const grid = page.getByTestId('game-grid')
    for (const slug of ['virtual-football', 'dog-race', 'horse-race', 'bike-race', 'car-race']) {
      expect(await grid.getByTestId(`play-${slug}`).getAttribute('href')).toBe(`/virtual-sports/${slug}`)
    }
    await grid.getByTestId('play-horse-race').click()
    await page.waitForURL(`${WEB_URL}/virtual-sports/horse-race`)
    await page.getByTestId('vs-races').waitFor()
    expect(await page.locator('iframe').count()).toBe(0)

    await page.goto(`${WEB_URL}/play/dog-race`)
    await page.waitForURL(`${WEB_URL}/virtual-sports/dog-race`)
    await page.getByTestId('vs-races').waitFor()
  })
})
