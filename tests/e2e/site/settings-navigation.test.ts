import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { createAccount, logIn } from '../accounts/accounts-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('settings on a phone', () => {
  it('leads back from every settings page to the settings list, which links Terms and How to Play', async () => {
    const account = await createAccount('Chidi Okafor')
    const page = await openPage(browser, { width: 360 })
    await logIn(page, account)

    for (const [shortPath, settingsPath] of [
      ['/profile', '/dashboard/settings/profile'],
      ['/notification', '/dashboard/settings/notification'],
      ['/changepassword', '/dashboard/settings/changepassword'],
    ] as const) {
      await page.goto(`${WEB_URL}${shortPath}`)
      await page.waitForURL(`${WEB_URL}${settingsPath}`)
      await page.getByRole('link', { name: 'Back to Settings' }).click()
      await page.waitForURL(`${WEB_URL}/dashboard/settings`)
    }

    const menu = page.getByRole('navigation', { name: 'Settings' })
    for (const [name, path, heading] of [
      ['Terms and Conditions', '/dashboard/settings/terms', 'Terms and Conditions'],
      ['How to Play', '/dashboard/settings/play', 'How to Play'],
    ] as const) {
      await menu.getByRole('link', { name }).click()
      await page.waitForURL(`${WEB_URL}${path}`)
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
      await page.getByRole('link', { name: 'Back to Settings' }).click()
      await page.waitForURL(`${WEB_URL}/dashboard/settings`)
    }
  })

  it('needs no back link on a desktop, where the menu stays beside the page', async () => {
    const account = await createAccount('Chidi Okafor')
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, account)
    await page.goto(`${WEB_URL}/dashboard/settings/profile`)
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Terms and Conditions' }).waitFor()
    expect(await page.getByRole('link', { name: 'Back to Settings' }).isVisible()).toBe(false)
  })
})
