import { z } from 'zod'
import { hasTooManyDecimals } from '#app/wallet/schemas.ts'
import { parseNaira } from '#app/wallet/money.ts'

/**
 * The player protection forms' rules, run in the browser and again in the actions. Messages are
 * translation keys (`protection:` ones, and the wallet's for decimals).
 */

/** A limit in naira; empty means no limit. */
const limitField = z
  .string()
  .optional()
  .refine((text) => !text?.trim() || !hasTooManyDecimals(text), { message: 'wallet:amountDecimals', abort: true })
  .refine((text) => !text?.trim() || (parseNaira(text) ?? 0) > 0, { message: 'protection:limits.invalid' })

export const LIMIT_FIELDS = {
  depositDay: ['deposit', 'day'],
  depositWeek: ['deposit', 'week'],
  depositMonth: ['deposit', 'month'],
  lossDay: ['loss', 'day'],
  lossWeek: ['loss', 'week'],
  lossMonth: ['loss', 'month'],
} as const
export type LimitField = keyof typeof LIMIT_FIELDS

export const limitsSchema = z.object(
  Object.fromEntries(Object.keys(LIMIT_FIELDS).map((name) => [name, limitField])) as Record<LimitField, typeof limitField>,
)

export const TIME_OUT_DAYS = ['1', '7', '30'] as const
export const SELF_EXCLUSION_MONTHS = ['6', '12', '60'] as const
export const REALITY_CHECK_MINUTES = ['15', '30', '60'] as const

/** Both breaks cannot be undone once started, so each asks the player to confirm they understand that. */
export const timeOutSchema = z.object({
  days: z.enum(TIME_OUT_DAYS, { error: 'protection:breaks.chooseLength' }),
  understood: z.literal('on', { error: 'protection:breaks.confirmRequired' }),
})
export const selfExclusionSchema = z.object({
  months: z.enum(SELF_EXCLUSION_MONTHS, { error: 'protection:breaks.chooseLength' }),
  understood: z.literal('on', { error: 'protection:breaks.confirmRequired' }),
})
export const realityCheckSchema = z.object({ minutes: z.enum(REALITY_CHECK_MINUTES, { error: 'protection:realityCheck.choose' }) })

/** A statement month as the month input sends it. */
export const statementMonth = z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/)
