import { z } from 'zod'

/* The agents' cash for walk-in customers (issue 24): the customer's masked name, cash-in, cash-out. */

/** The customer an agent is about to cash in, as the agent may see them: the number and a masked name ("Ch***u O."). */
export const cashInCustomer = z.object({ phoneNumber: z.string(), customer: z.string() })
export type CashInCustomer = z.infer<typeof cashInCustomer>

/** A cash-in done (or the one a retry repeats): the amount in the customer's wallet and the agent's float after it (naira). */
export const cashInDone = z.object({
  reference: z.string(),
  amount: z.number().positive(),
  customer: z.string(),
  floatBalance: z.number().min(0),
  at: z.iso.datetime(),
})
export type CashInDone = z.infer<typeof cashInDone>

/** A player's cash-out request: the reference and 6-digit code to show at a shop, until when, and the amount held. */
export const cashOutRequested = z.object({
  reference: z.string(),
  code: z.string().regex(/^\d{6}$/),
  expiresAt: z.iso.datetime(),
  amount: z.number().positive(),
  status: z.enum(['open', 'paid', 'voided', 'expired']),
})
export type CashOutRequested = z.infer<typeof cashOutRequested>

/** A cash-out an agent paid: the cash to hand over, to whom (masked), and the float after it. */
export const cashOutPaid = z.object({
  reference: z.string(),
  amount: z.number().positive(),
  customer: z.string(),
  floatBalance: z.number().min(0),
  paidAt: z.iso.datetime(),
})
export type CashOutPaid = z.infer<typeof cashOutPaid>
