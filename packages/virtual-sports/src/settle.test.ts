import { describe, expect, it } from 'vitest'
import type { FootballResult } from './football.ts'
import { FIXED_FOOTBALL_CODES, footballSelectionWins, isFootballCode, isRaceCode, raceSelectionWins } from './settle.ts'

const match = (home: number, away: number, htHome: number, htAway: number): FootballResult => ({ home, away, htHome, htAway, goals: [] })

describe('footballSelectionWins', () => {
  const wins = (result: FootballResult) => FIXED_FOOTBALL_CODES.filter((code) => footballSelectionWins(code, result))

  it('settles a 2-1 home win that was 0-1 at half time', () => {
    expect(wins(match(2, 1, 0, 1))).toEqual(['1x2:1', 'dc:1x', 'dc:12', 'ou1.5:over', 'ou2.5:over', 'ou3.5:under', 'btts:gg', 'ht:2'])
  })

  it('settles a goalless draw', () => {
    expect(wins(match(0, 0, 0, 0))).toEqual(['1x2:x', 'dc:1x', 'dc:x2', 'ou1.5:under', 'ou2.5:under', 'ou3.5:under', 'btts:ng', 'ht:x'])
  })

  it('settles a 1-4 away win with a 1-1 half time', () => {
    expect(wins(match(1, 4, 1, 1))).toEqual(['1x2:2', 'dc:12', 'dc:x2', 'ou1.5:over', 'ou2.5:over', 'ou3.5:over', 'btts:gg', 'ht:x'])
  })

  it('settles correct scores on the exact score only', () => {
    expect(footballSelectionWins('cs:3-0', match(3, 0, 1, 0))).toBe(true)
    expect(footballSelectionWins('cs:0-3', match(3, 0, 1, 0))).toBe(false)
    expect(footballSelectionWins('cs:6-6', match(6, 6, 2, 3))).toBe(true)
  })

  it('refuses a code that is not a football selection', () => {
    expect(() => footballSelectionWins('cs:7-0', match(7, 0, 0, 0))).toThrow(RangeError)
    expect(() => footballSelectionWins('win:1', match(0, 0, 0, 0))).toThrow(RangeError)
  })
})

describe('raceSelectionWins', () => {
  const result = { order: [3, 1, 4, 2, 6, 5, 8, 7], times: [] }

  it('settles win, place (top 3 of 8), forecast and tricast', () => {
    expect(raceSelectionWins('win:3', result, 8)).toBe(true)
    expect(raceSelectionWins('win:1', result, 8)).toBe(false)
    expect(['place:3', 'place:1', 'place:4', 'place:2'].map((code) => raceSelectionWins(code, result, 8))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(raceSelectionWins('fc:3-1', result, 8)).toBe(true)
    expect(raceSelectionWins('fc:1-3', result, 8)).toBe(false)
    expect(raceSelectionWins('tc:3-1-4', result, 8)).toBe(true)
    expect(raceSelectionWins('tc:3-4-1', result, 8)).toBe(false)
  })

  it('pays place on the first two in a field of six', () => {
    const six = { order: [2, 5, 1, 3, 4, 6], times: [] }
    expect(['place:2', 'place:5', 'place:1'].map((code) => raceSelectionWins(code, six, 6))).toEqual([true, true, false])
  })

  it('refuses codes that do not fit the field or the result', () => {
    expect(() => raceSelectionWins('win:9', result, 8)).toThrow(RangeError)
    expect(() => raceSelectionWins('win:3', result, 6)).toThrow(RangeError)
  })
})

describe('codes', () => {
  it('accept exactly the football codes', () => {
    for (const code of ['1x2:x', 'dc:x2', 'ou3.5:under', 'btts:ng', 'cs:0-0', 'cs:6-6', 'ht:2']) expect(isFootballCode(code)).toBe(true)
    for (const code of ['1x2:3', 'dc:21', 'ou4.5:over', 'cs:7-0', 'cs:1-10', 'cs:1', 'ht:', 'win:1', ''])
      expect(isFootballCode(code)).toBe(false)
  })

  it('accept race codes of runners in the field, distinct', () => {
    for (const code of ['win:1', 'win:12', 'place:7', 'fc:12-1', 'tc:1-2-3']) expect(isRaceCode(code, 12)).toBe(true)
    for (const code of ['win:0', 'win:13', 'fc:1-1', 'fc:1', 'tc:1-2', 'tc:1-2-2', 'tc:1-2-3-4', 'place:01', 'ht:1'])
      expect(isRaceCode(code, 12)).toBe(false)
    expect(isRaceCode('win:7', 6)).toBe(false)
  })
})
