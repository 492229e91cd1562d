import type { Clock } from '../../src/time/clock.ts'

/**
 * A clock the test moves: a loop's sleeps wait until the test advances time past them, so rounds or
 * events of the production settings (seconds to minutes) play in a moment, and the test acts at
 * exact instants of them.
 */
export class ManualClock implements Clock {
  private readonly sleepers: { at: number; wake: () => void }[] = []
  /** Tests waiting for `count` loops to sleep; told the moment the last of them does, so advancing costs no polling delay. */
  private readonly waiters: { count: number; ready: () => void }[] = []
  constructor(private time: number) {}

  now(): number {
    return this.time
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      // As the system clock: a loop told to stop before it sleeps does not sleep.
      if (signal?.aborted) return resolve()
      const abort = () => {
        this.sleepers.splice(this.sleepers.indexOf(sleeper) >>> 0, 1)
        resolve()
      }
      // Woken by the clock, the sleep no longer listens to the signal (a loop sleeps many times on one).
      const sleeper = {
        at: this.time + Math.max(0, ms),
        wake: () => {
          signal?.removeEventListener('abort', abort)
          resolve()
        },
      }
      this.sleepers.push(sleeper)
      signal?.addEventListener('abort', abort, { once: true })
      for (const waiter of this.waiters.filter((one) => this.sleepers.length >= one.count)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1)
        waiter.ready()
      }
    })
  }

  /** How many loops are asleep on this clock. */
  get sleeping(): number {
    return this.sleepers.length
  }

  /** Waits until at least `count` loops sleep on this clock (they have done everything due now). */
  settled(count = 1, timeoutMs = 10_000): Promise<void> {
    if (this.sleepers.length >= count) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const waiter = {
        count,
        ready: () => {
          clearTimeout(timer)
          resolve()
        },
      }
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1)
        reject(new Error(`timed out waiting for ${count} loop(s) to sleep (${this.sleepers.length} asleep)`))
      }, timeoutMs)
      this.waiters.push(waiter)
    })
  }

  /** Moves time while no loop runs on this clock (a service that was down). */
  jumpTo(at: number): void {
    if (this.sleepers.length > 0) throw new Error('a loop sleeps on this clock: advance it instead')
    this.time = at
  }

  /** Wakes the sleepers in time order up to `at`, each time waiting for all `loops` loops to sleep again. */
  async advanceTo(at: number, loops = 1): Promise<void> {
    do await this.settled(loops)
    while (this.wakeNext(at))
    this.time = at
  }

  /**
   * Wakes the sleepers in time order, each time waiting for all `loops` loops to sleep again, until
   * `probe` answers something truthy (asked before every wake), and answers that. Fails when it has
   * not come within `limitMs` of this clock's time.
   */
  async advanceUntil<T>(probe: () => Promise<T | null | undefined | false>, limitMs: number, what: string, loops = 1): Promise<T> {
    const giveUpAt = this.time + limitMs
    for (;;) {
      await this.settled(loops)
      const value = await probe()
      if (value) return value
      if (!this.wakeNext(giveUpAt)) throw new Error(`${what} did not come within ${limitMs} ms of the manual clock`)
    }
  }

  /** Moves time to the earliest sleeper and wakes it, unless it sleeps past `until`; answers whether it woke one. */
  private wakeNext(until: number): boolean {
    this.sleepers.sort((a, b) => a.at - b.at)
    const next = this.sleepers[0]
    if (!next || next.at > until) return false
    this.sleepers.shift()
    this.time = next.at
    next.wake()
    return true
  }
}
