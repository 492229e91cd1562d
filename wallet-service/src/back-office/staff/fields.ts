import { z } from 'zod'
import { lagosDayStart, nextLagosDay } from '../../time/lagos.ts'

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

/** The start of a period a staff filter gives: a day means its first moment in Lagos time. */
export const periodStartField = dayOrInstant.transform((text) => (DAY.test(text) ? lagosDayStart(text) : new Date(text)))

/** The end of a period (exclusive): a day means the whole of it, so the period ends when the next Lagos day starts. */
export const periodEndField = dayOrInstant.transform((text) => (DAY.test(text) ? nextLagosDay(lagosDayStart(text)) : new Date(text)))

/** A calendar day as the platform names its days (Africa/Lagos), one that exists: the reports' and risk measures' day. */
export const lagosDay = z.iso.date({ error: 'Days are YYYY-MM-DD (Lagos time)' })
