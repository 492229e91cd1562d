/**
 * Money is integer kobo (bigint) inside the service; the API speaks naira as the spec shows
 * (`amount` as a string, `balance` as a number).
 */
const NAIRA_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/
const NAIRA_WITH_ANY_DECIMALS = /^\d{1,12}\.\d{3,}$/

export const TOO_MANY_DECIMALS_MESSAGE = 'Amount can have at most 2 decimal places.'

/** A naira amount read exactly: its kobo, or why it is not one. Never rounded. */
export type NairaAmount = { ok: true; kobo: bigint } | { ok: false; reason: 'not-an-amount' | 'too-many-decimals' }

/**
 * Reads a naira amount such as "1500", "1500.50" or the number 1500.5. More than two decimals is
 * refused rather than rounded: "100.999" is not ₦101.
 */
export function parseNairaAmount(value: string | number): NairaAmount {
  // String(number) keeps every decimal a number has (100.999 -> "100.999"); toFixed would round it.
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()
  if (NAIRA_WITH_ANY_DECIMALS.test(text)) return { ok: false, reason: 'too-many-decimals' }
  if (!NAIRA_AMOUNT.test(text)) return { ok: false, reason: 'not-an-amount' }
  const [whole, fraction = ''] = text.split('.')
  return { ok: true, kobo: BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0')) }
}

/** Parses a naira amount into kobo; null when it is not one (more than two decimals included). */
export function nairaToKobo(value: string | number): bigint | null {
  const amount = parseNairaAmount(value)
  return amount.ok ? amount.kobo : null
}

/** Kobo as a naira number for JSON answers (exact for any realistic balance: < 2^53 kobo). */
export function koboToNaira(kobo: bigint): number {
  return Number(kobo) / 100
}

// Building an Intl formatter is costly (about 0.1 ms) and spin descriptions format on the hot path: build two once.
const WHOLE_NAIRA = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 0 })
const NAIRA_AND_KOBO = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Formats kobo as the spec prints money: ₦1,500 or ₦1,500.50. */
export function formatNaira(kobo: bigint): string {
  const naira = koboToNaira(kobo)
  return `₦${(kobo % 100n === 0n ? WHOLE_NAIRA : NAIRA_AND_KOBO).format(naira)}`
}
