import { describe, expect, it } from 'vitest'
import { formatDecimal, formatPercent } from './format-number.ts'

describe('formatDecimal', () => {
  it("prints what Intl's en-NG data prints", () => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('en-NG', { maximumFractionDigits: digits })
      for (const value of [0, 0.5, 1.25, 2.5, 9.99, 10, 97.2972972972973, 1234.5678, 43949268.4, 1_000_000, -3.14159, 81, 1.8]) {
        expect(formatDecimal(value, digits), `${value} (${digits})`).toBe(intl.format(value))
      }
    }
  })

  it('writes shares as percentages', () => {
    expect([formatPercent(0.95), formatPercent(36 / 37), formatPercent(0.8937)]).toEqual(['95', '97.3', '89.37'])
  })
})
