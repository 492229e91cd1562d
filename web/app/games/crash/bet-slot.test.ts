import { describe, expect, it } from 'vitest'
import { betButton, betSlotReducer, IDLE, type BetSlotEvent, type BetSlotState } from './bet-slot.ts'

const bet = { betId: 7, roundId: 40, amount: 100, autoCashOut: null }
const run = (events: BetSlotEvent[], from: BetSlotState = IDLE) => events.reduce(betSlotReducer, from)

describe('a bet panel through a round', () => {
  it('places a bet, offers to cancel while bets are open, to cash out during the flight, and shows the win', () => {
    const placed = run([{ type: 'send' }, { type: 'placed', bet }])
    expect(betButton(placed, { roundId: 40, phase: 'betting' })).toEqual({ action: 'cancel' })
    expect(betButton(placed, { roundId: 40, phase: 'flying' })).toEqual({ action: 'cash-out', bet })
    const cashed = run([{ type: 'cash-out' }, { type: 'cashed-out', betId: 7, multiplier: 2.35, win: 235 }], placed)
    expect(cashed).toEqual({ kind: 'cashed-out', bet, multiplier: 2.35, win: 235 })
    // The crash of the round leaves a cashed-out bet as it is.
    expect(run([{ type: 'crashed', roundId: 40 }], cashed)).toBe(cashed)
    expect(run([{ type: 'round-opened', roundId: 41 }], cashed)).toEqual(IDLE)
  })

  it('loses a bet still in at the crash, and only for its own round', () => {
    const placed = run([{ type: 'send' }, { type: 'placed', bet }])
    expect(run([{ type: 'crashed', roundId: 39 }], placed)).toBe(placed)
    expect(run([{ type: 'crashed', roundId: 40 }], placed)).toEqual({ kind: 'lost', bet })
  })

  it('lets the answer of a cash-out sent before the crash decide, even when the crash is seen first', () => {
    const cashing = run([{ type: 'send' }, { type: 'placed', bet }, { type: 'cash-out' }])
    expect(run([{ type: 'crashed', roundId: 40 }], cashing)).toBe(cashing)
    expect(
      run(
        [
          { type: 'crashed', roundId: 40 },
          { type: 'cashed-out', betId: 7, multiplier: 3.1, win: 310 },
        ],
        cashing,
      ).kind,
    ).toBe('cashed-out')
  })

  it('takes the server auto cash-out for its own bet only', () => {
    const placed = run([{ type: 'send' }, { type: 'placed', bet }])
    expect(run([{ type: 'cashed-out', betId: 8, multiplier: 2, win: 200 }], placed)).toBe(placed)
    expect(run([{ type: 'cashed-out', betId: 7, multiplier: 2, win: 200 }], placed).kind).toBe('cashed-out')
  })

  it('queues a bet refused because bets closed, and sends it when the next round opens', () => {
    const queued = run([{ type: 'send' }, { type: 'refused', forNextRound: true }])
    expect(queued).toEqual({ kind: 'queued' })
    expect(betButton(queued, { roundId: 40, phase: 'flying' })).toEqual({ action: 'unqueue' })
    expect(run([{ type: 'unqueue' }], queued)).toEqual(IDLE)
    expect(run([{ type: 'send' }], queued)).toEqual({ kind: 'placing' })
    expect(run([{ type: 'send' }, { type: 'refused', forNextRound: false }])).toEqual(IDLE)
  })

  it('queues a bet pressed after a cash-out or a loss in the same round for the next round (it was dropped)', () => {
    const placed = run([{ type: 'send' }, { type: 'placed', bet }])
    const cashed = run([{ type: 'cashed-out', betId: 7, multiplier: 2, win: 200 }], placed)
    const lost = run([{ type: 'crashed', roundId: 40 }], placed)
    for (const settled of [cashed, lost]) {
      expect(betButton(settled, { roundId: 40, phase: 'flying' })).toEqual({ action: 'bet' })
      const queued = run([{ type: 'queue' }], settled)
      expect(queued).toEqual({ kind: 'queued' })
      expect(run([{ type: 'send' }], queued)).toEqual({ kind: 'placing' })
      expect(run([{ type: 'send' }], settled)).toEqual({ kind: 'placing' })
    }
  })

  it('goes back to the bet after a cancel, keeps the bet when the flight started first', () => {
    const cancelling = run([{ type: 'send' }, { type: 'placed', bet }, { type: 'cancel' }])
    expect(betButton(cancelling, { roundId: 40, phase: 'betting' })).toEqual({ action: 'wait' })
    expect(run([{ type: 'cancelled' }], cancelling)).toEqual(IDLE)
    expect(run([{ type: 'cancel-refused' }], cancelling)).toEqual({ kind: 'placed', bet })
  })

  it('a refused cash-out is lost when the round ended, and still in otherwise', () => {
    const cashing = run([{ type: 'send' }, { type: 'placed', bet }, { type: 'cash-out' }])
    expect(run([{ type: 'cash-out-refused', roundEnded: true }], cashing)).toEqual({ kind: 'lost', bet })
    expect(run([{ type: 'cash-out-refused', roundEnded: false }], cashing)).toEqual({ kind: 'placed', bet })
  })

  it('forgets a bet whose round ended while the page was away', () => {
    const placed = run([{ type: 'send' }, { type: 'placed', bet }])
    expect(betButton(placed, { roundId: 41, phase: 'betting' })).toEqual({ action: 'wait' })
    expect(run([{ type: 'round-opened', roundId: 41 }], placed)).toEqual(IDLE)
  })
})
