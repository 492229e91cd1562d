import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { initClientI18n, type InitialI18nState } from './i18n/i18n.client.ts'
import { i18nStateGlobal } from './i18n/I18nState.tsx'

declare global {
  interface Window {
    __i18n?: InitialI18nState
  }
}

const initialState = window[i18nStateGlobal] ?? { language: 'en', resources: {} }

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
