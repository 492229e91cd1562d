import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Index of the slide currently shown (the one not hidden from assistive technology). */
function currentSlide(page: Page) {
  return page
    .getByTestId('carousel-slide')
    .evaluateAll((slides) => slides.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false'))
}

describe('home carousel', () => {
  it('hides the arrows at 360 px but keeps the dots', async () => {
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/home`)
    expect(await page.getByTestId('carousel-next').isVisible()).toBe(false)
    expect(await page.getByTestId('carousel-previous').isVisible()).toBe(false)
    expect(await page.locator('.carousel-dot').count()).toBe(7)
    expect(await page.locator('.carousel-dot').first().isVisible()).toBe(true)
  })

  it('shows the arrows at 1280 px and they move one slide at a time, wrapping', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/home`)
    await page.getByTestId('carousel').hover()
    expect(await page.getByTestId('carousel-next').isVisible()).toBe(true)
    expect(await page.getByTestId('carousel-previous').isVisible()).toBe(true)
    const start = await currentSlide(page)
    await page.getByTestId('carousel-next').click()
    expect(await currentSlide(page)).toBe((start + 1) % 7)
    await page.getByTestId('carousel-previous').click()
    await page.getByTestId('carousel-previous').click()
    expect(await currentSlide(page)).toBe((start + 6) % 7)
    await page.locator('.carousel-dot').nth(4).click()
    expect(await currentSlide(page)).toBe(4)
    expect(await page.locator('.carousel-dot').nth(4).getAttribute('aria-current')).toBe('true')
  })

  it('plays by itself every 2 s with a 500 ms slide, with no framework JavaScript on the page', async () => {
    const page = await openPage(browser, { width: 360 })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(`${WEB_URL}/home`)
    expect(await currentSlide(page)).toBe(0)
    expect(await page.locator('.carousel-track').evaluate((track) => getComputedStyle(track).transitionDuration)).toBe('0.5s')
    await page.waitForFunction(
      () => document.querySelector('.carousel-slide[aria-hidden="false"]') !== document.querySelector('.carousel-slide'),
      undefined,
      { timeout: 3_500 },
    )
    expect(await currentSlide(page)).toBe(1)
    expect(scripts).toEqual([])
  })
})
