import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Every line the service logs, parsed. */
const logged: Record<string, unknown>[] = []
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(JSON.parse(chunk.toString('utf8')))
    done()
  },
})

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { logger: pino({ level: 'info' }, logStream) })
})
afterAll(async () => t.close())

const requestLines = (requestId: string) => logged.filter((line) => line.reqId === requestId).map((line) => line.msg)

describe("a request's id", () => {
  it('is the X-Request-Id the web app sent: on the answer and on the log lines of the request', async () => {
    const requestId = 'web-request-0123.abc_DEF'
    const response = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': requestId } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-request-id']).toBe(requestId)
    expect(requestLines(requestId)).toEqual(['incoming request', 'request completed'])
  })

  it('is on a refusal too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nope', headers: { 'x-request-id': 'web-request-0404' } })
    expect(response.statusCode).toBe(404)
    expect(response.headers['x-request-id']).toBe('web-request-0404')
  })

  it('is a new one when the header is missing or malformed, so no caller writes what it likes into the log', async () => {
    const given = [undefined, 'short', 'x'.repeat(129), 'two words here', '{"level":60,"msg":"forged"}']
    const ids: string[] = []
    for (const header of given) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/health',
        headers: header === undefined ? {} : { 'x-request-id': header },
      })
      const id = String(response.headers['x-request-id'])
      expect(id).toMatch(UUID)
      expect(requestLines(id)).toEqual(['incoming request', 'request completed'])
      ids.push(id)
    }
    expect(new Set(ids).size).toBe(given.length)
    for (const header of given.filter(Boolean)) expect(logged.some((line) => line.reqId === header)).toBe(false)
  })
})
