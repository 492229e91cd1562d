import { defaultLanguage, isLanguage, type Language } from '@9ja/languages'
import { z } from 'zod'
import { toTestimonialVideo } from '#app/components/content/video-embed.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { createCmsCache, type CachedResult, type CmsCache } from './cms-cache.ts'
import { createLastGoodStore, type LastGoodStore } from './last-good-store.server.ts'
import { safeUrl, sanitizeHtml } from './sanitize.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import { formatLagosDate } from '#app/i18n/format.ts'

/**
 * Reads the CMS (Payload REST; the collections and globals are defined in cms/src/collections and
 * cms/src/globals, their types in cms/src/payload-types.ts) for loaders. Every answer is validated with
 * zod, its HTML sanitised and its media URLs pointed at our own /cms-media proxy, then cached in
 * memory (CMS_CACHE_TTL_MS) with stale-on-error, the CMS's last good answers also kept on disk
 * (CMS_LAST_GOOD_DIR) for the other web processes and restarts. A `null` value means no copy exists.
 * The CMS announces every change, and the memory copy is then purged (cms-changes.server.ts).
 * Content is asked for in the player's language (`language`, any of `@9ja/languages`), with English for
 * whatever is not written in it yet; each answer is cached per language (decision 024).
 */
let cache: CmsCache | undefined
let store: LastGoodStore | undefined

/** The disk copy of the CMS's answers and media, shared with /cms-media. */
export function lastGoodStore() {
  store ??= createLastGoodStore(getEnv().CMS_LAST_GOOD_DIR, (error) =>
    getLogger().warn({ err: error }, 'cms: the last good copy on disk failed'),
  )
  return store
}

function getCache() {
  cache ??= createCmsCache({
    ttlMs: getEnv().CMS_CACHE_TTL_MS,
    onError: (key, error) => getLogger().warn({ err: error }, `cms: ${key} unavailable; serving the last good copy if any`),
  })
  return cache
}

/** The CMS announced a change: every answer is asked for again on its next use. */
export function purgeCmsContent() {
  cache?.purge()
}

