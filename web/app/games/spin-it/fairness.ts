import { firstInteger } from '@9ja/fairness'
import type { SeedPairVerifier } from '../fairness/seed-pair-verifier.ts'
import { SPIN_IT_SEGMENT_LABELS } from './segments.ts'

/** A Spin It round's segment is its first uniform integer below the number of segments. */
export const spinItVerifier: SeedPairVerifier = {
  outcomeKey: 'index',
  recompute: (seeds) => firstInteger(seeds, SPIN_IT_SEGMENT_LABELS.length),
  describe: (outcome) => `#${String(outcome.index)} ${String(outcome.result)}`,
}
