import { describe, expect, it } from 'vitest'
import { describeTicket, numberSelectionCode, parseNumberSelectionCode, validateTicket } from './tickets.ts'

const numbers = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index)

describe('lines per ticket', () => {
  const lines = (slug: string, ticket: { kind: string; picks: number[]; against?: number[] }) => {
    const check = validateTicket(slug, ticket)
    if (!check.ok) throw new Error(check.message)
    return check.lines
  }

  it('plays C(n, r) lines for a perm, top x bottom for Against, 89 for the Banker, one otherwise', () => {
    expect(lines('millionaire-kendo', { kind: 'perm-2', picks: numbers(1, 3) })).toBe(3)
    expect(lines('millionaire-kendo', { kind: 'perm-2', picks: numbers(1, 15) })).toBe(105)
    expect(lines('millionaire-kendo', { kind: 'perm-3', picks: numbers(1, 4) })).toBe(4)
    expect(lines('millionaire-kendo', { kind: 'perm-3', picks: numbers(1, 15) })).toBe(455)
    expect(lines('millionaire-kendo', { kind: 'perm-4', picks: numbers(1, 10) })).toBe(210)
    expect(lines('millionaire-kendo', { kind: 'perm-5', picks: numbers(1, 15) })).toBe(3003)
    expect(lines('millionaire-kendo', { kind: 'against', picks: [1, 2, 3], against: [4, 5, 6, 7] })).toBe(12)
    expect(lines('millionaire-kendo', { kind: 'against', picks: numbers(1, 10), against: numbers(11, 10) })).toBe(100)
    expect(lines('millionaire-kendo', { kind: 'banker', picks: [45] })).toBe(89)
    expect(lines('millionaire-kendo', { kind: 'nap-5', picks: numbers(1, 5) })).toBe(1)
    expect(lines('perfect-guess', { kind: 'pick-10', picks: numbers(71, 10) })).toBe(1)
    expect(lines('one-sure', { kind: 'range', picks: [3] })).toBe(1)
    expect(lines('jackpot-game', { kind: 'jackpot', picks: numbers(41, 5) })).toBe(1)
  })

  it('answers the ticket with its numbers in ascending order', () => {
    expect(validateTicket('millionaire-kendo', { kind: 'against', picks: [9, 3], against: [80, 12] })).toEqual({
      ok: true,
      lines: 4,
      ticket: { kind: 'against', picks: [3, 9], against: [12, 80] },
    })
    expect(validateTicket('perfect-guess', { kind: 'pick-3', picks: [80, 1, 40], against: null })).toEqual({
      ok: true,
      lines: 1,
      ticket: { kind: 'pick-3', picks: [1, 40, 80] },
    })
  })
})

