import { describe, expect, it } from 'vitest'
import { createAppSessionStorage, plainCookieHeader } from './cookies.server.ts'

describe('cookie helper', () => {
  it('makes signed, httpOnly, Lax, site-wide cookies, with a lifetime only when asked', async () => {
    const storage = createAppSessionStorage('__probe', { maxAgeSeconds: 60 })
    const session = await storage.getSession()
    session.set('x', 1)
    const header = await storage.commitSession(session)
    expect(header).toMatch(/^__probe=[^;]+\.[^;]+;/)
    expect(header).toContain('Path=/')
    expect(header).toContain('Max-Age=60')
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    const browserSession = await createAppSessionStorage('__probe2').commitSession(await createAppSessionStorage('__probe2').getSession())
    expect(browserSession).not.toMatch(/Max-Age|Expires/)
  })

  it('writes a plain cookie with the same attributes', () => {
    expect(plainCookieHeader('lng', 'pcm', { maxAgeSeconds: 10 })).toBe('lng=pcm; Path=/; Max-Age=10; SameSite=Lax')
  })
})
