import { CMS_CHANGES_CHANNEL, type CmsChange } from '@9ja/live'
import { PostgresEventBus } from '@9ja/live/node'
import pg from 'pg'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { paragraph, startTestCms, type TestCms } from './support/testCms'

// The CMS announces on PostgreSQL LISTEN/NOTIFY in its own test database (the bus `npm start` falls
// back to), and this test listens there as a web process would.
let cms: TestCms
let listener: PostgresEventBus
let reader: pg.Client
/** What arrived on the channel, each with the FAQ title another connection read the moment it arrived. */
let received: Array<{ change: CmsChange; titleSeen: string | undefined }> = []
let faqId: number
const editor = { email: 'editor@example.ng', password: 'Editor#test1' }

beforeAll(async () => {
  cms = await startTestCms({ settings: (databaseUrl) => ({ LIVE_DATABASE_URL: databaseUrl }) })
  await cms.payload.create({ collection: 'users', data: { ...editor, roles: ['editor'] } })
  const faq = await cms.payload.create({
    collection: 'faqs',
    data: { category: 'account-and-login', title: 'How do I sign up?', content: paragraph('Tap Sign up.'), order: 1 },
  })
  faqId = faq.id
  reader = new pg.Client({ connectionString: process.env.CMS_DATABASE_URL })
  await reader.connect()
  listener = new PostgresEventBus(process.env.CMS_DATABASE_URL!)
  await listener.subscribe(CMS_CHANGES_CHANNEL, (message) => {
    const change = JSON.parse(message) as CmsChange
    const entry: (typeof received)[number] = { change, titleSeen: undefined }
    received.push(entry)
    void reader
      .query<{ title: string }>("select title from faqs_locales where _parent_id = $1 and _locale = 'en'", [faqId])
      .then(({ rows }) => {
        entry.titleSeen = rows[0]?.title
      })
  })
})

afterAll(async () => {
  await listener?.close()
  await reader?.end()
  await cms?.close()
})

beforeEach(() => {
  received = []
})

describe('content changes are announced to the site on the event bus', () => {
  it("announces an editor's save once it is committed: whoever hears of it reads the new content", async () => {
    const token = await cms.login(editor.email, editor.password)
    const saved = await cms.rest('PATCH', `/faqs/${faqId}`, { token, body: { title: 'How do I open an account?' } })
    expect(saved.status).toBe(200)
    await expect.poll(() => received).toEqual([{ change: { source: 'faqs', files: [] }, titleSeen: 'How do I open an account?' }])
  })

  it('announces a change made in a transaction only when it commits, and never one rolled back', async () => {
    const rolledBack = await createLocalReq({}, cms.payload)
    await initTransaction(rolledBack)
    await cms.payload.update({ collection: 'faqs', id: faqId, data: { title: 'Never published' }, req: rolledBack })
    await killTransaction(rolledBack)

    const committed = await createLocalReq({}, cms.payload)
    await initTransaction(committed)
    await cms.payload.update({ collection: 'faqs', id: faqId, data: { title: 'How do I register?' }, req: committed })
    await cms.payload.updateGlobal({
      slug: 'site-settings',
      data: {
        brandName: '9ja Lottery',
        companyName: '9ja Lottery Ltd',
        supportEmail: 'support@example.ng',
        phone: '+234 800 000 0000',
        handle: '@9jalottery',
        ageBanner: '18+ only.',
      },
      req: committed,
    })
    await commitTransaction(committed)

    // The first message is the committed change: the rolled-back one was never announced.
    await expect.poll(() => received.map((entry) => entry.change.source)).toEqual(['faqs', 'site-settings'])
    await expect.poll(() => received[0]?.titleSeen).toBe('How do I register?')
  })

  it('names the uploaded file when it is added or deleted, so the site drops its copy', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    const media = await cms.payload.create({
      collection: 'media',
      data: { alt: 'A slide' },
      file: { data: png, mimetype: 'image/png', name: 'slide.png', size: png.length },
    })
    await expect.poll(() => received.map((entry) => entry.change)).toEqual([{ source: 'media', files: [media.filename] }])

    // Its alt text alone: the file stays as it is.
    await cms.payload.update({ collection: 'media', id: media.id, data: { alt: 'The first slide' } })
    await cms.payload.delete({ collection: 'media', id: media.id })
    await expect
      .poll(() => received.map((entry) => entry.change))
      .toEqual([
        { source: 'media', files: [media.filename] },
        { source: 'media', files: [] },
        { source: 'media', files: [media.filename] },
      ])
  })
})
