import { catalogEntry } from '@9ja/games'
import type { NumberGameDefinition } from '../definition-type.ts'

/** Millionaire Kendo: Lotto 5/90 every ten minutes; Nap, Perm, Against and Banker, staked per line. */
export const millionaireKendo: NumberGameDefinition = {
  ...catalogEntry('millionaire-kendo'),
  rules: 'millionaire-kendo',
  theme: 'Lotto 5/90 every ten minutes: Nap, Perm, Against and Banker, for a million-naira top prize.',
  defaults: {
    intervalMs: 600_000,
    offsetMs: 40_000,
    bettingClosesBeforeMs: 10_000,
    drawMs: 20_000,
    drawsAhead: 2,
    chainLength: 100_000,
    minStakeKobo: 1000,
    maxStakeKobo: 100_000,
    maxLiabilityKobo: 250_000_000_000,
  },
}
