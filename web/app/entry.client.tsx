import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { defaultLanguage, isSupportedLanguage } from './i18n/config.ts'
import { adoptFormattingData, readPageLanguageFrom } from './i18n/format.ts'
import { initClientI18n, type InitialI18nState } from './i18n/i18n.client.ts'
import { i18nStateGlobal } from './i18n/I18nState.tsx'

declare global {
  interface Window {
    __i18n?: InitialI18nState
  }
}

const initialState = window[i18nStateGlobal] ?? { language: 'en', resources: {} }
// The page's language for good (the language switch loads a new page); amounts and dates are written from the
// server's words and patterns, so they read as the server's did.
const pageLanguage = isSupportedLanguage(initialState.language) ? initialState.language : defaultLanguage
if (initialState.formatting) adoptFormattingData(pageLanguage, initialState.formatting)
readPageLanguageFrom(() => pageLanguage)

void initClientI18n(initialState).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
})
