import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect.ts'

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirectPath('/dashboard')).toBe('/dashboard')
    expect(safeRedirectPath('/virtual?search=royale&tab=all#top')).toBe('/virtual?search=royale&tab=all#top')
    expect(safeRedirectPath('/play/spin-it', '/home')).toBe('/play/spin-it')
  })

  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%2F%2Fevil.example'],
    ['%2F%2Fevil.example'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['/path\\with-backslash'],
    ['/\tevil'],
    ['/\u0000'],
    ['/%00'],
    ['/%0d%0aSet-Cookie:x=1'],
    ['dashboard'],
    [''],
    ['/%E0%A4%A'],
  ])('falls back for %j', (value) => {
    expect(safeRedirectPath(value, '/home')).toBe('/home')
  })

  it('falls back for anything that is not a string', () => {
    expect(safeRedirectPath(undefined)).toBe('/')
    expect(safeRedirectPath(null, '/dashboard')).toBe('/dashboard')
    expect(safeRedirectPath(['/a'], '/dashboard')).toBe('/dashboard')
  })
})
