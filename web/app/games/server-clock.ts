/**
 * The server's clock as seen from this browser. Every message from the server carries the server's
 * time when it was sent; it arrives later, so `serverTime - arrival` is the true offset minus the
 * delivery delay. The largest of the recent samples is the one that travelled fastest: the best
 * estimate, never ahead of the server by more than a network delay.
 */
export class ServerClock {
  private samples: number[] = []
  constructor(private readonly keep = 20) {}

  observe(serverTime: string, arrivedAt = Date.now()): void {
    const serverMs = Date.parse(serverTime)
    if (Number.isNaN(serverMs)) return
    this.samples = [...this.samples.slice(-(this.keep - 1)), serverMs - arrivedAt]
  }

  get offsetMs(): number {
    return this.samples.length === 0 ? 0 : Math.max(...this.samples)
  }

  /** Now, by the server's clock, in epoch milliseconds. */
  now(localNow = Date.now()): number {
    return localNow + this.offsetMs
  }
}
