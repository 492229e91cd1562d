import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paragraph, startTestCms, type TestCms } from './support/testCms'

// The bus is a "Redis" that accepts connections and never answers: the worst case, a publish that
// would wait for ever.
let silentRedis: net.Server
const sockets = new Set<net.Socket>()
let cms: TestCms
const editor = { email: 'editor@example.ng', password: 'Editor#test1' }

beforeAll(async () => {
  silentRedis = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => silentRedis.listen(0, '127.0.0.1', resolve))
  const redisUrl = `redis://127.0.0.1:${(silentRedis.address() as AddressInfo).port}`
  cms = await startTestCms({ settings: () => ({ REDIS_URL: redisUrl }) })
  await cms.payload.create({ collection: 'users', data: { ...editor, roles: ['editor'] } })
})

afterAll(async () => {
  await cms?.close()
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silentRedis?.close(resolve))
})

describe('with the event bus not answering', () => {
  it("an editor's saves still succeed, each waiting at most the announcement's time limit", async () => {
    // Loaded once the settings are in place (the CMS's modules read them when they load).
    const { ANNOUNCE_TIMEOUT_MS } = await import('../src/contentChanges/announce')
    const token = await cms.login(editor.email, editor.password)
    const startedAt = Date.now()
    const created = await cms.rest('POST', '/faqs', {
      token,
      body: { category: 'account-and-login', title: 'How do I sign up?', content: paragraph('Tap Sign up.'), order: 1 },
    })
    expect(created.status).toBe(201)
    const updated = await cms.rest('PATCH', `/faqs/${created.body.doc.id}`, { token, body: { title: 'How do I open an account?' } })
    expect(updated.status).toBe(200)
    const deleted = await cms.rest('DELETE', `/faqs/${created.body.doc.id}`, { token })
    expect(deleted.status).toBe(200)
    // Three saves, each held up by one announcement at most (plus the saves' own work).
    expect(Date.now() - startedAt).toBeLessThan(3 * ANNOUNCE_TIMEOUT_MS + 2_000)
    expect((await cms.rest('GET', `/faqs/${created.body.doc.id}`)).status).toBe(404)
  })
})
