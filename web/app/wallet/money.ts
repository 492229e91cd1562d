/** Naira as the spec prints it, the same way the wallet-service does: ₦1,500 or ₦1,500.50. */
export function formatNaira(naira: number): string {
  const whole = Math.round(naira * 100) % 100 === 0
  return `₦${naira.toLocaleString('en-NG', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`
}

/** A naira amount typed by a person ("1500", "1,500.50"); null when it is not one. */
export function parseNaira(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim()
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return null
  return Number(cleaned)
}
