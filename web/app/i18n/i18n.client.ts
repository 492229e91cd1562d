import i18next, { type BackendModule, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultNamespace, namespaceUrl } from './config.ts'
import type { FormattingData } from './format.ts'

export type InitialI18nState = { language: string; resources: Resource; formatting?: FormattingData }

/** Fetches a namespace the page did not ship with (client-side navigation to another area). */
const fetchNamespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(namespaceUrl(language, namespace))
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} loading ${language}/${namespace}`)
        return response.json()
      })
      .then(
        (messages) => callback(null, messages),
        (error: Error) => callback(error, false),
      )
  },
}

/** Starts i18next with exactly the messages the server rendered with, so hydration matches. */
export async function initClientI18n(initial: InitialI18nState) {
  await i18next
    .use(fetchNamespaceBackend)
    .use(initReactI18next)
    .init({
      lng: initial.language,
      fallbackLng: false,
      ns: Object.keys(initial.resources[initial.language] ?? {}),
      defaultNS: defaultNamespace,
      resources: initial.resources,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: true },
    })
  return i18next
}
