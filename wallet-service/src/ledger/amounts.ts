import { parseNairaAmount } from '@9ja/money'
import { DomainError } from '../domain-error.ts'

/**
 * A naira amount from a request, in kobo: null when it is absent or not an amount (each route
 * words that refusal itself). More than two decimals is refused here for every route, never rounded.
 */
export function requestAmountKobo(amount: string | number | undefined): bigint | null {
  if (amount === undefined) return null
  const parsed = parseNairaAmount(amount)
  if (parsed.ok) return parsed.kobo
  if (parsed.reason === 'too-many-decimals') throw new DomainError('TOO_MANY_DECIMALS', 'Amount can have at most 2 decimal places.')
  return null
}
