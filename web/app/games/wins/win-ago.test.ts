import { describe, expect, it } from 'vitest'
import { winAgo } from './win-ago.ts'

describe('winAgo', () => {
  const at = '2026-11-26T10:00:00.000Z'
  const after = (ms: number) => Date.parse(at) + ms

  it('says whole minutes, hours and days, and "now" under a minute or ahead of the clock', () => {
    expect(winAgo(at, after(-5_000))).toEqual({ unit: 'now', count: 0 })
    expect(winAgo(at, after(59_999))).toEqual({ unit: 'now', count: 0 })
    expect(winAgo(at, after(60_000))).toEqual({ unit: 'minutes', count: 1 })
    expect(winAgo(at, after(21 * 60_000 + 59_000))).toEqual({ unit: 'minutes', count: 21 })
    expect(winAgo(at, after(60 * 60_000))).toEqual({ unit: 'hours', count: 1 })
    expect(winAgo(at, after(23 * 3_600_000 + 3_599_000))).toEqual({ unit: 'hours', count: 23 })
    expect(winAgo(at, after(3 * 86_400_000))).toEqual({ unit: 'days', count: 3 })
  })
})
