import { formatKobo, formatLagosTime } from '@9ja/money'

/** An amount the staff API gives in kobo (a string of digits), in naira. */
export const naira = (kobo: string) => formatKobo(BigInt(kobo))

/** A moment the staff API gives, in Lagos time, readable by machines too. */
export const when = (at: string | null) => (at ? <time dateTime={at}>{formatLagosTime(at)}</time> : null)
