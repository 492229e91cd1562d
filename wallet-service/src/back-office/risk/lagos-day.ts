import { z } from 'zod'
import { lagosDate, nextLagosDay, startOfLagosDay } from '../../time/lagos.ts'

/** A calendar date as the platform's days are named (Africa/Lagos): one that exists. */
export const lagosDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T12:00:00Z`)) && lagosDate(new Date(`${day}T12:00:00Z`)) === day, {
    message: 'day is not a calendar date',
  })

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
