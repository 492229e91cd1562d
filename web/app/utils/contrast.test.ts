import { describe, expect, it } from 'vitest'
import { contrastRatio, readableTextOn } from './contrast.ts'

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#15803d')).toBeGreaterThan(4.5)
    expect(contrastRatio('#ffffff', '#16a34a')).toBeLessThan(4.5)
  })

  it('puts black on light colours and white on dark ones, always at AA or better', () => {
    expect(readableTextOn('#f5b700')).toBe('#000000')
    expect(readableTextOn('#1e3a8a')).toBe('#ffffff')
    for (const colour of ['#f5b700', '#1e3a8a', '#dc2626', '#16a34a', '#64748b', '#ffffff', '#a855f7']) {
      expect(contrastRatio(colour, readableTextOn(colour)), colour).toBeGreaterThanOrEqual(4.5)
    }
  })
})
