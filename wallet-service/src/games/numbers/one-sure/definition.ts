import { catalogEntry } from '@9ja/games'
import type { NumberGameDefinition } from '../definition-type.ts'

/** 1 Sure: one ball of 90 a minute; the exact number, its third, odd or even, high or low. */
export const oneSure: NumberGameDefinition = {
  ...catalogEntry('one-sure'),
  rules: 'one-sure',
  theme: 'One ball from 90 every minute: call the number, its third, odd or even, high or low.',
  defaults: {
    intervalMs: 60_000,
    offsetMs: 0,
    bettingClosesBeforeMs: 5000,
    drawMs: 8000,
    drawsAhead: 3,
    chainLength: 100_000,
    minStakeKobo: 10_000,
    maxStakeKobo: 5_000_000,
    maxLiabilityKobo: 5_000_000_000,
  },
}
