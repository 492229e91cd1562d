import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import {
  cmsGet,
  cmsList,
  cmsLogin,
  cmsWrite,
  EDITOR,
  pageFromEveryWorker,
  type Faq,
  type HowToPlay,
  type SiteSettings,
  type Slide,
} from './cms-api.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('visitor pages render their CMS content', () => {
  it('/ redirects to /home', async () => {
    const response = await fetch(`${WEB_URL}/`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(new URL(response.headers.get('location')!, WEB_URL).pathname).toBe('/home')
  })

  it('/home: the seven slides, both Play Now banners, side panel and the 18+ banner', async () => {
    const [slides, settings] = await Promise.all([cmsList<Slide>('carousel-slides'), cmsGet<SiteSettings>('/api/globals/site-settings')])
    expect(slides).toHaveLength(7)
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/home`)
    const slideImages = page.getByTestId('carousel-slide').locator('img')
    expect(await slideImages.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
      slides.map((slide) => slide.alt),
    )
    expect(await slideImages.first().getAttribute('src')).toBe(`/cms-media/${slides[0]!.image.filename}`)
    expect(await page.getByTestId('play-now-virtual').getAttribute('href')).toBe('/virtual')
    expect(await page.getByTestId('play-now-login').getAttribute('href')).toBe('/login')
    await expect(page.getByTestId('side-panel').isVisible()).resolves.toBe(true)
    for (const button of ['Book', 'Check']) {
      expect(await page.getByTestId('side-panel').getByRole('button', { name: button, exact: true }).count()).toBe(1)
    }
    expect(await page.getByTestId('age-banner').innerText()).toContain(settings.ageBanner)
    const image = await page.request.get(`${WEB_URL}/cms-media/${slides[0]!.image.filename}`)
    expect(image.status()).toBe(200)
    expect(image.headers()['cache-control']).toMatch(/max-age=\d{6,}/)
  })

  it('/home hides the side panel on a phone and links every nav item', async () => {
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/home`)
    expect(await page.getByTestId('side-panel').isVisible()).toBe(false)
    await page.getByTestId('mobile-menu-button').click()
    const menu = page.locator('.mobile-menu-panel')
    const links = await menu
      .locator('a')
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]))
    expect(links).toEqual(
      expect.arrayContaining([
        ['Home', '/home'],
        ['Sports Betting', '/login?from=SportBetting'],
        ['Virtual', '/virtual'],
        ['Casino Games', '/dashboard/spinit'],
        ['Contact', '/contact'],
        ['Rules', '/rules'],
        ['How To Play', '/how2play'],
        ['Promotions', '/promotions'],
        ['FAQS', '/faq'],
        ['Terms & Conditions', '/terms'],
        ['Privacy Policy', '/privacy'],
        ['Login', '/login'],
        ['Sign Up', '/signup'],
      ]),
    )
  })

  it('the More dropdown lists the seven pages in the spec order', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/faq`)
    await page.getByTestId('more-menu-button').click()
    const items = await page.locator('.more-menu .dropdown-list a').allInnerTexts()
    expect(items).toEqual(['Contact', 'Rules', 'How To Play', 'Promotions', 'FAQS', 'Terms & Conditions', 'Privacy Policy'])
    // A click elsewhere closes it, as a menu should (not on the h1: the open list may fall over it).
    await page.waitForFunction(() => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized)
    await page.locator('footer').click({ position: { x: 4, y: 4 } })
    await page.waitForFunction(() => !document.querySelector('.more-menu')?.hasAttribute('open'))
    await page.getByTestId('more-menu-button').click()
    await page.locator('.more-menu').getByRole('link', { name: 'Rules' }).click()
    await page.waitForURL(`${WEB_URL}/rules`)
    // The dropdown closes itself after a client-side navigation.
    await page.waitForFunction(() => !document.querySelector('.more-menu')?.hasAttribute('open'))
    expect(await page.locator('h1').innerText()).not.toBe('')
  })

  it('/promotions stacks the seven promotion images', async () => {
    const promotions = await cmsList<{ alt: string }>('promotions')
    expect(promotions).toHaveLength(7)
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/promotions`)
    expect(await page.locator('.promotion img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
      promotions.map((promotion) => promotion.alt),
    )
  })

  for (const [path, global] of [
    ['/rules', 'legal-rules'],
    ['/terms', 'legal-terms'],
    ['/privacy', 'legal-privacy'],
  ] as const) {
    it(`${path} shows the published ${global} page`, async () => {
      const legal = await cmsGet<{ title: string; bodyHtml: string }>(`/api/globals/${global}`)
      const firstParagraph = /<p>(.*?)<\/p>/.exec(legal.bodyHtml)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
      const page = await openPage(browser, { width: 360 })
      await page.goto(`${WEB_URL}${path}`)
      expect(await page.locator('h1').innerText()).toBe(legal.title)
      const text = await page.locator('.rich-text').innerText()
      expect(firstParagraph.length).toBeGreaterThan(10)
      expect(text.replace(/\s+/g, ' ')).toContain(decodeEntities(firstParagraph).replace(/\s+/g, ' ').trim())
      if (path === '/rules') expect(await page.locator('.tagline').innerText()).toBe('play smart, play safe')
    })
  }

  it('/how2play lists at most four entries, in order', async () => {
    const entries = await cmsList<HowToPlay>('how-to-play')
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/how2play`)
    const titles = await page.locator('.accordion-title').allInnerTexts()
    expect(titles).toEqual(entries.slice(0, 4).map((entry) => entry.title))
    expect(titles).toEqual(['Crash Games', 'Horse Racing', 'Spin Games', 'Spin 2 Win Royale'])
  })

  it('/faq groups the questions under the four categories', async () => {
    const faqs = await cmsList<Faq>('faqs')
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/faq`)
    expect(await page.locator('.faq-group h2').allInnerTexts()).toEqual([
      'Account and Login',
      'Withdrawals and Deposits',
      'Gameplay and Winnings',
      'Platform and Access',
    ])
    for (const faq of faqs) {
      const group = page.getByTestId(`faq-group-${faq.category}`)
      expect(await group.locator('.accordion-title', { hasText: faq.title }).count()).toBeGreaterThan(0)
    }
  })

  it('/contact shows the support email, phone, handle and social links from site settings', async () => {
    const settings = await cmsGet<SiteSettings & { socialLinks: { platform: string }[] }>('/api/globals/site-settings')
    const page = await openPage(browser, { width: 360 })
    await page.goto(`${WEB_URL}/contact`)
    expect(await page.getByTestId('contact-email').innerText()).toBe(settings.supportEmail)
    expect(await page.getByTestId('contact-phone').innerText()).toBe(settings.phone)
    expect(await page.getByTestId('contact-handle').innerText()).toBe(settings.handle)
    for (const link of settings.socialLinks) {
      expect(await page.locator('.social-links').getByText(link.platform).count()).toBe(1)
    }
    expect(await page.getByLabel('Full name').count()).toBe(1)
    expect(await page.getByLabel('Username or account ID').count()).toBe(1)
  })

  it("/testimonial shows the players' quotes from the CMS, a video only after a click, and the Trusted by logos", async () => {
    const editorToken = await cmsLogin(EDITOR.email, EDITOR.password)
    const withVideo = await cmsWrite<{ id: number }>(editorToken, 'POST', '/api/testimonials', {
      quote: `Spin It on my phone every evening (${Date.now()})`,
      firstName: 'Femi',
      city: 'Abeokuta',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      order: 999,
    })
    try {
      const [testimonials, logos] = await Promise.all([
        cmsList<{ quote: string; firstName: string; city: string }>('testimonials'),
        cmsList<{ name: string }>('trusted-logos'),
      ])
      for (const html of await pageFromEveryWorker('/testimonial')) expect(html).toContain('Abeokuta')
      const page = await openPage(browser, { width: 1280 })
      const thirdParty: string[] = []
      page.on('request', (request) => {
        if (!new URL(request.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/)) thirdParty.push(request.url())
      })
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
      )
      await page.goto(`${WEB_URL}/testimonial`)
      const shown = await page
        .getByTestId('testimonial')
        .evaluateAll((cards) =>
          cards.map((card) => [card.querySelector('blockquote')!.textContent, card.querySelector('figcaption')!.textContent]),
        )
      expect(shown).toEqual(testimonials.map((testimonial) => [testimonial.quote, `${testimonial.firstName}, ${testimonial.city}`]))

      // Nothing from the video's provider before the click: no frame, no request.
      expect(await page.locator('iframe').count()).toBe(0)
      const poster = page.getByTestId('video-poster')
      expect(await poster.count()).toBe(1)
      expect(await poster.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
      await page.waitForFunction(() => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized)
      expect(thirdParty).toEqual([])
      await poster.click()
      const frame = page.locator('.video-frame iframe')
      await frame.waitFor()
      expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
      expect(await frame.getAttribute('title')).toBe('Video: Femi tells their story')

      expect(await page.getByTestId('trusted-by').locator('h2').innerText()).toBe('Trusted by')
      expect(
        await page
          .getByTestId('trusted-by')
          .locator('img')
          .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
      ).toEqual(logos.map((logo) => logo.name))
    } finally {
      await cmsWrite(editorToken, 'DELETE', `/api/testimonials/${withVideo.id}`)
    }
  })

  it('an unknown URL answers 404 with a page that helps the visitor on', async () => {
    const response = await fetch(`${WEB_URL}/no-such-page`)
    expect(response.status).toBe(404)
    const page = await openPage(browser, { width: 360, allowConsoleErrors: true })
    await page.goto(`${WEB_URL}/no-such-page`)
    expect(await page.getByTestId('not-found-page').locator('h1').innerText()).toBe('Page not found')
    expect(await page.getByTestId('not-found-page').getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home')
  })
})

function decodeEntities(text: string) {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
}
