/**
 * What makes a translation file wrong, as pure functions over the parsed JSON (the web merges a language
 * over English key by key, so a gap or a value left in English shows English without any error).
 * translations.test.ts runs them over every language's files; translation-checks.test.ts proves each
 * catches its defect on small fixtures.
 */
export type Value = string | string[] | Messages
export type Messages = { [key: string]: Value }

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

export function kindOf(value: unknown) {
  if (Array.isArray(value)) return 'array'
  return value !== null && typeof value === 'object' ? 'object' : typeof value
}

/** The `{{name}}` placeholders of a text (or of a list's lines), each once, sorted. */
export function placeholders(value: string | string[]): string[] {
  const text = Array.isArray(value) ? value.join('\n') : value
  return [...new Set([...text.matchAll(/{{\s*([^}]+?)\s*}}/g)].map((match) => match[1]!))].sort()
}

/** Every leaf as `key.path` → value; a list (a page's rules, one per line) is one leaf. */
export function leaves(messages: Messages, prefix = ''): Map<string, string | string[]> {
  const found = new Map<string, string | string[]>()
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key
    if (kindOf(value) === 'object') for (const [k, v] of leaves(value as Messages, full)) found.set(k, v)
    else found.set(full, value as string | string[])
  }
  return found
}

/** Case, spacing and punctuation apart, the same text: "Change password" is still "Change Password". */
export function sameText(a: string, b: string) {
  const normal = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s.,:;!?…]+/g, ' ')
      .trim()
  return normal(a) === normal(b)
}

/**
 * Where a translation's shape differs from English's: a key missing or not English's, a text where English
 * has a list or a section, a list of another length, placeholders added, lost or renamed. A plural form
 * English lacks is no extra key when the language's plural rules (`pluralForms`, Intl's categories) use it.
 */
export function structureProblems(english: Messages, translated: Messages, pluralForms: readonly string[]): string[] {
  const problems: string[] = []
  const compare = (en: Messages, other: Messages, prefix: string) => {
    for (const [key, value] of Object.entries(en)) {
      const full = prefix ? `${prefix}.${key}` : key
      const translation = other[key]
      if (translation === undefined) {
        problems.push(`${full}: missing`)
      } else if (kindOf(translation) !== kindOf(value)) {
        problems.push(`${full}: ${kindOf(translation)} instead of ${kindOf(value)}`)
      } else if (kindOf(value) === 'object') {
        compare(value as Messages, translation as Messages, full)
      } else if (Array.isArray(translation) && translation.some((line) => typeof line !== 'string')) {
        problems.push(`${full}: a list of something else than texts`)
      } else if (Array.isArray(translation) && translation.length !== (value as string[]).length) {
        problems.push(`${full}: ${translation.length} lines instead of ${(value as string[]).length}`)
      } else {
        const expected = placeholders(value as string | string[]).join(', ')
        const found = placeholders(translation as string | string[]).join(', ')
        if (found !== expected) problems.push(`${full}: placeholders [${found}] instead of [${expected}]`)
      }
    }
    for (const key of Object.keys(other)) {
      if (key in en) continue
      const full = prefix ? `${prefix}.${key}` : key
      const [, form] = PLURAL_SUFFIX.exec(key) ?? []
      const base = key.replace(PLURAL_SUFFIX, '')
      const englishIsPlural = Object.keys(en).some(
        (englishKey) => PLURAL_SUFFIX.test(englishKey) && englishKey.replace(PLURAL_SUFFIX, '') === base,
      )
      if (form && englishIsPlural && pluralForms.includes(form)) continue
      problems.push(`${full}: not an English key`)
    }
  }
  compare(english, translated, '')
  return problems
}

/**
 * Plural texts (`key_one`, `key_other`, ...) without a form the language's plural rules choose: i18next
 * would show English for those counts. `pluralForms` are the language's categories (Intl.PluralRules).
 */
export function pluralProblems(english: Messages, translated: Messages, pluralForms: readonly string[]): string[] {
  const englishKeys = [...leaves(english).keys()]
  const translatedKeys = new Set(leaves(translated).keys())
  const bases = new Set(englishKeys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')))
  return [...bases].flatMap((base) => {
    const lacking = pluralForms.filter((form) => !translatedKeys.has(`${base}_${form}`))
    return lacking.length
      ? [`${base}: no plural form ${lacking.map((form) => `_${form}`).join(', ')} (the language uses ${pluralForms.join(', ')})`]
      : []
  })
}

/**
 * Values left as the English one (case and punctuation apart; for a list, any line) that the language's
 * same-as-English list (`namespace:key.path` → reason) does not name. Keys the translation lacks are
 * structureProblems'.
 */
export function untranslatedProblems(
  namespace: string,
  english: Messages,
  translated: Messages,
  sameAsEnglish: Readonly<Record<string, string>>,
) {
  const translations = leaves(translated)
  const problems: string[] = []
  for (const [key, value] of leaves(english)) {
    const translation = translations.get(key)
    if (translation === undefined || sameAsEnglish[`${namespace}:${key}`]) continue
    const englishLines = Array.isArray(value) ? value : [value]
    const lines = Array.isArray(translation) ? translation : [translation]
    if (englishLines.some((line) => lines.some((other) => sameText(line, other)))) problems.push(`${key}: ${JSON.stringify(value)}`)
  }
  return problems
}

/**
 * Entries of a same-as-English list that no longer hold: the key is gone, or its value is now translated
 * (a stale entry would let a later English value through unnoticed). `read` gives a namespace's files.
 */
export function staleSameAsEnglish(
  sameAsEnglish: Readonly<Record<string, string>>,
  read: (namespace: string) => { english: Messages; translated: Messages } | null,
): string[] {
  return Object.keys(sameAsEnglish).filter((entry) => {
    const [namespace = '', key = ''] = entry.split(':')
    const files = read(namespace)
    const english = files && leaves(files.english).get(key)
    const translation = files && leaves(files.translated).get(key)
    if (english == null || translation == null) return true
    const englishLines = Array.isArray(english) ? english : [english]
    const lines = Array.isArray(translation) ? translation : [translation]
    return !englishLines.some((line) => lines.some((other) => sameText(line, other)))
  })
}
