import { describe, expect, it } from 'vitest'
import { bookingCodeField, betIdField, readBetId } from './booking.ts'
import {
  combinedOdds,
  effectiveKind,
  EMPTY_SLIP,
  eventIdOf,
  multipleBlocker,
  oddsChanged,
  placeBlocked,
  removeSelection,
  stakeLabel,
  summarise,
  toggleSelection,
  type SlipLine,
  type SlipTicketLine,
} from './slip.ts'

const line = (selectionId: string, odds: number, addedOdds = odds): SlipLine => ({
  selectionId,
  game: 'virtual-football',
  eventId: eventIdOf(selectionId)!,
  eventName: 'Lagos Lions v Kano Pillars',
  market: '1X2',
  pick: 'Home',
  odds,
  addedOdds,
  bettingClosesAt: '2030-01-01T00:00:00.000Z',
})
const LIMITS = { minStake: 100, maxStake: 500_000, maxPayout: 10_000_000, maxSelections: 30 }
const ticket = (ticketLine: Partial<SlipTicketLine>): SlipTicketLine => ({
  code: 'n:millionaire-kendo:perm-3:5-23-41-88',
  game: 'millionaire-kendo',
  gameTitle: 'Millionaire Kendo',
  kind: 'perm-3',
  picks: [5, 23, 41, 88],
  against: null,
  lines: 4,
  drawId: 9,
  drawNumber: 3,
  closesAt: '2030-01-01T00:00:00.000Z',
  // All four drawn: four Nap 3 lines at 10,500x.
  maxPayoutX100: 4_200_000,
  minStake: 10,
  maxStake: 1000,
  fixedStake: null,
  jackpotPool: null,
  ...ticketLine,
})
const JACKPOT = ticket({
  code: 'n:jackpot-game:jackpot:1-2-3-4-5',
  game: 'jackpot-game',
  gameTitle: 'Jackpot Game',
  lines: 1,
  maxPayoutX100: 100_000,
  minStake: 100,
  maxStake: 100,
  fixedStake: 100,
})

