/**
 * The /fairness page's check of a crash round, recomputed in the browser with the platform's own
 * scheme (packages/fairness, Web Crypto), independent of the server: the round's revealed hash must
 * hash to the link revealed before it (or to the chain's commitment), and must give the recorded
 * crash point; on request, hashing it `chainIndex` times must give the published commitment.
 */
import { crashPointX100, sha256Hex } from '@9ja/fairness'

export type CrashRoundCheck = { linksToNext: boolean; crashPointX100: number; crashPointMatches: boolean }

export async function verifyCrashRound(round: {
  hash: string
  nextHash: string
  crashPoint: number
  rtpBasisPoints: number
}): Promise<CrashRoundCheck> {
  const recomputed = crashPointX100(round.hash, round.rtpBasisPoints)
  return {
    linksToNext: (await sha256Hex(round.hash)) === round.nextHash,
    crashPointX100: recomputed,
    crashPointMatches: recomputed === Math.round(round.crashPoint * 100),
  }
}

const PROGRESS_EVERY = 500

/**
 * Hashes `hash` `steps` times and says whether that gives `commitment`, reporting progress every few
 * hundred hashes; stops early (false) when `signal` aborts.
 */
export async function chainReachesCommitment(
  hash: string,
  steps: number,
  commitment: string,
  onProgress: (done: number) => void = () => {},
  signal?: AbortSignal,
): Promise<boolean> {
  let link = hash
  for (let done = 1; done <= steps; done++) {
    if (signal?.aborted) return false
    link = await sha256Hex(link)
    if (done % PROGRESS_EVERY === 0 || done === steps) onProgress(done)
  }
  return link === commitment
}
