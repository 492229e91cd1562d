import { describe, expect, it } from 'vitest'
import { checkBetFields, startingBetFields } from './bet-fields.ts'

const limits = {
  minBet: 100,
  maxBet: 50_000,
  maxWinPerBet: 5_000_000,
  maxRoundPayout: 20_000_000,
  maxRoundStakes: 10_000_000,
  maxAutoCashOut: 1000,
}

describe("a bet panel's fields", () => {
  it('start at the least stake with the auto cash-out off, and ask for that bet', () => {
    const fields = startingBetFields(limits)
    expect(fields).toEqual({ amount: '100', autoCashOutOn: false, autoCashOut: '2.00' })
    expect(checkBetFields(fields, limits)).toEqual({
      request: { amount: 100, autoCashOut: null },
      amountProblem: null,
      autoCashOutOutOfRange: false,
      valid: true,
    })
  })

  it('say a stake under the least or over the most is wrong, an empty one too', () => {
    const check = (amount: string) => checkBetFields({ amount, autoCashOutOn: false, autoCashOut: '2.00' }, limits)
    expect(check('99')).toMatchObject({ request: { amount: 99 }, amountProblem: 'low', valid: false })
    expect(check('')).toMatchObject({ request: { amount: 0 }, amountProblem: 'low', valid: false })
    expect(check('50000')).toMatchObject({ amountProblem: null, valid: true })
    expect(check('50001')).toMatchObject({ amountProblem: 'high', valid: false })
  })

  it('send the auto cash-out only with its box ticked, and judge it only then', () => {
    const check = (autoCashOutOn: boolean, autoCashOut: string) => checkBetFields({ amount: '500', autoCashOutOn, autoCashOut }, limits)
    expect(check(false, '')).toMatchObject({ request: { amount: 500, autoCashOut: null }, valid: true })
    expect(check(true, '1.5')).toMatchObject({ request: { amount: 500, autoCashOut: 1.5 }, autoCashOutOutOfRange: false, valid: true })
    expect(check(true, '1.01')).toMatchObject({ autoCashOutOutOfRange: false })
    expect(check(true, '1')).toMatchObject({ autoCashOutOutOfRange: true, valid: false })
    expect(check(true, '')).toMatchObject({ autoCashOutOutOfRange: true, valid: false })
    expect(check(true, '1000')).toMatchObject({ autoCashOutOutOfRange: false })
    expect(check(true, '1000.01')).toMatchObject({ autoCashOutOutOfRange: true })
    expect(check(true, '1.2.3')).toMatchObject({ autoCashOutOutOfRange: true })
  })
})
