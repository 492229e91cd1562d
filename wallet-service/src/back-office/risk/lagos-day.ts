import { nextLagosDay, startOfLagosDay } from '../../time/lagos.ts'

/** A stretch of time [from, to). */
export type Stretch = { from: Date; to: Date }

/** The Lagos day named `day` (YYYY-MM-DD), else the one of `now`. */
export function lagosDayStretch(day: string | undefined, now: Date): Stretch {
  const from = startOfLagosDay(day === undefined ? now : new Date(`${day}T12:00:00Z`))
  return { from, to: nextLagosDay(from) }
}

/** The `days` Lagos days ending with `last` (WAT has no daylight saving: every day is 24 hours). */
export function lagosDaysEnding(last: Stretch, days: number): Stretch {
  return { from: new Date(last.to.getTime() - days * 24 * 60 * 60 * 1000), to: last.to }
}
