import { LANGUAGES, languageCodes } from '@9ja/languages'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
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

const hydrated = () => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true

/** The desktop header's language control: opened, then the language chosen in its list. */
async function chooseInHeader(page: Page, language: string) {
  await page.getByTestId('language-menu-button').click()
  await page.locator('.language-menu').getByTestId(`language-${language}`).click()
}

/** The language the header's control names, and the `lang` it names it in. */
async function headerLanguage(page: Page) {
  const name = page.getByTestId('language-menu-button').locator('[lang]')
  return { name: await name.innerText(), lang: await name.getAttribute('lang') }
}

describe('language switch', () => {
  it('switches to Nigerian Pidgin, keeps it across pages, and switches back', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/faq`)
    expect(await page.locator('h1').innerText()).toBe('Frequently Asked Questions')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')

    expect(await headerLanguage(page)).toEqual({ name: 'English', lang: 'en' })
    await chooseInHeader(page, 'pcm')
    await page.waitForURL(`${WEB_URL}/faq`)
    await page.waitForFunction(() => document.documentElement.lang === 'pcm')
    expect(await headerLanguage(page)).toEqual({ name: 'Pidgin', lang: 'pcm' })
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
    await page.waitForFunction(hydrated)
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
    await page.locator('.site-footer').getByRole('link', { name: 'Contact Us' }).click()
    await page.waitForURL(`${WEB_URL}/contact`)
    expect(await page.locator('.contact-form p').innerText()).toContain('abeg give us your full name')
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    await chooseInHeader(page, 'en')
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

  it('offers the five languages by their own names, and remembers Yorùbá, Hausa or Igbo as it does Pidgin', async () => {
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/faq`)
    await page.getByTestId('mobile-menu-button').click()
    const options = page.locator('.mobile-menu-panel .language-option')
    expect(await options.allInnerTexts()).toEqual(['English', 'Pidgin', 'Yorùbá', 'Hausa', 'Igbo'])
    expect(await options.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('lang')))).toEqual([
      'en',
      'pcm',
      'yo',
      'ha',
      'ig',
    ])
    for (const language of ['yo', 'ha', 'ig']) {
      await page.locator('.mobile-menu-panel').getByTestId(`language-${language}`).click()
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language)
      expect(page.url()).toBe(`${WEB_URL}/faq`)
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'lng')?.value).toBe(language)
      await page.getByTestId('mobile-menu-button').click()
      expect(await page.locator(`.mobile-menu-panel [data-testid="language-${language}"]`).getAttribute('aria-pressed')).toBe('true')
    }
  })

  it('is one closed control in the desktop header that opens without JavaScript and keeps the page, query included', async () => {
    const page = await openPageWithoutJavaScript(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/virtual?id=2`)
    const options = page.locator('.language-menu .language-option')
    expect(await options.evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).length)).toBe(0)
    await page.getByTestId('language-menu-button').click()
    expect(await options.allInnerTexts()).toEqual(languageCodes.map((language) => LANGUAGES[language].ownName))
    expect(await page.locator('.language-menu [aria-pressed="true"]').getAttribute('lang')).toBe('en')
    await page.locator('.language-menu').getByTestId('language-ha').click()
    await page.waitForURL(`${WEB_URL}/virtual?id=2`)
    expect(await page.locator('html').getAttribute('lang')).toBe('ha')
    expect(await headerLanguage(page)).toEqual({ name: 'Hausa', lang: 'ha' })
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lng')?.value).toBe('ha')
    // A fresh page shows the control closed again, its list marking the language in use.
    expect(await page.locator('.language-menu').getAttribute('open')).toBeNull()
    expect(await page.locator('.language-menu [aria-pressed="true"]').getAttribute('lang')).toBe('ha')
  })

  it('closes the language list on Escape and on a click outside it, once JavaScript runs', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/faq`)
    await page.waitForFunction(hydrated)
    const isOpen = () => page.locator('.language-menu').evaluate((details) => (details as HTMLDetailsElement).open)
    await page.getByTestId('language-menu-button').click()
    expect(await isOpen()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(isOpen).toBe(false)
    await page.getByTestId('language-menu-button').click()
    expect(await isOpen()).toBe(true)
    await page.locator('footer').click({ position: { x: 4, y: 4 } })
    await expect.poll(isOpen).toBe(false)
  })

  it('leaves the desktop header on one row in every language: the brand whole, each link on one line, nothing past the edge', async () => {
    for (const width of [1280, 1024]) {
      const page = await openPage(browser, { width })
      for (const language of languageCodes) {
        await page.context().addCookies([{ name: 'lng', value: language, url: WEB_URL }])
        await page.goto(`${WEB_URL}/faq`)
        const header = await page.evaluate(() => {
          const brand = document.querySelector<HTMLElement>('.brand-name')!
          // The lines a control's visible text takes: the tops of its text's boxes.
          const lines = (control: Element) => {
            const tops = new Set<number>()
            const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
            for (let text = texts.nextNode(); text; text = texts.nextNode()) {
              if (!text.textContent!.trim() || text.parentElement!.closest('.visually-hidden')) continue
              const range = document.createRange()
              range.selectNodeContents(text)
              for (const box of range.getClientRects()) tops.add(Math.round(box.top))
            }
            return tops.size
          }
          const controls = [...document.querySelectorAll('.navbar :is(.nav-link, .button)')].filter((control) => control.checkVisibility())
          return {
            brand: { text: brand.scrollWidth, box: brand.clientWidth },
            controls: controls.length,
            wrapped: controls.filter((control) => lines(control) !== 1).map((control) => control.textContent),
            pastTheEdge: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          }
        })
        const at = `${language} at ${width} px`
        expect(header.brand.text, `${at}: the brand's name is cut`).toBeLessThanOrEqual(header.brand.box)
        // Home, Sports Betting, Virtual, Casino Games, More, the language, Login and Sign Up.
        expect(header.controls, at).toBe(8)
        expect(header.wrapped, `${at}: links on more than one line`).toEqual([])
        expect(header.pastTheEdge, `${at}: the page is wider than the window`).toBeLessThanOrEqual(0)
      }
    }
  })
})
