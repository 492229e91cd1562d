import http from 'node:http'

export type SseMessage = { event: string; data: string }

export type SseConnection = {
  status: number
  headers: http.IncomingHttpHeaders
  /** Messages received so far, oldest first (kept only when no `onMessage` was given). */
  messages: SseMessage[]
  /** Comment lines received (`: ping`). */
  comments: number
  /** Resolves when the server or `close` ended the stream. */
  ended: Promise<void>
  close: () => void
}

/**
 * A Server-Sent Events client over node:http, light enough to hold thousands at once (the live
 * bench) and exact enough for tests: every message with its event name, in order. Resolves once
 * the response headers are in; a non-200 answer's body is read and dropped.
 */
export function openSse(
  url: string,
  options: { agent?: http.Agent; headers?: Record<string, string>; onMessage?: (message: SseMessage) => void } = {},
): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: options.agent, headers: { accept: 'text/event-stream', ...options.headers } }, (response) => {
      const connection: SseConnection = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages: [],
        comments: 0,
        ended: new Promise((done) => response.once('close', done)),
        close: () => request.destroy(),
      }
      const deliver = options.onMessage ?? ((message: SseMessage) => connection.messages.push(message))
      let pending = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        pending += chunk
        let end: number
        while ((end = pending.indexOf('\n\n')) !== -1) {
          const block = pending.slice(0, end)
          pending = pending.slice(end + 2)
          let event = 'message'
          const data: string[] = []
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) connection.comments += 1
            else if (line.startsWith('event: ')) event = line.slice('event: '.length)
            else if (line.startsWith('data: ')) data.push(line.slice('data: '.length))
          }
          if (data.length > 0) deliver({ event, data: data.join('\n') })
        }
      })
      response.on('error', () => undefined)
      resolve(connection)
    })
    request.on('error', reject)
  })
}
