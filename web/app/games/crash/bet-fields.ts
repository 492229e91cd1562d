import type { CrashGameInfo } from '@9ja/contract'

type Limits = CrashGameInfo['limits']

/** The lowest auto cash-out a bet may ask for: 1.00x would pay back only the stake. */
const MIN_AUTO_CASH_OUT = 1.01

/** A bet panel's fields as typed: the stake, and the auto cash-out, which counts only with its box ticked. */
export type BetFields = { amount: string; autoCashOutOn: boolean; autoCashOut: string }

/** What a bet sends, fixed when it is pressed (a queued bet keeps it until the next round opens). */
export type BetRequest = { amount: number; autoCashOut: number | null }

export type CheckedBetFields = {
  request: BetRequest
  /** The stake is under the game's least or over its most. */
  amountProblem: 'low' | 'high' | null
  autoCashOutOutOfRange: boolean
  valid: boolean
}

/** A panel's fields as the page opens: the game's least stake, the auto cash-out off (2.00x offered). */
export const startingBetFields = (limits: Limits): BetFields => ({
  amount: String(limits.minBet),
  autoCashOutOn: false,
  autoCashOut: '2.00',
})

/** The bet the fields ask for, and what is wrong with them against the game's limits. */
export function checkBetFields(fields: BetFields, limits: Limits): CheckedBetFields {
  const amount = Number(fields.amount || '0')
  const autoCashOut = Number(fields.autoCashOut)
  const amountProblem = amount < limits.minBet ? 'low' : amount > limits.maxBet ? 'high' : null
  const autoCashOutOutOfRange = fields.autoCashOutOn && !(autoCashOut >= MIN_AUTO_CASH_OUT && autoCashOut <= limits.maxAutoCashOut)
  return {
    request: { amount, autoCashOut: fields.autoCashOutOn ? autoCashOut : null },
    amountProblem,
    autoCashOutOutOfRange,
    valid: amountProblem === null && !autoCashOutOutOfRange,
  }
}
