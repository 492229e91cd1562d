/**
 * Exact counting for the games' odds: binomial coefficients as bigints (C(90, 5) and its products
 * with the paytables overflow nothing) and non-negative rationals, so an RTP is a fraction, not a
 * float's approximation of one.
 */

/** C(n, k), the number of ways to choose k of n; 0 outside 0 <= k <= n. */
export function choose(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k)) throw new RangeError('choose takes integers')
  if (k < 0 || k > n) return 0n
  const smaller = Math.min(k, n - k)
  let result = 1n
  for (let i = 0; i < smaller; i++) result = (result * BigInt(n - i)) / BigInt(i + 1)
  return result
}

/** C(n, k) as a number, for counts that are small by construction (lines of a ticket). */
export function chooseCount(n: number, k: number): number {
  return Number(choose(n, k))
}

/** A non-negative fraction in lowest terms, denominator positive. */
export type Rational = { numerator: bigint; denominator: bigint }

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b]
  return a < 0n ? -a : a
}

export function rational(numerator: bigint, denominator: bigint): Rational {
  if (denominator <= 0n) throw new RangeError('a rational has a positive denominator')
  const divisor = gcd(numerator, denominator) || 1n
  return { numerator: numerator / divisor, denominator: denominator / divisor }
}

export function addRationals(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
}

/** floor(value x scale): a rational as whole basis points (scale 10,000) never overstates it. */
export function floorTimes(value: Rational, scale: bigint): bigint {
  return (value.numerator * scale) / value.denominator
}

/** A rational as a decimal string rounded down to `digits` places ("0.898876"). */
export function toDecimal(value: Rational, digits: number): string {
  const scaled = floorTimes(value, 10n ** BigInt(digits))
  const whole = scaled / 10n ** BigInt(digits)
  const fraction = (scaled % 10n ** BigInt(digits)).toString().padStart(digits, '0')
  return digits > 0 ? `${whole}.${fraction}` : `${whole}`
}
