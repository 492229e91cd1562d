import { formatKobo, formatNaira } from '@9ja/money'
import { lagosTime } from '../protection/messages.ts'

/**
 * What the agents' cash routes say. The agent reads refusals about the customer standing at the counter
 * (so "the customer", never "you"); the player reads the cash-out request's and the notices.
 */
export const CASH_MESSAGES = {
  invalidPhone: "Enter the customer's 11-digit phone number.",
  invalidAmount: 'Please enter a valid amount.',
  customerNotFound: (phoneNumber: string) => `No player has the phone number ${phoneNumber}. Check it with the customer.`,
  ownAccount: 'This is your own account: an agent cannot cash in or out for themselves.',
  customerIsAgent: 'This number belongs to an agent, not a player: cash-ins and cash-outs are for players only.',
  customerClosed: "This customer's account is closed: no cash can go in or out through it.",
  customerLocked: "This customer's account is locked: they should contact support.",
  floatTooLow: (floatKobo: bigint) =>
    `Your float is ${formatKobo(floatKobo)}, not enough for this cash-in. Top it up by bank transfer first.`,
  customerOnBreak: (kind: 'time-out' | 'self-exclusion', until: Date) =>
    kind === 'self-exclusion'
      ? `This customer is self-excluded until ${lagosTime(until)}: no deposits until then.`
      : `This customer is on a time-out until ${lagosTime(until)}: no deposits until then.`,
  customerDepositLimit: (period: string, until: Date) =>
    `This cash-in would take the customer past their own ${period} deposit limit. They can deposit again from ${lagosTime(until)}, or a smaller amount now.`,
  customerUnverifiedCap: (capKobo: bigint, leftKobo: bigint) =>
    `The customer's identity is not verified, so their wallet takes at most ${formatKobo(capKobo)} a day (${formatKobo(leftKobo)} left today). They can verify on their profile to lift it.`,
  amlLimit: (limitKobo: bigint, leftKobo: bigint, who: 'customer' | 'player') =>
    who === 'customer'
      ? `Cash through agents is limited to ${formatKobo(limitKobo)} a day for one person, cash-ins and cash-outs together. This customer can move ${formatKobo(leftKobo)} more today.`
      : `Cash at agents is limited to ${formatKobo(limitKobo)} a day for one person, cash-ins and cash-outs together. You can take ${formatKobo(leftKobo)} more in cash today.`,
  cashedIn: (amount: number, customer: string) => `${formatNaira(amount)} is in ${customer}'s wallet.`,
  cashOutRequested: (minutes: number) =>
    `Show the reference and code at any agent's shop within ${minutes} minutes to collect your cash. Never share them with anyone else.`,
  invalidReference: 'Enter the reference of the cash-out.',
  invalidCode: 'Enter the 6-digit code.',
  cashOutNotFound: 'No cash-out has this reference. Check it with the customer.',
  wrongCode: (attemptsLeft: number) =>
    `The code is wrong. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left before this cash-out is cancelled.`,
  voided:
    'This cash-out was cancelled after too many wrong codes. The money is back in the customer’s wallet: they can ask for a new code.',
  expired: 'This cash-out has expired. The money is back in the customer’s wallet: they can ask for a new code.',
  used: 'This cash-out has already been paid.',
  paidOut: (amount: number, customer: string) => `Hand ${formatNaira(amount)} in cash to ${customer}. It is now in your float.`,
} as const

/** The SMS and email a player gets when cash moves in or out of their wallet at an agent's shop. */
export const CASH_NOTICES = {
  cashIn: (amountKobo: bigint, shop: string, at: Date) => ({
    subject: 'Cash paid into your 9ja Lottery wallet',
    body: `${formatKobo(amountKobo)} in cash was paid into your 9ja Lottery wallet at ${shop} on ${lagosTime(at)}. Not you? Contact support at once.`,
  }),
  cashOut: (amountKobo: bigint, shop: string, reference: string, at: Date) => ({
    subject: 'Cash collected from your 9ja Lottery wallet',
    body: `${formatKobo(amountKobo)} in cash was collected at ${shop} with your cash-out code (reference ${reference}) on ${lagosTime(at)}. Not you? Contact support at once.`,
  }),
} as const
