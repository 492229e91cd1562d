import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultLanguage, isSupportedLanguage } from './config.ts'
import { formattingDataFor } from './format.ts'

export const i18nStateGlobal = '__i18n'

/**
 * Writes the language, the messages and the amounts' and dates' words and patterns (format.ts) the server
 * rendered with into the page, for entry.client.
 * Computed once: namespaces fetched later must not rewrite an already executed script.
 */
export function I18nState({ nonce }: { nonce: string }) {
  const { i18n } = useTranslation()
  const [serialized] = useState(() => {
    const formatting = formattingDataFor(isSupportedLanguage(i18n.language) ? i18n.language : defaultLanguage)
    return JSON.stringify({ language: i18n.language, resources: i18n.store.data, formatting }).replace(/</g, '\\u003c')
  })
  return (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: `window.${i18nStateGlobal}=${serialized}` }}
    />
  )
}
