import type { ServerResponse } from 'node:http'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { FanOut, sseFrame, VIEWERS_PER_SLICE } from './fan-out.server.ts'

/** A viewer whose socket records what it is given, one entry per write (a system call). */
function viewer({ chunked = false, unsent = 0 } = {}) {
  const writes: string[] = []
  const socket = {
    destroyed: false,
    writableLength: unsent,
    write: (bytes: Buffer) => writes.push(bytes.toString()),
    destroy: () => (socket.destroyed = true),
  }
  return { response: { socket, chunkedEncoding: chunked } as unknown as ServerResponse, writes, socket }
}

const settled = async () => {
  for (let turn = 0; turn < 20; turn++) await nextTurn()
}

describe('FanOut', () => {
  it('gives every viewer every frame in order; a frame arriving mid-fan-out joins the write of the viewers not reached yet', async () => {
    const fanOut = new FanOut()
    const viewers = Array.from({ length: VIEWERS_PER_SLICE + 10 }, () => viewer())
    for (const { response } of viewers) fanOut.add(response)
    fanOut.broadcast(sseFrame('a\n\n'))
    // The first slice is written at once; the rest wait for the next turn, when "b" has come.
    expect(viewers[0]!.writes).toEqual(['a\n\n'])
    expect(viewers.at(-1)!.writes).toEqual([])
    fanOut.broadcast(sseFrame('b\n\n'))
    await settled()
    expect(viewers[0]!.writes).toEqual(['a\n\n', 'b\n\n'])
    expect(viewers.at(-1)!.writes).toEqual(['a\n\nb\n\n'])
    for (const { writes } of viewers) expect(writes.join('')).toBe('a\n\nb\n\n')

    fanOut.broadcast(sseFrame('c\n\n'))
    await settled()
    for (const { writes } of viewers) expect(writes.join('')).toBe('a\n\nb\n\nc\n\n')
  })

  it('starts a viewer with its own frame, then only what is broadcast after; HTTP chunks where the answer is chunked', async () => {
    const fanOut = new FanOut()
    fanOut.broadcast(sseFrame('before anyone\n\n'))
    const first = viewer({ chunked: true })
    fanOut.add(first.response, sseFrame('state\n\n'))
    fanOut.broadcast(sseFrame('x\n\n'))
    const late = viewer()
    fanOut.add(late.response, sseFrame('state 2\n\n'))
    fanOut.broadcast(sseFrame('y\n\n'))
    await settled()
    expect(first.writes).toEqual(['7\r\nstate\n\n\r\n', '3\r\nx\n\n\r\n', '3\r\ny\n\n\r\n'])
    expect(late.writes).toEqual(['state 2\n\n', 'y\n\n'])
  })

  it('drops a viewer too slow to follow and stops writing to one that left', async () => {
    const fanOut = new FanOut()
    const slow = viewer({ unsent: 300 * 1024 })
    const gone = viewer()
    const kept = viewer()
    for (const { response } of [slow, gone, kept]) fanOut.add(response)
    fanOut.delete(gone.response)
    fanOut.broadcast(sseFrame('z\n\n'))
    await settled()
    expect(slow.socket.destroyed).toBe(true)
    expect(slow.writes).toEqual([])
    expect(gone.writes).toEqual([])
    expect(kept.writes).toEqual(['z\n\n'])
    expect(fanOut.size).toBe(2)
  })
})
