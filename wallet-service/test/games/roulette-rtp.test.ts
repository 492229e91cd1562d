import { describe, expect, it } from 'vitest'
import {
  betReturnKobo,
  coverage,
  drawPocket,
  RED_NUMBERS,
  SECTORS,
  theoreticalRtp,
  totalStakeKobo,
  WHEEL_ORDER,
  type Bet,
} from '../../src/games/roulette/wheel.ts'

const BETS: Bet[] = [
  { type: 'straight', selection: 17 },
  { type: 'colour', selection: 'red' },
  { type: 'colour', selection: 'black' },
  { type: 'parity', selection: 'odd' },
  { type: 'parity', selection: 'even' },
  { type: 'range', selection: 'low' },
  { type: 'range', selection: 'high' },
  { type: 'dozen', selection: 1 },
  { type: 'dozen', selection: 2 },
  { type: 'dozen', selection: 3 },
  { type: 'sector', selection: 'voisins-du-zero' },
  { type: 'sector', selection: 'tiers-du-cylindre' },
  { type: 'sector', selection: 'orphelins' },
  { type: 'sector', selection: 'jeu-zero' },
]
const SPINS = 1_000_000

describe('Spin 2 Win Royale wheel and return to player', () => {
  it('has the European wheel, the real red set and sectors that tile it', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i))
    expect([...RED_NUMBERS].sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
    const { 'jeu-zero': _, ...partition } = SECTORS
    expect(
      Object.values(partition)
        .flat()
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 37 }, (_, i) => i))
    expect(SECTORS['jeu-zero'].every((n) => (SECTORS['voisins-du-zero'] as readonly number[]).includes(n))).toBe(true)
  })

  it('returns exactly 36/37 on every bet type', () => {
    for (const bet of BETS) expect(theoreticalRtp(bet)).toBeCloseTo(36 / 37, 12)
  })

  it(`measures each bet type's RTP over ${SPINS.toLocaleString('en')} fair draws`, () => {
    const pockets = new Array<number>(37).fill(0)
    for (let nonce = 0; nonce < SPINS; nonce++) pockets[drawPocket({ serverSeed: 'e'.repeat(64), clientSeed: 'roulette-rtp', nonce })]!++
    const report: string[] = []
    BETS.forEach((bet) => {
      // Settle through the real payout function once per pocket, weighted by how often it came up.
      let returned = 0
      pockets.forEach((count, pocket) => (returned += count * Number(betReturnKobo(bet, 100_00n, pocket))))
      const rtp = returned / (Number(totalStakeKobo(bet, 100_00n)) * SPINS)
      // Five standard errors of the mean return per unit staked: (m/units)·sqrt(p(1−p)/N).
      const { numbers, returnMultiplier, stakeUnits } = coverage(bet)
      const p = numbers.length / 37
      const tolerance = 5 * (returnMultiplier / stakeUnits) * Math.sqrt((p * (1 - p)) / SPINS)
      report.push(`${bet.type} ${bet.selection}: ${(rtp * 100).toFixed(3)}% (tolerance ±${(tolerance * 100).toFixed(2)})`)
      expect(Math.abs(rtp - 36 / 37), `${bet.type} ${bet.selection}`).toBeLessThan(tolerance)
    })
    console.info(`Spin 2 Win Royale measured RTP over ${SPINS} spins:\n${report.join('\n')}`)
    expect(Math.min(...pockets)).toBeGreaterThan(0)
  })
})
