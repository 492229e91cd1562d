/**
 * An amount with thousands separators and kobo only when there are some: 1,500 or 1,500.50.
 * Written out rather than toLocaleString so server and browser render the same text (hydration).
 */
export function formatAmount(amount: number): string {
  const [whole = '0', fraction] = Math.abs(amount).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${amount < 0 ? '-' : ''}${grouped}${fraction === '00' ? '' : `.${fraction}`}`
}

/** Naira as the spec prints it, the same way the wallet-service does: ₦1,500 or ₦1,500.50. */
export function formatNaira(naira: number): string {
  return `₦${formatAmount(naira)}`
}

/** A naira amount typed by a person ("1500", "1,500.50"); null when it is not one. */
export function parseNaira(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim()
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return null
  return Number(cleaned)
}
