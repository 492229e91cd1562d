import { defaultLanguage, LANGUAGES, type Language } from '@9ja/languages'

/**
 * Amounts, dates and times as a player reads them in their language, on the Lagos clock (WAT, UTC+1 all
 * year): the web's one formatter. `formatterFor(language)` takes the language; the `format…` shorthands at
 * the end take the page's, which entry.server (the request's) and entry.client (the page's) name.
 *
 * The words and patterns are CLDR's, read from `Intl` on the server (Node has every locale's data), and the
 * page carries its language's set to the browser (I18nState), which writes the text from it: browsers ship
 * a reduced ICU without Yorùbá, Hausa or Igbo (Chromium falls back to en-US, "Sep 28, 2026"), so the
 * browser's own `Intl` would print other text than the server did and hydration would fail. Writing from
 * data also spares a phone making `Intl` formatters at start-up (a number game's page had spent 130 ms so).
 */

/** A pattern: its fixed text and the fields filled in, in CLDR's order for the language. */
type Pattern = (string | { field: Field })[]
type Field = 'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'number'
/** A date pattern with the month and weekday names it uses (a long date's month may be another form than a short one's). */
type DatePattern = { parts: Pattern; months: string[]; weekdays: string[] }

export type FormattingData = {
  weekdayDateTime: DatePattern
  dateTime: DatePattern
  date: DatePattern
  clock: DatePattern
  number: { group: string; decimal: string }
  naira: { positive: Pattern; negative: Pattern }
  amountNegative: Pattern
}

const LAGOS = 'Africa/Lagos'
const LAGOS_UTC_OFFSET_MS = 60 * 60 * 1000
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const
const DATE_OPTIONS = {
  weekdayDateTime: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...TIME },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', ...TIME },
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  clock: TIME,
} as const satisfies Record<string, Intl.DateTimeFormatOptions>
// Money shows kobo only when there are some; "narrowSymbol" is ₦ where a locale's data would print "NGN".
const MONEY = { minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' } as const

const NUMBER_PART = new Set(['integer', 'group', 'decimal', 'fraction'])

/** A formatted sample's parts as a pattern: its number (integer to fraction) as one field, the rest as text. */
function numberPattern(parts: Intl.NumberFormatPart[]): Pattern {
  const pattern: Pattern = []
  for (const part of parts) {
    if (NUMBER_PART.has(part.type)) {
      const last = pattern.at(-1)
      if (typeof last !== 'object' || last.field !== 'number') pattern.push({ field: 'number' })
    } else pattern.push(part.value)
  }
  return pattern
}

function datePattern(locale: string, options: Intl.DateTimeFormatOptions): DatePattern {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: LAGOS })
  const fields = new Set<string>(['weekday', 'day', 'month', 'year', 'hour', 'minute'])
  const parts = format
    .formatToParts(Date.UTC(2026, 8, 28, 12))
    .map((part) => (fields.has(part.type) ? { field: part.type as Field } : part.value))
  const partOf = (at: number, type: string) => format.formatToParts(at).find((part) => part.type === type)?.value ?? ''
  const uses = (field: Field) => parts.some((part) => typeof part === 'object' && part.field === field)
  return {
    parts,
    months: uses('month') ? Array.from({ length: 12 }, (_, month) => partOf(Date.UTC(2026, month, 15, 12), 'month')) : [],
    // 4 January 2026 was a Sunday: the names from Sunday on, as Date's getUTCDay counts.
    weekdays: uses('weekday') ? Array.from({ length: 7 }, (_, day) => partOf(Date.UTC(2026, 0, 4 + day, 12), 'weekday')) : [],
  }
}

