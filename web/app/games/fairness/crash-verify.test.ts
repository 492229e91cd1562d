import { crashPointX100 } from '@9ja/fairness'
import { chainLinkAfter } from '@9ja/fairness/node'
import { describe, expect, it } from 'vitest'
import { chainReachesCommitment, verifyCrashRound } from './crash-verify.ts'

/** A chain as the engine makes one: link[k + 1] = SHA-256(link[k]), the last link published. */
function chain(seed: string, length: number): string[] {
  const links = [seed]
  for (let k = 1; k <= length; k++) links.push(chainLinkAfter(links[k - 1]!))
  return links
}

describe('the crash round verifier', () => {
  const links = chain('7'.repeat(64), 1200)
  const commitment = links[1200]!
  // Round r of the chain plays link[N - r]; its next hash is link[N - r + 1].
  const round = (r: number) => ({ hash: links[1200 - r]!, nextHash: links[1200 - r + 1]! })

  it('accepts a round whose hash links to the previous one and gives the recorded crash point', async () => {
    const { hash, nextHash } = round(3)
    const crashPoint = crashPointX100(hash, 9700) / 100
    expect(await verifyCrashRound({ hash, nextHash, crashPoint, rtpBasisPoints: 9700 })).toEqual({
      linksToNext: true,
      crashPointX100: Math.round(crashPoint * 100),
      crashPointMatches: true,
    })
  })

  it('finds a wrong crash point and a hash that does not link', async () => {
    const { hash } = round(3)
    const check = await verifyCrashRound({ hash, nextHash: round(5).nextHash, crashPoint: 1234.56, rtpBasisPoints: 9700 })
    expect(check.linksToNext).toBe(false)
    expect(check.crashPointMatches).toBe(false)
  })

  it('walks the chain from a round to the commitment, with progress', async () => {
    const seen: number[] = []
    expect(await chainReachesCommitment(round(1000).hash, 1000, commitment, (done) => seen.push(done))).toBe(true)
    expect(seen).toEqual([500, 1000])
    expect(await chainReachesCommitment(round(1000).hash, 999, commitment)).toBe(false)
    const aborted = new AbortController()
    aborted.abort()
    expect(await chainReachesCommitment(round(2).hash, 2, commitment, undefined, aborted.signal)).toBe(false)
  })
})
