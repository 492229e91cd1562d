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

// The home page's Spin It banner (common:home.loginBannerText) in each language.
const PIDGIN_SPIN_BANNER = 'Enter your account, spin di wheel, win prize wey go enter your wallet sharp sharp.'
const ENGLISH_SPIN_BANNER = 'Log in, spin the wheel and win prizes straight into your wallet.'

describe('language switch', () => {
  it('switches to Nigerian Pidgin, keeps it across pages, and switches back', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/faq`)
    expect(await page.locator('h1').innerText()).toBe('Frequently Asked Questions')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')

    await page.getByTestId('language-pcm').locator('visible=true').click()
    await page.waitForURL(`${WEB_URL}/faq`)
    await page.waitForFunction(() => document.documentElement.lang === 'pcm')
    expect(await page.locator('h1').innerText()).toBe('Question Wey Pipo Dey Ask')
    expect(await page.locator('.faq-group h2').first().innerText()).toBe('Account and How to Enter')
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lng')?.value).toBe('pcm')

    // The choice persists: another page, rendered by the server, is in Pidgin too.
    await page.goto(`${WEB_URL}/home`)
    expect(await page.getByTestId('play-now-virtual').innerText()).toBe('Play Now')
    expect(await page.locator('.play-banner-spin p').innerText()).toBe(PIDGIN_SPIN_BANNER)
    await page.goto(`${WEB_URL}/how2play`)
    expect(await page.locator('h1').innerText()).toBe('How You Go Play')
    // Client-side navigation (no page load: the marker survives) keeps the language too.
    await page.waitForFunction(() => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized)
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
    await page.locator('.site-footer').getByRole('link', { name: 'Contact Us' }).click()
    await page.waitForURL(`${WEB_URL}/contact`)
    expect(await page.locator('.contact-form p').innerText()).toContain('abeg give us your full name')
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    await page.getByTestId('language-en').locator('visible=true').click()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(page.url()).toBe(`${WEB_URL}/contact`)
    expect(await page.locator('h1').innerText()).toBe('Contact Us')
    expect(await page.locator('.contact-form p').innerText()).toContain('please give your full name')
    await page.goto(`${WEB_URL}/faq`)
    expect(await page.locator('h1').innerText()).toBe('Frequently Asked Questions')
  })

  it('works on a phone without JavaScript (the landing page) through the mobile menu', async () => {
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/home`)
    await page.getByTestId('mobile-menu-button').click()
    await page.locator('.mobile-menu-panel').getByTestId('language-pcm').click()
    await page.waitForFunction(() => document.documentElement.lang === 'pcm')
    expect(page.url()).toBe(`${WEB_URL}/home`)
    expect(await page.getByTestId('side-panel').locator('h2').first().textContent()).toBe('Bet Slip')
    expect(await page.locator('.play-banner-spin p').innerText()).toBe(PIDGIN_SPIN_BANNER)
    expect(await page.getByTestId('age-banner').innerText()).toContain('Dis platform na only for pipo wey don reach 18 years')
    await page.getByTestId('mobile-menu-button').click()
    await page.locator('.mobile-menu-panel').getByTestId('language-en').click()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(await page.locator('.play-banner-spin p').innerText()).toBe(ENGLISH_SPIN_BANNER)
  })
})
