import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export const i18nStateGlobal = '__i18n'

/**
 * Writes the language and the messages the server rendered with into the page, for entry.client.
 * Computed once: namespaces fetched later must not rewrite an already executed script.
 */
export function I18nState({ nonce }: { nonce: string }) {
  const { i18n } = useTranslation()
  const [serialized] = useState(() => JSON.stringify({ language: i18n.language, resources: i18n.store.data }).replace(/</g, '\\u003c'))
  return (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: `window.${i18nStateGlobal}=${serialized}` }}
    />
  )
}
