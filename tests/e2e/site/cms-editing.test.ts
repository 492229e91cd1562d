import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { cmsList, cmsLogin, cmsWrite, EDITOR, lexicalParagraph, waitForPage, type Faq } from './cms-api.ts'

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
  it("an editor's published FAQ change appears on the site once the cache expires", async () => {
    const [faq] = await cmsList<Faq>('faqs')
    const newTitle = `How do I open an account? (edited ${Date.now()})`
    await cmsWrite(editorToken, 'PATCH', `/api/faqs/${faq!.id}`, { title: newTitle })
    try {
      await waitForPage('/faq', (html) => html.includes(newTitle))
      const page = await openPage(browser, { width: 360 })
      await page.goto(`${WEB_URL}/faq`)
      expect(await page.getByTestId(`faq-group-${faq!.category}`).locator('.accordion-title', { hasText: newTitle }).count()).toBe(1)
    } finally {
      await cmsWrite(editorToken, 'PATCH', `/api/faqs/${faq!.id}`, { title: faq!.title })
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
      const html = await waitForPage('/faq', (text) => text.includes(marker))
      expect(html).not.toMatch(/<script>window\.__xss/)
      expect(html).not.toMatch(/<img[^>]*onerror/i)

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
