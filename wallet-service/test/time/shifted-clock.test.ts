import { describe, expect, it } from 'vitest'
import { ShiftedClock } from '../../src/time/clock.ts'

/** Whether `promise` has settled once every callback already due has run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => (settled = true))
  await new Promise((resolve) => setImmediate(resolve))
  return settled
}

describe('the shifted clock (test mode)', () => {
  it('reads system time plus its offset', () => {
    const clock = new ShiftedClock()
    expect(clock.offsetMs).toBe(0)
    const before = Date.now()
    expect(clock.now()).toBeGreaterThanOrEqual(before)
    clock.advanceTo(90_000)
    const after = Date.now()
    expect(clock.now()).toBeGreaterThanOrEqual(after + 90_000)
    expect(clock.now()).toBeLessThan(Date.now() + 90_000 + 1000)
  })

  it('only moves forward: a smaller or equal offset changes nothing', () => {
    const clock = new ShiftedClock()
    expect(clock.advanceTo(5000)).toBe(true)
    expect(clock.advanceTo(3000)).toBe(false)
    expect(clock.advanceTo(5000)).toBe(false)
    expect(clock.offsetMs).toBe(5000)
    expect(clock.advanceTo(5001)).toBe(true)
    expect(clock.offsetMs).toBe(5001)
  })

  it('wakes a sleeper at once when a move passes its time', async () => {
    const clock = new ShiftedClock()
    const sleep = clock.sleep(60_000)
    expect(await hasSettled(sleep)).toBe(false)
    clock.advanceTo(60_000)
    expect(await hasSettled(sleep)).toBe(true)
  })

  it('keeps a sleeper asleep for what is left when a move falls short of its time', async () => {
    const clock = new ShiftedClock()
    const sleep = clock.sleep(60_000)
    clock.advanceTo(30_000)
    expect(await hasSettled(sleep)).toBe(false)
    clock.advanceTo(59_000)
    expect(await hasSettled(sleep)).toBe(false)
    clock.advanceTo(61_000)
    expect(await hasSettled(sleep)).toBe(true)
  })

  it('wakes every loop asleep on it, each by its own time', async () => {
    const clock = new ShiftedClock()
    const soon = clock.sleep(10_000)
    const later = clock.sleep(120_000)
    clock.advanceTo(20_000)
    expect(await hasSettled(soon)).toBe(true)
    expect(await hasSettled(later)).toBe(false)
    clock.advanceTo(120_000)
    expect(await hasSettled(later)).toBe(true)
  })

  it('sleeps in real time when nobody moves it, and stops sleeping when told to stop', async () => {
    const clock = new ShiftedClock()
    const startedAt = Date.now()
    await clock.sleep(30)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(29)

    const stop = new AbortController()
    const sleep = clock.sleep(60_000, stop.signal)
    stop.abort()
    expect(await hasSettled(sleep)).toBe(true)
    // Told to stop before it sleeps, a loop does not sleep.
    expect(await hasSettled(clock.sleep(60_000, stop.signal))).toBe(true)
  })
})
