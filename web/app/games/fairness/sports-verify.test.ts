import { chainLinkAfter, RoundRandom } from '@9ja/fairness/node'
import { drawFootball, drawRace, raceField } from '@9ja/virtual-sports'
import { describe, expect, it } from 'vitest'
import { verifySportsEvent, type FootballProof, type RaceProof } from './sports-verify.ts'

/*
 * Events drawn as the wallet-service draws them (RoundRandom over the same streams), checked by the
 * browser's verifier (Web Crypto): it must accept them as they are and refuse any part changed.
 */
const previous = 'a'.repeat(64)
const link = 'b'.repeat(64)
const chainIndex = 7

function footballProof(): FootballProof {
  const model = { homeXgMilli: 1650, awayXgMilli: 1100 }
  const result = drawFootball(model, new RoundRandom({ serverSeed: link, clientSeed: 'virtual-football', nonce: chainIndex }))
  return { kind: 'football', game: 'virtual-football', chainIndex, link, hashesTo: chainLinkAfter(link), model, result }
}

function raceProof(): RaceProof {
  const commitment = 'c'.repeat(64)
  const field = raceField(
    16,
    [6, 8, 10, 12],
    new RoundRandom({ serverSeed: commitment, clientSeed: 'horse-race:field', nonce: chainIndex }),
  )
  const model = { strengths: field.strengths }
  const result = drawRace(model, new RoundRandom({ serverSeed: link, clientSeed: 'horse-race', nonce: chainIndex }))
  return {
    kind: 'race',
    game: 'horse-race',
    chainIndex,
    commitment,
    link,
    hashesTo: chainLinkAfter(link),
    model,
    result,
    rosterIndices: field.runners,
    field: { rosterSize: 16, fieldSizes: [6, 8, 10, 12] },
  }
}

describe('the virtual sports verifier', () => {
  it('accepts a match as drawn, and its link as following the one it hashes to', async () => {
    const check = await verifySportsEvent(footballProof())
    expect(check).toMatchObject({ linkFollows: true, fieldMatches: null, resultMatches: true })
  })

  it('refuses a match whose score, goal or link was changed', async () => {
    const proof = footballProof()
    const goals = proof.result.goals.length > 0 ? proof.result.goals : [{ minute: 10, side: 'home' as const }]
    const changedGoal = {
      ...proof,
      result: { ...proof.result, goals: [{ ...goals[0]!, minute: (goals[0]!.minute % 90) + 1 }, ...goals.slice(1)] },
    }
    expect((await verifySportsEvent({ ...proof, result: { ...proof.result, home: proof.result.home + 1 } })).resultMatches).toBe(false)
    expect((await verifySportsEvent(changedGoal)).resultMatches).toBe(false)
    expect((await verifySportsEvent({ ...proof, hashesTo: previous })).linkFollows).toBe(false)
    expect((await verifySportsEvent({ ...proof, hashesTo: null })).linkFollows).toBeNull()
  })

  it('accepts a race whose field is the one the commitment draws and whose finish is the link’s', async () => {
    expect(await verifySportsEvent(raceProof())).toMatchObject({ linkFollows: true, fieldMatches: true, resultMatches: true })
  })

  it('refuses a race with another runner or strength in its field, or another finish', async () => {
    const proof = raceProof()
    const swapped = [...proof.result.order].reverse()
    expect((await verifySportsEvent({ ...proof, rosterIndices: proof.rosterIndices.map((index) => (index + 1) % 16) })).fieldMatches).toBe(
      false,
    )
    expect(
      (await verifySportsEvent({ ...proof, model: { strengths: proof.model.strengths.map((strength) => strength + 1) } })).fieldMatches,
    ).toBe(false)
    expect((await verifySportsEvent({ ...proof, result: { ...proof.result, order: swapped } })).resultMatches).toBe(false)
    expect((await verifySportsEvent({ ...proof, field: null })).fieldMatches).toBeNull()
  })
})
