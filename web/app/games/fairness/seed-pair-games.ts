import { GAMES } from '@9ja/games'
import { rouletteVerifier } from '../roulette/fairness.ts'
import { spinItVerifier } from '../spin-it/fairness.ts'
import type { SeedPairVerifier } from './seed-pair-verifier.ts'

/**
 * The instant games whose rounds /fairness recomputes, by slug: their names and verifiers, apart from
 * the games' play pages (registry.ts), so the page does not download every game to check two. The
 * registry's test holds this list to the instant games it plays.
 */
export const SEED_PAIR_GAMES: Readonly<Record<string, { title: string; verifier: SeedPairVerifier }>> = {
  'spin-it': { title: GAMES['spin-it'].title, verifier: spinItVerifier },
  'spin2win-royale': { title: GAMES['spin2win-royale'].title, verifier: rouletteVerifier },
}

export const seedPairGameOf = (slug: string) => SEED_PAIR_GAMES[slug] ?? null
