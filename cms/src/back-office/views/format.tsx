import { formatKobo, formatLagosTime } from '@9ja/money'

/** An amount the staff API gives in kobo (a string of digits), in naira. */
export const naira = (kobo: string) => formatKobo(BigInt(kobo))

/** A moment the staff API gives, in Lagos time, readable by machines too. */
export const when = (at: string | null) => (at ? <time dateTime={at}>{formatLagosTime(at)}</time> : null)

/** Lagos keeps West Africa Time, UTC+1, all year (no daylight saving). */
const LAGOS_UTC_OFFSET_MS = 60 * 60 * 1000

/** The day (YYYY-MM-DD) on the Lagos calendar at `at`: the day the reports count by. */
export const lagosDay = (at: Date) => new Date(at.getTime() + LAGOS_UTC_OFFSET_MS).toISOString().slice(0, 10)
