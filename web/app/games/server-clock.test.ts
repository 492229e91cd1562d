import { describe, expect, it } from 'vitest'
import { ServerClock } from './server-clock.ts'

describe('the server clock', () => {
  it('takes the fastest sample: the offset minus the smallest delivery delay', () => {
    const clock = new ServerClock()
    expect(clock.offsetMs).toBe(0)
    clock.observe('2025-01-01T00:00:10.000Z', Date.parse('2025-01-01T00:00:05.300Z'))
    clock.observe('2025-01-01T00:00:20.000Z', Date.parse('2025-01-01T00:00:15.050Z'))
    expect(clock.offsetMs).toBe(4950)
    expect(clock.now(1000)).toBe(5950)
  })

  it('forgets old samples, so a clock that was changed is followed', () => {
    const clock = new ServerClock(2)
    clock.observe('2025-01-01T00:00:10.000Z', Date.parse('2025-01-01T00:00:00.000Z'))
    clock.observe('2025-01-01T00:00:10.000Z', Date.parse('2025-01-01T00:00:09.000Z'))
    clock.observe('2025-01-01T00:00:10.000Z', Date.parse('2025-01-01T00:00:09.500Z'))
    expect(clock.offsetMs).toBe(1000)
  })

  it("follows the device's clock when it jumps forward or back, at the next message", () => {
    const clock = new ServerClock()
    clock.observe('2025-01-01T00:00:10.000Z', Date.parse('2025-01-01T00:00:10.000Z'))
    // Four minutes ahead all at once (a clock set by the network): the old, larger offset is not kept.
    clock.observe('2025-01-01T00:00:12.000Z', Date.parse('2025-01-01T00:04:12.100Z'))
    expect(clock.offsetMs).toBe(-240_100)
    // And back again: the samples of the clock that was ahead go.
    clock.observe('2025-01-01T00:00:14.000Z', Date.parse('2025-01-01T00:00:14.050Z'))
    expect(clock.offsetMs).toBe(-50)
  })
})
