import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, defaultNamespace, isSupportedLanguage, languageCookieName, type Language } from './config.ts'
import { getResources } from './resources.server.ts'
import { plainCookieHeader } from '#app/utils/cookies.server.ts'

/** The language chosen with the switch (cookie `lng`), else English. */
export function getLanguage(request: Request): Language {
  return languageFromCookieHeader(request.headers.get('Cookie'))
}

export function languageFromCookieHeader(cookieHeader: string | null | undefined): Language {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === languageCookieName && isSupportedLanguage(value)) return value
  }
  return defaultLanguage
}

export function languageCookie(language: Language) {
  const oneYear = 60 * 60 * 24 * 365
  return plainCookieHeader(languageCookieName, language, { maxAgeSeconds: oneYear })
}

const instances = new Map<string, Promise<i18n>>()

/**
 * An instance holding only the namespaces a request renders. Instances are shared between requests
 * with the same language and namespaces: nothing changes an instance after init (no changeLanguage
 * on the server), and creating one per request was a measurable part of a page's render time.
 */
export function getServerI18n(language: Language, namespaces: readonly string[]): Promise<i18n> {
  const key = `${language}:${namespaces.join(',')}`
  let instance = instances.get(key)
  if (!instance) {
    instance = createServerI18n(language, namespaces)
    instances.set(key, instance)
  }
  return instance
}

async function createServerI18n(language: Language, namespaces: readonly string[]) {
  const instance = createInstance()
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    resources: getResources(language, namespaces),
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  })
  return instance
}
