import { describe, expect, it } from 'vitest'
import { formatLagosClock, formatLagosDate, formatLagosDateTime } from './lagos-date.ts'

const inLagos = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-NG', { ...options, timeZone: 'Africa/Lagos' })

describe('Lagos time', () => {
  it("prints what Intl's en-NG data prints for Africa/Lagos, across a year and at midnight", () => {
    const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Lagos' })
    const date = inLagos({ dateStyle: 'long' })
    const dateAndTime = inLagos({ dateStyle: 'medium', timeStyle: 'short' })
    // About every hour for a year (61 minutes apart, so every minute of the hour comes up), each change of day and month among them.
    for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += 61 * 60 * 1000 + 7_000) {
      const iso = new Date(at).toISOString()
      expect(formatLagosClock(iso), iso).toBe(clock.format(at))
      expect(formatLagosDate(iso), iso).toBe(date.format(at))
      expect(formatLagosDateTime(iso), iso).toBe(dateAndTime.format(at))
    }
  })

  it('reads an instant in any offset, and says nothing of a text that is no moment', () => {
    expect(formatLagosClock('2026-11-28T23:05:59.999Z')).toBe('00:05')
    expect(formatLagosClock('2026-11-28T12:59:00+01:00')).toBe('12:59')
    expect(formatLagosDate('2027-03-04T23:30:00Z')).toBe('5 March 2027')
    expect(formatLagosDateTime(new Date('2026-11-28T23:05:00Z'))).toBe('29 Nov 2026, 00:05')
    expect(formatLagosDate('not a date')).toBeNull()
    expect(formatLagosDateTime('not a date')).toBe('')
  })
})
