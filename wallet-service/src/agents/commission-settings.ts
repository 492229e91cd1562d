import { z } from 'zod'

/**
 * A percentage as basis points (hundredths of a percent), exactly: "16" is 1600, "2.5" is 250. More than
 * two decimals is refused, never rounded, so what an agent reads in the statement is the setting.
 */
const percent = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100, 'a percentage from 0 to 100, at most two decimals')
    .transform(basisPointsOf)

function basisPointsOf(value: string): number {
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** A rate from a number of selections on: the rate of a ticket is that of the largest `fromSelections` it reaches. */
export type SelectionRate = { fromSelections: number; basisPoints: number }

/**
 * The commission on a virtual sports ticket by its number of selections (docs/decisions/021-agents.md,
 * "Commission"): 1% a single and 30% from 30 selections (NairaBET, BetKing), 16% for 15 (BetKing's
 * example); the steps between are ours, one point a selection.
 */
export const DEFAULT_SELECTION_RATES =
  '1:1,2:3,3:4,4:5,5:6,6:7,7:8,8:9,9:10,10:11,11:12,12:13,13:14,14:15,15:16,17:17,18:18,19:19,20:20,21:21,22:22,23:23,24:24,25:25,26:26,27:27,28:28,29:29,30:30'

const selectionRates = z
  .string()
  .default(DEFAULT_SELECTION_RATES)
  .transform((value, context) => {
    const rates: SelectionRate[] = []
    for (const pair of value.split(',')) {
      const [selections = '', rate = ''] = pair.trim().split(':')
      const fromSelections = Number(selections)
      const previous = rates.at(-1)
      if (!/^\d{1,3}$/.test(selections) || fromSelections < 1 || (previous && fromSelections <= previous.fromSelections)) {
        context.addIssue({
          code: 'custom',
          message: `"${pair}": selections must be whole numbers from 1, ascending (selections:percent,...)`,
        })
        return z.NEVER
      }
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(rate) || Number(rate) > 100) {
        context.addIssue({ code: 'custom', message: `"${pair}": the rate must be a percentage from 0 to 100, at most two decimals` })
        return z.NEVER
      }
      rates.push({ fromSelections, basisPoints: basisPointsOf(rate) })
    }
    if (rates[0]?.fromSelections !== 1) {
      context.addIssue({ code: 'custom', message: 'the table must start with the rate of a single (1:percent)' })
      return z.NEVER
    }
    return rates
  })

/** The agents' weekly commission (documented in the root .env.example and docs/decisions/021-agents.md). */
export const commissionSettings = z.object({
  /** `selections:percent,...`: a virtual sports ticket's commission on its stake, from that many selections on. */
  AGENT_COMMISSION_SELECTION_RATES: selectionRates,
  /** The commission on number-game tickets, a percentage of their stake (lotto agents earn 5-15% of sales). */
  AGENT_COMMISSION_NUMBERS_PERCENT: percent('10'),
  /** The share of the agent's referred players' net gaming revenue on instant and crash games (affiliates' 20-30%). */
  AGENT_COMMISSION_NGR_PERCENT: percent('20'),
  /** The week's commission is at most this percentage of the agent's week's stakes (the 2020 federal guideline: 25%). */
  AGENT_COMMISSION_CAP_PERCENT: percent('25'),
  /**
   * How long after Monday 00:00 (Lagos) the week before is paid: bets stamped just before midnight are
   * committed by then.
   */
  AGENT_COMMISSION_RUN_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** on: this process takes part in the weekly run (one process at a time pays); off: it only answers requests. */
  AGENT_COMMISSION_RUNNER: z.enum(['on', 'off']).default('on'),
})
export type CommissionSettings = z.infer<typeof commissionSettings>
