import { describe, expect, it } from 'vitest'
import {
  autoBetAtRoundOpen,
  autoBetPlanOf,
  autoBetRoundsLeft,
  autoBetStop,
  recordAutoBetRound,
  startAutoBet,
  STARTING_AUTO_BET_PLAN,
} from './auto-bet.ts'
import { IDLE } from './bet-slot.ts'

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

  it('reads the plan as typed, an empty limit being none', () => {
    expect(autoBetPlanOf(STARTING_AUTO_BET_PLAN)).toEqual({ rounds: 10, stopOnLoss: null, stopOnWin: null })
    expect(autoBetPlanOf({ rounds: '20', stopOnLoss: '500', stopOnWin: '1000' })).toEqual({ rounds: 20, stopOnLoss: 500, stopOnWin: 1000 })
    expect(() => startAutoBet(autoBetPlanOf({ rounds: '', stopOnLoss: '', stopOnWin: '' }))).toThrow(RangeError)
  })
})

describe('auto-bet as a round opens', () => {
  const run = startAutoBet({ rounds: 2, stopOnLoss: null, stopOnWin: null })
  const bet = { betId: 7, roundId: 40, amount: 100, autoCashOut: null }

  it('plays the round from an empty panel, with nothing counted', () => {
    expect(autoBetAtRoundOpen(run, IDLE, 41)).toEqual({ play: run })
  })

  it("counts the last round's settled bet once, then plays or stops at the plan's end", () => {
    const afterWin = { ...run, roundsPlayed: 1, netKobo: 150_00 }
    expect(autoBetAtRoundOpen(run, { kind: 'cashed-out', bet, multiplier: 2.5, win: 250 }, 41)).toEqual({ play: afterWin })
    expect(autoBetAtRoundOpen(afterWin, { kind: 'lost', bet: { ...bet, roundId: 41 } }, 42)).toEqual({ stop: 'rounds' })
  })

  it('waits while the bet is on its way or still in its own round', () => {
    expect(autoBetAtRoundOpen(run, { kind: 'placing' }, 41)).toBeNull()
    expect(autoBetAtRoundOpen(run, { kind: 'queued' }, 41)).toBeNull()
    expect(autoBetAtRoundOpen(run, { kind: 'placed', bet }, 40)).toBeNull()
    expect(autoBetAtRoundOpen(run, { kind: 'lost', bet }, 40)).toBeNull()
  })

  it('plays on without counting a bet whose end the page missed', () => {
    expect(autoBetAtRoundOpen(run, { kind: 'placed', bet }, 41)).toEqual({ play: run })
  })
})
