import { describe, expect, it } from 'vitest'
import { createAppSessionStorage, createSealedCookie, plainCookieHeader } from './cookies.server.ts'

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

  it('seals a record when asked: the same attributes, a value no one can read, the record back on the server', async () => {
    const storage = createAppSessionStorage('__probe3', { maxAgeSeconds: 60, sealed: true })
    const session = await storage.getSession()
    session.set('secret', 'the-wallet-token-0123456789')
    const header = await storage.commitSession(session)
    for (const attribute of ['Path=/', 'Max-Age=60', 'HttpOnly', 'SameSite=Lax']) expect(header).toContain(attribute)
    const value = header.split(';')[0]!.slice('__probe3='.length)
    const carried = Buffer.from(decodeURIComponent(value), 'base64').toString('utf8')
    expect(carried).toMatch(/^"v1\.[A-Za-z0-9_-]+"$/)
    expect(Buffer.from(carried.slice(4, -1), 'base64url').toString('latin1')).not.toContain('the-wallet-token')
    const read = await storage.getSession(header.split(';')[0])
    expect(read.get('secret')).toBe('the-wallet-token-0123456789')
    // Destroying it clears the cookie.
    expect(await storage.destroySession(read)).toMatch(/^__probe3=; /)
  })

  it('opens a sealed value only for its own cookie name and under its own secrets, the older ones of a rotation included', async () => {
    const options = { httpOnly: true, path: '/' }
    const oldSecret = 'an-old-secret-of-at-least-32-characters'
    const newSecret = 'a-new-secret-of-at-least-32-characters!'
    const pair = (header: string) => header.split(';')[0]!
    const sealedOld = pair(await createSealedCookie('__a', options, [oldSecret]).serialize({ user: 42 }))
    expect(await createSealedCookie('__a', options, [oldSecret]).parse(sealedOld)).toEqual({ user: 42 })
    // Moved under another name, or read with another secret: nothing.
    expect(await createSealedCookie('__b', options, [oldSecret]).parse(sealedOld.replace('__a=', '__b='))).toBeNull()
    expect(await createSealedCookie('__a', options, [newSecret]).parse(sealedOld)).toBeNull()
    // A rotation: the new secret first seals, the old one still opens what it sealed.
    const rotated = createSealedCookie('__a', options, [newSecret, oldSecret])
    expect(await rotated.parse(sealedOld)).toEqual({ user: 42 })
    const sealedNew = pair(await rotated.serialize({ user: 43 }))
    expect(await createSealedCookie('__a', options, [newSecret]).parse(sealedNew)).toEqual({ user: 43 })
    expect(await createSealedCookie('__a', options, [oldSecret]).parse(sealedNew)).toBeNull()
    expect(rotated.isSigned).toBe(true)
    expect(await rotated.parse(null)).toBeNull()
  })

  it('writes a plain cookie with the same attributes', () => {
    expect(plainCookieHeader('lng', 'pcm', { maxAgeSeconds: 10 })).toBe('lng=pcm; Path=/; Max-Age=10; SameSite=Lax')
  })
})
