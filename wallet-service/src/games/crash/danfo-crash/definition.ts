import { catalogEntry } from '@9ja/games'
import type { CrashGameDefinition } from '../definition-type.ts'

const defaults = {
  bettingWindowMs: 7000,
  pauseMs: 3000,
  growthPerMs: 0.00006,
  rtpBasisPoints: 9700,
  minBet: 100,
  maxBet: 300_000,
  maxWinPerBet: 6_000_000,
  maxRoundPayout: 30_000_000,
  maxAutoCashOut: 5_000,
  chainLength: 100_000,
}

/** A Lagos danfo bus speeding down the expressway: a longer window for the conductor to call passengers in. */
export const danfoCrash: CrashGameDefinition = {
  ...catalogEntry('danfo-crash'),
  theme: 'A yellow danfo speeds down the expressway; jump off before it breaks down.',
  story: { title: 'Danfo Crash', climber: 'the danfo', climbs: 'speeds off', crash: 'it breaks down' },
  defaults,
}
