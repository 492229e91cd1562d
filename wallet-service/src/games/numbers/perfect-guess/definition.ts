import { catalogEntry } from '@9ja/games'
import type { NumberGameDefinition } from '../definition-type.ts'

/** Perfect Guess: Keno, 20 balls of 80 every three minutes; pick 1 to 10 numbers, paid by matches. */
export const perfectGuess: NumberGameDefinition = {
  ...catalogEntry('perfect-guess'),
  rules: 'perfect-guess',
  theme: 'Pick up to 10 numbers from 80 and watch 20 balls fall every three minutes.',
  defaults: {
    intervalMs: 180_000,
    offsetMs: 20_000,
    bettingClosesBeforeMs: 10_000,
    drawMs: 30_000,
    drawsAhead: 2,
    chainLength: 100_000,
    minStakeKobo: 5000,
    maxStakeKobo: 500_000,
    maxLiabilityKobo: 250_000_000_000,
  },
}
