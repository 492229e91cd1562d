import { z } from 'zod'

/** A bet ID's shape (Check Bet's): 10 of the letters and digits that cannot be misread. */
const BET_ID = /^[2-9A-HJ-NP-Z]{10}$/

/**
 * The bet ID a typed or scanned text names: the ID itself, or the ticket's QR code as a phone's camera
 * reads it, the Check Bet link (`https://…/check-bet/<ID>`), pasted whole.
 */
export function betIdFrom(text: string): string {
  const linked = /\/check-bet\/([^/?#\s]+)/i.exec(text)
  return (linked ? linked[1]! : text).trim().toUpperCase()
}

/** The "Pay a winning ticket" form. Messages are `agents` keys. */
export const payTicketSchema = z.object({
  betId: z
    .string({ error: 'agents:tickets.pay.betIdRequired' })
    .trim()
    .min(1, 'agents:tickets.pay.betIdRequired')
    .transform(betIdFrom)
    .pipe(z.string().regex(BET_ID, 'agents:tickets.pay.betIdInvalid')),
})
