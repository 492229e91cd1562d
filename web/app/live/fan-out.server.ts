import type { ServerResponse } from 'node:http'

/** A viewer whose socket has this much unsent is too slow to follow: it is dropped (its browser reconnects and gets the state). */
const MAX_UNSENT_BYTES = 256 * 1024
/** Viewers written before the fan-out lets the process do other work (read the bus, accept viewers, answer pages). */
export const VIEWERS_PER_SLICE = 500

/**
 * One message (or comment) of the stream, encoded once for every viewer: as is, and as an HTTP/1.1
 * chunk (the body framing of an answer without a length). Viewers' sockets are written directly:
 * going through ServerResponse.write costs several calls and a deferred flush per viewer, which at
 * 10,000 viewers was most of an event's delay.
 */
export type SseFrame = { raw: Buffer; chunk: Buffer }

export function sseFrame(text: string): SseFrame {
  const raw = Buffer.from(text)
  return { raw, chunk: Buffer.concat([Buffer.from(`${raw.length.toString(16)}\r\n`), raw, Buffer.from('\r\n')]) }
}

/** The bytes of frames as one viewer's socket takes them. */
const bytesFor = (viewer: ServerResponse, frames: readonly SseFrame[]) =>
  frames.length === 1
    ? viewer.chunkedEncoding
      ? frames[0]!.chunk
      : frames[0]!.raw
    : Buffer.concat(frames.map((frame) => (viewer.chunkedEncoding ? frame.chunk : frame.raw)))

/**
 * The same frames to every viewer of a stream, in order, a slice of viewers at a time. Writing
 * 10,000 sockets takes tens of milliseconds, and events come in bursts (the last bets of a round,
 * then its start): a frame that arrives while a fan-out is under way joins it, so the viewers not
 * written yet get both in one write (one system call, one read in the browser), and the ones
 * already written get it in the next pass. Each viewer's place is the number of frames it has.
 */
export class FanOut {
  private readonly sentCount = new Map<ServerResponse, number>()
  /** Frames not yet written to every viewer; `pending[0]` is frame number `firstPending`. */
  private pending: SseFrame[] = []
  private firstPending = 0
  private passing = false

  /** Frames ever broadcast: a viewer that has them all is up to date. */
  private get frameCount() {
    return this.firstPending + this.pending.length
  }

  get size() {
    return this.sentCount.size
  }

  /** A viewer from now on: it gets `first` (its own frame, e.g. the state) now, then every frame broadcast after. */
  add(viewer: ServerResponse, first?: SseFrame) {
    this.sentCount.set(viewer, this.frameCount)
    if (first) this.write(viewer, bytesFor(viewer, [first]))
  }

  delete(viewer: ServerResponse) {
    this.sentCount.delete(viewer)
  }

  viewers(): IterableIterator<ServerResponse> {
    return this.sentCount.keys()
  }

  clear() {
    this.sentCount.clear()
    this.pending = []
    this.firstPending = 0
  }

  broadcast(frame: SseFrame) {
    if (!this.passing && this.sentCount.size === 0) {
      this.firstPending += 1
      return
    }
    this.pending.push(frame)
    if (!this.passing) {
      this.passing = true
      this.pass([...this.sentCount.keys()], 0)
    }
  }

  /** Writes what each of `viewers` lacks, from `from` on, a slice per turn of the event loop; then passes again if frames came meanwhile. */
  private pass(viewers: ServerResponse[], from: number) {
    // Viewers at the same place share the bytes they lack.
    const lacking = new Map<number, Map<boolean, Buffer>>()
    const end = Math.min(viewers.length, from + VIEWERS_PER_SLICE)
    const total = this.frameCount
    for (let at = from; at < end; at++) {
      const viewer = viewers[at]!
      const sent = this.sentCount.get(viewer)
      if (sent === undefined || sent >= total) continue
      this.sentCount.set(viewer, total)
      let byEncoding = lacking.get(sent)
      if (!byEncoding) lacking.set(sent, (byEncoding = new Map()))
      let bytes = byEncoding.get(viewer.chunkedEncoding)
      if (!bytes) byEncoding.set(viewer.chunkedEncoding, (bytes = bytesFor(viewer, this.pending.slice(sent - this.firstPending))))
      this.write(viewer, bytes)
    }
    if (end < viewers.length) {
      setImmediate(() => this.pass(viewers, end))
      return
    }
    if ([...this.sentCount.values()].some((sent) => sent < this.frameCount)) {
      setImmediate(() => this.pass([...this.sentCount.keys()], 0))
      return
    }
    this.firstPending = this.frameCount
    this.pending = []
    this.passing = false
  }

  /** The viewer's headers are sent (flushed); the body goes straight to its socket. */
  private write(viewer: ServerResponse, bytes: Buffer) {
    const socket = viewer.socket
    if (!socket || socket.destroyed) return
    if (socket.writableLength > MAX_UNSENT_BYTES) {
      socket.destroy()
      return
    }
    socket.write(bytes)
  }
}
