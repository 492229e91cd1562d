import net from 'node:net'

export type SseViewer = {
  status: number
  /** Resolves when the server or `close` ended the stream. */
  ended: Promise<void>
  close: () => void
}

const HEAD_END = Buffer.from('\r\n\r\n')
const CRLF = Buffer.from('\r\n')
const NEWLINE = 0x0a

/**
 * The live bench's viewer: one raw TCP connection reading a Server-Sent Events answer with the
 * least work a message can cost, because 10,000 of them share the machine's two cores with the
 * server they measure. It decodes the HTTP/1.1 chunked framing and finds each message's end (a
 * blank line) on Buffers, and hands over each message's bytes undecoded, usually without a copy
 * (`scripts/lib/sse-client.ts` is the exact client the tests use: event names, data lines, comments).
 */
export function openSseViewer(url: string, onMessage: (message: Buffer) => void): Promise<SseViewer> {
  const { hostname, port, pathname, search } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    const ended = new Promise<void>((done) => socket.once('close', () => done()))
    let head: Buffer | null = Buffer.alloc(0)
    let chunked = false
    // Chunked framing: bytes left in the current chunk, an incomplete size line, CRLF bytes to skip.
    let chunkLeft = 0
    let sizeLine = ''
    let skip = 0
    // The start of a message split across reads, and whether the bytes so far end in a newline.
    let partial: Buffer[] = []
    let endsInNewline = false

    const deliver = (parts: Buffer[]) => onMessage(parts.length === 1 ? parts[0]! : Buffer.concat(parts))

    /** Body bytes (framing removed): cut into messages at each blank line. */
    const feed = (bytes: Buffer) => {
      let start = 0
      if (endsInNewline && bytes[0] === NEWLINE) {
        deliver(partial)
        partial = []
        start = 1
      }
      for (let end = bytes.indexOf('\n\n', start); end !== -1; end = bytes.indexOf('\n\n', start)) {
        partial.push(bytes.subarray(start, end))
        deliver(partial)
        partial = []
        start = end + 2
      }
      if (start < bytes.length) partial.push(bytes.subarray(start))
      endsInNewline = bytes.length > 0 && bytes[bytes.length - 1] === NEWLINE
    }

    const unchunk = (bytes: Buffer) => {
      let at = 0
      while (at < bytes.length) {
        if (skip > 0) {
          const skipped = Math.min(skip, bytes.length - at)
          skip -= skipped
          at += skipped
        } else if (chunkLeft > 0) {
          const take = Math.min(chunkLeft, bytes.length - at)
          feed(bytes.subarray(at, at + take))
          chunkLeft -= take
          at += take
          if (chunkLeft === 0) skip = CRLF.length
        } else {
          const lineEnd = bytes.indexOf(CRLF, at)
          if (lineEnd === -1) {
            sizeLine += bytes.toString('latin1', at)
            return
          }
          const size = parseInt(sizeLine + bytes.toString('latin1', at, lineEnd), 16)
          sizeLine = ''
          at = lineEnd + CRLF.length
          if (size === 0) {
            socket.end()
            return
          }
          chunkLeft = size
        }
      }
    }

    socket.once('connect', () => {
      socket.write(`GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n\r\n`)
    })
    socket.on('data', (bytes: Buffer) => {
      if (head === null) return chunked ? unchunk(bytes) : feed(bytes)
      head = Buffer.concat([head, bytes])
      const headEnd = head.indexOf(HEAD_END)
      if (headEnd === -1) return
      const lines = head.toString('latin1', 0, headEnd).split('\r\n')
      const status = Number(lines[0]!.split(' ')[1])
      chunked = lines.some((line) => /^transfer-encoding:\s*chunked/i.test(line))
      const rest = head.subarray(headEnd + HEAD_END.length)
      head = null
      resolve({ status, ended, close: () => socket.destroy() })
      if (status !== 200) return socket.destroy()
      if (rest.length > 0) {
        if (chunked) unchunk(rest)
        else feed(rest)
      }
    })
    socket.on('error', (error) => {
      if (head !== null) reject(error)
    })
  })
}
