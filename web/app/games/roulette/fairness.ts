import { firstInteger } from '@9ja/fairness'
import type { SeedPairVerifier } from '../fairness/seed-pair-verifier.ts'
import { WHEEL_ORDER } from './wheel.ts'

/** A Spin 2 Win Royale round's pocket is its first uniform integer below the number of pockets. */
export const rouletteVerifier: SeedPairVerifier = {
  outcomeKey: 'number',
  recompute: (seeds) => firstInteger(seeds, WHEEL_ORDER.length),
  describe: (outcome) => `${String(outcome.number)} ${String(outcome.colour)}`,
}
