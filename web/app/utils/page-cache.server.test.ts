import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  findRecentRender,
  forgetPublicRenders,
  pageCacheKey,
  pickEncoding,
  publicRequestKey,
  rememberPublicRender,
  storePage,
} from './page-cache.server.ts'

describe('page cache', () => {
  it('keys a page by URL and loader data, so new content makes a new key', () => {
    const url = new URL('http://localhost/home')
    expect(pageCacheKey(url, { slides: [1] })).toBe(pageCacheKey(url, { slides: [1] }))
    expect(pageCacheKey(url, { slides: [1] })).not.toBe(pageCacheKey(url, { slides: [2] }))
    expect(pageCacheKey(url, { slides: [1] })).not.toBe(pageCacheKey(new URL('http://localhost/home?x=1'), { slides: [1] }))
  })

  it('stores the page compressed with brotli and gzip, and picks what the browser accepts', async () => {
    const html = `<!DOCTYPE html><html><body>${'Recent winners '.repeat(200)}</body></html>`
    const page = await storePage('k1', html)
    expect(brotliDecompressSync(page.brotli).toString()).toBe(html)
    expect(gunzipSync(page.gzip).toString()).toBe(html)
    expect(pickEncoding(page, 'gzip, deflate, br').encoding).toBe('br')
    expect(pickEncoding(page, 'gzip, deflate').encoding).toBe('gzip')
    expect(pickEncoding(page, '')).toEqual({ encoding: null, body: html })
  })

  it('compresses a page once for concurrent first requests', async () => {
    const [first, second] = await Promise.all([storePage('k2', '<p>a</p>'), storePage('k2', '<p>a</p>')])
    expect(first).toBe(second)
  })

  it('remembers a public render per language for the given time only', async () => {
    const page = await storePage('k3', '<p>home</p>')
    const key = publicRequestKey(new URL('http://localhost/home'), 'pcm')
    rememberPublicRender(key, page, 200, performance.now(), { now: 1_000 })
    expect(findRecentRender(key, 500, 1_499)?.page).toBe(page)
    expect(findRecentRender(key, 500, 1_500)).toBeUndefined()
    expect(findRecentRender(publicRequestKey(new URL('http://localhost/home'), 'en'), 500, 1_100)).toBeUndefined()
  })

  it('answers a render from memory only while its data holds, however young it is', async () => {
    const page = await storePage('k5', '<p>prices</p>')
    const key = publicRequestKey(new URL('http://localhost/home'), 'en')
    rememberPublicRender(key, page, 200, performance.now(), { now: 1_000, freshUntil: 1_200 })
    expect(findRecentRender(key, 30_000, 1_199)?.page).toBe(page)
    expect(findRecentRender(key, 30_000, 1_200)).toBeUndefined()
  })

  it('forgets every render when the CMS changed, and keeps none of a request that arrived before', async () => {
    const page = await storePage('k4', '<p>home</p>')
    const home = publicRequestKey(new URL('http://localhost/home'), 'en')
    const faq = publicRequestKey(new URL('http://localhost/faq'), 'en')
    const arrivedBefore = performance.now()
    rememberPublicRender(home, page, 200, arrivedBefore, { now: 1_000 })
    forgetPublicRenders()
    expect(findRecentRender(home, 500, 1_100)).toBeUndefined()

    // Its loaders may have read the content from before the change.
    rememberPublicRender(faq, page, 200, arrivedBefore, { now: 1_000 })
    expect(findRecentRender(faq, 500, 1_100)).toBeUndefined()
    rememberPublicRender(faq, page, 200, performance.now() + 1, { now: 1_000 })
    expect(findRecentRender(faq, 500, 1_100)?.page).toBe(page)
  })
})
