import { groupThousands } from '@9ja/money'

/**
 * Numbers written out as en-NG prints them, rather than with Intl: the server and every browser print
 * the same text (hydration), and a phone does not load Intl's locale data to start a page (the first
 * Intl formatter a number game's page made cost about 60 ms of its start-up in a profile).
 */

/** At most `maximumFractionDigits` decimals, none that are trailing zeros: 1234.567 (2) -> "1,234.57", 2.5 (0) -> "3". */
export function formatDecimal(value: number, maximumFractionDigits: number): string {
  const fixed = Math.abs(value).toFixed(maximumFractionDigits)
  const [whole = '0', fraction = ''] = fixed.split('.')
  const decimals = fraction.replace(/0+$/, '')
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : ''
  return `${sign}${groupThousands(whole)}${decimals ? `.${decimals}` : ''}`
}

/** A share as a percentage, two decimals at most: 0.95 -> "95", 36/37 -> "97.3", 0.8937 -> "89.37". */
export const formatPercent = (share: number) => formatDecimal(share * 100, 2)
