import { z } from 'zod'

/** A count of movements and what they came to (naira). */
const tally = z.object({ count: z.number().int().min(0), amount: z.number().min(0) })

/**
 * The agent's shop at a glance (POST /agent/summary): the float, the Lagos day's counter (cash taken in and
 * handed out, tickets sold and winning tickets paid), this week's commission so far (an estimate until the
 * Monday run pays it) and the referred players, with how many played this week.
 */
export const shopSummary = z.object({
  float: z.number().min(0),
  today: z.object({ date: z.iso.date(), cashIn: tally, cashOut: tally, ticketsSold: tally, ticketsPaid: tally }),
  commissionThisWeek: z.object({ week: z.iso.date(), estimate: z.number().min(0) }),
  players: z.object({ referred: z.number().int().min(0), playedThisWeek: z.number().int().min(0) }),
})
export type ShopSummary = z.infer<typeof shopSummary>
