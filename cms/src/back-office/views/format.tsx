import type { queuedWithdrawal } from '@9ja/contract'
import { formatKobo, formatLagosTime } from '@9ja/money'
import type { z } from 'zod'

/** An amount the staff API gives in kobo (a string of digits), in naira. */
export const naira = (kobo: string) => formatKobo(BigInt(kobo))

/** A moment the staff API gives, in Lagos time, readable by machines too. */
export const when = (at: string | null) => (at ? <time dateTime={at}>{formatLagosTime(at)}</time> : null)

/** Lagos keeps West Africa Time, UTC+1, all year (no daylight saving). */
const LAGOS_UTC_OFFSET_MS = 60 * 60 * 1000

/** The day (YYYY-MM-DD) on the Lagos calendar at `at`: the day the reports count by. */
export const lagosDay = (at: Date) => new Date(at.getTime() + LAGOS_UTC_OFFSET_MS).toISOString().slice(0, 10)

type PayoutStatus = z.infer<typeof queuedWithdrawal>['status']

const payoutProgressText: Record<Exclude<PayoutStatus, 'reversed'>, string> = {
  review: 'it still waits for review',
  held: 'the payout will be sent to the bank shortly',
  sent: 'sent to the bank, which has not confirmed it yet',
  succeeded: 'paid to the bank account',
}

/**
 * Where a payout is, by its withdrawal's status, as the message after a decision says it; a payout the
 * bank refused says `reversed`: where its money went back to, which depends on whose money it was.
 */
export const payoutProgress = (status: PayoutStatus, reversed: string): string =>
  status === 'reversed' ? reversed : payoutProgressText[status]
