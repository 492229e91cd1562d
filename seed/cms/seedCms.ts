import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Language } from '@9ja/languages'
import type { CollectionSlug, Payload, Where } from 'payload'

// Brings in the generated collection types (a module augmentation of 'payload').
import type {} from '../../cms/src/payload-types'
import { demoLogins } from '../logins'
import { faqs } from './content/faqs'
import { howToPlay } from './content/howToPlay'
import { translations, type ContentTranslation } from './content/languages'
import { legalPrivacy, legalRules, legalTerms } from './content/legal'
import { carouselSlides, promotions, siteSettings, testimonials, trustedLogos } from './content/samples'
import { markdownConverter } from './richText'

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')

type CmsLogin = ReturnType<typeof demoLogins>['cms'][number]
type LegalSlug = 'legal-rules' | 'legal-terms' | 'legal-privacy'
type Locale = Exclude<Language, 'en'>

/** What a run created; an empty report on a second run proves it is idempotent. */
export type CmsSeedReport = { created: string[] }

/**
 * Fills the CMS with the platform's content through the Local API. Re-runnable: every item is
 * looked up by its natural key first and only created when missing, so a second run changes nothing
 * (and never overwrites what editors have changed since).
 */
export async function seedCms(payload: Payload, logins: CmsLogin[] = demoLogins().cms): Promise<CmsSeedReport> {
  const created: string[] = []
  const toLexical = await markdownConverter(payload)

  const exists = async (collection: CollectionSlug, where: Where) =>
    (await payload.find({ collection, where, limit: 1, depth: 0, pagination: false })).docs[0]

  const ensure = async <S extends CollectionSlug>(collection: S, where: Where, data: Record<string, unknown>, label: string) => {
    const found = await exists(collection, where)
    if (found) return found.id
    const doc = await payload.create({ collection, data: data as never, depth: 0 })
    created.push(`${collection}: ${label}`)
    return doc.id
  }

  /** Writes a document's texts in another language, unless its title is written in it already (by an editor, or an earlier run). */
  const translate = async (
    collection: 'promotions' | 'faqs' | 'how-to-play',
    id: number,
    locale: Locale,
    data: { title: string } & Record<string, unknown>,
    label: string,
  ) => {
    const current = await payload.findByID({ collection, id, locale, fallbackLocale: false, depth: 0 })
    if (current.title) return
    await payload.update({ collection, id, locale, data, depth: 0 })
    created.push(`${collection} (${locale}): ${label}`)
  }
  const languages = Object.entries(translations) as [Locale, ContentTranslation][]
  for (const [locale, translation] of languages) assertMatchesEnglish(locale, translation)

  const ensureMedia = async (file: string, alt: string) => {
    const found = await exists('media', { filename: { equals: file } })
    if (found) return found.id
    const doc = await payload.create({ collection: 'media', data: { alt }, filePath: path.join(assetsDir, file), depth: 0 })
    created.push(`media: ${file}`)
    return doc.id
  }

  for (const login of logins) {
    await ensure(
      'users',
      { email: { equals: login.email.toLowerCase() } },
      { email: login.email, password: login.password, roles: [login.role] },
      login.email,
    )
  }

  for (const [index, slide] of carouselSlides.entries()) {
    const image = await ensureMedia(slide.file, slide.alt)
    await ensure('carousel-slides', { image: { equals: image } }, { image, alt: slide.alt, link: slide.link, order: index + 1 }, slide.alt)
  }

  for (const [index, promotion] of promotions.entries()) {
    const image = await ensureMedia(promotion.file, promotion.alt)
    const id = await ensure(
      'promotions',
      { title: { equals: promotion.title } },
      { image, alt: promotion.alt, title: promotion.title, order: index + 1 },
      promotion.title,
    )
    for (const [locale, translation] of languages)
      await translate('promotions', id, locale, translation.promotions[index]!, promotion.title)
  }

  for (const [index, faq] of faqs.entries()) {
    const id = await ensure(
      'faqs',
      { title: { equals: faq.title } },
      { category: faq.category, title: faq.title, content: toLexical(faq.markdown), order: index + 1 },
      faq.title,
    )
    for (const [locale, translation] of languages) {
      const text = translation.faqs[index]!
      await translate('faqs', id, locale, { title: text.title, content: toLexical(text.markdown) }, faq.title)
    }
  }

  for (const [index, entry] of howToPlay.entries()) {
    const id = await ensure(
      'how-to-play',
      { title: { equals: entry.title } },
      { title: entry.title, content: toLexical(entry.markdown), order: index + 1 },
      entry.title,
    )
    for (const [locale, translation] of languages) {
      const text = translation.howToPlay[index]!
      await translate('how-to-play', id, locale, { title: text.title, content: toLexical(text.markdown) }, entry.title)
    }
  }

  for (const [index, testimonial] of testimonials.entries()) {
    await ensure(
      'testimonials',
      { quote: { equals: testimonial.quote } },
      { ...testimonial, order: index + 1 },
      `testimonial of ${testimonial.firstName}`,
    )
  }

  for (const [index, logo] of trustedLogos.entries()) {
    const image = await ensureMedia(logo.file, `${logo.name} badge`)
    await ensure('trusted-logos', { name: { equals: logo.name } }, { name: logo.name, logo: image, order: index + 1 }, logo.name)
  }

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.brandName) {
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
    created.push('site-settings')
  }

  const legalPages: [LegalSlug, typeof legalRules][] = [
    ['legal-rules', legalRules],
    ['legal-terms', legalTerms],
    ['legal-privacy', legalPrivacy],
  ]
  for (const [slug, page] of legalPages) {
    const current = await payload.findGlobal({ slug, depth: 0, draft: true })
    if (current.title) continue
    // Seeded legal text goes live at once, as if approved by compliance (the Local API runs without a user).
    await payload.updateGlobal({
      slug,
      data: { title: page.title, body: toLexical(page.markdown), lastUpdated: page.lastUpdated, _status: 'published' },
    })
    created.push(slug)
  }

  // The rules in every language, each published on its own (as compliance publishes one language's text).
  for (const [locale, translation] of languages) {
    const current = await payload.findGlobal({ slug: 'legal-rules', locale, fallbackLocale: false, depth: 0, draft: true })
    if (current.title) continue
    await payload.updateGlobal({
      slug: 'legal-rules',
      locale,
      publishSpecificLocale: locale,
      data: { title: translation.rules.title, body: toLexical(translation.rules.markdown), _status: 'published' },
    })
    created.push(`legal-rules (${locale})`)
  }

  return { created }
}

/** A translation's lists follow the English ones item by item: refuse one that lost or gained an item. */
function assertMatchesEnglish(locale: Locale, translation: ContentTranslation) {
  const lists = { promotions: promotions.length, faqs: faqs.length, howToPlay: howToPlay.length }
  for (const [list, length] of Object.entries(lists)) {
    const translated = translation[list as keyof typeof lists].length
    if (translated !== length) throw new Error(`seed: the ${locale} ${list} have ${translated} items, the English ${length}`)
  }
}
