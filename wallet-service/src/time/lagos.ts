/**
 * Nigeria's calendar: West Africa Time, UTC+1 all year (no daylight saving), so a Lagos day or month
 * is a fixed stretch of UTC and needs no time-zone database.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000

/** The calendar date (YYYY-MM-DD) in Lagos at `instant`. */
export function lagosDate(instant: Date): string {
  return new Date(instant.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant the Lagos day `date` (YYYY-MM-DD) begins (midnight WAT). */
export function lagosDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+01:00`)
}

/** The instant the Lagos day of `instant` began (midnight WAT). */
export function startOfLagosDay(instant: Date): Date {
  return lagosDayStart(lagosDate(instant))
}

/** The instant the Lagos month of `instant` began (its first day's midnight WAT). */
export function startOfLagosMonth(instant: Date): Date {
  return new Date(`${lagosDate(instant).slice(0, 8)}01T00:00:00+01:00`)
}

/** The Lagos day after the one beginning at `dayStart`: always 24 hours later in WAT. */
export function nextLagosDay(dayStart: Date): Date {
  return new Date(dayStart.getTime() + 24 * 60 * 60 * 1000)
}
