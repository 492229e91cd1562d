/**
 * Translations live in `locales/<language>/<namespace>.json` at the repository root, one folder per
 * language of `@9ja/languages` (the platform's one list). `en` holds the spec's exact texts; every other
 * language falls back to `en` key by key (a safety net: web/app/i18n/translations.test.ts fails on a gap).
 *
 * Adding a namespace (e.g. `accounts`): create `locales/<language>/accounts.json` for every language,
 * then add ONE line to each route module that uses it:
 *     export const handle = { i18n: ['accounts'] } satisfies I18nHandle
 * The server renders with the namespaces of the matched routes and ships only those to the browser;
 * on a client-side navigation react-i18next fetches a missing one from /resources/locales/<lng>/<ns>.
 * `common` (nav, footer, banner, static pages) is always loaded.
 */
export { defaultLanguage, isLanguage as isSupportedLanguage, languageCodes as supportedLanguages, type Language } from '@9ja/languages'
export const defaultNamespace = 'common'
export const languageCookieName = 'lng'

export type I18nHandle = { i18n?: readonly string[] }

/** Namespaces needed by a set of matched routes (from their `handle.i18n`), `common` first. */
export function namespacesForMatches(matches: ReadonlyArray<{ handle?: unknown }>): string[] {
  const namespaces = new Set<string>([defaultNamespace])
  for (const match of matches) {
    const handle = match.handle as I18nHandle | undefined
    for (const namespace of handle?.i18n ?? []) namespaces.add(namespace)
  }
  return [...namespaces]
}

/** Where the browser fetches a namespace it does not have yet. */
export function namespaceUrl(language: string, namespace: string) {
  return `/resources/locales/${language}/${namespace}`
}
