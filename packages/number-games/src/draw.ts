/**
 * The draw: distinct balls in the order drawn, from a game's provably fair stream. As decision 012
 * for scheduled events: serverSeed = the draw's chain link (secret until the draw), clientSeed =
 * the game's slug, nonce = the draw's chain index. The wallet-service draws with
 * `drawNumbers(slug, new RoundRandom(drawSeeds(link, slug, chainIndex)))` of @9ja/fairness/node;
 * `verifyDraw` redraws with the same code over the words fetched with Web Crypto.
 */
import { replayRound, sha256Hex, type RoundSeeds } from '@9ja/fairness'
import { NUMBER_GAME_RULES, type NumberGameSlug } from './rules.ts'

/** A source of uniform integers below n (WordRandom of @9ja/fairness: rejection sampling, no modulo bias). */
export type IntegerSource = { int(n: number): number }

/**
 * `count` distinct numbers from 1..`balls` in the order drawn: a partial Fisher-Yates shuffle, the
 * k-th ball uniform among those left, so every ordered draw is equally likely.
 */
export function drawDistinct(balls: number, count: number, random: IntegerSource): number[] {
  if (!Number.isInteger(count) || count < 0 || count > balls) throw new RangeError(`cannot draw ${count} of ${balls} balls`)
  const machine: number[] = []
  for (let ball = 1; ball <= balls; ball++) machine.push(ball)
  for (let position = 0; position < count; position++) {
    const chosen = position + random.int(balls - position)
    const ball = machine[chosen]!
    machine[chosen] = machine[position]!
    machine[position] = ball
  }
  machine.length = count
  return machine
}

/** A draw of the game: its count of distinct balls, in the order drawn. */
export function drawNumbers(slug: NumberGameSlug, random: IntegerSource): number[] {
  const game = NUMBER_GAME_RULES[slug]
  return drawDistinct(game.balls, game.drawn, random)
}

/** A draw's seeds: its game's slug is the client seed (a game may play another's rules, never its draws). */
export function drawSeeds(link: string, slug: string, chainIndex: number): RoundSeeds {
  return { serverSeed: link, clientSeed: slug, nonce: chainIndex }
}

/** A draw of the game `slug`, which plays the rule set `rules`, recomputed in the browser (Web Crypto) from its revealed link and chain index. */
export function verifyDraw(link: string, slug: string, chainIndex: number, rules: NumberGameSlug): Promise<number[]> {
  return replayRound(drawSeeds(link, slug, chainIndex), (random) => drawNumbers(rules, random))
}

/** What the service states about a finished draw; `hashesTo` is the link it follows (the previous draw's, or the commitment). */
export type DrawProof = {
  slug: string
  rules: NumberGameSlug
  chainIndex: number
  link: string
  hashesTo: string | null
  drawn: readonly number[]
}
export type DrawCheck = {
  /** SHA-256 of the link is the link it follows; null when the service did not say which. */
  linkFollows: boolean | null
  drawnMatches: boolean
  recomputed: number[]
}

/**
 * The /fairness check of a draw: its link hashes to the one it follows, and it draws the numbers
 * stated, in their order. (Walking a link to the chain's commitment is the crash games' check.)
 */
export async function checkDraw(proof: DrawProof): Promise<DrawCheck> {
  const [linkHash, recomputed] = await Promise.all([
    sha256Hex(proof.link),
    verifyDraw(proof.link, proof.slug, proof.chainIndex, proof.rules),
  ])
  return {
    linkFollows: proof.hashesTo === null ? null : linkHash === proof.hashesTo,
    drawnMatches: recomputed.length === proof.drawn.length && recomputed.every((ball, index) => ball === proof.drawn[index]),
    recomputed,
  }
}
