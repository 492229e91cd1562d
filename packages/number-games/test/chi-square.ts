/** The uniformity checks of the draws (draw.test.ts, sim.test.ts). */

/**
 * Pearson's statistic of the balls' frequencies over `draws` draws of `drawn` of `balls`, scaled for
 * drawing without replacement (a draw's indicators have covariance -p(1-p)/(balls-1)), so that it
 * follows chi-square with balls - 1 degrees of freedom.
 */
export function frequencyChiSquare(frequency: readonly number[], draws: number, drawn: number, balls: number): number {
  const p = drawn / balls
  const expected = draws * p
  const squares = frequency.slice(1).reduce((sum, count) => sum + (count - expected) ** 2, 0)
  return (squares * (balls - 1)) / (draws * p * (1 - p) * balls)
}

/** The chi-square value exceeded with probability about 1 in 1,000,000 (Wilson-Hilferty). */
export function chiSquareLimit(degrees: number): number {
  const z = 4.753
  return degrees * (1 - 2 / (9 * degrees) + z * Math.sqrt(2 / (9 * degrees))) ** 3
}