/** The language's words and patterns, from `Intl` (on the server: the browser's ICU may lack the locale). */
export function readFormattingData(language: Language): FormattingData {
  const locale = LANGUAGES[language].intlLocale
  const naira = new Intl.NumberFormat(locale, { ...MONEY, style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' })
  const amount = new Intl.NumberFormat(locale, MONEY)
  const sample = amount.formatToParts(1234.5)
  return {
    weekdayDateTime: datePattern(locale, DATE_OPTIONS.weekdayDateTime),
    dateTime: datePattern(locale, DATE_OPTIONS.dateTime),
    date: datePattern(locale, DATE_OPTIONS.date),
    clock: datePattern(locale, DATE_OPTIONS.clock),
    number: { group: sample.find((part) => part.type === 'group')!.value, decimal: sample.find((part) => part.type === 'decimal')!.value },
    naira: { positive: numberPattern(naira.formatToParts(1234.5)), negative: numberPattern(naira.formatToParts(-1234.5)) },
    amountNegative: numberPattern(amount.formatToParts(-1234.5)),
  }
}

export type Formatter = {
  /** ₦1,500 or ₦1,500.50 (kobo only when there are some). */
  naira: (naira: number) => string
  /** 1,500 or 1,500.50: an amount whose ₦ the text around it writes. */
  amount: (naira: number) => string
  /** "Tue, 24 Nov 2026, 00:00": the moment a limit resets or a break ends. */
  weekdayDateTime: (at: Date | string) => string
  /** "28 Nov 2026, 14:03"; empty for a text that is no moment. */
  dateTime: (at: Date | string) => string
  /** "5 March 2027"; null for a text that is no date. */
  date: (isoDate: string) => string | null
  /** "14:03"; empty for a text that is no moment. */
  clock: (at: Date | string) => string
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

function makeFormatter(data: FormattingData): Formatter {
  const digits = (naira: number) => {
    const [whole = '0', fraction = '00'] = Math.abs(naira).toFixed(2).split('.')
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, data.number.group)
    return fraction === '00' ? grouped : `${grouped}${data.number.decimal}${fraction}`
  }
  const fill = (pattern: Pattern, values: Partial<Record<Field, string>>) =>
    pattern.map((part) => (typeof part === 'string' ? part : (values[part.field] ?? ''))).join('')
  const isNegative = (naira: number) => naira < 0 && Math.abs(naira).toFixed(2) !== '0.00'
  const write = (pattern: DatePattern, at: Date | string) => {
    const utc = new Date(at).getTime()
    if (Number.isNaN(utc)) return null
    const lagos = new Date(utc + LAGOS_UTC_OFFSET_MS)
    return fill(pattern.parts, {
      weekday: pattern.weekdays[lagos.getUTCDay()],
      day: String(lagos.getUTCDate()),
      month: pattern.months[lagos.getUTCMonth()],
      year: String(lagos.getUTCFullYear()),
      hour: twoDigits(lagos.getUTCHours()),
      minute: twoDigits(lagos.getUTCMinutes()),
    })
  }
  return {
    naira: (naira) => fill(isNegative(naira) ? data.naira.negative : data.naira.positive, { number: digits(naira) }),
    amount: (naira) => (isNegative(naira) ? fill(data.amountNegative, { number: digits(naira) }) : digits(naira)),
    weekdayDateTime: (at) => write(data.weekdayDateTime, at) ?? '',
    dateTime: (at) => write(data.dateTime, at) ?? '',
    date: (isoDate) => write(data.date, isoDate),
    clock: (at) => write(data.clock, at) ?? '',
  }
}

const formattingData = new Map<Language, FormattingData>()
const formatters = new Map<Language, Formatter>()

/** The words and patterns the page was rendered with (entry.client, from the server's I18nState). */
export function adoptFormattingData(language: Language, data: FormattingData) {
  formattingData.set(language, data)
  formatters.delete(language)
}

export function formattingDataFor(language: Language): FormattingData {
  let data = formattingData.get(language)
  if (!data) {
    data = readFormattingData(language)
    formattingData.set(language, data)
  }
  return data
}

export function formatterFor(language: Language): Formatter {
  let formatter = formatters.get(language)
  if (!formatter) {
    formatter = makeFormatter(formattingDataFor(language))
    formatters.set(language, formatter)
  }
  return formatter
}

let pageLanguage: () => Language = () => defaultLanguage

/** Where the shorthands read the language: the request's on the server, the page's in the browser. */
export function readPageLanguageFrom(read: () => Language) {
  pageLanguage = read
}

const current = () => formatterFor(pageLanguage())

export const formatNaira = (naira: number) => current().naira(naira)
export const formatAmount = (naira: number) => current().amount(naira)
export const formatLagosTime = (at: Date | string) => current().weekdayDateTime(at)
export const formatLagosDateTime = (at: Date | string) => current().dateTime(at)
export const formatLagosDate = (isoDate: string) => current().date(isoDate)
export const formatLagosClock = (at: Date | string) => current().clock(at)
