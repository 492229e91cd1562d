import { describe, expect, it } from 'vitest'
import { commissionSettings } from '../../src/agents/commission-settings.ts'
import { commissionRates, selectionRate, weeklyCommission, type WeekActivity } from '../../src/agents/commission.ts'

const rates = commissionRates(commissionSettings.parse({}))
const at = new Date('2026-11-30T10:00:00+01:00')
const naira = (amount: number) => BigInt(Math.round(amount * 100))
const ticket = (betId: string, selections: number, stake: number) => ({
  betId,
  game: 'virtual-football',
  placedAt: at,
  selections,
  stakeKobo: naira(stake),
})
const numberTicket = (betId: string, stake: number) => ({ betId, game: 'perfect-guess', placedAt: at, stakeKobo: naira(stake) })
const player = (playerId: string, stakes: number, wins: number) => ({
  playerId,
  name: 'Ch***u O.',
  stakesKobo: naira(stakes),
  winsKobo: naira(wins),
})
const week = (parts: Partial<WeekActivity>): WeekActivity => ({
  sportsTickets: [],
  numberTickets: [],
  players: [],
  carriedInKobo: 0n,
  ...parts,
})

describe('the weekly commission', () => {
  it('pays the published rates by selections: 1% a single, 16% for 15, 30% from 30', () => {
    expect(selectionRate(rates.selectionRates, 1)).toBe(100)
    expect(selectionRate(rates.selectionRates, 2)).toBe(300)
    expect(selectionRate(rates.selectionRates, 15)).toBe(1600)
    expect(selectionRate(rates.selectionRates, 16)).toBe(1600)
    expect(selectionRate(rates.selectionRates, 29)).toBe(2900)
    expect(selectionRate(rates.selectionRates, 30)).toBe(3000)
    expect(selectionRate(rates.selectionRates, 45)).toBe(3000)
  })

  it('computes a hand-computed week across every family, line by line, rounded down to the kobo', () => {
    const statement = weeklyCommission(
      week({
        // BetKing's examples: a ₦10,000 single pays ₦100, a ₦10,000 15-selection slip ₦1,600.
        sportsTickets: [
          ticket('SINGLE0001', 1, 10_000),
          ticket('FIFTEEN001', 15, 10_000),
          ticket('THREE00001', 3, 500),
          ticket('MANY000001', 35, 200),
        ],
        numberTickets: [numberTicket('NUMBER0001', 1000), numberTicket('NUMBER0002', 250.5)],
        players: [player('1', 5000, 2000), player('2', 1000, 2000)],
        carriedInKobo: naira(-500),
      }),
      rates,
    )
    expect(statement.sportsLines.map((line) => [line.rateBasisPoints, line.commissionKobo])).toEqual([
      [100, naira(100)],
      [1600, naira(1600)],
      [400, naira(20)],
      [3000, naira(60)],
    ])
    expect(statement.numberLines.map((line) => [line.rateBasisPoints, line.commissionKobo])).toEqual([
      [1000, naira(100)],
      [1000, naira(25.05)],
    ])
    expect(statement.playerLines.map((line) => line.ngrKobo)).toEqual([naira(3000), naira(-1000)])
    expect(statement).toMatchObject({
      ticketsKobo: naira(1780),
      numbersKobo: naira(125.05),
      playersNgrKobo: naira(2000),
      carriedInKobo: naira(-500),
      // 20% of (₦2,000 - ₦500).
      playersKobo: naira(300),
      carriedOutKobo: 0n,
      stakesKobo: naira(27_950.5),
      // 25% of ₦27,950.50 is ₦6,987.625: rounded down.
      capKobo: 698_762n,
      capped: false,
      totalKobo: naira(2205.05),
    })
  })

  it('caps the week at 25% of its stakes and says so', () => {
    const statement = weeklyCommission(week({ sportsTickets: [ticket('THIRTY0001', 30, 1000)] }), rates)
    expect(statement.sportsLines[0]!.commissionKobo).toBe(naira(300))
    expect(statement).toMatchObject({ stakesKobo: naira(1000), capKobo: naira(250), capped: true, totalKobo: naira(250) })
  })

  it('carries a losing players week forward, never paying a negative share, until it is recovered', () => {
    const first = weeklyCommission(week({ sportsTickets: [ticket('SINGLE0001', 1, 1000)], players: [player('1', 1000, 2500)] }), rates)
    expect(first).toMatchObject({ playersNgrKobo: naira(-1500), playersKobo: 0n, carriedOutKobo: naira(-1500), totalKobo: naira(10) })
    const second = weeklyCommission(week({ players: [player('1', 1000, 0)], carriedInKobo: first.carriedOutKobo }), rates)
    expect(second).toMatchObject({ playersNgrKobo: naira(1000), playersKobo: 0n, carriedOutKobo: naira(-500), totalKobo: 0n })
    const third = weeklyCommission(week({ players: [player('1', 2000, 0)], carriedInKobo: second.carriedOutKobo }), rates)
    expect(third).toMatchObject({ playersKobo: naira(300), carriedOutKobo: 0n, totalKobo: naira(300) })
  })

  it('pays nothing for an empty week', () => {
    expect(weeklyCommission(week({}), rates)).toMatchObject({ totalKobo: 0n, capKobo: 0n, capped: false, carriedOutKobo: 0n })
  })
})

describe('the commission settings', () => {
  it('reads the selections table and percentages exactly, and refuses a table that does not start at a single or is not ascending', () => {
    const parsed = commissionSettings.parse({ AGENT_COMMISSION_SELECTION_RATES: '1:1.5,4:2.25', AGENT_COMMISSION_NUMBERS_PERCENT: '12.5' })
    expect(parsed.AGENT_COMMISSION_SELECTION_RATES).toEqual([
      { fromSelections: 1, basisPoints: 150 },
      { fromSelections: 4, basisPoints: 225 },
    ])
    expect(parsed.AGENT_COMMISSION_NUMBERS_PERCENT).toBe(1250)
    for (const table of ['2:1', '1:1,1:2', '1:1,3:2,2:3', '1:101', '1:1.555', 'one:1'])
      expect(commissionSettings.safeParse({ AGENT_COMMISSION_SELECTION_RATES: table }).success, table).toBe(false)
    expect(commissionSettings.safeParse({ AGENT_COMMISSION_CAP_PERCENT: '100.01' }).success).toBe(false)
  })
})
