import type { Browser } from 'playwright-core'
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

describe('How To Play accordion', () => {
  for (const width of [360, 1280]) {
    it(`opens one entry at a time (${width} px)`, async () => {
      const page = await openPage(browser, { width })
      await page.goto(`${WEB_URL}/how2play`)
      const items = page.locator('.accordion-item')
      const openStates = () => items.evaluateAll((all) => all.map((item) => (item as HTMLDetailsElement).open))
      expect(await openStates()).toEqual([false, false, false, false])

      await items.nth(0).locator('summary').click()
      expect(await openStates()).toEqual([true, false, false, false])
      expect(await items.nth(0).locator('.accordion-body').isVisible()).toBe(true)

      await items.nth(2).locator('summary').click()
      await page.waitForFunction(() => !(document.querySelectorAll('.accordion-item')[0] as HTMLDetailsElement).open)
      expect(await openStates()).toEqual([false, false, true, false])

      await items.nth(2).locator('summary').click()
      expect(await openStates()).toEqual([false, false, false, false])
    })
  }
})
