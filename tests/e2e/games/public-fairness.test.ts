import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { finishedEventOf } from '../virtual-sports/sports-support.ts'

/** Issue 21 item 9: verifying the shared outcomes is public; a visitor's "Verify" link must not end on /login. */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

describe('/fairness for a visitor', () => {
  it('recomputes a finished race without a login, and offers the login only for the own rounds', async () => {
    const event = await finishedEventOf('horse-race')
    const page = await openPage(browser, { width: 360 })
    const response = await page.goto(`${WEB_URL}/fairness?sports=horse-race&event=${event.eventId}#virtual-sports`)
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/fairness')
    const proof = page.getByTestId('sports-fairness-event')
    expect(await proof.getAttribute('data-event-id')).toBe(String(event.eventId))
    await page.waitForFunction(
      () => document.querySelector('[data-hydrated="true"]') !== null || document.querySelector('[data-hydrated]') === null,
    )
    await proof.getByTestId('sports-verify').click()
    const verdict = proof.getByTestId('sports-verify-result')
    await verdict.waitFor()
    expect(await verdict.getAttribute('data-state')).toBe('verified')

    expect(await page.locator('.seed-pair').count()).toBe(0)
    const login = page.getByTestId('fairness-own-rounds-login').getByRole('link')
    expect(await login.getAttribute('href')).toBe('/login?from=%2Ffairness')
    await page.getByTestId('numbers-fairness').waitFor()
  })
})
