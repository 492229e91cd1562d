import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { VIDEO_URL_MESSAGE } from '../src/collections/Testimonials/videoUrl'
import { startTestCms, type TestCms } from './support/testCms'

const editor = { email: 'editor@example.ng', password: 'Editor#test1', roles: ['editor' as const] }
let cms: TestCms
let token = ''

beforeAll(async () => {
  cms = await startTestCms()
  await cms.payload.create({ collection: 'users', data: editor })
  token = await cms.login(editor.email, editor.password)
})

afterAll(async () => {
  await cms?.close()
})

const quote = { quote: 'Withdrawals reach my bank the same day.', firstName: 'Ada', city: 'Ibadan', order: 1 }

describe('testimonials over REST', () => {
  it('takes a quote without a video', async () => {
    const created = await cms.rest('POST', '/testimonials', { token, body: quote })
    expect(created.status).toBe(201)
    expect(created.body.doc).toMatchObject({ ...quote, videoProvider: null, videoId: null })
  })

  it('takes one YouTube or Vimeo video and gives readers its provider and id', async () => {
    const created = await cms.rest('POST', '/testimonials', { token, body: { ...quote, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } })
    expect(created.status).toBe(201)
    const read = await cms.rest('GET', `/testimonials/${created.body.doc.id}`)
    expect(read.body).toMatchObject({ videoProvider: 'youtube', videoId: 'dQw4w9WgXcQ' })

    const vimeo = await cms.rest('POST', '/testimonials', { token, body: { ...quote, videoUrl: 'https://vimeo.com/76979871' } })
    expect(vimeo.body.doc).toMatchObject({ videoProvider: 'vimeo', videoId: '76979871' })
  })

  it('refuses a link that is not one video, and a testimonial without its quote, name or city', async () => {
    const channel = await cms.rest('POST', '/testimonials', {
      token,
      body: { ...quote, videoUrl: 'https://www.youtube-nocookie.com/embed?listType=user_uploads&list=9jalottery&index=1' },
    })
    expect(channel.status).toBe(400)
    expect(JSON.stringify(channel.body)).toContain(VIDEO_URL_MESSAGE)

    for (const missing of ['quote', 'firstName', 'city'] as const) {
      const body = Object.fromEntries(Object.entries(quote).filter(([field]) => field !== missing))
      expect((await cms.rest('POST', '/testimonials', { token, body })).status, missing).toBe(400)
    }
  })

  it('lets anyone read but only staff write', async () => {
    expect((await cms.rest('GET', '/testimonials')).status).toBe(200)
    expect((await cms.rest('POST', '/testimonials', { body: quote })).status).toBe(403)
  })
})