async function fetchCmsJson(path: string): Promise<unknown> {
  const env = getEnv()
  const response = await fetch(`${env.CMS_URL}${path}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(env.CMS_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return response.json()
}

function cached<T>(path: string, toContent: (json: unknown) => T): Promise<CachedResult<T>> {
  const key = `json:${path}`
  return getCache().get(
    path,
    async () => {
      const json = await fetchCmsJson(path)
      const content = toContent(json)
      void lastGoodStore().save(key, JSON.stringify(json))
      return content
    },
    async () => {
      const stored = await lastGoodStore().read(key)
      if (!stored) return undefined
      try {
        return toContent(JSON.parse(stored.toString('utf8')))
      } catch (error) {
        getLogger().warn({ err: error }, `cms: the last good copy of ${path} is unreadable`)
        return undefined
      }
    },
  )
}

// ---- media --------------------------------------------------------------------------------------

const mediaSchema = z.object({
  alt: z.string().nullish(),
  filename: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
})

export type Image = { src: string; alt: string; width: number; height: number }

/** Media as the browser sees it: served by web at /cms-media/<file>, with known dimensions. */
function toImage(media: unknown, alt: string | null | undefined, fallbackSize: { width: number; height: number }): Image | null {
  const parsed = mediaSchema.safeParse(media)
  if (!parsed.success || !parsed.data.filename) return null
  return {
    src: `/cms-media/${encodeURIComponent(parsed.data.filename)}`,
    alt: alt ?? parsed.data.alt ?? '',
    width: parsed.data.width ?? fallbackSize.width,
    height: parsed.data.height ?? fallbackSize.height,
  }
}

function listOf<T extends z.ZodType>(doc: T) {
  return z.object({ docs: z.array(doc) })
}

/** The language a text is in (the CMS's `textLanguage`): English when it is not written in the one asked for. */
const textLanguage = z
  .string()
  .nullish()
  .transform((code): Language => (isLanguage(code) ? code : defaultLanguage))

/** Asks for the texts in `language`, and English where they are not written in it. */
function inLanguage(language: Language) {
  return `locale=${language}&fallback-locale=${defaultLanguage}`
}

const listQuery = (language: Language) => `limit=100&sort=order&depth=1&${inLanguage(language)}`

// ---- collections --------------------------------------------------------------------------------

const slideSize = { width: 1200, height: 400 }

export function getCarouselSlides(language: Language) {
  const schema = listOf(z.object({ id: z.number(), image: z.unknown(), alt: z.string(), link: z.string() }))
  return cached(`/api/carousel-slides?${listQuery(language)}`, (json) =>
    schema.parse(json).docs.flatMap((slide) => {
      const image = toImage(slide.image, slide.alt, slideSize)
      return image ? [{ id: slide.id, image, link: safeUrl(slide.link, '/home') }] : []
    }),
  )
}
export type CarouselSlide = { id: number; image: Image; link: string }

export function getPromotions(language: Language) {
  const schema = listOf(z.object({ id: z.number(), image: z.unknown(), alt: z.string(), title: z.string(), textLanguage }))
  return cached(`/api/promotions?${listQuery(language)}`, (json) =>
    schema.parse(json).docs.flatMap((promotion) => {
      const image = toImage(promotion.image, promotion.alt, slideSize)
      return image ? [{ id: promotion.id, title: promotion.title, image, lang: promotion.textLanguage }] : []
    }),
  )
}

export const faqCategories = ['account-and-login', 'withdrawals-and-deposits', 'gameplay-and-winnings', 'platform-and-access'] as const
export type FaqCategory = (typeof faqCategories)[number]

export function getFaqs(language: Language) {
  const schema = listOf(
    z.object({
      id: z.number(),
      category: z.enum(faqCategories),
      title: z.string(),
      contentHtml: z.string().nullish(),
      textLanguage,
    }),
  )
  return cached(`/api/faqs?${listQuery(language)}`, (json) =>
    schema.parse(json).docs.map((faq) => ({
      id: faq.id,
      category: faq.category,
      title: faq.title,
      html: sanitizeHtml(faq.contentHtml),
      lang: faq.textLanguage,
    })),
  )
}

/** The spec lists at most four How to Play entries. */
export const HOW_TO_PLAY_LIMIT = 4

export function getHowToPlay(language: Language) {
  const schema = listOf(z.object({ id: z.number(), title: z.string(), contentHtml: z.string().nullish(), textLanguage }))
  return cached(`/api/how-to-play?limit=${HOW_TO_PLAY_LIMIT}&sort=order&depth=0&${inLanguage(language)}`, (json) =>
    schema
      .parse(json)
      .docs.slice(0, HOW_TO_PLAY_LIMIT)
      .map((entry) => ({ id: entry.id, title: entry.title, html: sanitizeHtml(entry.contentHtml), lang: entry.textLanguage })),
  )
}

export function getTestimonials(language: Language) {
  const schema = listOf(
    z.object({
      id: z.number(),
      quote: z.string(),
      firstName: z.string(),
      city: z.string(),
      videoProvider: z.string().nullish(),
      videoId: z.string().nullish(),
    }),
  )
  return cached(`/api/testimonials?${listQuery(language)}`, (json) =>
    schema.parse(json).docs.map((testimonial) => ({
      id: testimonial.id,
      quote: testimonial.quote,
      firstName: testimonial.firstName,
      city: testimonial.city,
      video: toTestimonialVideo(testimonial.videoProvider, testimonial.videoId),
    })),
  )
}

export function getTrustedLogos(language: Language) {
  const schema = listOf(z.object({ id: z.number(), name: z.string(), logo: z.unknown() }))
  return cached(`/api/trusted-logos?${listQuery(language)}`, (json) =>
    schema.parse(json).docs.flatMap((entry) => {
      const image = toImage(entry.logo, entry.name, { width: 160, height: 64 })
      return image ? [{ id: entry.id, name: entry.name, image }] : []
    }),
  )
}

// ---- globals ------------------------------------------------------------------------------------

const siteSettingsSchema = z.object({
  brandName: z.string(),
  companyName: z.string(),
  supportEmail: z.string(),
  phone: z.string(),
  handle: z.string(),
  socialLinks: z.array(z.object({ platform: z.string(), url: z.string() })).nullish(),
  ageBanner: z.string(),
})

export function getSiteSettings(language: Language) {
  return cached(`/api/globals/site-settings?depth=0&${inLanguage(language)}`, (json) => {
    const settings = siteSettingsSchema.parse(json)
    return {
      brandName: settings.brandName,
      companyName: settings.companyName,
      supportEmail: settings.supportEmail,
      phone: settings.phone,
      handle: settings.handle,
      ageBanner: settings.ageBanner,
      socialLinks: (settings.socialLinks ?? []).flatMap((link) => {
        const url = safeUrl(link.url, '')
        return url ? [{ platform: link.platform, url }] : []
      }),
    }
  })
}
export type SiteSettings = NonNullable<Awaited<ReturnType<typeof getSiteSettings>>['value']>

export const legalPages = {
  rules: 'legal-rules',
  terms: 'legal-terms',
  privacy: 'legal-privacy',
} as const

export function getLegalPage(page: keyof typeof legalPages, language: Language) {
  const schema = z.object({
    title: z.string(),
    bodyHtml: z.string().nullish(),
    lastUpdated: z.string().nullish(),
    updatedAt: z.string(),
    textLanguage,
  })
  return cached(`/api/globals/${legalPages[page]}?depth=0&${inLanguage(language)}`, (json) => {
    const doc = schema.parse(json)
    return {
      title: doc.title,
      lang: doc.textLanguage,
      html: sanitizeHtml(doc.bodyHtml),
      // Formatted here, once, so server and browser render the same text.
      lastUpdated: doc.lastUpdated ? formatLagosDate(doc.lastUpdated) : null,
      // The published revision's time names it in the CMS's kept history: signup records which terms were accepted.
      version: doc.updatedAt,
    }
  })
}

/** Where the media proxy fetches a file from. */
export function cmsMediaUrl(filename: string) {
  return `${getEnv().CMS_URL}/api/media/file/${encodeURIComponent(filename)}`
}
