/**
 * The crash games' shared-round scheme: a per-game SHA-256 hash chain (bustabit's), played in
 * reverse, and the crash point each link decides. Pure and synchronous on purpose: the
 * wallet-service, the browser's animation and the /fairness verifier all compute the same numbers
 * from these functions (SHA-256 itself is the caller's: node:crypto on the server, Web Crypto in
 * the browser, see chainLinkAfter in ./node.ts and ./index.ts).
 *
 * The chain: link[0] is a secret random seed, link[k + 1] = SHA-256(link[k]) as lowercase hex of
 * the previous link's hex text. The last link, link[N], is published (the commitment) before the
 * chain's first round. Round 1 plays link[N - 1], round 2 link[N - 2], and so on: each revealed
 * link hashes to the one revealed before it (the first one to the commitment), so no round's
 * outcome can be changed after the commitment without breaking the chain.
 *
 * A link's crash point, in hundredths (100 = 1.00x), with integers only so that every platform
 * computes the same value: h = the first 52 bits of the link (13 hex digits), X = h / 2^52,
 *   crash = max(1.00, floor(100 x RTP / (1 - X)) / 100)
 * which gives P(crash >= m) = RTP / m for every m >= 1: every cash-out target returns RTP.
 */

/** The RTP as basis points (9700 = 97%). */
export type RtpBasisPoints = number

const TWO_POW_52 = 2n ** 52n

/** The crash point (in hundredths, at least 100) a link decides at the given RTP. */
export function crashPointX100(linkHex: string, rtpBasisPoints: RtpBasisPoints): number {
  if (!/^[0-9a-f]{64}$/.test(linkHex)) throw new RangeError('a chain link is 64 lowercase hex digits')
  if (!Number.isInteger(rtpBasisPoints) || rtpBasisPoints < 1 || rtpBasisPoints > 10_000)
    throw new RangeError('RTP in basis points, 1..10000')
  const h = BigInt(`0x${linkHex.slice(0, 13)}`)
  // floor(100 x (bp / 10000) x 2^52 / (2^52 - h)) = floor(bp x 2^52 / (100 x (2^52 - h)))
  const crash = (BigInt(rtpBasisPoints) * TWO_POW_52) / (100n * (TWO_POW_52 - h))
  return Number(crash < 100n ? 100n : crash)
}

/**
 * The flight: the multiplier grows as e^(growthPerMs x elapsed ms) (bustabit's 0.00006 reaches 2x
 * at 11.6 s and 10x at 38.4 s). The server judges cash-outs with multiplierX100At and the browser
 * draws with multiplierAt, from the round's start time.
 */
export const DEFAULT_GROWTH_PER_MS = 0.00006

/** The exact multiplier after `elapsedMs` of flight (for drawing). */
export function multiplierAt(elapsedMs: number, growthPerMs: number): number {
  return Math.exp(growthPerMs * Math.max(0, elapsedMs))
}

/** The multiplier after `elapsedMs`, in hundredths rounded down: what a cash-out at that moment is paid. */
export function multiplierX100At(elapsedMs: number, growthPerMs: number): number {
  return Math.floor(100 * multiplierAt(elapsedMs, growthPerMs) + 1e-9)
}

/** The first whole millisecond of flight at which the multiplier reaches `x100` hundredths. */
export function msToReach(x100: number, growthPerMs: number): number {
  if (x100 <= 100) return 0
  let ms = Math.max(0, Math.floor(Math.log(x100 / 100) / growthPerMs) - 1)
  while (multiplierX100At(ms, growthPerMs) < x100) ms++
  return ms
}

/** A payout in kobo: the stake times the multiplier in hundredths, rounded down to the kobo. */
export function payoutKobo(stakeKobo: bigint, multiplierX100: number): bigint {
  return (stakeKobo * BigInt(multiplierX100)) / 100n
}

/** "2.35x" */
export function formatMultiplier(x100: number): string {
  return `${(x100 / 100).toFixed(2)}x`
}
