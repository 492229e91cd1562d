import type { Field } from 'payload'

/** The top-level fields a schema stores per language (the texts a player reads). */
export function localizedFieldNames(fields: readonly Field[]): string[] {
  return fields.flatMap((field) =>
    'name' in field && 'localized' in field && field.localized && !('virtual' in field && field.virtual) ? [field.name] : [],
  )
}

export type WrittenState = 'written' | 'partly' | 'not-written'

const hasText = (value: unknown) => value !== null && value !== undefined && value !== ''

/**
 * How much of a document is written in a language, from the document as stored: each localized field
 * an object keyed by locale (a `locale: 'all'` read, or the database's row before Payload picks a locale).
 */
export function writtenState(doc: object, fieldNames: readonly string[], locale: string): WrittenState {
  const written = fieldNames.filter((name) => {
    const values: unknown = Reflect.get(doc, name)
    return typeof values === 'object' && values !== null && hasText((values as Record<string, unknown>)[locale])
  }).length
  if (written === 0) return 'not-written'
  return written === fieldNames.length ? 'written' : 'partly'
}
