export type BatchQueueLimits = {
  /** Batch statements running at once; items arriving meanwhile wait for the next batch. */
  batchesInFlight: number
  /** Most items in one batch. */
  maxBatch: number
}

export type BatchQueueOptions<Result> = BatchQueueLimits & {
  /** An answer that depended on the other items of its batch: the item is run again alone. */
  retryAlone?: (result: Result) => boolean
  /** Told when a batch's statement failed and its items are run alone (only the item at fault sees the error). */
  onBatchFailed?: (error: unknown, size: number) => void
}

type Waiting<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }

/**
 * Runs items through a set-based statement in batches. At most `batchesInFlight` batches run at
 * once; items that arrive meanwhile wait and go together in the next one. With little traffic every
 * item goes alone and at once, so nothing waits; under load the batches grow by themselves and what
 * a statement costs once (a round trip, the executor, statement triggers, the commit's WAL flush) is
 * shared by all its items.
 *
 * One item never fails another: when a batch's statement fails, each of its items is run alone, so
 * only the item at fault sees the error; and an item whose result `retryAlone` picks (an answer
 * that depended on the other items of its batch) is run again alone.
 */
export class BatchQueue<Item, Result> {
  private readonly waiting: Waiting<Item, Result>[] = []
  private inFlight = 0

  constructor(
    /** Runs a batch; answers one result per item, in the items' order. */
    private readonly runBatch: (items: Item[]) => Promise<Result[]>,
    private readonly options: BatchQueueOptions<Result>,
  ) {}

  run(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject })
      this.dispatch()
    })
  }

  private dispatch(): void {
    while (this.inFlight < this.options.batchesInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch)
      this.inFlight++
      void this.settle(batch).finally(() => {
        this.inFlight--
        this.dispatch()
      })
    }
  }

  private async settle(batch: Waiting<Item, Result>[]): Promise<void> {
    let results: Result[]
    try {
      results = await this.runBatch(batch.map((waiting) => waiting.item))
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error)
      this.options.onBatchFailed?.(error, batch.length)
      for (const waiting of batch) await this.settle([waiting])
      return
    }
    const again: Waiting<Item, Result>[] = []
    batch.forEach((waiting, index) => {
      const result = results[index]!
      if (batch.length > 1 && this.options.retryAlone?.(result)) again.push(waiting)
      else waiting.resolve(result)
    })
    for (const waiting of again) await this.settle([waiting])
  }
}
