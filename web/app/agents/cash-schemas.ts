import { z } from 'zod'
import { hasTooManyDecimals } from '#app/wallet/schemas.ts'
import { parseNaira } from '#app/wallet/money.ts'

/*
 * The agents' cash forms, run in the browser and again in the action. Messages are `agents` keys (named
 * with their namespace, as TextField reads them); the wallet-service checks everything again.
 */

/** A Nigerian number as people type it: 0 and 10 digits, or +234 and 10 digits, spaces and dashes allowed. */
const phoneNumber = z
  .string({ error: 'agents:cashIn.errors.phone' })
  .transform((typed) => typed.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(0|\+?234)\d{10}$/, 'agents:cashIn.errors.phone'))

const amount = z
  .string({ error: 'agents:cashIn.errors.amount' })
  .transform((typed) => typed.replace(/,/g, '').trim())
  .refine((text) => !hasTooManyDecimals(text), { message: 'agents:cashIn.errors.decimals', abort: true })
  .refine((text) => (parseNaira(text) ?? 0) > 0, 'agents:cashIn.errors.amount')

export const cashInSchema = z.object({ phoneNumber, amount })

export const cashOutSchema = z.object({
  reference: z
    .string({ error: 'agents:cashOut.errors.reference' })
    .trim()
    .min(1, 'agents:cashOut.errors.reference')
    .max(40, 'agents:cashOut.errors.reference'),
  code: z
    .string({ error: 'agents:cashOut.errors.code' })
    .trim()
    .regex(/^\d{6}$/, 'agents:cashOut.errors.code'),
})
