import { catalogEntry } from '@9ja/games'
import type { CrashGameDefinition } from '../definition-type.ts'

const defaults = {
  bettingWindowMs: 5000,
  pauseMs: 3000,
  // A hotter flame: the multiplier climbs faster (2x in about 8.7 s instead of 11.6 s).
  growthPerMs: 0.00008,
  rtpBasisPoints: 9700,
  minBet: 100,
  maxBet: 500_000,
  maxWinPerBet: 10_000_000,
  maxRoundPayout: 50_000_000,
  maxAutoCashOut: 10_000,
  chainLength: 100_000,
}

/** A flame grows on a fuse: the quickest of the five. */
export const fireCrash: CrashGameDefinition = {
  ...catalogEntry('fire-crash'),
  theme: 'A flame burns brighter and faster; get out before it explodes.',
  story: { title: 'Fire Crash', climber: 'the flame', climbs: 'catches', crash: 'it explodes' },
  defaults,
}
