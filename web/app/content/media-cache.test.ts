import { describe, expect, it } from 'vitest'
import { createMediaCache } from './media-cache.ts'

const file = (bytes: number) => ({ body: new Uint8Array(new ArrayBuffer(bytes)), contentType: 'image/svg+xml', etag: null })

describe('createMediaCache', () => {
  it('returns what was stored', () => {
    const cache = createMediaCache({ maxBytes: 100, maxFileBytes: 50 })
    cache.set('a.svg', file(10))
    expect(cache.get('a.svg')?.body.byteLength).toBe(10)
    expect(cache.get('b.svg')).toBeUndefined()
  })

  it('evicts the least recently used files beyond the byte budget', () => {
    const cache = createMediaCache({ maxBytes: 100, maxFileBytes: 50 })
    cache.set('a.svg', file(40))
    cache.set('b.svg', file(40))
    cache.get('a.svg')
    cache.set('c.svg', file(40))
    expect(cache.get('b.svg')).toBeUndefined()
    expect(cache.get('a.svg')).toBeDefined()
    expect(cache.get('c.svg')).toBeDefined()
    expect(cache.totalBytes).toBe(80)
  })

  it('does not keep files larger than the per-file limit', () => {
    const cache = createMediaCache({ maxBytes: 100, maxFileBytes: 50 })
    cache.set('big.png', file(60))
    expect(cache.get('big.png')).toBeUndefined()
    expect(cache.totalBytes).toBe(0)
  })

  it('forgets a file the CMS replaced or deleted, and its bytes with it', () => {
    const cache = createMediaCache({ maxBytes: 100, maxFileBytes: 50 })
    cache.set('a.svg', file(40))
    cache.set('b.svg', file(10))
    cache.delete('a.svg')
    cache.delete('never-stored.svg')
    expect(cache.get('a.svg')).toBeUndefined()
    expect(cache.totalBytes).toBe(10)
  })
})
