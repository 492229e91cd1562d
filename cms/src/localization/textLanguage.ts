import { defaultLanguage, isLanguage } from '@9ja/languages'
import type { CollectionBeforeReadHook, CollectionConfig, Field, GlobalBeforeReadHook, GlobalConfig } from 'payload'

type GlobalBeforeOperationHook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]

import { localizedFieldNames, writtenState } from './writtenIn'

/**
 * `textLanguage`: the language a document's texts are answered in, computed on every read: the language
 * asked for when the document is written in it, else English (Payload's fallback). The web marks English
 * text on a page in another language with it (`lang="en"`), so screen readers pronounce it right.
 */
const textLanguageField: Field = { name: 'textLanguage', type: 'text', virtual: true, admin: { hidden: true } }

/** Runs before Payload picks a language: the document still holds every language's text. */
const recordTextLanguage =
  (fieldNames: readonly string[]) =>
  ({ doc, req }: { doc: Record<string, unknown>; req: { locale?: string | null } }) => {
    const locale = req.locale
    if (!isLanguage(locale)) return doc
    return { ...doc, textLanguage: writtenState(doc, fieldNames, locale) === 'written' ? locale : defaultLanguage }
  }

/** The admin's note to editors, computed from the stored document (`NotWrittenNote`). */
const notWrittenNote = (fieldNames: readonly string[], globalSlug?: string): Field => ({
  name: 'notWrittenNote',
  type: 'ui',
  admin: {
    components: {
      Field: { path: '/localization/NotWrittenNote#NotWrittenNote', serverProps: { fieldNames, globalSlug } },
    },
  },
})

/** A collection with texts in the platform's languages: the editors' note and `textLanguage`. */
export function withTextLanguages(collection: CollectionConfig): CollectionConfig {
  const fieldNames = localizedFieldNames(collection.fields)
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    fields: [notWrittenNote(fieldNames), ...collection.fields, textLanguageField],
    hooks: { ...hooks, beforeRead: [...(hooks.beforeRead ?? []), recordTextLanguage(fieldNames) as CollectionBeforeReadHook] },
  }
}

/**
 * Payload 3.90 reads a global's current text for an update with the English fallback, and so stores the
 * English text of each field a save leaves out as the language's own (collections read it without): a
 * Hausa draft of the title alone would get the English body as its Hausa body. Updates read without it.
 */
const updateWithoutFallback: GlobalBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'update') args.req.fallbackLocale = null
  return args
}

/** A global with texts in the platform's languages: the editors' note and `textLanguage`. */
export function withGlobalTextLanguages(global: GlobalConfig): GlobalConfig {
  const fieldNames = localizedFieldNames(global.fields)
  const hooks = global.hooks ?? {}
  return {
    ...global,
    fields: [notWrittenNote(fieldNames, global.slug), ...global.fields, textLanguageField],
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), updateWithoutFallback],
      beforeRead: [...(hooks.beforeRead ?? []), recordTextLanguage(fieldNames) as GlobalBeforeReadHook],
    },
  }
}
