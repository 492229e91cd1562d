import { z } from 'zod'

/** The floor of the ledger's index of large debits (migration 0024): the wins list cannot ask for less. */
export const LARGE_DEBIT_FLOOR_NAIRA = 10_000

export const winsSettings = z.object({
  /**
   * Smallest payout the public list of recent wins shows, in naira (at least the index's floor). A
   * higher figure reads more of the index: every win between the floor and it is passed over.
   */
  RECENT_WINS_MIN_NAIRA: z.coerce.number().int().min(LARGE_DEBIT_FLOOR_NAIRA).max(100_000_000).default(10_000),
})
