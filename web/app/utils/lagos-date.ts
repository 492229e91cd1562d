/**
 * Moments as players in Nigeria read them, in Lagos time, written out rather than with Intl: the server
 * and every browser print the same text (hydration), and a phone does not load Intl's time-zone and
 * locale data to start a page (a number game's page had made a formatter for each draw time it showed,
 * about 130 ms of its start-up in a profile).
 */

/** Lagos keeps West Africa Time, UTC+1, all year (no daylight saving): its clock needs no time-zone data. */
const LAGOS_UTC_OFFSET_MS = 60 * 60 * 1000

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** As en-NG abbreviates them (September to Sept). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec']

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The moment's date and time on a Lagos wall clock; null for a text that is no moment. */
function onLagosClock(at: string | Date) {
  const utc = new Date(at).getTime()
  if (Number.isNaN(utc)) return null
  const lagos = new Date(utc + LAGOS_UTC_OFFSET_MS)
  return {
    day: lagos.getUTCDate(),
    month: MONTHS[lagos.getUTCMonth()]!,
    shortMonth: SHORT_MONTHS[lagos.getUTCMonth()]!,
    year: lagos.getUTCFullYear(),
    clock: `${twoDigits(lagos.getUTCHours())}:${twoDigits(lagos.getUTCMinutes())}`,
  }
}

/** "14:03", Lagos time, for an ISO instant. */
export function formatLagosClock(iso: string): string {
  return onLagosClock(iso)?.clock ?? ''
}

/** A date as Nigerian readers write it, on the Lagos calendar: 5 March 2027. Null for a text that is no date. */
export function formatLagosDate(isoDate: string): string | null {
  const lagos = onLagosClock(isoDate)
  return lagos && `${lagos.day} ${lagos.month} ${lagos.year}`
}

/** A moment with its date, Lagos time, as en-NG abbreviates it: "28 Nov 2026, 14:03". */
export function formatLagosDateTime(at: string | Date): string {
  const lagos = onLagosClock(at)
  return lagos ? `${lagos.day} ${lagos.shortMonth} ${lagos.year}, ${lagos.clock}` : ''
}
