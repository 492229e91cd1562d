import { describe, expect, it } from 'vitest'
import { chainLinkAfter } from '@9ja/fairness/node'
import { HashChain } from '../../../src/games/fairness/hash-chain.ts'
import { effectiveAutoCashOut } from '../../../src/games/crash/engine.ts'
import { capX100For, exitOf, roundStakesLimitKobo } from '../../../src/games/crash/judge.ts'

const stake = (naira: number) => BigInt(naira) * 100n

describe('where a bet leaves the flight', () => {
  const plain = { stakeKobo: stake(100), autoX100: null, autoReason: null }
  const auto = { stakeKobo: stake(100), autoX100: 200, autoReason: 'auto' as const }

  it('pays a player at the multiplier reached, an auto target at exactly its target', () => {
    expect(exitOf(plain, 235, null, true)).toEqual({ x100: 235, reason: 'player', payoutKobo: 235_00n })
    expect(exitOf(plain, 235, null, false)).toBeNull()
    expect(exitOf(auto, 199, null, false)).toBeNull()
    expect(exitOf(auto, 250, null, false)).toEqual({ x100: 200, reason: 'auto', payoutKobo: 200_00n })
    // A player's request that arrives past the auto target is paid the target, as the runner would have.
    expect(exitOf(auto, 250, null, true)).toEqual({ x100: 200, reason: 'auto', payoutKobo: 200_00n })
    expect(exitOf(auto, 150, null, true)).toEqual({ x100: 150, reason: 'player', payoutKobo: 150_00n })
  })

  it('cashes everyone still in out at the round cap once the flight reaches it', () => {
    expect(exitOf(plain, 180, 175, false)).toEqual({ x100: 175, reason: 'round-cap', payoutKobo: 175_00n })
    expect(exitOf(auto, 250, 175, false)).toEqual({ x100: 175, reason: 'round-cap', payoutKobo: 175_00n })
    expect(exitOf(auto, 250, 300, false)).toMatchObject({ x100: 200, reason: 'auto' })
    expect(exitOf(plain, 170, 175, true)).toMatchObject({ x100: 170, reason: 'player' })
  })

  it('puts the round cap where paid wins plus open stakes times the multiplier reach the round payout', () => {
    expect(capX100For(stake(60_000), 0n, stake(45_000))).toBe(133)
    expect(capX100For(stake(60_000), stake(20_000), stake(20_000))).toBe(200)
    expect(capX100For(stake(60_000), 0n, 0n)).toBeNull()
    expect(capX100For(stake(60_000), 0n, stake(100_000))).toBe(100)
    expect(capX100For(stake(100_000_000), 0n, stake(1))).toBe(1_000_000_000)
  })

  it('takes at most the stakes a round can pay at 1.01x, so its cap starts at 1.01x or above', () => {
    expect(roundStakesLimitKobo(stake(60_000))).toBe(5_940_594n)
    expect(roundStakesLimitKobo(101n)).toBe(100n)
    for (const payout of [stake(60_000), stake(50_000_000), 101n, 12_345_678n]) {
      expect(capX100For(payout, 0n, roundStakesLimitKobo(payout))).toBeGreaterThanOrEqual(101)
      expect(capX100For(payout, 0n, roundStakesLimitKobo(payout) + 1n)).toBeLessThan(101)
    }
  })

  it("lowers a bet's auto cash-out to its max win", () => {
    expect(effectiveAutoCashOut(stake(20_000), 300, 50_000)).toEqual({ autoX100: 250, autoReason: 'max-win' })
    expect(effectiveAutoCashOut(stake(20_000), 200, 50_000)).toEqual({ autoX100: 200, autoReason: 'auto' })
    expect(effectiveAutoCashOut(stake(100), null, 10_000_000)).toEqual({ autoX100: 10_000_000, autoReason: 'max-win' })
    // Bounded to fit its column: such a bet pays less than its max win, never more.
    expect(effectiveAutoCashOut(stake(1), null, 100_000_000)).toEqual({ autoX100: 1_000_000_000, autoReason: 'max-win' })
    expect(effectiveAutoCashOut(stake(333), null, 1000)).toEqual({ autoX100: 300, autoReason: 'max-win' })
  })
})

describe('a hash chain', () => {
  it('finds every link from its checkpoints as walking the chain does, and plays them backwards', async () => {
    const chain = await HashChain.generate(2500)
    const walked = [chain.seed]
    for (let index = 0; index < 2500; index++) walked.push(chainLinkAfter(walked[index]!))
    expect(chain.commitment).toBe(walked[2500])
    for (const index of [0, 1, 999, 1000, 1001, 2499, 2500]) expect(chain.link(index)).toBe(walked[index])
    expect(chainLinkAfter(chain.roundLink(1))).toBe(chain.commitment)
    expect(chainLinkAfter(chain.roundLink(2))).toBe(chain.roundLink(1))
    expect(() => chain.link(2501)).toThrow(RangeError)
  })
})
