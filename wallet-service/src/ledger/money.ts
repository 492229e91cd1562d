/**
 * Money is integer kobo (bigint) inside the service; the API speaks naira as the spec shows
 * (`amount` as a string, `balance` as a number).
 */
const NAIRA_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/

/** Parses a naira amount such as "1500" or "1500.50" into kobo; null when it is not one. */
export function nairaToKobo(value: string | number): bigint | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim()
  if (!NAIRA_AMOUNT.test(text)) return null
  const [whole, fraction = ''] = text.split('.')
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'))
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
