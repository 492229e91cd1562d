import { describe, expect, it } from 'vitest'
import type { NumberBet } from '#app/betting/betting.server.ts'
import { mostWonKobo, raisedToPool } from './most-won.ts'

const bet: NumberBet = {
  betId: 'Q2W3E4R5T6',
  kind: 'number',
  status: 'open',
  stake: 100,
  stakePerLine: 100,
  lines: 1,
  potentialWin: 100_000,
  amountWon: 0,
  jackpotWon: 0,
  placedAt: '2026-11-27T09:00:00.000Z',
  selections: [],
}

describe("a ticket's most", () => {
  it('is the jackpot pool when it plays for it and the pool is more than its fixed prizes', () => {
    expect(mostWonKobo(10_000_000n, 250_000_050n)).toEqual({ kobo: 250_000_050n, withJackpot: true })
    expect(mostWonKobo(10_000_000n, 4_000_000n)).toEqual({ kobo: 10_000_000n, withJackpot: false })
    expect(mostWonKobo(10_000_000n, null)).toEqual({ kobo: 10_000_000n, withJackpot: false })
  })

  it("raises My Bets' and Check Bet's potential win of a jackpot ticket to the pool as it stands (issue 21 item 23)", () => {
    expect(raisedToPool(bet, 2_500_000.5)).toMatchObject({ potentialWin: 2_500_000.5, withJackpot: true })
    expect(raisedToPool(bet, 40_000)).toBe(bet)
    expect(raisedToPool(bet, null)).toBe(bet)
  })
})
