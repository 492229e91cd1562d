import { z } from 'zod'
import { betIdField } from '#app/betting/booking.ts'

/**
 * What a typed or scanned text names as a bet ID: the text itself, or, for the ticket's QR code as a
 * phone's camera reads it, the ID at the end of the Check Bet link (`https://…/check-bet/<ID>`) pasted whole.
 */
function linkedBetId(text: string): string {
  return /\/check-bet\/([^/?#\s]+)/i.exec(text)?.[1] ?? text
}

/** The "Pay a winning ticket" form: the bet ID read as Check Bet reads it. Messages are `agents` keys. */
export const payTicketSchema = z.object({
  betId: z
    .string({ error: 'agents:tickets.pay.betIdRequired' })
    .trim()
    .min(1, 'agents:tickets.pay.betIdRequired')
    .transform((text, context) => {
      const betId = betIdField.safeParse(linkedBetId(text))
      if (betId.success) return betId.data
      context.addIssue({ code: 'custom', message: 'agents:tickets.pay.betIdInvalid' })
      return z.NEVER
    }),
})
