import { catalogEntry } from '@9ja/games'
import type { CrashGameDefinition } from '../definition-type.ts'

const defaults = {
  bettingWindowMs: 5000,
  pauseMs: 3000,
  growthPerMs: 0.00007,
  rtpBasisPoints: 9700,
  minBet: 100,
  maxBet: 50_000,
  maxWinPerBet: 1_000_000,
  maxRoundPayout: 10_000_000,
  maxAutoCashOut: 1_000,
  chainLength: 100_000,
}

/** Keepy-uppy: the casual one, with small stakes. */
export const ballJoggle: CrashGameDefinition = {
  ...catalogEntry('ball-joggle'),
  theme: 'Keep the ball up: every touch raises the multiplier until it drops.',
  story: { title: 'Ball Joggle', climber: 'the ball', climbs: 'is juggled', crash: 'it drops' },
  defaults,
}
