/**
 * The /fairness page's check of a recorded round, recomputed in the browser with the platform's
 * verifier (packages/fairness, Web Crypto), independent of the server.
 */
import { firstInteger } from '@9ja/fairness'

export { sha256Hex } from '@9ja/fairness'

/** Spin It's wheel has 24 segments; Spin 2 Win Royale's has 37 pockets. Each round draws one. */
const DRAW_RANGE = { 'spin-it': { key: 'index', n: 24 }, roulette: { key: 'number', n: 37 } } as const

/** What a recorded round's outcome should be, from its seeds: Spin It segment or roulette pocket. */
export async function recomputeOutcome(round: { game: string; serverSeed: string; clientSeed: string; nonce: number }) {
  const { key, n } = round.game === 'spin-it' ? DRAW_RANGE['spin-it'] : DRAW_RANGE.roulette
  return { key, value: await firstInteger(round, n) }
}
