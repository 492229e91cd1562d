import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedCms, type CmsSeedReport } from '../../seed/cms/seedCms'
import { startTestCms, type TestCms } from './support/testCms'

let cms: TestCms
let firstRun: CmsSeedReport
let secondRun: CmsSeedReport

beforeAll(async () => {
  cms = await startTestCms()
  firstRun = await seedCms(cms.payload)
  secondRun = await seedCms(cms.payload)
})

afterAll(async () => {
  await cms?.close()
})

const count = async (collection: string) => (await cms.rest('GET', `/${collection}?limit=100&sort=order&depth=1`)).body

describe('CMS seed', () => {
  it('is idempotent: a second run creates nothing', () => {
    expect(firstRun.created.length).toBeGreaterThan(50)
    expect(secondRun.created).toEqual([])
  })

  it('fills every public collection the web app reads', async () => {
    const slides = await count('carousel-slides')
    expect(slides.totalDocs).toBe(7)
    expect(slides.docs[0].image.url).toMatch(/\/api\/media\/file\/slide-1-jet-crash\.svg$/)
    expect((await count('promotions')).totalDocs).toBe(7)
    const howToPlay = await count('how-to-play')
    expect(howToPlay.docs.map((doc: { title: string }) => doc.title)).toEqual([
      'Crash Games',
      'Horse Racing',
      'Spin Games',
      'Spin 2 Win Royale',
    ])
    expect(howToPlay.docs[0].contentHtml).toContain('Cash Out')
    const faqs = await count('faqs')
    expect(new Set(faqs.docs.map((doc: { category: string }) => doc.category))).toEqual(
      new Set(['account-and-login', 'withdrawals-and-deposits', 'gameplay-and-winnings', 'platform-and-access']),
    )
    const testimonials = await count('testimonials')
    expect(testimonials.totalDocs).toBeGreaterThan(0)
    // Players' quotes, no placeholder videos (the old seed embedded a channel that does not exist).
    for (const testimonial of testimonials.docs) {
      expect(testimonial.quote.length).toBeGreaterThan(20)
      expect(testimonial.firstName).not.toBe('')
      expect(testimonial.city).not.toBe('')
      expect(testimonial.videoUrl ?? null).toBeNull()
    }
    expect((await count('trusted-logos')).totalDocs).toBeGreaterThan(0)
    // Recent wins are real ones, from the wallet-service's ledger: the CMS has no collection of made-up winners.
    expect((await cms.rest('GET', '/recent-winners')).status).toBe(404)
  })

  it('serves the seeded artwork from local disk', async () => {
    const request = new Request('http://localhost:3001/api/media/file/promo-1-refer-a-friend.svg')
    const { handleEndpoints } = await import('payload')
    const response = await handleEndpoints({ config: cms.payload.config, request })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(await response.text()).toContain('9ja')
  })

  it('publishes the three legal pages, naming the company and describing betting', async () => {
    for (const slug of ['legal-rules', 'legal-terms', 'legal-privacy']) {
      const page = (await cms.rest('GET', `/globals/${slug}`)).body
      expect(page._status).toBe('published')
      expect(page.bodyHtml).toContain('9ja Lottery Gaming Limited')
      expect(page.bodyHtml).not.toMatch(/investment returns|return on investment|ROI/i)
    }
    const terms = (await cms.rest('GET', '/globals/legal-terms')).body.bodyHtml
    expect(terms).toContain('18')
    expect(terms).toContain('registered name')
  })

  it('carries the promotions, FAQ, How to Play and rules in all five languages, each its own text', async () => {
    const inLanguage = async (path: string, locale: string) =>
      (await cms.rest('GET', `${path}${path.includes('?') ? '&' : '?'}locale=${locale}&fallback-locale=none`)).body
    const english = {
      promotions: await inLanguage('/promotions?limit=100&sort=order', 'en'),
      faqs: await inLanguage('/faqs?limit=100&sort=order', 'en'),
      howToPlay: await inLanguage('/how-to-play?limit=100&sort=order', 'en'),
      rules: await inLanguage('/globals/legal-rules', 'en'),
    }
    // A letter each language's own spelling has and English has not (tone marks, hooked letters, dotted vowels).
    const ownLetters: Record<string, RegExp> = { yo: /[ẹọṣ]/, ha: /[ɓɗƙ]/, ig: /[ịọụṅ]/ }
    for (const locale of ['pcm', 'yo', 'ha', 'ig']) {
      const lists = {
        promotions: await inLanguage('/promotions?limit=100&sort=order', locale),
        faqs: await inLanguage('/faqs?limit=100&sort=order', locale),
        howToPlay: await inLanguage('/how-to-play?limit=100&sort=order', locale),
      }
      for (const [list, answer] of Object.entries(lists)) {
        const englishDocs = english[list as keyof typeof lists].docs
        expect(answer.docs).toHaveLength(englishDocs.length)
        for (const [index, doc] of answer.docs.entries()) {
          expect(doc.textLanguage, `${locale} ${list} ${index}`).toBe(locale)
          expect(doc.title.length).toBeGreaterThan(3)
          if ('contentHtml' in doc) expect(doc.contentHtml).not.toBe(englishDocs[index].contentHtml)
        }
      }
      const rules = await inLanguage('/globals/legal-rules', locale)
      expect(rules._status).toBe('published')
      expect(rules.textLanguage).toBe(locale)
      expect(rules.bodyHtml).not.toBe(english.rules.bodyHtml)
      // The brand and the games keep their names.
      expect(rules.bodyHtml).toContain('9ja Lottery Gaming Limited')
      expect(lists.howToPlay.docs[0].contentHtml).toContain('Jet Crash')
      if (ownLetters[locale]) expect(lists.faqs.docs.map((doc: { title: string }) => doc.title).join(' ')).toMatch(ownLetters[locale]!)
    }
  })

  it('sets the site settings', async () => {
    const settings = (await cms.rest('GET', '/globals/site-settings')).body
    expect(settings).toMatchObject({
      brandName: '9ja Lottery',
      companyName: '9ja Lottery Gaming Limited',
      supportEmail: 'support@9jalottery.ng',
      phone: '+234 700 952 5688',
      handle: '@9jalottery',
      ageBanner: 'This platform is strictly 18+. Please bet responsibly.',
    })
  })

  it('creates a staff login per role, and a second finance login, each with its role', async () => {
    for (const [email, password, role] of [
      ['admin@9jalottery.ng', 'Admin#2026', 'admin'],
      ['editor@9jalottery.ng', 'Editor#2026', 'editor'],
      ['compliance@9jalottery.ng', 'Comply#2026', 'compliance'],
      ['support@9jalottery.ng', 'Support#2026', 'support'],
      ['finance@9jalottery.ng', 'Finance#2026', 'finance'],
      ['finance2@9jalottery.ng', 'Finance2#2026', 'finance'],
      ['risk@9jalottery.ng', 'Risk#2026', 'risk'],
    ] as const) {
      const token = await cms.login(email, password)
      const me = await cms.rest('GET', '/users/me', { token })
      expect(me.body.user.roles).toEqual([role])
    }
  })
})
