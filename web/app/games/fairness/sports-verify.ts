/**
 * The /fairness page's check of a finished virtual sports event, recomputed in the browser with the
 * platform's own code (@9ja/virtual-sports over Web Crypto), independent of the server:
 * - the event's revealed link hashes to the link it follows (the previous event's, or the chain's
 *   commitment for the chain's first event); the walk to the commitment is the crash games' own
 *   (`chainReachesCommitment`, the same kind of chain);
 * - a race's field (which runners, their strengths) is the one drawn from the public stream of the
 *   chain's commitment, so the operator had no choice of it;
 * - the result is the one drawn from the event's link with the event's model.
 */
import { sha256Hex } from '@9ja/fairness'
import {
  verifyFootball,
  verifyRace,
  verifyRaceField,
  type FootballModel,
  type FootballResult,
  type RaceModel,
  type RaceResult,
} from '@9ja/virtual-sports'

export type FootballProof = {
  kind: 'football'
  game: string
  chainIndex: number
  link: string
  hashesTo: string | null
  model: FootballModel
  result: FootballResult
}
export type RaceProof = {
  kind: 'race'
  game: string
  chainIndex: number
  commitment: string
  link: string
  hashesTo: string | null
  model: RaceModel
  result: RaceResult
  /** The runners' roster indices in number order, and the field draw's inputs when the service states them. */
  rosterIndices: number[]
  field: { rosterSize: number; fieldSizes: number[] } | null
}
export type SportsEventProof = FootballProof | RaceProof

export type SportsEventCheck = {
  /** Null when the service did not say what the link follows. */
  linkFollows: boolean | null
  /** Null for football, or a race whose field draw's inputs are not stated. */
  fieldMatches: boolean | null
  resultMatches: boolean
  /** The recomputed result, as the page describes it. */
  recomputed: FootballResult | RaceResult
}

export async function verifySportsEvent(proof: SportsEventProof): Promise<SportsEventCheck> {
  const linkFollows = proof.hashesTo ? (await sha256Hex(proof.link)) === proof.hashesTo : null
  if (proof.kind === 'football') {
    const recomputed = await verifyFootball(proof.link, proof.game, proof.chainIndex, proof.model)
    return { linkFollows, fieldMatches: null, resultMatches: sameFootballResult(recomputed, proof.result), recomputed }
  }
  const recomputed = await verifyRace(proof.link, proof.game, proof.chainIndex, proof.model)
  const field = proof.field
    ? await verifyRaceField(proof.commitment, proof.game, proof.chainIndex, proof.field.rosterSize, proof.field.fieldSizes)
    : null
  return {
    linkFollows,
    fieldMatches: field ? sameNumbers(field.runners, proof.rosterIndices) && sameNumbers(field.strengths, proof.model.strengths) : null,
    resultMatches: sameNumbers(recomputed.order, proof.result.order) && sameNumbers(recomputed.times, proof.result.times),
    recomputed,
  }
}

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, at) => value === b[at])

function sameFootballResult(a: FootballResult, b: FootballResult): boolean {
  return (
    a.home === b.home &&
    a.away === b.away &&
    a.htHome === b.htHome &&
    a.htAway === b.htAway &&
    a.goals.length === b.goals.length &&
    a.goals.every((goal, at) => goal.minute === b.goals[at]?.minute && goal.side === b.goals[at]?.side)
  )
}
