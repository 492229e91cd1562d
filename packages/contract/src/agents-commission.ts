import { z } from 'zod'

/*
 * The agents' weekly commission (POST /agent/commission): a Lagos week's statement, paid or an estimate,
 * with every line it is computed from. Amounts are naira, rates percentages, times ISO.
 */

const commissionStatus = z.enum(['paid', 'estimate'])

/** A virtual sports ticket the agent sold: its rate by its selections, on its stake. */
export const commissionTicketLine = z.object({
  betId: z.string(),
  game: z.string(),
  placedAt: z.string(),
  selections: z.number().int(),
  stake: z.number(),
  rate: z.number(),
  commission: z.number(),
})
/** A number-game ticket the agent sold: a percentage of its stake. */
export const commissionNumberLine = commissionTicketLine.omit({ selections: true })
/** One of the agent's referred players' week on the instant and crash games. */
export const commissionPlayerLine = z.object({ name: z.string(), stakes: z.number(), wins: z.number(), ngr: z.number() })

export const commissionStatement = z.object({
  /** The week's Monday (YYYY-MM-DD), and the instants it begins and ends (Lagos midnights). */
  week: z.string(),
  from: z.string(),
  to: z.string(),
  status: commissionStatus,
  totals: z.object({
    tickets: z.number(),
    numbers: z.number(),
    players: z.number(),
    playersNgr: z.number(),
    carriedIn: z.number(),
    carriedOut: z.number(),
    stakes: z.number(),
    cap: z.number(),
    capped: z.boolean(),
    total: z.number(),
  }),
  /** What was paid into the float and when; null for an estimate. */
  paid: z.object({ amount: z.number(), at: z.string() }).nullable(),
  tickets: z.array(commissionTicketLine),
  numberTickets: z.array(commissionNumberLine),
  players: z.array(commissionPlayerLine),
  /** The agent's weeks: this week's estimate first, then the closed weeks not paid yet, then the paid ones, newest first. */
  weeks: z.array(z.object({ week: z.string(), status: commissionStatus, paid: z.number().nullable() })),
})
export type CommissionStatement = z.infer<typeof commissionStatement>
