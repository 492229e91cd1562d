import { catalogEntry } from '@9ja/games'
import type { CrashGameDefinition } from '../definition-type.ts'

const defaults = {
  bettingWindowMs: 6000,
  pauseMs: 4000,
  growthPerMs: 0.00006,
  rtpBasisPoints: 9700,
  minBet: 200,
  maxBet: 1_000_000,
  maxWinPerBet: 20_000_000,
  maxRoundPayout: 100_000_000,
  maxAutoCashOut: 10_000,
  chainLength: 100_000,
}

/** The high-stakes room: a bigger minimum and maximum, as its players expect. */
export const bankHeist: CrashGameDefinition = {
  ...catalogEntry('bank-heist'),
  theme: 'The crew fills the bags in the vault; leave before the alarm goes off.',
  story: { title: 'Bank Heist', climber: 'the crew', climbs: 'breaks into the vault', crash: 'the alarm goes off' },
  defaults,
}
