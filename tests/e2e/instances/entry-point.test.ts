import http from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { startEntryPoint, type EntryPoint } from '../../../scripts/lib/entry-point.ts'
import { openSse } from '../../../scripts/lib/sse-client.ts'
import { workerPort } from '../../support/ports.ts'

/** The local entry point `npm start` puts in front of several instances (scripts/lib/entry-point.ts), over two small servers. */
const ENTRY_PORT = workerPort('entryPoint')
const INSTANCE_PORTS = [workerPort('firstInstance'), workerPort('secondInstance')]

const servers: http.Server[] = []
let entryPoint: EntryPoint | null = null
const lines: string[] = []

afterEach(async () => {
  await entryPoint?.stop()
  entryPoint = null
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  lines.length = 0
})

/** An instance that answers its name and the body it was sent; /events is a stream of one event. */
async function instance(name: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url === '/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(`event: hello\ndata: ${name}\n\n`)
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => response.end(`${name} ${request.method} ${body}`))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  servers.push(server)
  return server
}

const start = () =>
  startEntryPoint({
    name: 'wallet',
    port: ENTRY_PORT,
    instancePorts: INSTANCE_PORTS,
    healthPath: '/ready',
    log: (line) => lines.push(line),
  })

describe('the entry point in front of several instances', () => {
  it('sends requests to the instances in turn, streams included', async () => {
    await Promise.all([instance('first', INSTANCE_PORTS[0]!), instance('second', INSTANCE_PORTS[1]!)])
    entryPoint = await start()
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await (await fetch(`${entryPoint.url}/x`)).text())
    expect(answers.map((answer) => answer.split(' ')[0]).sort()).toEqual(['first', 'first', 'second', 'second'])
    expect(answers[0]!.split(' ')[0]).not.toBe(answers[1]!.split(' ')[0])
    const stream = await openSse(`${entryPoint.url}/events`)
    expect(stream.status).toBe(200)
    await expect.poll(() => stream.messages.map((message) => message.event)).toEqual(['hello'])
    stream.close()
  })

  it('sends a post whose instance refused the connection to another, body and all, and marks the dead one down', async () => {
    const first = await instance('first', INSTANCE_PORTS[0]!)
    await instance('second', INSTANCE_PORTS[1]!)
    entryPoint = await start()
    first.closeAllConnections()
    await new Promise((resolve) => first.close(resolve))
    // Before any health check has noticed: every post still lands, on the live instance.
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => (await fetch(`${entryPoint!.url}/bet`, { method: 'POST', body: `stake ${i}` })).text()),
    )
    expect(answers).toEqual(Array.from({ length: 6 }, (_, i) => `second POST stake ${i}`))
    // The health checks agree (a check may fail once on a connection kept from an earlier server on the port).
    await expect
      .poll(() => entryPoint!.instances())
      .toEqual([
        { url: `http://127.0.0.1:${INSTANCE_PORTS[0]}`, up: false },
        { url: `http://127.0.0.1:${INSTANCE_PORTS[1]}`, up: true },
      ])
    expect(lines.some((line) => line.startsWith(`wallet http://127.0.0.1:${INSTANCE_PORTS[0]} is down`))).toBe(true)
  })

  it('answers 502 when no instance takes the connection', async () => {
    entryPoint = await start()
    const answer = await fetch(`${entryPoint.url}/bet`, { method: 'POST', body: 'stake' })
    expect(answer.status).toBe(502)
    expect(await answer.text()).toBe('No wallet instance answered')
  })
})
