import { describe, expect, it } from 'vitest'
import { formatCountdown, LATE_RETRY_MAX_MS, nextChangeAt, refetchDelayMs, REFETCH_AFTER_MS, REFETCH_JITTER_MS } from './schedule.ts'

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds)).toISOString()
const event = (status: 'open' | 'closed' | 'live', closes: number, starts: number, ends: number) => ({
  status,
  bettingClosesAt: at(closes),
  startsAt: at(starts),
  endsAt: at(ends),
})

describe('the next change of a page of events', () => {
  it('is the soonest of: betting closing on an open event, the start of a closed one, the end of a live one', () => {
    expect(nextChangeAt([event('open', 50, 60, 105), event('live', 0, 10, 55)])).toBe(Date.parse(at(50)))
    expect(nextChangeAt([event('open', 50, 60, 105), event('live', 0, 10, 45)])).toBe(Date.parse(at(45)))
    expect(nextChangeAt([event('closed', 50, 60, 105), event('open', 230, 240, 285)])).toBe(Date.parse(at(60)))
  })

  it('is nothing to wait for when there are no events', () => {
    expect(nextChangeAt([])).toBeNull()
  })
})

describe('the refetch delay', () => {
  const changeAt = Date.parse(at(30))
  it('waits for the instant, then a little more, with jitter within its bounds', () => {
    expect(refetchDelayMs(changeAt, changeAt - 10_000, 0, () => 0)).toBe(10_000 + REFETCH_AFTER_MS)
    expect(refetchDelayMs(changeAt, changeAt - 10_000, 0, () => 0.999_999)).toBe(10_000 + REFETCH_AFTER_MS + REFETCH_JITTER_MS - 1)
  })

  it('asks again later and later while a due change is not shown, never rarer than the cap', () => {
    const delays = [0, 1, 2, 3, 10].map((retries) => refetchDelayMs(changeAt, changeAt + 500, retries, () => 0) - REFETCH_AFTER_MS)
    expect(delays).toEqual([2000, 4000, 8000, 16_000, LATE_RETRY_MAX_MS])
  })
})

describe('the countdown', () => {
  it('shows minutes and seconds, rounding up, and stops at zero', () => {
    expect(formatCountdown(65_000)).toBe('1:05')
    expect(formatCountdown(9_001)).toBe('0:10')
    expect(formatCountdown(-3_000)).toBe('0:00')
  })
})
