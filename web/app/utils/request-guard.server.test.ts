import { describe, expect, it } from 'vitest'
import { bodyHasNul, isFormBody, isSameSiteRequest, targetHasNul } from './request-guard.server.ts'

const SITE = 'https://9jalottery.ng'

describe('isSameSiteRequest', () => {
  it('lets every safe method through', () => {
    expect(isSameSiteRequest({ method: 'GET', origin: 'https://evil.example' }, SITE)).toBe(true)
    expect(isSameSiteRequest({ method: 'HEAD' }, SITE)).toBe(true)
  })

  it('believes Sec-Fetch-Site first', () => {
    expect(isSameSiteRequest({ method: 'POST', secFetchSite: 'same-origin', origin: SITE }, SITE)).toBe(true)
    expect(isSameSiteRequest({ method: 'POST', secFetchSite: 'none' }, SITE)).toBe(true)
    expect(isSameSiteRequest({ method: 'POST', secFetchSite: 'same-site', origin: SITE }, SITE)).toBe(false)
    expect(isSameSiteRequest({ method: 'DELETE', secFetchSite: 'cross-site', origin: SITE }, SITE)).toBe(false)
  })

  it('falls back to Origin, then Referer', () => {
    expect(isSameSiteRequest({ method: 'POST', origin: SITE }, SITE)).toBe(true)
    expect(isSameSiteRequest({ method: 'POST', origin: 'https://evil.example', referer: `${SITE}/login` }, SITE)).toBe(false)
    expect(isSameSiteRequest({ method: 'POST', origin: 'null' }, SITE)).toBe(false)
    expect(isSameSiteRequest({ method: 'PUT', referer: `${SITE}/login?from=x` }, SITE)).toBe(true)
    expect(isSameSiteRequest({ method: 'PATCH', referer: 'https://9jalottery.ng.evil.example/' }, SITE)).toBe(false)
    expect(isSameSiteRequest({ method: 'POST', referer: 'not a url' }, SITE)).toBe(false)
  })

  it('refuses an unsafe request nothing vouches for', () => {
    expect(isSameSiteRequest({ method: 'POST' }, SITE)).toBe(false)
  })
})

describe('form bodies', () => {
  it('takes url-encoded and multipart forms, and nothing else (a JSON body, NUL or not, never reaches an action)', () => {
    expect(isFormBody('application/x-www-form-urlencoded')).toBe(true)
    expect(isFormBody('application/x-www-form-urlencoded; charset=UTF-8')).toBe(true)
    expect(isFormBody('multipart/form-data; boundary=----x')).toBe(true)
    expect(isFormBody('Multipart/Form-Data; boundary=x')).toBe(true)
    for (const other of [
      'application/json',
      'application/merge-patch+json',
      'text/plain',
      '',
      undefined,
      'application/x-www-form-urlencodedx',
    ]) {
      expect(isFormBody(other), String(other)).toBe(false)
    }
  })
})

describe('NUL checks', () => {
  it('finds a raw or encoded NUL in the target', () => {
    expect(targetHasNul('/login?x=%00')).toBe(true)
    expect(targetHasNul('/login%00')).toBe(true)
    expect(targetHasNul('/login?x=\u0000')).toBe(true)
    expect(targetHasNul('/login?x=%2500')).toBe(false)
  })

  it('finds a NUL in a body as its fields will be read', () => {
    expect(bodyHasNul(Buffer.from('userId=a%00b&password=x'), 'application/x-www-form-urlencoded')).toBe(true)
    expect(bodyHasNul(Buffer.from('userId=a\u0000b'), 'application/x-www-form-urlencoded; charset=utf-8')).toBe(true)
    expect(bodyHasNul(Buffer.from('userId=100%25%30%30'), 'application/x-www-form-urlencoded')).toBe(false)
    expect(bodyHasNul(Buffer.from('password=ab%2500'), 'application/x-www-form-urlencoded')).toBe(false)
    expect(bodyHasNul(Buffer.from('plain'), 'text/plain')).toBe(false)
  })
})
