import { z } from 'zod'

/** Why a staff member did something: every action that changes a player's money or account gives one. */
export const reasonField = z
  .string({ error: 'Give a reason.' })
  .trim()
  .min(3, 'Give a reason (at least 3 characters).')
  .max(500, 'Keep the reason under 500 characters.')

const DAY = /^\d{4}-\d{2}-\d{2}$/
const dayOrInstant = z
  .string()
  .trim()
  .refine((text) => /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(text) && !Number.isNaN(Date.parse(text)), 'Give a date as YYYY-MM-DD or an ISO time.')

/** Lagos keeps UTC+1 all year (no daylight saving): a Lagos day starts at 23:00 UTC the day before. */
const lagosDayStart = (day: string) => new Date(`${day}T00:00:00+01:00`)

/** The start of a period a staff filter gives: a day means its first moment in Lagos time. */
export const periodStartField = dayOrInstant.transform((text) => (DAY.test(text) ? lagosDayStart(text) : new Date(text)))

/** The end of a period (exclusive): a day means the whole of it, so the period ends when the next Lagos day starts. */
export const periodEndField = dayOrInstant.transform((text) =>
  DAY.test(text) ? new Date(lagosDayStart(text).getTime() + 24 * 60 * 60 * 1000) : new Date(text),
)
