import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { CMS_CHANGES_CHANNEL, InProcessEventBus, Subscriptions, type EventBus } from '@9ja/live'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeProcessEventBus, processEventBus } from '#app/live/event-bus.server.ts'
import { findRecentRender, publicRequestKey, rememberPublicRender, storePage } from '#app/utils/page-cache.server.ts'
import { createCmsCache } from './cms-cache.ts'
import { followCmsChanges, stopFollowingCmsChanges, subscribeToCmsChanges } from './cms-changes.server.ts'
import { findMediaFile, keepMediaFile } from './cms-media.server.ts'
import { getFaqs } from './cms.server.ts'

/** A stand-in CMS over HTTP: answers /api/faqs with whatever FAQ title the test sets. */
let cms: http.Server
let faqTitle = 'How do I sign up?'
let faqRequests = 0
/** The query of each request, for the language it asks for. */
const faqQueries: URLSearchParams[] = []
let lastGoodDir: string

beforeAll(async () => {
  cms = http.createServer((request, response) => {
    if (!request.url?.startsWith('/api/faqs')) return void response.writeHead(404).end()
    faqRequests += 1
    const query = new URL(request.url, 'http://cms').searchParams
    faqQueries.push(query)
    // Written in Yoruba; in any other language the CMS falls back to the English text.
    const yoruba = query.get('locale') === 'yo'
    const faq = {
      id: 1,
      category: 'account-and-login',
      title: yoruba ? 'Báwo ni mo ṣe lè ṣí àkáǹtì?' : faqTitle,
      contentHtml: '<p>Tap Sign up.</p>',
      textLanguage: yoruba ? 'yo' : 'en',
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ docs: [faq] }))
  })
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  lastGoodDir = await mkdtemp(path.join(os.tmpdir(), 'cms-changes-'))
  // This process's settings (read once, on first use): a cache that would keep answers for 10 minutes,
  // and no bus setting, which gives the in-process bus.
  process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`
  process.env.CMS_CACHE_TTL_MS = '600000'
  process.env.CMS_LAST_GOOD_DIR = lastGoodDir
  for (const name of ['REDIS_URL', 'NATS_URL', 'LIVE_DATABASE_URL']) delete process.env[name]
})

afterAll(async () => {
  stopFollowingCmsChanges()
  await closeProcessEventBus()
  await new Promise((resolve) => cms.close(resolve))
  await rm(lastGoodDir, { recursive: true, force: true })
})

/** Past the microtasks on which the in-process bus subscribes and hands messages over. */
const delivered = () => new Promise((resolve) => setImmediate(resolve))

const announce = (change: unknown) => processEventBus().publish(CMS_CHANGES_CHANNEL, JSON.stringify(change))

describe("the CMS's change announcements, in a web process", () => {
  it('make it read the CMS afresh at once, long before its cache would expire', async () => {
    followCmsChanges()
    await delivered()
    expect((await getFaqs('en')).value?.[0]?.title).toBe('How do I sign up?')
    faqTitle = 'How do I open an account?'
    expect((await getFaqs('en')).value?.[0]?.title).toBe('How do I sign up?')
    const requestsBefore = faqRequests

    await announce({ source: 'faqs', files: [] })
    await delivered()
    expect((await getFaqs('en')).value?.[0]?.title).toBe('How do I open an account?')
    expect(faqRequests).toBe(requestsBefore + 1)
  })

  it('drop the landing pages kept in memory, and the copies of the files named', async () => {
    const page = await storePage('cms-changes-home', '<p>home</p>')
    const home = publicRequestKey(new URL('http://localhost/home'), 'en')
    rememberPublicRender(home, page, 200, performance.now())
    const file = { body: new Uint8Array([1, 2, 3]), contentType: 'image/png', etag: null }
    await keepMediaFile('slide-1.png', file)
    await keepMediaFile('logo.png', file)

    await announce({ source: 'media', files: ['slide-1.png'] })
    await delivered()
    expect(findRecentRender(home, 60_000)).toBeUndefined()
    await expect.poll(() => findMediaFile('slide-1.png')).toBeUndefined()
    expect(await findMediaFile('logo.png')).toEqual(file)
  })

  it("ask the CMS in the player's language, with English for what is not written in it, each language kept apart", async () => {
    const yoruba = (await getFaqs('yo')).value?.[0]
    expect(yoruba).toMatchObject({ title: 'Báwo ni mo ṣe lè ṣí àkáǹtì?', lang: 'yo' })
    expect(faqQueries.at(-1)?.get('locale')).toBe('yo')
    expect(faqQueries.at(-1)?.get('fallback-locale')).toBe('en')
    expect((await getFaqs('ig')).value?.[0]).toMatchObject({ title: 'How do I open an account?', lang: 'en' })
    expect((await getFaqs('en')).value?.[0]).toMatchObject({ title: 'How do I open an account?', lang: 'en' })
    // From memory now: the Yoruba answer stayed the Yoruba one.
    const requestsBefore = faqRequests
    expect((await getFaqs('yo')).value?.[0]?.title).toBe('Báwo ni mo ṣe lè ṣí àkáǹtì?')
    expect(faqRequests).toBe(requestsBefore)
  })

  it('ignore a message that is not a CMS change', async () => {
    await getFaqs('en')
    const requestsBefore = faqRequests
    await processEventBus().publish(CMS_CHANGES_CHANNEL, '{"source":""}')
    await processEventBus().publish(CMS_CHANGES_CHANNEL, 'not json')
    await delivered()
    await getFaqs('en')
    expect(faqRequests).toBe(requestsBefore)
  })
})

/** The in-process bus, plus a way to say that its connection came back (as the network adapters do). */
class ReconnectingBus extends InProcessEventBus implements EventBus {
  private readonly reconnectListeners = new Subscriptions()

  override onReconnect(listener: () => void) {
    return this.reconnectListeners.onReconnect(listener)
  }

  reconnect() {
    this.reconnectListeners.reconnected((error) => {
      throw error
    })
  }
}

describe('subscribeToCmsChanges', () => {
  it('purges once it is in place and after every reconnect, when announcements may have been missed', async () => {
    const bus = new ReconnectingBus()
    const cache = createCmsCache({ ttlMs: 600_000 })
    let version = 1
    const load = async () => version
    const changes: unknown[] = []
    await cache.get('faqs', load)
    version = 2

    const unsubscribe = await subscribeToCmsChanges(bus, (change) => {
      changes.push(change)
      cache.purge()
    })
    expect(changes).toEqual([undefined])
    expect((await cache.get('faqs', load)).value).toBe(2)

    await bus.publish(CMS_CHANGES_CHANNEL, JSON.stringify({ source: 'site-settings', files: [] }))
    await delivered()
    expect(changes).toEqual([undefined, { source: 'site-settings', files: [] }])

    bus.reconnect()
    expect(changes).toEqual([undefined, { source: 'site-settings', files: [] }, undefined])

    await unsubscribe()
    bus.reconnect()
    await bus.publish(CMS_CHANGES_CHANNEL, JSON.stringify({ source: 'faqs', files: [] }))
    await delivered()
    expect(changes).toHaveLength(3)
  })
})
