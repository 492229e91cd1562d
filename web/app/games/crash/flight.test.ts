import { multiplierX100At } from '@9ja/fairness'
import { describe, expect, it } from 'vitest'
import { cashOutAmount, flightCurve, flightMultiplier, multiplierBand, STAGE_HEIGHT } from './flight.ts'

describe('the flight', () => {
  it('draws the multiplier the server judges cash-outs by', () => {
    const startedAt = '2025-01-01T00:00:00.000Z'
    const elapsed = 11_553
    const drawn = flightMultiplier(startedAt, Date.parse(startedAt) + elapsed, 0.00006)
    expect(Math.floor(drawn * 100 + 1e-9)).toBe(multiplierX100At(elapsed, 0.00006))
    expect(flightMultiplier(startedAt, Date.parse(startedAt) - 500, 0.00006)).toBe(1)
  })

  it('colours crash points below 2x, from 2x and from 10x apart', () => {
    expect([1, 1.99, 2, 9.99, 10, 250].map(multiplierBand)).toEqual(['low', 'low', 'mid', 'mid', 'high', 'high'])
  })

  it('pays what the server pays: floor to the kobo', () => {
    expect(cashOutAmount(100, 2.35)).toBe(235)
    expect(cashOutAmount(150.5, 1.33)).toBe(200.16)
    expect(cashOutAmount(333, 1.01)).toBe(336.33)
  })

  it('keeps the curve inside the stage and climbing', () => {
    for (const elapsed of [0, 1000, 11_600, 60_000]) {
      const curve = flightCurve(elapsed, 0.00006)
      expect(curve.tipY).toBeGreaterThanOrEqual(0)
      expect(curve.tipY).toBeLessThanOrEqual(STAGE_HEIGHT)
      expect(curve.progress).toBeGreaterThanOrEqual(0)
      expect(curve.progress).toBeLessThanOrEqual(1)
    }
    expect(flightCurve(20_000, 0.00006).angleDeg).toBeGreaterThan(0)
  })
})