describe('refused tickets say why', () => {
  it.each([
    ['bingo', { kind: 'exact', picks: [1] }, 'There is no number game called "bingo"'],
    ['one-sure', { kind: 'nap-1', picks: [1] }, '1 Sure has no bet kind "nap-1"'],
    ['one-sure', { kind: 'exact', picks: [91] }, 'Pick one number from 1 to 90'],
    ['one-sure', { kind: 'exact', picks: [1, 2] }, 'Pick one number from 1 to 90'],
    ['one-sure', { kind: 'range', picks: [0] }, 'Pick a range: 1 for 1-30, 2 for 31-60 or 3 for 61-90'],
    ['one-sure', { kind: 'odd-even', picks: [2] }, 'Pick 1 for odd or 0 for even'],
    ['one-sure', { kind: 'high-low', picks: [] }, 'Pick 0 for low (1-45) or 1 for high (46-90)'],
    ['one-sure', { kind: 'exact', picks: [1.5] }, 'Numbers must be whole numbers'],
    ['perfect-guess', { kind: 'pick-4', picks: [1, 2, 3] }, 'Pick 4 needs exactly 4 numbers'],
    ['perfect-guess', { kind: 'pick-1', picks: [1, 2] }, 'Pick 1 needs exactly 1 number'],
    ['perfect-guess', { kind: 'pick-2', picks: [1, 81] }, 'Numbers must be from 1 to 80 (81 is not)'],
    ['perfect-guess', { kind: 'pick-3', picks: [5, 9, 5] }, 'Pick each number only once (5 is there twice)'],
    ['millionaire-kendo', { kind: 'perm-3', picks: [1, 2, 3] }, 'Perm 3 needs 4 to 15 numbers'],
    ['millionaire-kendo', { kind: 'perm-2', picks: numbers(1, 16) }, 'Perm 2 needs 3 to 15 numbers'],
    ['millionaire-kendo', { kind: 'nap-2', picks: [0, 5] }, 'Numbers must be from 1 to 90 (0 is not)'],
    ['millionaire-kendo', { kind: 'nap-2', picks: [1, 2], against: [3] }, 'Nap 2 takes no bottom numbers'],
    ['millionaire-kendo', { kind: 'against', picks: [1, 2] }, 'Against needs 1 to 10 bottom numbers'],
    ['millionaire-kendo', { kind: 'against', picks: numbers(1, 11), against: [50] }, 'Against needs 1 to 10 top numbers'],
    [
      'millionaire-kendo',
      { kind: 'against', picks: [1, 2], against: [3, 2] },
      'A number cannot be both a top and a bottom number (2 is both)',
    ],
    ['millionaire-kendo', { kind: 'against', picks: [1, 2], against: [3, 3] }, 'Pick each number only once (3 is there twice)'],
    ['millionaire-kendo', { kind: 'banker', picks: [7, 8] }, '1 Banker needs exactly 1 number'],
    ['jackpot-game', { kind: 'jackpot', picks: [1, 2, 3, 4, 46] }, 'Numbers must be from 1 to 45 (46 is not)'],
    ['jackpot-game', { kind: 'jackpot', picks: [1, 2, 3, 4] }, 'Jackpot needs exactly 5 numbers'],
  ])('%s %j: %s', (slug, ticket, message) => {
    expect(validateTicket(slug, ticket)).toEqual({ ok: false, message })
  })

  it('refuses picks that are not a list of numbers', () => {
    expect(validateTicket('perfect-guess', { kind: 'pick-1', picks: '7' as unknown as number[] })).toEqual({
      ok: false,
      message: 'Numbers must be whole numbers',
    })
  })
})

describe('how a ticket reads', () => {
  it('names its kind and its numbers', () => {
    expect(describeTicket('millionaire-kendo', { kind: 'perm-3', picks: [7, 12, 45, 80] })).toBe('Perm 3 · 7 12 45 80')
    expect(describeTicket('millionaire-kendo', { kind: 'against', picks: [3, 9], against: [41, 77] })).toBe('Against · 3 9 against 41 77')
    expect(describeTicket('millionaire-kendo', { kind: 'banker', picks: [45] })).toBe('1 Banker · 45')
    expect(describeTicket('one-sure', { kind: 'range', picks: [2] })).toBe('Range · 31-60')
    expect(describeTicket('one-sure', { kind: 'odd-even', picks: [0] })).toBe('Odd or even · Even')
    expect(describeTicket('one-sure', { kind: 'high-low', picks: [1] })).toBe('High or low · High (46-90)')
    expect(describeTicket('one-sure', { kind: 'exact', picks: [17] })).toBe('Exact number · 17')
  })

  it('round-trips through a booking code selection', () => {
    const against = { kind: 'against', picks: [3, 9], against: [41, 77] }
    expect(numberSelectionCode('millionaire-kendo', against)).toBe('n:millionaire-kendo:against:3-9:41-77')
    expect(parseNumberSelectionCode('n:millionaire-kendo:against:3-9:41-77')).toEqual({ slug: 'millionaire-kendo', ticket: against })
    expect(parseNumberSelectionCode(numberSelectionCode('perfect-guess', { kind: 'pick-3', picks: [1, 2, 80] }))).toEqual({
      slug: 'perfect-guess',
      ticket: { kind: 'pick-3', picks: [1, 2, 80] },
    })
    for (const code of [
      'n:bingo:exact:1',
      'n:one-sure:exact:',
      'x:one-sure:exact:1',
      'n:one-sure:exact:1:2:3',
      'n:one-sure:exact:1,2',
      'ev1:1x2:1',
    ])
      expect(parseNumberSelectionCode(code)).toBeNull()
  })
})
