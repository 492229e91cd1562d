import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { adminToast, appendParagraph, logInToCms, oneLoginAtATime, openForEditing } from '../../support/cms.ts'
import { CMS_URL } from '../../support/urls.ts'

const EDITOR = { email: 'editor@9jalottery.ng', password: 'Editor#2026' }
const COMPLIANCE = { email: 'compliance@9jalottery.ng', password: 'Comply#2026' }
const TERMS_ADMIN_URL = `${CMS_URL}/admin/globals/legal-terms`
const PUBLISH_REFUSED = 'Only a compliance officer or an admin can publish a legal page. Save it as a draft instead.'

type LegalPage = { title: string; body: unknown; lastUpdated: string }

let browser: Browser
let publishedBefore: LegalPage
beforeAll(async () => {
  browser = await launchBrowser()
  publishedBefore = await readPublicTerms()
})
afterAll(async () => {
  // Put the seeded text back live so the site's page tests see the content they expect.
  if (publishedBefore) await publishAsCompliance(publishedBefore)
  await browser?.close()
})

/** The terms as anyone (and the web app) reads them: no login, published version only. */
async function readPublicTerms(): Promise<LegalPage & { raw: string }> {
  const response = await fetch(`${CMS_URL}/api/globals/legal-terms?depth=1`)
  expect(response.status).toBe(200)
  const raw = await response.text()
  return { ...(JSON.parse(raw) as LegalPage), raw }
}

async function publishAsCompliance(page: LegalPage) {
  const login = await oneLoginAtATime(COMPLIANCE.email, () =>
    fetch(`${CMS_URL}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(COMPLIANCE),
    }),
  )
  const { token } = (await login.json()) as { token: string }
  const response = await fetch(`${CMS_URL}/api/globals/legal-terms`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: page.title, body: page.body, lastUpdated: page.lastUpdated, _status: 'published' }),
  })
  if (!response.ok) throw new Error(`restoring the terms: ${response.status} ${await response.text()}`)
}

async function logIn(page: Page, user: { email: string; password: string }) {
  await logInToCms(page, user)
  await page.getByRole('link', { name: 'Terms and Conditions' }).first().waitFor()
}

describe('legal pages need compliance approval', () => {
  it('an editor saves a draft but cannot publish; compliance publishes it and the history shows it', async () => {
    const marker = `Approval check ${Date.now()}`

    // The refused publish is a 403 response, which Chromium logs as a console error
    // ("Failed to load resource"). Allow exactly that on the editor's page and nothing else.
    const editor = await openPage(browser, { width: 1280, allowConsoleErrors: true })
    const editorErrors: string[] = []
    editor.on('console', (message) => {
      if (message.type() === 'error') editorErrors.push(message.text())
    })
    editor.on('pageerror', (error) => editorErrors.push(error.message))

    await logIn(editor, EDITOR)
    await openForEditing(editor, TERMS_ADMIN_URL, 'en')
    await appendParagraph(editor, marker)

    await editor.getByRole('button', { name: 'Save Draft' }).click()
    await adminToast(editor, 'Draft saved successfully.').waitFor()

    await editor.getByRole('button', { name: 'Publish changes' }).click()
    await adminToast(editor, PUBLISH_REFUSED).waitFor()
    expect((await readPublicTerms()).raw).not.toContain(marker)
    expect(editorErrors.length).toBeGreaterThan(0)
    for (const error of editorErrors) expect(error).toMatch(/status of 403/)

    // Leaving the edit view releases the editor's lock (the take-over path covers a stale one).
    await editor.goto(`${CMS_URL}/admin`)
    await editor.getByRole('link', { name: 'Terms and Conditions' }).first().waitFor()

    const compliance = await openPage(browser, { width: 1280 })
    await logIn(compliance, COMPLIANCE)
    await openForEditing(compliance, TERMS_ADMIN_URL, 'en')
    // Compliance reviews the editor's draft, the newest version, then publishes it.
    await compliance.locator('[contenteditable="true"]').first().getByText(marker).waitFor()
    await compliance.getByRole('button', { name: 'Publish changes' }).click()
    await compliance.getByText('Status:').locator('..').getByText('Published').waitFor()
    await expect.poll(async () => (await readPublicTerms()).raw, { timeout: 10_000 }).toContain(marker)
    expect((await readPublicTerms()).raw).not.toContain(PUBLISH_REFUSED)

    // The history: the seed's published revision, the editor's draft, and the approved publish.
    await compliance.getByRole('link', { name: /Versions/ }).click()
    await compliance.waitForURL(`${TERMS_ADMIN_URL}/versions**`)
    const rows = compliance.locator('table tbody tr')
    await rows.first().waitFor()
    const published = rows.filter({ hasText: 'Published' })
    expect(await published.count()).toBeGreaterThanOrEqual(2)
    expect(await rows.filter({ hasText: 'Draft' }).count()).toBeGreaterThanOrEqual(1)
  })
})
