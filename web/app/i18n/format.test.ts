import { LANGUAGES, languageCodes } from '@9ja/languages'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultLanguage } from './config.ts'
import {
  adoptFormattingData,
  formatLagosClock,
  formatLagosDate,
  formatLagosDateTime,
  formatNaira,
  formatterFor,
  readFormattingData,
  readPageLanguageFrom,
} from './format.ts'

const english = formatterFor('en')
const inLagos = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Africa/Lagos' })

afterEach(() => readPageLanguageFrom(() => defaultLanguage))

describe('the formatter', () => {
  it('prints naira as the spec does in English and Pidgin: ₦, thousands, kobo only when there are some', () => {
    for (const language of ['en', 'pcm'] as const) {
      const format = formatterFor(language)
      expect([format.naira(1500), format.naira(1500.5), format.naira(1234567.89), format.naira(0), format.naira(-20)]).toEqual([
        '₦1,500',
        '₦1,500.50',
        '₦1,234,567.89',
        '₦0',
        '-₦20',
      ])
      expect([format.amount(1500), format.amount(0.5)]).toEqual(['1,500', '0.50'])
    }
  })

  it('writes ₦, never "NGN", in every language, and the same digits', () => {
    for (const language of languageCodes) {
      const printed = formatterFor(language).naira(1234.5)
      expect(printed, language).toMatch(/^₦\s?1,234\.50$/)
    }
    expect(formatterFor('ha').naira(1500)).toBe('₦\u00a01,500')
  })

  it('names months and days in the language, on the Lagos clock', () => {
    const at = '2026-09-28T13:03:00Z'
    expect(formatterFor('en').dateTime(at)).toBe('28 Sept 2026, 14:03')
    expect(formatterFor('yo').date(at)).toBe('28 Oṣù Owewe 2026')
    expect(formatterFor('ha').date(at)).toBe('28 Satumba, 2026')
    expect(formatterFor('ig').date(at)).toBe('28 Septemba 2026')
    expect(formatterFor('en').weekdayDateTime('2026-11-23T23:00:00Z')).toBe('Tue, 24 Nov 2026, 00:00')
    for (const language of languageCodes) expect(formatterFor(language).clock(at), language).toBe('14:03')
  })

  it("writes in every language what Node's Intl prints, across a year, at midnight and for any amount", () => {
    const options = (extra: Intl.DateTimeFormatOptions) => ({ ...extra, timeZone: 'Africa/Lagos', hourCycle: 'h23' }) as const
    const time = { hour: '2-digit', minute: '2-digit' } as const
    for (const language of languageCodes) {
      const locale = LANGUAGES[language].intlLocale
      const format = formatterFor(language)
      const intl = {
        weekdayDateTime: new Intl.DateTimeFormat(
          locale,
          options({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...time }),
        ),
        dateTime: new Intl.DateTimeFormat(locale, options({ day: 'numeric', month: 'short', year: 'numeric', ...time })),
        date: new Intl.DateTimeFormat(locale, options({ day: 'numeric', month: 'long', year: 'numeric' })),
        clock: new Intl.DateTimeFormat(locale, options(time)),
      }
      for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += 5 * 61 * 60 * 1000 + 7_000) {
        const iso = new Date(at).toISOString()
        expect(format.weekdayDateTime(iso), `${language} ${iso}`).toBe(intl.weekdayDateTime.format(at))
        expect(format.dateTime(iso), `${language} ${iso}`).toBe(intl.dateTime.format(at))
        expect(format.date(iso), `${language} ${iso}`).toBe(intl.date.format(at))
        expect(format.clock(iso), `${language} ${iso}`).toBe(intl.clock.format(at))
      }
      const money = { minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' } as const
      const naira = new Intl.NumberFormat(locale, { ...money, style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' })
      const amount = new Intl.NumberFormat(locale, money)
      for (const value of [0, 0.5, 1, 999.99, 1000, 1500.5, 1234567.89, 100000000, -20, -1500.05, 0.004]) {
        expect(format.naira(value), `${language} ${value}`).toBe(naira.format(value))
        expect(format.amount(value), `${language} ${value}`).toBe(amount.format(value))
      }
      // Less than a kobo below zero is no debt: Intl would write "-₦0".
      expect(format.naira(-0.004), language).toBe(naira.format(0))
    }
  })

  it("writes in the browser from the server's words and patterns, whatever the browser's own Intl knows", () => {
    // What the page carries: JSON, read back by entry.client.
    const carried = JSON.parse(JSON.stringify(readFormattingData('yo'))) as ReturnType<typeof readFormattingData>
    const server = formatterFor('yo').dateTime('2026-09-28T13:03:00Z')
    adoptFormattingData('yo', carried)
    expect(formatterFor('yo').dateTime('2026-09-28T13:03:00Z')).toBe(server)
    expect(formatterFor('yo').date('2026-09-28')).toBe('28 Oṣù Owewe 2026')
  })

  it("prints what Intl's en-NG data prints for Africa/Lagos, across a year and at midnight", () => {
    const clock = inLagos('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    const date = inLagos('en-NG', { dateStyle: 'long' })
    const dateAndTime = inLagos('en-NG', { dateStyle: 'medium', timeStyle: 'short' })
    // About every hour for a year (61 minutes apart, so every minute of the hour comes up), each change of day and month among them.
    for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += 61 * 60 * 1000 + 7_000) {
      const iso = new Date(at).toISOString()
      expect(english.clock(iso), iso).toBe(clock.format(at))
      expect(english.date(iso), iso).toBe(date.format(at))
      expect(english.dateTime(iso), iso).toBe(dateAndTime.format(at))
    }
  })

  it('reads an instant in any offset, and says nothing of a text that is no moment', () => {
    expect(english.clock('2026-11-28T23:05:59.999Z')).toBe('00:05')
    expect(english.clock('2026-11-28T12:59:00+01:00')).toBe('12:59')
    expect(english.date('2027-03-04T23:30:00Z')).toBe('5 March 2027')
    expect(english.dateTime(new Date('2026-11-28T23:05:00Z'))).toBe('29 Nov 2026, 00:05')
    expect(english.date('not a date')).toBeNull()
    expect(english.dateTime('not a date')).toBe('')
    expect(english.clock('not a date')).toBe('')
  })

  it("prints in the page's language, English until entry.server or entry.client says which", () => {
    expect(formatLagosDate('2026-09-28')).toBe('28 September 2026')
    readPageLanguageFrom(() => 'yo')
    expect(formatLagosDate('2026-09-28')).toBe('28 Oṣù Owewe 2026')
    expect(formatLagosDateTime('2026-09-28T13:03:00Z')).toBe(formatterFor('yo').dateTime('2026-09-28T13:03:00Z'))
    expect(formatLagosClock('2026-09-28T13:03:00Z')).toBe('14:03')
    readPageLanguageFrom(() => 'ha')
    expect(formatNaira(1500)).toBe('₦\u00a01,500')
  })
})
