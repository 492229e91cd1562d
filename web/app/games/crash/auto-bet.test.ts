import { describe, expect, it } from 'vitest'
import { autoBetRoundsLeft, autoBetStop, recordAutoBetRound, startAutoBet } from './auto-bet.ts'

describe('auto-bet', () => {
  it('plays the planned number of rounds without limits', () => {
    let run = startAutoBet({ rounds: 3, stopOnLoss: null, stopOnWin: null })
    for (let i = 0; i < 2; i++) {
      run = recordAutoBetRound(run, { stake: 100, won: 0 })
      expect(autoBetStop(run)).toBeNull()
    }
    expect(autoBetRoundsLeft(run)).toBe(1)
    run = recordAutoBetRound(run, { stake: 100, won: 250 })
    expect(autoBetStop(run)).toBe('rounds')
    expect(run.netKobo).toBe(-100_00 * 3 + 250_00)
  })

  it('stops once the net loss reaches the loss limit, not before', () => {
    let run = startAutoBet({ rounds: 50, stopOnLoss: 300, stopOnWin: null })
    run = recordAutoBetRound(run, { stake: 100, won: 0 })
    run = recordAutoBetRound(run, { stake: 100, won: 0 })
    expect(autoBetStop(run)).toBeNull()
    run = recordAutoBetRound(run, { stake: 100, won: 0 })
    expect(autoBetStop(run)).toBe('loss-limit')
  })

  it('stops once the net win reaches the win limit, counting exactly in kobo', () => {
    let run = startAutoBet({ rounds: 50, stopOnLoss: 1000, stopOnWin: 0.3 })
    // 0.1 + 0.2 is not 0.3 in floating point; in kobo it is.
    run = recordAutoBetRound(run, { stake: 100, won: 100.1 })
    expect(autoBetStop(run)).toBeNull()
    run = recordAutoBetRound(run, { stake: 100, won: 100.2 })
    expect(autoBetStop(run)).toBe('win-limit')
  })

  it('a win after losses counts against the loss limit', () => {
    let run = startAutoBet({ rounds: 50, stopOnLoss: 250, stopOnWin: null })
    run = recordAutoBetRound(run, { stake: 100, won: 0 })
    run = recordAutoBetRound(run, { stake: 100, won: 150 })
    run = recordAutoBetRound(run, { stake: 100, won: 0 })
    expect(run.netKobo).toBe(-150_00)
    expect(autoBetStop(run)).toBeNull()
    run = recordAutoBetRound(run, { stake: 100, won: 0 })
    expect(autoBetStop(run)).toBe('loss-limit')
  })

  it('refuses a plan it cannot run', () => {
    expect(() => startAutoBet({ rounds: 0, stopOnLoss: null, stopOnWin: null })).toThrow(RangeError)
    expect(() => startAutoBet({ rounds: 2.5, stopOnLoss: null, stopOnWin: null })).toThrow(RangeError)
    expect(() => startAutoBet({ rounds: 5, stopOnLoss: 0, stopOnWin: null })).toThrow(RangeError)
  })
})
