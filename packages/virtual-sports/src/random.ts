/**
 * The uniform source every draw of this package reads. The wallet-service passes `RoundRandom` of
 * @9ja/fairness/node; the browser verifiers pass the same words fetched with Web Crypto
 * (`replayRound` of @9ja/fairness). Both draw integers by rejection (no modulo bias) and floats
 * with 53 random bits.
 */
export type RandomSource = { float(): number; int(n: number): number }

/**
 * An index drawn with probability weights[i] / sum(weights) for positive integer weights: exact,
 * with one integer draw below the sum (used where the weights are the model's own integers).
 */
export function drawIntegerWeighted(weights: readonly number[], random: RandomSource): number {
  let total = 0
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 1) throw new RangeError('weights are positive integers')
    total += weight
  }
  let ticket = random.int(total)
  for (let index = 0; index < weights.length; index++) {
    ticket -= weights[index]!
    if (ticket < 0) return index
  }
  throw new RangeError('no weights to draw from')
}

/**
 * An index drawn with probability probabilities[i] / sum(probabilities) by the inverse of the
 * cumulative distribution, walked in index order, from one 53-bit float.
 */
export function drawProbability(probabilities: readonly number[], random: RandomSource): number {
  const total = probabilities.reduce((sum, probability) => sum + probability, 0)
  const target = random.float() * total
  let cumulative = 0
  for (let index = 0; index < probabilities.length; index++) {
    cumulative += probabilities[index]!
    if (target < cumulative) return index
  }
  // Only reachable by rounding in the sum: the last outcome with any probability.
  for (let index = probabilities.length - 1; index >= 0; index--) if (probabilities[index]! > 0) return index
  throw new RangeError('no probabilities to draw from')
}
