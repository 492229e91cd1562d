import english from '@9ja/locales/en/ledger.json' with { type: 'json' }

/** A kind of transaction-history line: a key of locales/<language>/ledger.json. */
export type DescriptionKey = keyof typeof english

/**
 * What a journal entry says to its player, as a key and its values: the web renders it in the player's
 * language, and the entry keeps its English text too (staff screens, exports, lines written before keys).
 * Values are finished text (amounts as ₦1,500, codes, names): only the sentence around them is translated.
 */
export type Description = { key: DescriptionKey; params: Record<string, string> }

export const description = (key: DescriptionKey, params: Record<string, string> = {}): Description => ({ key, params })

/**
 * The English sentence of a description. A value still missing (a round id the statement itself picks)
 * stays as its {{placeholder}}, which ledger_text() fills in SQL (migration 0029).
 */
export function englishText({ key, params }: Description): string {
  return english[key].replace(/{{(\w+)}}/g, (placeholder, name: string) => params[name] ?? placeholder)
}

/** The three columns a journal entry keeps its description in: its English text, its key, its values as JSON. */
export const storedDescription = (line: Description) => ({ text: englishText(line), key: line.key, params: JSON.stringify(line.params) })

/** The same columns for a batched statement: one array each, in the lines' order. */
export function storedDescriptions(lines: Description[]) {
  const stored = lines.map(storedDescription)
  return { text: stored.map((s) => s.text), key: stored.map((s) => s.key), params: stored.map((s) => s.params) }
}
