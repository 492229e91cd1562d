import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers.server.ts'

describe('security headers', () => {
  it('lets only /play pages be framed, by this site', () => {
    expect(securityHeaders({ path: '/play/spin-it', https: false, frameOrigins: [] })['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(contentSecurityPolicy({ path: '/play/spin-it', frameOrigins: [] })).toContain("frame-ancestors 'self'")
    for (const path of ['/home', '/playground', '/dashboard/virtual']) {
      expect(securityHeaders({ path, https: false, frameOrigins: [] })['X-Frame-Options'], path).toBe('DENY')
      expect(contentSecurityPolicy({ path, frameOrigins: [] }), path).toContain("frame-ancestors 'none'")
    }
  })

  it('allows scripts by this answer’s nonce only when there is one, and adds HSTS only over HTTPS', () => {
    expect(contentSecurityPolicy({ path: '/login', nonce: 'abc', frameOrigins: [] })).toMatch(
      /script-src 'self' 'sha256-[^']+' 'nonce-abc';/,
    )
    expect(contentSecurityPolicy({ path: '/home', frameOrigins: [] })).not.toContain('nonce-')
    expect(securityHeaders({ path: '/', https: false, frameOrigins: [] })).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders({ path: '/', https: true, frameOrigins: [] })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })

  it('frames external launchers only when named', () => {
    expect(contentSecurityPolicy({ path: '/sports-betting', frameOrigins: ['https://sports.example.ng'] })).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://sports.example.ng;",
    )
  })
})
