import { describe, expect, it } from 'vitest'
import { combinationOf, readCombinationPick } from './combination.ts'

const pick = (query: string) => readCombinationPick(new URLSearchParams(query))

describe('the forecast and tricast pick', () => {
  it('names the forecast of 1st and 2nd, and the tricast when 3rd is picked too', () => {
    expect(combinationOf(pick('first=3&second=1'), 6)).toEqual({ market: 'fc', code: 'fc:3-1' })
    expect(combinationOf(pick('first=3&second=1&third=6'), 6)).toEqual({ market: 'tc', code: 'tc:3-1-6' })
  })

  it('names nothing until 1st and 2nd are picked', () => {
    expect(combinationOf(pick(''), 6)).toEqual({ refused: 'incomplete' })
    expect(combinationOf(pick('first=2&third=4'), 6)).toEqual({ refused: 'incomplete' })
  })

  it('refuses one runner in two places, and runners not in the field', () => {
    expect(combinationOf(pick('first=2&second=2'), 6)).toEqual({ refused: 'same-runner' })
    expect(combinationOf(pick('first=2&second=5&third=2'), 6)).toEqual({ refused: 'same-runner' })
    expect(combinationOf(pick('first=2&second=7'), 6)).toEqual({ refused: 'unknown-runner' })
  })

  it('reads only runner numbers from the address', () => {
    expect(pick('first=abc&second=-1&third=0')).toEqual({ first: null, second: null, third: null })
    expect(pick('first=12&second=03')).toEqual({ first: 12, second: 3, third: null })
  })
})
