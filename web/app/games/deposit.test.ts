import { describe, expect, it } from 'vitest'
import { depositPathFor, missingForStake } from './deposit.ts'

describe('the deposit a game suggests', () => {
  it('is the amount missing for the stake, rounded up to whole naira', () => {
    expect(missingForStake(400, 150)).toBe(250)
    expect(missingForStake(400, 149.5)).toBe(251)
    expect(missingForStake(1000, null)).toBe(1000)
  })

  it('is never below ₦100', () => {
    expect(missingForStake(200, 150)).toBe(100)
    expect(missingForStake(100, 99.99)).toBe(100)
  })

  it('opens the deposit tab with it, and Spin It as the way back when asked', () => {
    expect(depositPathFor(400, 150, 'PlaySpinIt')).toBe('/dashboard/wallet?deposit&redirect=PlaySpinIt&betAmount=400&selectedAmount=250')
    expect(depositPathFor(300, 100)).toBe('/dashboard/wallet?deposit&selectedAmount=200')
  })
})
