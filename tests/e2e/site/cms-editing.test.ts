import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WALLET_DATABASE_URL, WALLET_URL, WEB_URL } from '../../support/urls.ts'
import { startSecondWeb } from '../security/security-support.ts'
import { cmsList, cmsLogin, cmsWrite, EDITOR, lexicalParagraph, pageFromEveryWorker, WEB_WORKERS, type Faq } from './cms-api.ts'

let browser: Browser
let editorToken: string
beforeAll(async () => {
  browser = await launchBrowser()
  editorToken = await cmsLogin(EDITOR.email, EDITOR.password)
})
afterAll(async () => {
  await browser?.close()
})

describe('content edited in the CMS', () => {
  it("an editor's published FAQ change is on every web process as soon as the save is answered", async () => {
    const [faq] = await cmsList<Faq>('faqs')
    const newTitle = `How do I open an account? (edited ${Date.now()})`
    await cmsWrite(editorToken, 'PATCH', `/api/faqs/${faq!.id}`, { title: newTitle })
    try {
      for (const html of await pageFromEveryWorker('/faq')) expect(html).toContain(newTitle)
      const page = await openPage(browser, { width: 360 })
      await page.goto(`${WEB_URL}/faq`)
      expect(await page.getByTestId(`faq-group-${faq!.category}`).locator('.accordion-title', { hasText: newTitle }).count()).toBe(1)
    } finally {
      await cmsWrite(editorToken, 'PATCH', `/api/faqs/${faq!.id}`, { title: faq!.title })
    }
  })

  it('a change reaches every process of a site whose cache would keep the old content for ten minutes, at once', async () => {
    const lastGoodDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-cms-last-good-'))
    // The platform's event bus (tests/support/global-setup.ts: Redis or NATS when set, else the wallet database).
    const site = await startSecondWeb(WALLET_URL, {
      CMS_CACHE_TTL_MS: '600000',
      CMS_LAST_GOOD_DIR: lastGoodDir,
      LIVE_DATABASE_URL: process.env.LIVE_DATABASE_URL || WALLET_DATABASE_URL,
      WEB_WORKERS: String(WEB_WORKERS),
    })
    const [faq] = await cmsList<Faq>('faqs')
    try {
      const firstTitle = `How do I sign up? (edited ${Date.now()})`
      await cmsWrite(editorToken, 'PATCH', `/api/faqs/${faq!.id}`, { title: firstTitle })
      // Every process now keeps this content, for ten minutes unless told otherwise.
      for (const html of await pageFromEveryWorker('/faq', site.url)) expect(html).toContain(firstTitle)

      const secondTitle = `How do I open an account? (edited ${Date.now()})`
      await cmsWrite(editorToken, 'PATCH', `/api/faqs/${faq!.id}`, { title: secondTitle })
      for (const html of await pageFromEveryWorker('/faq', site.url)) {
        expect(html).toContain(secondTitle)
        expect(html).not.toContain(firstTitle)
      }
    } finally {
      await cmsWrite(editorToken, 'PATCH', `/api/faqs/${faq!.id}`, { title: faq!.title })
      await site.stop()
      await rm(lastGoodDir, { recursive: true, force: true })
    }
  })

  it('a <script> or onerror= saved in CMS content never reaches the page as markup', async () => {
    const marker = `xss-${Date.now()}`
    const hostile = `<img src=x onerror="window.__xss='${marker}'"><script>window.__xss='${marker}'</script>`
    const faq = await cmsWrite<{ id: number }>(editorToken, 'POST', '/api/faqs', {
      category: 'platform-and-access',
      title: `${marker} <script>window.__xss=1</script>`,
      content: lexicalParagraph(hostile),
      order: 999,
    })
    try {
      for (const html of await pageFromEveryWorker('/faq')) {
        expect(html).toContain(marker)
        expect(html).not.toMatch(/<script>window\.__xss/)
        expect(html).not.toMatch(/<img[^>]*onerror/i)
      }

      const page = await openPage(browser, { width: 1280 })
      const dialogs: string[] = []
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message())
        await dialog.dismiss()
      })
      await page.goto(`${WEB_URL}/faq`)
      const entry = page.locator('.accordion-item', { hasText: marker })
      await entry.locator('summary').click()
      expect(await entry.locator('.accordion-body').innerText()).toContain('onerror=')
      expect(await page.locator('[onerror]').count()).toBe(0)
      expect(await entry.locator('script, img').count()).toBe(0)
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
      expect(dialogs).toEqual([])
    } finally {
      await cmsWrite(editorToken, 'DELETE', `/api/faqs/${faq.id}`)
    }
  })
})
