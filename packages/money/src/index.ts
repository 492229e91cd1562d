/**
 * Money as the platform handles it: integer kobo (bigint) inside the wallet-service, naira at the
 * edges as the spec shows it (`"1500.50"` typed, ₦1,500.50 printed). Used by the wallet-service
 * and the web app (server and browser), so both read and print amounts the same way.
 */
const NAIRA_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/
const NAIRA_WITH_MORE_DECIMALS = /^\d{1,12}\.\d{3,}$/

/** A naira amount read exactly: its kobo, or why it is not one. */
export type NairaAmount = { ok: true; kobo: bigint } | { ok: false; reason: 'not-an-amount' | 'too-many-decimals' }

/**
 * Reads a naira amount such as "1500", "1500.50" or the number 1500.5. More than two decimals is
 * refused rather than rounded: "100.999" is not ₦101.
 */
export function parseNairaAmount(value: string | number): NairaAmount {
  // String(number) keeps every decimal a number has (100.999 -> "100.999"); toFixed would round it.
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()
  if (NAIRA_WITH_MORE_DECIMALS.test(text)) return { ok: false, reason: 'too-many-decimals' }
  if (!NAIRA_AMOUNT.test(text)) return { ok: false, reason: 'not-an-amount' }
  const [whole = '0', fraction = ''] = text.split('.')
  return { ok: true, kobo: BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0')) }
}

/** A naira amount in kobo; null when it is not one (more than two decimals included). */
export function nairaToKobo(value: string | number): bigint | null {
  const amount = parseNairaAmount(value)
  return amount.ok ? amount.kobo : null
}

/** Kobo as a naira number for JSON answers (exact for any realistic balance: < 2^53 kobo). */
export function koboToNaira(kobo: bigint): number {
  return Number(kobo) / 100
}

/** A naira amount a person typed, thousands separators allowed ("1,500.50"); null when it is not one. */
export function parseNaira(text: string): number | null {
  const kobo = nairaToKobo(text.replace(/,/g, ''))
  return kobo === null ? null : koboToNaira(kobo)
}

/**
 * An amount with thousands separators and kobo only when there are some: 1,500 or 1,500.50.
 * Written out rather than with Intl so server and browser render the same text (hydration).
 */
export function formatAmount(naira: number): string {
  const [whole = '0', fraction] = Math.abs(naira).toFixed(2).split('.')
  // Less than a kobo below zero is no debt: no "-0".
  const sign = naira < 0 && (whole !== '0' || fraction !== '00') ? '-' : ''
  return `${sign}${groupThousands(whole)}${fraction === '00' ? '' : `.${fraction}`}`
}

/** "1234567" -> "1,234,567": the digits of a whole number in threes. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Naira as the spec prints it: ₦1,500 or ₦1,500.50; a debt -₦200, the sign before the ₦ as the web writes it in every language (web/app/i18n/format.ts). */
export function formatNaira(naira: number): string {
  const amount = formatAmount(naira)
  return amount.startsWith('-') ? `-₦${amount.slice(1)}` : `₦${amount}`
}

/** Kobo as the spec prints money: ₦1,500 or ₦1,500.50. */
export function formatKobo(kobo: bigint): string {
  return formatNaira(koboToNaira(kobo))
}

/**
 * A moment as players in Nigeria read it, in Lagos time (WAT, UTC+1): "Tue, 24 Nov 2026, 00:00",
 * the clock deposit and loss limits are counted by and breaks end by. Intl differs between
 * runtimes, so the web app prints it on the server only (the page then hydrates with that text).
 */
export function formatLagosTime(at: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at))
}
