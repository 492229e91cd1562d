import { RoundRandom, type RoundSeeds } from '@9ja/fairness/node'
import { segmentPayoutKobo, SPIN_IT_SEGMENTS, type SpinItSegment } from '@9ja/instant-games'

/**
 * The Spin It wheel as the service plays it: the rules (24 segments, what each pays, the RTP) are
 * `@9ja/instant-games`, shared with the web's wheel; the draw is the round's seed pair. Documented
 * with its return to player in PAYTABLE.md beside this file.
 */
export {
  SPIN_IT_MIN_BET_KOBO,
  SPIN_IT_RTP,
  SPIN_IT_SEGMENTS,
  spinItTheoreticalRtp as theoreticalRtp,
  type SpinItSegment,
} from '@9ja/instant-games'

export type SpinItOutcome = { index: number; result: SpinItSegment['result']; payoutKobo: bigint; grantsFreeSpin: boolean }

/** The outcome of one spin: the segment is the round's first uniform integer below 24. */
export function spinOutcome(seeds: RoundSeeds, stakeKobo: bigint): SpinItOutcome {
  const index = new RoundRandom(seeds).int(SPIN_IT_SEGMENTS.length)
  const segment = SPIN_IT_SEGMENTS[index]!
  return {
    index,
    result: segment.result,
    payoutKobo: segmentPayoutKobo(segment, stakeKobo),
    grantsFreeSpin: segment.result === 'spin-again',
  }
}
