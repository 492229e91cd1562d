import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES } from '@9ja/languages'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defaultLanguage, supportedLanguages } from './config.ts'
import { availableNamespaces } from './resources.server.ts'
import { pluralProblems, staleSameAsEnglish, structureProblems, untranslatedProblems, type Messages } from './translation-checks.ts'

// Issue 25: a test fails when any key is missing or left in English in any language. It reads the raw files
// (not the merged messages, where English fills every gap).
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../locales')
const SAME_AS_ENGLISH_DIR = path.resolve(import.meta.dirname, 'same-as-english')

/** `namespace:key.path` → why the value is rightly the English one (a name, a term its speakers use as it is, ...). */
const sameAsEnglishSchema = z.record(z.string().regex(/^[a-z]+:[\w.-]+$/, 'namespace:key.path'), z.string().min(3, 'a reason'))

const localeFile = (language: string, namespace: string) => path.join(LOCALES_DIR, language, `${namespace}.json`)

function readMessages(language: string, namespace: string): Messages | null {
  const file = localeFile(language, namespace)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : null
}

function readSameAsEnglish(language: string) {
  const file = path.join(SAME_AS_ENGLISH_DIR, `${language}.json`)
  return existsSync(file) ? sameAsEnglishSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : null
}

const namespaces = [...availableNamespaces].sort()
const translatedLanguages = supportedLanguages.filter((language) => language !== defaultLanguage)

describe.each(translatedLanguages)('translations into %s', (language) => {
  const pluralForms = new Intl.PluralRules(LANGUAGES[language].intlLocale).resolvedOptions().pluralCategories
  const english = (namespace: string) => readMessages(defaultLanguage, namespace)!
  const translated = (namespace: string) => {
    const messages = readMessages(language, namespace)
    if (!messages) throw new Error(`locales/${language}/${namespace}.json does not exist: ${language} lacks the namespace ${namespace}`)
    return messages
  }

  it('has a file for every English namespace, and no other', () => {
    const jsonFiles = (folder: string) => (existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.json')) : [])
    expect(namespaces.length).toBeGreaterThan(0)
    expect(jsonFiles(path.join(LOCALES_DIR, language)).sort(), `locales/${language}/`).toEqual(
      namespaces.map((namespace) => `${namespace}.json`),
    )
  })

  it.each(namespaces)(
    '%s: has every English key, of the same type, with the same placeholders and the plural forms it needs',
    (namespace) => {
      const messages = translated(namespace)
      const problems = [
        ...structureProblems(english(namespace), messages, pluralForms),
        ...pluralProblems(english(namespace), messages, pluralForms),
      ]
      expect(problems, `locales/${language}/${namespace}.json`).toEqual([])
    },
  )

  it.each(namespaces)('%s: says every text in the language (no value left as the English one unless listed)', (namespace) => {
    const sameAsEnglish = readSameAsEnglish(language) ?? {}
    expect(
      untranslatedProblems(namespace, english(namespace), translated(namespace), sameAsEnglish),
      `locales/${language}/${namespace}.json`,
    ).toEqual([])
  })

  it('lists in same-as-english/ only values that are the English one', () => {
    const sameAsEnglish = readSameAsEnglish(language)
    expect(sameAsEnglish, `web/app/i18n/same-as-english/${language}.json does not exist`).not.toBeNull()
    const read = (namespace: string) => {
      const messages = readMessages(language, namespace)
      return availableNamespaces.has(namespace) && messages ? { english: english(namespace), translated: messages } : null
    }
    expect(staleSameAsEnglish(sameAsEnglish!, read), `web/app/i18n/same-as-english/${language}.json`).toEqual([])
  })
})
