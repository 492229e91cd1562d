/**
 * The only source of "now" in the service: every judgement of time (a round's window, an event's
 * start, a limit's day, a session's expiry) and every instant a statement stamps comes from the
 * app's clock (`AppContext.clock`), and every loop sleeps on it. Production runs on the system
 * clock; test mode (CLOCK_CONTROL=on) on a shifted one that tests move forward; unit tests drive a
 * manual one (test/support/manual-clock.ts).
 */
export type Clock = { now(): number; sleep(ms: number, signal?: AbortSignal): Promise<void> }

/** setTimeout's longest delay (about 24.8 days): a longer sleep waits in steps of it. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * Sleeps until `clock.now()` reaches `wakeAtMs` or `signal` aborts. For a clock whose time can jump,
 * `watch` holds this sleep's re-check while it sleeps: the clock calls it after a jump, and the
 * sleep then ends at once or waits what is left.
 */
function sleepUntil(clock: { now(): number }, wakeAtMs: number, signal: AbortSignal | undefined, watch?: Set<() => void>): Promise<void> {
  return new Promise((resolve) => {
    // A loop told to stop before it sleeps does not sleep.
    if (signal?.aborted) return resolve()
    let timer: NodeJS.Timeout | undefined
    const wake = () => {
      clearTimeout(timer)
      watch?.delete(check)
      signal?.removeEventListener('abort', wake)
      resolve()
    }
    function check() {
      clearTimeout(timer)
      const left = wakeAtMs - clock.now()
      // Not a time to wait for (NaN): no sleep, as setTimeout would do.
      if (!(left > 0)) return wake()
      timer = setTimeout(check, Math.min(left, LONGEST_TIMER_MS))
    }
    watch?.add(check)
    signal?.addEventListener('abort', wake, { once: true })
    check()
  })
}

/** Real time: the clock of production. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => sleepUntil(systemClock, Date.now() + Math.max(0, ms), signal),
}

/**
 * System time plus an offset that only grows: the platform's clock in test mode, which a test moves
 * forward (a day passes, an event ends) without waiting. A move wakes every sleeper whose time has
 * come, so the loops act at once at the new time.
 */
export class ShiftedClock implements Clock {
  private offset = 0
  private readonly sleepers = new Set<() => void>()

  /** How far this clock is ahead of system time. */
  get offsetMs(): number {
    return this.offset
  }

  now(): number {
    return Date.now() + this.offset
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return sleepUntil(this, this.now() + Math.max(0, ms), signal, this.sleepers)
  }

  /**
   * Sets the offset to `offsetMs` if that is ahead of the current one (time never goes back: a
   * stale or repeated move changes nothing). Answers whether the clock moved.
   */
  advanceTo(offsetMs: number): boolean {
    if (!(offsetMs > this.offset)) return false
    this.offset = offsetMs
    for (const check of [...this.sleepers]) check()
    return true
  }
}
