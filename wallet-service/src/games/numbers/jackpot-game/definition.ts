import { catalogEntry } from '@9ja/games'
import { JACKPOT_SHARE_BP } from '@9ja/number-games'
import type { NumberGameDefinition } from '../definition-type.ts'

/** Jackpot Game: a progressive pool, fed by a share of every stake, for the lines that match every ball. */
export const jackpotGame: NumberGameDefinition = {
  ...catalogEntry('jackpot-game'),
  rules: 'jackpot-game',
  theme: 'Match every ball to win the growing jackpot, drawn every fifteen minutes.',
  defaults: {
    intervalMs: 900_000,
    offsetMs: 50_000,
    bettingClosesBeforeMs: 10_000,
    drawMs: 25_000,
    drawsAhead: 2,
    chainLength: 100_000,
    lineStakeKobo: 10_000,
    jackpotShareBp: JACKPOT_SHARE_BP,
    jackpotFloorKobo: 100_000_000,
    maxLiabilityKobo: 100_000_000_000,
  },
}
