import { defaultLanguage, LANGUAGES, isLanguage } from '@9ja/languages'
import type { CollectionSlug, GlobalSlug, UIFieldServerProps } from 'payload'

import { writtenState } from './writtenIn'

type Props = UIFieldServerProps & { fieldNames: string[]; globalSlug?: GlobalSlug }

/**
 * Tells an editor viewing a document in a language other than English whether it is written in that
 * language, from what is stored (the latest draft of a legal page): players are shown the English
 * text of whatever is not.
 */
export async function NotWrittenNote({ id, collectionSlug, fieldNames, globalSlug, payload, req }: Props) {
  const locale = req.locale
  if (!isLanguage(locale) || locale === defaultLanguage || fieldNames.length === 0) return null
  if (!globalSlug && (id === undefined || !collectionSlug)) return null

  const stored = globalSlug
    ? await payload.findGlobal({ slug: globalSlug, locale: 'all', draft: true, depth: 0, req })
    : await payload.findByID({ collection: collectionSlug as CollectionSlug, id: id as number, locale: 'all', depth: 0, req })
  const state = writtenState(stored, fieldNames, locale)
  if (state === 'written') return null

  const language = LANGUAGES[locale].englishName
  const message =
    state === 'not-written'
      ? `Not yet written in ${language}: players see the English text.`
      : `Partly written in ${language}: players see the English text of the fields left empty.`
  return (
    <p className="not-written-note" role="note" data-state={state} style={noteStyle}>
      {message}
    </p>
  )
}

const noteStyle = {
  padding: '0.75rem 1rem',
  marginBottom: '1.5rem',
  borderLeft: '4px solid var(--theme-warning-500)',
  background: 'var(--theme-warning-100)',
  color: 'var(--theme-text)',
}
