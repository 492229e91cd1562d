/**
 * The server's clock as seen from this browser. Every message from the server carries the server's
 * time when it was sent; it arrives later, so `serverTime - arrival` is the true offset minus the
 * delivery delay. The largest of the recent samples is the one that travelled fastest: the best
 * estimate, never ahead of the server by more than a network delay.
 *
 * Samples expire after `maxAgeMs` of this device's time, and all go when the device's clock moves
 * back past them: a phone whose clock is set (by hand, by the network) follows the server again at
 * its next message instead of keeping the offset of a clock it no longer has.
 */
export class ServerClock {
  private samples: { offsetMs: number; arrivedAt: number }[] = []
  constructor(
    private readonly keep = 20,
    private readonly maxAgeMs = 60_000,
  ) {}

  observe(serverTime: string, arrivedAt = Date.now()): void {
    const serverMs = Date.parse(serverTime)
    if (Number.isNaN(serverMs)) return
    const recent = this.samples.filter((sample) => sample.arrivedAt <= arrivedAt && arrivedAt - sample.arrivedAt <= this.maxAgeMs)
    this.samples = [...recent.slice(-(this.keep - 1)), { offsetMs: serverMs - arrivedAt, arrivedAt }]
  }

  get offsetMs(): number {
    return this.samples.length === 0 ? 0 : Math.max(...this.samples.map((sample) => sample.offsetMs))
  }

  /** Now, by the server's clock, in epoch milliseconds. */
  now(localNow = Date.now()): number {
    return localNow + this.offsetMs
  }
}
