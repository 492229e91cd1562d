import { describe, expect, it, vi } from 'vitest'
import { BatchQueue, BatchQueueBusyError } from '../../src/db/batch-queue.ts'

/** A batch runner that records its batches and answers when told to. */
function recordingRunner(answer: (item: number) => string | Error) {
  const batches: number[][] = []
  const pending: Array<() => void> = []
  const run = (items: number[]) => {
    batches.push(items)
    return new Promise<string[]>((resolve, reject) => {
      pending.push(() => {
        const answers = items.map(answer)
        const failure = items.length > 1 ? answers.find((a) => a instanceof Error) : answers[0]
        if (failure instanceof Error) reject(failure)
        else resolve(answers as string[])
      })
    })
  }
  const releaseAll = async () => {
    while (pending.length > 0) {
      pending.shift()!()
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  return { batches, run, releaseAll }
}

describe('BatchQueue', () => {
  it('runs an item at once when nothing is in flight, and batches what arrives meanwhile', async () => {
    const runner = recordingRunner((item) => `done ${item}`)
    const queue = new BatchQueue(runner.run, { batchesInFlight: 1, maxBatch: 3 })
    const results = [1, 2, 3, 4, 5, 6].map((item) => queue.run(item))
    await runner.releaseAll()
    expect(await Promise.all(results)).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5', 'done 6'])
    expect(runner.batches).toEqual([[1], [2, 3, 4], [5, 6]])
  })

  it('with gatherMs, starts a batch once its first item has waited that long, or at once when full', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    try {
      const runner = recordingRunner((item) => `done ${item}`)
      const queue = new BatchQueue(runner.run, { batchesInFlight: 1, maxBatch: 3, gatherMs: 50 })
      const first = [1, 2].map((item) => queue.run(item))
      vi.advanceTimersByTime(49)
      expect(runner.batches).toEqual([])
      vi.advanceTimersByTime(1)
      expect(runner.batches).toEqual([[1, 2]])
      await runner.releaseAll()
      expect(await Promise.all(first)).toEqual(['done 1', 'done 2'])
      const full = [3, 4, 5].map((item) => queue.run(item))
      expect(runner.batches).toEqual([
        [1, 2],
        [3, 4, 5],
      ])
      await runner.releaseAll()
      expect(await Promise.all(full)).toEqual(['done 3', 'done 4', 'done 5'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps to the number of batches in flight', async () => {
    const runner = recordingRunner((item) => `done ${item}`)
    const queue = new BatchQueue(runner.run, { batchesInFlight: 2, maxBatch: 10 })
    const results = [1, 2, 3, 4].map((item) => queue.run(item))
    expect(runner.batches).toEqual([[1], [2]])
    await runner.releaseAll()
    await Promise.all(results)
    expect(runner.batches).toEqual([[1], [2], [3, 4]])
  })

  it('with overlapOnlyWhenFull, starts a batch beside one in flight only when a full one waits', async () => {
    const runner = recordingRunner((item) => `done ${item}`)
    const queue = new BatchQueue(runner.run, { batchesInFlight: 2, maxBatch: 3, overlapOnlyWhenFull: true })
    const results = [1, 2, 3].map((item) => queue.run(item))
    // Two waiting, fewer than a batch: they wait for the statement in flight.
    expect(runner.batches).toEqual([[1]])
    results.push(...[4, 5].map((item) => queue.run(item)))
    // A full batch waits: the second lane opens for it.
    expect(runner.batches).toEqual([[1], [2, 3, 4]])
    await runner.releaseAll()
    expect(await Promise.all(results)).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5'])
    expect(runner.batches).toEqual([[1], [2, 3, 4], [5]])
  })

  it('runs every item of a failed batch alone, so only the item at fault fails', async () => {
    const runner = recordingRunner((item) => (item === 3 ? new Error('item 3 is bad') : `done ${item}`))
    const failures: Array<[string, number]> = []
    const queue = new BatchQueue(runner.run, {
      batchesInFlight: 1,
      maxBatch: 10,
      onBatchFailed: (error, size) => failures.push([(error as Error).message, size]),
    })
    const results = [1, 2, 3, 4].map((item) => queue.run(item).catch((error: Error) => error.message))
    await runner.releaseAll()
    expect(await Promise.all(results)).toEqual(['done 1', 'done 2', 'item 3 is bad', 'done 4'])
    expect(failures).toEqual([['item 3 is bad', 3]])
    expect(runner.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]])
  })

  it('runs again alone an item whose batched answer depended on its batch', async () => {
    const runner = recordingRunner((item) => `done ${item}`)
    let asked = 0
    const queue = new BatchQueue(runner.run, {
      batchesInFlight: 1,
      maxBatch: 10,
      retryAlone: (result) => result === 'done 3' && ++asked === 1,
    })
    const results = [1, 2, 3].map((item) => queue.run(item))
    await runner.releaseAll()
    expect(await Promise.all(results)).toEqual(['done 1', 'done 2', 'done 3'])
    expect(runner.batches).toEqual([[1], [2, 3], [3]])
  })

  it('refuses at once an item beyond maxWaiting, running nothing of it', async () => {
    const runner = recordingRunner((item) => `done ${item}`)
    const queue = new BatchQueue(runner.run, { batchesInFlight: 1, maxBatch: 10, maxWaiting: 2 })
    const results = [1, 2, 3, 4].map((item) => queue.run(item).catch((error: unknown) => error))
    await runner.releaseAll()
    const answers = await Promise.all(results)
    expect(answers.slice(0, 3)).toEqual(['done 1', 'done 2', 'done 3'])
    expect(answers[3]).toBeInstanceOf(BatchQueueBusyError)
    expect(runner.batches).toEqual([[1], [2, 3]])
  })

  it('refuses items that waited past maxWaitMs instead of running them late', async () => {
    const runner = recordingRunner((item) => `done ${item}`)
    const queue = new BatchQueue(runner.run, { batchesInFlight: 1, maxBatch: 10, maxWaitMs: 50 })
    const first = queue.run(1)
    const late = [2, 3].map((item) => queue.run(item).catch((error: unknown) => error))
    await new Promise((resolve) => setTimeout(resolve, 80))
    const fresh = queue.run(4)
    await runner.releaseAll()
    expect(await first).toBe('done 1')
    for (const answer of await Promise.all(late)) expect(answer).toBeInstanceOf(BatchQueueBusyError)
    expect(await fresh).toBe('done 4')
    expect(runner.batches).toEqual([[1], [4]])
  })
})
