/**
 * The Spin It wheel: 24 equal segments (the web turns the wheel 15 degrees per index).
 * Documented with its return to player in wallet-service/src/games/spin-it/PAYTABLE.md.
 *
 * A win segment pays stake × multiplier (the whole amount credited, stake included); 'lose'
 * pays nothing; 'spin-again' pays nothing now and grants one free spin of the same stake.
 * With W = the sum of win multipliers and S = the number of spin-again segments, a spin returns
 * W/24 + (S/24)·RTP, so RTP = W / (24 − S) = 20.9 / 22 = 0.95 exactly.
 */
export type SpinItSegment = { result: 'lose' } | { result: 'spin-again' } | { result: `x${string}`; multiplierTenths: number }

const lose = { result: 'lose' } as const
const again = { result: 'spin-again' } as const
const win = (tenths: number): SpinItSegment => ({ result: `x${tenths / 10}`, multiplierTenths: tenths })

export const SPIN_IT_SEGMENTS: readonly SpinItSegment[] = [
  win(100),
  lose,
  win(12),
  lose,
  win(20),
  lose,
  again,
  lose,
  win(15),
  lose,
  win(30),
  lose,
  win(20),
  lose,
  lose,
  win(12),
  lose,
  again,
  lose,
  lose,
  lose,
  lose,
  lose,
  lose,
]
if (SPIN_IT_SEGMENTS.length !== 24) throw new Error('the Spin It wheel has 24 segments')

export const SPIN_IT_MIN_BET_KOBO = 100_00n
/** The stated return to player, proven by wallet-service/test/games/spin-it-rtp.test.ts. */
export const SPIN_IT_RTP = 0.95

/** The return to player of a wheel of these segments (24 by default, the wheel in play). */
export function spinItTheoreticalRtp(segments: readonly SpinItSegment[] = SPIN_IT_SEGMENTS): number {
  const winTenths = segments.reduce((sum, s) => sum + ('multiplierTenths' in s ? s.multiplierTenths : 0), 0)
  const spinAgain = segments.filter((s) => s.result === 'spin-again').length
  return winTenths / 10 / (segments.length - spinAgain)
}

/** What a segment pays on a stake: stake × multiplier for a win (stake included), nothing otherwise. */
export const segmentPayoutKobo = (segment: SpinItSegment, stakeKobo: bigint): bigint =>
  'multiplierTenths' in segment ? (stakeKobo * BigInt(segment.multiplierTenths)) / 10n : 0n
