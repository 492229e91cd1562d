import { defaultLanguage, type Language } from './config.ts'

type Messages = { [key: string]: string | string[] | Messages }

// Every locales/<lng>/<ns>.json, bundled into the server build at build time. locales/ is the workspace
// package @9ja/locales, a dependency of web, so turbo rebuilds web when a translation changes.
const localeFiles = import.meta.glob<Messages>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
})

const filesByLanguage = new Map<string, Map<string, Messages>>()
for (const [path, messages] of Object.entries(localeFiles)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)
  if (!match) continue
  const [, language, namespace] = match as unknown as [string, string, string]
  if (!filesByLanguage.has(language)) filesByLanguage.set(language, new Map())
  filesByLanguage.get(language)!.set(namespace, messages)
}

export const availableNamespaces: ReadonlySet<string> = new Set(filesByLanguage.get(defaultLanguage)?.keys() ?? [])

const isNamespaceObject = (value: Messages[string] | undefined): value is Messages => typeof value === 'object' && !Array.isArray(value)

/** A translation over English key by key; a list (a page's rules, one per line) is one value, taken whole. */
function deepMerge(base: Messages, override: Messages): Messages {
  const merged: Messages = { ...base }
  for (const [key, value] of Object.entries(override)) {
    const baseValue = merged[key]
    merged[key] = isNamespaceObject(value) && isNamespaceObject(baseValue) ? deepMerge(baseValue, value) : value
  }
  return merged
}

/** One namespace in one language, with English filling any key the translation lacks. */
export function getNamespaceMessages(language: Language, namespace: string): Messages | null {
  const english = filesByLanguage.get(defaultLanguage)?.get(namespace)
  if (!english) return null
  if (language === defaultLanguage) return english
  const translated = filesByLanguage.get(language)?.get(namespace) ?? {}
  return deepMerge(english, translated)
}

export function getResources(language: Language, namespaces: readonly string[]) {
  const bundle: Record<string, Messages> = {}
  for (const namespace of namespaces) {
    const messages = getNamespaceMessages(language, namespace)
    if (messages) bundle[namespace] = messages
  }
  return { [language]: bundle }
}
