export type BatchQueueLimits = {
  /** Batch statements running at once; items arriving meanwhile wait for the next batch. */
  batchesInFlight: number
  /** Most items in one batch. */
  maxBatch: number
  /**
   * For work nobody waits on (writes in the background): a batch starts once its first item has
   * waited this long, or at once when full, so that a steady trickle is written in few statements.
   * Unset, a batch starts as soon as a lane is free.
   */
  gatherMs?: number
  /**
   * A batch starts beside one in flight only when a full batch waits. One statement at a time then
   * gathers the most items, so a heavy statement's fixed cost is paid by fewer, larger batches; the
   * other lanes open once the load needs more than one statement can take.
   */
  overlapOnlyWhenFull?: boolean
}

/** Bounds on waiting: past them an item is refused with BatchQueueBusyError instead of waiting longer. */
export type BatchQueueBounds = {
  /** Most items waiting for a batch; one more is refused at once. */
  maxWaiting?: number
  /** Longest an item may wait for its batch to start, in ms. */
  maxWaitMs?: number
}

/** The queue is too long, or an item waited too long for its batch: nothing of it ran. */
export class BatchQueueBusyError extends Error {
  constructor() {
    super('the batch queue is busy')
  }
}

export type BatchQueueOptions<Result> = BatchQueueLimits &
  BatchQueueBounds & {
    /** An answer that depended on the other items of its batch: the item is run again alone. */
    retryAlone?: (result: Result) => boolean
    /** Told when a batch's statement failed and its items are run alone (only the item at fault sees the error). */
    onBatchFailed?: (error: unknown, size: number) => void
  }

type Waiting<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void; queuedAt: number }

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
  private gathering: NodeJS.Timeout | null = null

  constructor(
    /** Runs a batch; answers one result per item, in the items' order. */
    private readonly runBatch: (items: Item[]) => Promise<Result[]>,
    private readonly options: BatchQueueOptions<Result>,
  ) {}

  run(item: Item): Promise<Result> {
    if (this.options.maxWaiting !== undefined && this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new BatchQueueBusyError())
    }
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject, queuedAt: performance.now() })
      this.dispatch()
    })
  }

  private dispatch(): void {
    while (this.inFlight < this.options.batchesInFlight && this.waiting.length > 0) {
      if (this.stillGathering()) return
      if (this.inFlight > 0 && this.options.overlapOnlyWhenFull && this.waiting.length < this.options.maxBatch) return
      this.refuseOverdue()
      const batch = this.waiting.splice(0, this.options.maxBatch)
      if (batch.length === 0) return
      this.inFlight++
      void this.settle(batch).finally(() => {
        this.inFlight--
        this.dispatch()
      })
    }
  }

  /** With gatherMs, whether the next batch waits for more items (a timer then dispatches it). */
  private stillGathering(): boolean {
    const { gatherMs, maxBatch } = this.options
    if (gatherMs === undefined || this.waiting.length >= maxBatch) return false
    const left = this.waiting[0]!.queuedAt + gatherMs - performance.now()
    if (left <= 0) return false
    this.gathering ??= setTimeout(() => {
      this.gathering = null
      this.dispatch()
    }, left)
    return true
  }

  /** Items that waited past maxWaitMs are refused rather than run late (they are the oldest, at the front). */
  private refuseOverdue(): void {
    const { maxWaitMs } = this.options
    if (maxWaitMs === undefined) return
    const oldestAllowed = performance.now() - maxWaitMs
    let overdue = 0
    while (overdue < this.waiting.length && this.waiting[overdue]!.queuedAt < oldestAllowed) overdue++
    for (const waiting of this.waiting.splice(0, overdue)) waiting.reject(new BatchQueueBusyError())
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
