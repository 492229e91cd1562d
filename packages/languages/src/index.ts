/**
 * The languages the platform speaks, the one list every part reads: the web app's translations
 * (`locales/<code>/`), its language switch and `<html lang>`, its amounts and dates, the CMS's locales
 * and the browser tests. Adding a language is its code here, its line in `LANGUAGES` and its
 * `locales/<code>/` files.
 */
export const languageCodes = ['en', 'pcm', 'yo', 'ha', 'ig'] as const
export type Language = (typeof languageCodes)[number]

export type LanguageInfo = {
  /** As its speakers write it: what the language switch shows, whatever the page's language. */
  ownName: string
  /** For staff screens written in English (the CMS admin). */
  englishName: string
  /** The locale `Intl` formats amounts and dates with for this language. */
  intlLocale: string
}

export const LANGUAGES: Readonly<Record<Language, LanguageInfo>> = {
  en: { ownName: 'English', englishName: 'English', intlLocale: 'en-NG' },
  // ICU has no data for Nigerian Pidgin: amounts and dates are written as in Nigerian English.
  pcm: { ownName: 'Pidgin', englishName: 'Nigerian Pidgin', intlLocale: 'en-NG' },
  yo: { ownName: 'Yorùbá', englishName: 'Yoruba', intlLocale: 'yo-NG' },
  ha: { ownName: 'Hausa', englishName: 'Hausa', intlLocale: 'ha-NG' },
  ig: { ownName: 'Igbo', englishName: 'Igbo', intlLocale: 'ig-NG' },
}

/** The spec's texts are English; every other language falls back to it key by key. */
export const defaultLanguage: Language = 'en'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value)
}
