/**
 * The /fairness page's check of a recorded round, recomputed in the browser with the platform's
 * verifier (packages/fairness, Web Crypto), independent of the server, by the round's game.
 */
import { seedPairGameOf } from './seed-pair-games.ts'

export { sha256Hex } from '@9ja/fairness'

/** What a recorded round's outcome should be, from its seeds; null for a game with no seed-pair verifier here. */
export async function recomputeOutcome(round: { game: string; serverSeed: string; clientSeed: string; nonce: number }) {
  const verifier = seedPairGameOf(round.game)?.verifier
  if (!verifier) return null
  return { key: verifier.outcomeKey, value: await verifier.recompute(round) }
}
