import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { startCms, startService, stopCms, stopService } from '../../support/platform.ts'
import { WEB_URL } from '../../support/urls.ts'
import { cmsGet, cmsList, type Faq, type SiteSettings } from './cms-api.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const pages = ['/home', '/promotions', '/rules', '/how2play', '/faq', '/privacy', '/terms', '/contact', '/testimonial']

describe('with the CMS stopped', () => {
  it('every page still renders from the last good copy, images included', async () => {
    const [faqs, settings] = await Promise.all([cmsList<Faq>('faqs'), cmsGet<SiteSettings>('/api/globals/site-settings')])
    // Warm the site's cache (and its media copy) while the CMS is up.
    const warm = await openPage(browser, { width: 1280 })
    for (const path of pages) {
      await warm.goto(`${WEB_URL}${path}`)
      await warm.evaluate(() =>
        Promise.all(
          Array.from(document.images, (image) => {
            image.loading = 'eager'
            return image.decode().catch(() => {})
          }),
        ),
      )
    }

    await stopCms()
    try {
      // Web processes started now have nothing in memory: every page must come from the copy on disk.
      await stopService('web')
      await startService('web')
      for (const path of pages) {
        const response = await fetch(`${WEB_URL}${path}`)
        expect(response.status, path).toBe(200)
        expect(await response.text(), path).not.toContain('data-testid="content-unavailable"')
      }
      const page = await openPage(browser, { width: 360 })
      await page.goto(`${WEB_URL}/faq`)
      expect(await page.locator('.accordion-title').first().innerText()).toBe(faqs[0]!.title)
      await page.goto(`${WEB_URL}/contact`)
      expect(await page.getByTestId('contact-email').innerText()).toBe(settings.supportEmail)
      await page.goto(`${WEB_URL}/home`)
      const firstSlide = page.getByTestId('carousel-slide').first().locator('img')
      expect(await firstSlide.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    } finally {
      await startCms()
    }
  })
})
