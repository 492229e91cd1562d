import { describe, expect, it } from 'vitest'
import { SPIN_IT_RTP, SPIN_IT_SEGMENTS, spinOutcome, theoreticalRtp } from '../../src/games/spin-it/paytable.ts'

const SPINS = 1_000_000
const TOLERANCE = 0.012 // about 5.8 standard errors of a million spins (σ per spin ≈ 2.07)

describe('Spin It return to player', () => {
  it('is 95% by the paytable', () => {
    expect(SPIN_IT_SEGMENTS).toHaveLength(24)
    expect(theoreticalRtp()).toBeCloseTo(SPIN_IT_RTP, 12)
  })

  it(`measures within ±${TOLERANCE} of 95% over ${SPINS.toLocaleString('en')} paid spins through the fair generator`, () => {
    const stake = 100_00n
    let staked = 0n
    let returned = 0n
    let nonce = 0
    for (let paid = 0; paid < SPINS; paid++) {
      staked += stake
      // A spin-again chain plays free spins at the same stake until it ends.
      for (;;) {
        const outcome = spinOutcome({ serverSeed: 'f'.repeat(64), clientSeed: 'rtp', nonce: nonce++ }, stake)
        returned += outcome.payoutKobo
        if (!outcome.grantsFreeSpin) break
      }
    }
    const rtp = Number(returned) / Number(staked)
    console.info(`Spin It measured RTP over ${SPINS} spins: ${(rtp * 100).toFixed(3)}%`)
    expect(Math.abs(rtp - SPIN_IT_RTP)).toBeLessThan(TOLERANCE)
  })
})
