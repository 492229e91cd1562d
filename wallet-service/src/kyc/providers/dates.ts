const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** YYYY-MM-DD for a real calendar date, else null. */
export function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

/**
 * A date of birth as Nigerian identity APIs write it: 1990-05-16, 16-05-1990, 16/05/1990 or
 * 16-May-1990 (BVN records print the month's name). Null when it is none of them.
 */
export function parseProviderDate(text: string): string | null {
  const value = text.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T.*)?$/.exec(value)
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const dayFirst = /^(\d{1,2})[-/ ]([A-Za-z]{3,9}|\d{1,2})[-/ ](\d{4})$/.exec(value)
  if (!dayFirst) return null
  const monthText = dayFirst[2]!
  const month = /^\d+$/.test(monthText) ? Number(monthText) : MONTHS.indexOf(monthText.slice(0, 3).toLowerCase()) + 1
  return month > 0 ? calendarDate(Number(dayFirst[3]), month, Number(dayFirst[1])) : null
}
