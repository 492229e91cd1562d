import { catalogEntry } from '@9ja/games'
import type { CrashGameDefinition } from '../definition-type.ts'

const defaults = {
  bettingWindowMs: 6000,
  pauseMs: 3000,
  growthPerMs: 0.00006,
  rtpBasisPoints: 9700,
  minBet: 100,
  maxBet: 500_000,
  maxWinPerBet: 10_000_000,
  maxRoundPayout: 50_000_000,
  maxAutoCashOut: 10_000,
  chainLength: 100_000,
}

/** The classic: a jet climbs until it flies off. */
export const jetCrash: CrashGameDefinition = {
  ...catalogEntry('jet-crash'),
  theme: 'A jet takes off and climbs; cash out before it flies away.',
  story: { title: 'Jet Crash', climber: 'the jet', climbs: 'takes off', crash: 'it flies away' },
  defaults,
}
