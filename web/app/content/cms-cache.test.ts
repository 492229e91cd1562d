import { describe, expect, it } from 'vitest'
import { createCmsCache } from './cms-cache.ts'

function fakeClock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createCmsCache', () => {
  it('serves the cached copy within the TTL without asking the CMS again', async () => {
    const clock = fakeClock()
    const cache = createCmsCache({ ttlMs: 30_000, now: clock.now })
    let calls = 0
    const load = async () => ++calls

    expect(await cache.get('faqs', load)).toEqual({ value: 1, stale: false })
    clock.advance(29_999)
    expect(await cache.get('faqs', load)).toEqual({ value: 1, stale: false })
    expect(calls).toBe(1)
  })

  it('asks the CMS again once the TTL has passed and serves the new copy', async () => {
    const clock = fakeClock()
    const cache = createCmsCache({ ttlMs: 30_000, now: clock.now })
    let version = 1
    const load = async () => `v${version}`

    expect((await cache.get('faqs', load)).value).toBe('v1')
    version = 2
    clock.advance(30_000)
    expect(await cache.get('faqs', load)).toEqual({ value: 'v2', stale: false })
  })

  it('keeps serving the last good copy while the CMS fails, and does not retry before another TTL', async () => {
    const clock = fakeClock()
    const errors: string[] = []
    const cache = createCmsCache({ ttlMs: 1_000, now: clock.now, onError: (key) => errors.push(key) })
    let up = true
    let calls = 0
    const load = async () => {
      calls += 1
      if (!up) throw new Error('connect ECONNREFUSED')
      return 'good copy'
    }

    await cache.get('terms', load)
    up = false
    clock.advance(1_000)
    expect(await cache.get('terms', load)).toEqual({ value: 'good copy', stale: true })
    expect(errors).toEqual(['terms'])
    clock.advance(500)
    expect(await cache.get('terms', load)).toEqual({ value: 'good copy', stale: true })
    expect(calls).toBe(2)

    up = true
    clock.advance(500)
    expect(await cache.get('terms', load)).toEqual({ value: 'good copy', stale: false })
    expect(calls).toBe(3)
  })

  it('falls back to the last good copy found elsewhere when this process has none, and prefers its own', async () => {
    const clock = fakeClock()
    const cache = createCmsCache({ ttlMs: 1_000, now: clock.now })
    let up = false
    const load = async () => {
      if (!up) throw new Error('connect ECONNREFUSED')
      return 'fresh copy'
    }
    let lastGoodCalls = 0
    const loadLastGood = async () => {
      lastGoodCalls += 1
      return 'copy on disk'
    }

    expect(await cache.get('terms', load, loadLastGood)).toEqual({ value: 'copy on disk', stale: true })
    up = true
    clock.advance(1_000)
    expect(await cache.get('terms', load, loadLastGood)).toEqual({ value: 'fresh copy', stale: false })
    up = false
    clock.advance(1_000)
    expect(await cache.get('terms', load, loadLastGood)).toEqual({ value: 'fresh copy', stale: true })
    expect(lastGoodCalls).toBe(1)
  })

  it('returns null when the CMS has never answered', async () => {
    const cache = createCmsCache({ ttlMs: 1_000 })
    const result = await cache.get('faqs', async () => {
      throw new Error('down')
    })
    expect(result).toEqual({ value: null, stale: true })
  })

  it('shares one CMS call between concurrent requests for the same key', async () => {
    const cache = createCmsCache({ ttlMs: 1_000 })
    let calls = 0
    let release: (value: string) => void = () => {}
    const load = () => {
      calls += 1
      return new Promise<string>((resolve) => (release = resolve))
    }
    const first = cache.get('home', load)
    const second = cache.get('home', load)
    release('slides')
    expect(await Promise.all([first, second])).toEqual([
      { value: 'slides', stale: false },
      { value: 'slides', stale: false },
    ])
    expect(calls).toBe(1)
  })

  it('asks the CMS again after a purge, within the TTL, and keeps the old copy for when the CMS fails', async () => {
    const clock = fakeClock()
    const cache = createCmsCache({ ttlMs: 30_000, now: clock.now })
    let answer: string | Error = 'v1'
    const load = async () => {
      if (answer instanceof Error) throw answer
      return answer
    }

    await cache.get('faqs', load)
    answer = 'v2'
    expect((await cache.get('faqs', load)).value).toBe('v1')
    cache.purge()
    expect(await cache.get('faqs', load)).toEqual({ value: 'v2', stale: false })
    expect((await cache.get('faqs', load)).value).toBe('v2')

    answer = new Error('connect ECONNREFUSED')
    cache.purge()
    expect((await cache.get('faqs', load)).value).toBe('v2')
  })

  it('does not let a call that was on its way during a purge stand for the content after it', async () => {
    const cache = createCmsCache({ ttlMs: 30_000 })
    const pending: Array<(value: string) => void> = []
    const load = () => new Promise<string>((resolve) => pending.push(resolve))

    const before = cache.get('faqs', load)
    cache.purge()
    // A request after the purge does not share the call made before it.
    const after = cache.get('faqs', load)
    expect(pending).toHaveLength(2)
    pending[1]!('after the change')
    pending[0]!('before the change')
    expect((await before).value).toBe('before the change')
    expect((await after).value).toBe('after the change')
    // The later answer is kept, and it is fresh.
    expect(await cache.get('faqs', load)).toEqual({ value: 'after the change', stale: false })
    expect(pending).toHaveLength(2)

    // An answer that was on its way during a purge is kept, but the CMS is asked again next time.
    const during = cache.get('promotions', load)
    cache.purge()
    pending[2]!('maybe before the change')
    expect((await during).value).toBe('maybe before the change')
    const next = cache.get('promotions', load)
    expect(pending).toHaveLength(4)
    pending[3]!('after the change')
    expect((await next).value).toBe('after the change')
  })

  it('asks again at once when a change was announced while a call was failing (the CMS is back)', async () => {
    const cache = createCmsCache({ ttlMs: 30_000 })
    let fail: (error: Error) => void = () => {}
    let calls = 0
    const failing = () => {
      calls += 1
      return new Promise<string>((_, reject) => (fail = reject))
    }

    const during = cache.get('faqs', failing)
    cache.purge()
    fail(new Error('connect ECONNREFUSED'))
    expect(await during).toEqual({ value: null, stale: true })
    expect(await cache.get('faqs', async () => 'back')).toEqual({ value: 'back', stale: false })
    expect(calls).toBe(1)
  })
})
