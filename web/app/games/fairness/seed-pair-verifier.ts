import type { RoundSeeds } from '@9ja/fairness'

/**
 * How /fairness recomputes a recorded round of a seed-pair (instant) game in the browser. Its own
 * module, importing nothing of the web app, so a game's `fairness.ts` stays pure: the
 * wallet-service's mirror test imports those and typechecks without the web app's pages.
 */
export type SeedPairVerifier = {
  /** The outcome field the recomputed value is compared with. */
  outcomeKey: string
  recompute: (seeds: RoundSeeds) => Promise<number>
  /** The recorded outcome as the rounds table shows it. */
  describe: (outcome: Record<string, unknown>) => string
}
