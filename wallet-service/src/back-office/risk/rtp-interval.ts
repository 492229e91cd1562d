/**
 * A group of settled bets as sums over its bets, each bet a stake x and what it paid back y, in kobo:
 * exact integers, so the statistics below lose nothing before their last division.
 */
export type ReturnSums = {
  bets: number
  stakeKobo: bigint
  winKobo: bigint
  stakeSquared: bigint
  winSquared: bigint
  stakeTimesWin: bigint
}

/** What a group of bets says about its RTP, and whether its stated RTP is believable. */
export type RtpCheck = {
  /** Wins over stakes; null with no stake (free rounds only). */
  measuredRtp: number | null
  /** The 95% interval of the RTP these bets were drawn from; null with fewer than two bets or no stake. */
  interval: { low: number; high: number } | null
  /** Fewer bets than the minimum: the interval is indicative only, and the group is never flagged. */
  fewBets: boolean
  /** The stated RTP lies outside the interval (only with enough bets). */
  outsideInterval: boolean
}

/** The standard normal quantile of 97.5%: a two-sided 95% interval. */
const Z_95 = 1.959963984540054

/**
 * The measured RTP is a ratio estimator, R = Σy / Σx (a bet of twice the stake counts twice). Its
 * standard error is the delta method's (linearisation): v(R) = n / (n - 1) x Σ(y - R x)² / (Σx)², and the
 * interval R ± 1.96 √v is the normal one the central limit theorem gives for many bets. The sum of squared
 * residuals is computed exactly in integers, as Σ(y - R x)² x (Σx)² = Σy²(Σx)² - 2 Σx Σy Σxy + (Σy)² Σx²,
 * so no cancellation between large figures creeps in.
 * Limits: with few bets, or returns as skewed as a crash game's long flights or a number game's top prize,
 * the normal approximation is rough (the interval is too narrow on the side of the rare big wins); a return
 * cannot be negative, so the low end is never below 0.
 */
export function checkRtp(sums: ReturnSums, statedRtp: number | null, minBets: number): RtpCheck {
  const { bets, stakeKobo: x, winKobo: y } = sums
  const fewBets = bets < minBets
  if (x === 0n) return { measuredRtp: null, interval: null, fewBets, outsideInterval: false }
  const measuredRtp = Number(y) / Number(x)
  if (bets < 2) return { measuredRtp, interval: null, fewBets, outsideInterval: false }
  const residualsTimesStakesSquared = sums.winSquared * x * x - 2n * x * y * sums.stakeTimesWin + y * y * sums.stakeSquared
  const standardError = Math.sqrt((bets * Number(residualsTimesStakesSquared)) / (bets - 1)) / Number(x * x)
  const interval = { low: Math.max(0, measuredRtp - Z_95 * standardError), high: measuredRtp + Z_95 * standardError }
  const outsideInterval = !fewBets && statedRtp !== null && (statedRtp < interval.low || statedRtp > interval.high)
  return { measuredRtp, interval, fewBets, outsideInterval }
}
