import type { Clock } from '../../src/time/clock.ts'

async function until(probe: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs
  while (!probe()) {
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 15))
  }
}

/**
 * A clock the test moves: a loop's sleeps wait until the test advances time past them, so rounds or
 * events of the production settings (seconds to minutes) play in a moment, and the test acts at
 * exact instants of them.
 */
export class ManualClock implements Clock {
  private readonly sleepers: { at: number; wake: () => void }[] = []
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
    })
  }

  /** How many loops are asleep on this clock. */
  get sleeping(): number {
    return this.sleepers.length
  }

  /** Waits until at least `count` loops sleep on this clock (they have done everything due now). */
  settled(count = 1, timeoutMs = 10_000): Promise<void> {
    return until(() => this.sleepers.length >= count, timeoutMs, 'the runner to sleep')
  }

  /** Moves time while no loop runs on this clock (a service that was down). */
  jumpTo(at: number): void {
    if (this.sleepers.length > 0) throw new Error('a loop sleeps on this clock: advance it instead')
    this.time = at
  }

  /** Wakes the sleepers in time order up to `at`, each time waiting for all `loops` loops to sleep again. */
  async advanceTo(at: number, loops = 1): Promise<void> {
    for (;;) {
      await this.settled(loops)
      this.sleepers.sort((a, b) => a.at - b.at)
      const next = this.sleepers[0]!
      if (next.at > at) break
      this.sleepers.shift()
      this.time = next.at
      next.wake()
    }
    this.time = at
  }
}