describe('the bet slip rules', () => {
  it("reads a selection's event from its id, and nothing from a malformed one", () => {
    expect(eventIdOf('8123:cs:2-1')).toBe(8123)
    expect(eventIdOf('8123:1x2:x')).toBe(8123)
    expect(eventIdOf('8123')).toBeNull()
    expect(eventIdOf('abc:1x2:1')).toBeNull()
    expect(eventIdOf('8123:<script>')).toBeNull()
  })

  it('toggles a selection on and off, and refuses one past the selection limit', () => {
    const on = toggleSelection(EMPTY_SLIP, { selectionId: '1:1x2:1', game: 'virtual-football', odds: 2.1 }, 2)
    expect(on.slip.selections.map((entry) => entry.selectionId)).toEqual(['1:1x2:1'])
    const off = toggleSelection(on.slip, { selectionId: '1:1x2:1', game: 'virtual-football', odds: 2.1 }, 2)
    expect(off.slip.selections).toEqual([])

    const two = toggleSelection(on.slip, { selectionId: '2:1x2:x', game: 'virtual-football', odds: 3 }, 2).slip
    const third = toggleSelection(two, { selectionId: '3:1x2:2', game: 'virtual-football', odds: 4 }, 2)
    expect(third.refused).toBe('too-many')
    expect(third.slip).toBe(two)
    // Taking one off is always allowed, even at the limit.
    expect(removeSelection(two, '1:1x2:1').selections.map((entry) => entry.selectionId)).toEqual(['2:1x2:x'])
  })

  it('combines selections into a multiple only across different events', () => {
    expect(multipleBlocker(['1:1x2:1'])).toBe('too-few')
    expect(multipleBlocker(['1:1x2:1', '2:1x2:x'])).toBeNull()
    expect(multipleBlocker(['1:1x2:1', '2:1x2:x', '1:ou2.5:over'])).toBe('same-event')
    expect(effectiveKind('multiple', ['1:1x2:1', '1:ou2.5:over'])).toBe('single')
    expect(effectiveKind('multiple', ['1:1x2:1', '2:ou2.5:over'])).toBe('multiple')
    expect(effectiveKind('single', ['1:1x2:1', '2:ou2.5:over'])).toBe('single')
  })

  it('sums singles: one bet per selection, the stake per bet, each win from its own odds', () => {
    const summary = summarise([line('1:1x2:1', 2.35), line('2:1x2:x', 3.1)], 'single', 100, LIMITS)
    expect(summary).toMatchObject({ kind: 'single', bets: 2, totalStake: 200, potentialWin: 235 + 310, capped: false, problems: [] })
  })

  it('sums a multiple: one bet, the odds multiplied, to the kobo below', () => {
    const lines = [line('1:1x2:1', 2.35), line('2:1x2:x', 3.1), line('3:btts:gg', 1.77)]
    expect(combinedOdds(lines.map((entry) => entry.odds))).toBe(12.89)
    // 150 x 2.35 x 3.10 x 1.77 = 1934.1675 -> ₦1,934.16
    expect(summarise(lines, 'multiple', 150, LIMITS)).toMatchObject({ kind: 'multiple', bets: 1, totalStake: 150, potentialWin: 1934.16 })
  })

  it('caps each bet at the maximum payout and says so', () => {
    const lines = [line('1:cs:6-6', 5000), line('2:cs:6-5', 5000)]
    const multiple = summarise(lines, 'multiple', 100, LIMITS)
    expect(multiple).toMatchObject({ potentialWin: 10_000_000, capped: true })
    const singles = summarise(lines, 'single', 100, LIMITS)
    expect(singles).toMatchObject({ potentialWin: 1_000_000, capped: false })
  })

  it('falls back to singles when the multiple is not allowed', () => {
    const summary = summarise([line('1:1x2:1', 2), line('1:ou2.5:over', 1.8)], 'multiple', 100, LIMITS)
    expect(summary).toMatchObject({ kind: 'single', bets: 2, totalStake: 200, potentialWin: 380 })
  })

  it('names what stops placing: stake, limits, changed odds', () => {
    const lines = [line('1:1x2:1', 2)]
    expect(summarise(lines, 'single', null, LIMITS).problems).toEqual(['no-stake'])
    expect(summarise(lines, 'single', 99.99, LIMITS).problems).toEqual(['stake-too-low'])
    expect(summarise(lines, 'single', 500_000.01, LIMITS).problems).toEqual(['stake-too-high'])
    expect(summarise([], 'single', 100, LIMITS).problems).toEqual(['empty'])
    const moved = line('1:1x2:1', 2.2, 2)
    expect(oddsChanged(moved)).toBe(true)
    expect(summarise([moved], 'single', 100, LIMITS).problems).toEqual(['odds-changed'])
    const many = Array.from({ length: 31 }, (_, index) => line(`${index + 1}:1x2:1`, 1.5))
    expect(summarise(many, 'single', 100, LIMITS).problems).toEqual(['too-many'])
    // A limit the service does not state is not applied.
    expect(summarise(many, 'single', 1, {}).problems).toEqual([])
  })

  it('holds Place Bet back for any problem once hydrated; without JavaScript the server judges the stake typed', () => {
    expect(placeBlocked([], true)).toBe(false)
    for (const problem of ['no-stake', 'stake-too-low', 'stake-too-high', 'ticket-stake'] as const) {
      expect(placeBlocked([problem], true), problem).toBe(true)
      expect(placeBlocked([problem], false), problem).toBe(false)
    }
    expect(placeBlocked(['no-stake', 'odds-changed'], false)).toBe(true)
    expect(placeBlocked(['too-many'], false)).toBe(true)
  })

  it('labels the stake by what it is of: each bet, the multiple, each ticket line, or a bet and a line', () => {
    const key = (text: string) => text
    expect(stakeLabel(true, false, 'single', key)).toBe('betSlip.stakePerBet')
    expect(stakeLabel(true, false, 'multiple', key)).toBe('betSlip.stake')
    expect(stakeLabel(false, true, 'multiple', key)).toBe('betSlip.stakePerLine')
    expect(stakeLabel(true, true, 'single', key)).toBe('betSlip.stakePerBet betSlip.andPerLine')
  })

  it('sums number tickets as singles at the stake per line, their lines times it, each its most', () => {
    const summary = summarise([line('1:1x2:1', 2)], 'multiple', 100, LIMITS, [ticket({}), JACKPOT])
    // The one sports selection cannot make a multiple; the tickets never join one.
    expect(summary).toMatchObject({ kind: 'single', bets: 3, problems: [], ticketStakes: [] })
    // ₦100 on the match, ₦100 x 4 lines of the Perm, the Jackpot's fixed ₦100 a line; they win at most
    // 2x, 42,000x (four Nap 3 lines at 10,500x) and 1,000x.
    expect(summary.totalStake).toBe(100 + 400 + 100)
    expect(summary.potentialWin).toBe(200 + 4_200_000 + 100_000)
  })

  it("counts a jackpot ticket's most as the whole pool when the pool is more than its fixed prizes (issue 21 item 23)", () => {
    expect(summarise([], 'single', null, LIMITS, [{ ...JACKPOT, jackpotPool: 2_500_000.5 }]).potentialWin).toBe(2_500_000.5)
    // A pool still below the fixed prizes leaves the fixed prizes as the most.
    expect(summarise([], 'single', null, LIMITS, [{ ...JACKPOT, jackpotPool: 40_000 }]).potentialWin).toBe(100_000)
  })

  it("needs no stake for fixed-stake tickets alone, and names the game whose stake per line the slip's does not suit", () => {
    expect(summarise([], 'single', null, LIMITS, [JACKPOT])).toMatchObject({ problems: [], totalStake: 100, potentialWin: 100_000 })
    expect(summarise([], 'single', null, LIMITS, [ticket({})]).problems).toEqual(['no-stake'])
    // ₦5 is below Kendo's ₦10 a line; the sports minimum applies only to sports selections.
    const low = summarise([], 'single', 5, LIMITS, [ticket({}), JACKPOT])
    expect(low.problems).toEqual(['ticket-stake'])
    expect(low.ticketStakes).toEqual([{ gameTitle: 'Millionaire Kendo', problem: 'stake-too-low', minStake: 10, maxStake: 1000 }])
    expect(summarise([], 'single', 1000.01, LIMITS, [ticket({})]).ticketStakes[0]?.problem).toBe('stake-too-high')
    expect(summarise([line('1:1x2:1', 2)], 'single', 50, LIMITS, [ticket({})]).problems).toEqual(['stake-too-low'])
    expect(summarise([], 'single', 100, LIMITS, []).problems).toEqual(['empty'])
  })

  it('reads booking codes and bet IDs as typed, in the unambiguous alphabet only', () => {
    expect(bookingCodeField.parse(' abcd 2345 ')).toBe('ABCD2345')
    expect(bookingCodeField.safeParse('ABCD234O').success).toBe(false)
    expect(bookingCodeField.safeParse('ABCD23451').success).toBe(false)
    expect(betIdField.parse('q2w3e4r5t6')).toBe('Q2W3E4R5T6')
    expect(betIdField.safeParse('Q2W3E4R5T1').success).toBe(false)
  })

  it('reads what Check Bet is given: a bet ID however it is grouped, a booking code, a game round, or nothing of ours', () => {
    // The bet IDs the slip and My Bets show, as a player copies them down (issue 21, item 20).
    expect(readBetId('DALVFBWN8G')).toEqual({ kind: 'bet', betId: 'DALVFBWN8G' })
    expect(readBetId(' dalv-fbwn-8g ')).toEqual({ kind: 'bet', betId: 'DALVFBWN8G' })
    expect(readBetId('DALV FBWN 8G')).toEqual({ kind: 'bet', betId: 'DALVFBWN8G' })
    expect(readBetId('abcd-2345')).toEqual({ kind: 'booking-code', code: 'ABCD2345' })
    // A crash round or a Spin It spin, as the games and the wallet's history number them.
    expect(readBetId('#48213')).toEqual({ kind: 'game-round' })
    expect(readBetId('DALVFBWN8O')).toEqual({ kind: 'invalid' })
    expect(readBetId('hello')).toEqual({ kind: 'invalid' })
  })
})
