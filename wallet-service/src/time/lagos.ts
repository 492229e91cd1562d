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

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/**
 * The Lagos week (Monday 00:00 to the next Monday 00:00 WAT, as the limits' weeks) that `instant`
 * falls in, named by its Monday's date (YYYY-MM-DD).
 */
export function lagosWeek(instant: Date): string {
  const date = lagosDate(instant)
  const daysSinceMonday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
  return lagosDate(new Date(lagosDayStart(date).getTime() - daysSinceMonday * 24 * 60 * 60 * 1000))
}

/** Whether `date` (YYYY-MM-DD) is a real calendar date and a Monday: the name of a Lagos week. */
export function isLagosWeek(date: string): boolean {
  const noon = new Date(`${date}T12:00:00Z`)
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === date && noon.getUTCDay() === 1
  )
}

/** The Lagos week `weeks` after the week `week` (before it when negative). */
export function lagosWeekAfter(week: string, weeks = 1): string {
  return lagosDate(new Date(lagosDayStart(week).getTime() + weeks * WEEK_MS))
}

/** The instants the Lagos week `week` begins and ends (its next Monday's midnight WAT). */
export function lagosWeekStretch(week: string): { from: Date; to: Date } {
  const from = lagosDayStart(week)
  return { from, to: new Date(from.getTime() + WEEK_MS) }
}
