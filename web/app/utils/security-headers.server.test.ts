import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers.server.ts'

describe('security headers', () => {
  it('lets only /play pages be framed, by this site', () => {
    expect(securityHeaders({ path: '/play/spin-it', https: false, frameOrigins: [], formOrigins: [] })['X-Frame-Options']).toBe(
      'SAMEORIGIN',
    )
    expect(contentSecurityPolicy({ path: '/play/spin-it', frameOrigins: [], formOrigins: [] })).toContain("frame-ancestors 'self'")
    for (const path of ['/home', '/playground', '/dashboard/virtual']) {
      expect(securityHeaders({ path, https: false, frameOrigins: [], formOrigins: [] })['X-Frame-Options'], path).toBe('DENY')
      expect(contentSecurityPolicy({ path, frameOrigins: [], formOrigins: [] }), path).toContain("frame-ancestors 'none'")
    }
  })

  it('allows scripts by this answer’s nonce only when there is one, and adds HSTS only over HTTPS', () => {
    expect(contentSecurityPolicy({ path: '/login', nonce: 'abc', frameOrigins: [], formOrigins: [] })).toMatch(
      /script-src 'self' 'sha256-[^']+' 'sha256-[^']+' 'nonce-abc';/,
    )
    expect(contentSecurityPolicy({ path: '/home', frameOrigins: [], formOrigins: [] })).not.toContain('nonce-')
    expect(securityHeaders({ path: '/', https: false, frameOrigins: [], formOrigins: [] })).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders({ path: '/', https: true, frameOrigins: [], formOrigins: [] })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })

  it('lets this origin alone serve the service worker and the web app manifest', () => {
    const policy = contentSecurityPolicy({ path: '/home', frameOrigins: [], formOrigins: [] })
    expect(policy).toContain("worker-src 'self';")
    expect(policy).toContain("manifest-src 'self';")
  })

  it("lets a form's answer redirect to this site, and to the OpenID provider when one is set", () => {
    const formAction = (formOrigins: string[]) =>
      contentSecurityPolicy({ path: '/dashboard/settings/profile', frameOrigins: [], formOrigins })
        .split('; ')
        .find((directive) => directive.startsWith('form-action '))
    expect(formAction([])).toBe("form-action 'self'")
    expect(formAction(['https://accounts.google.com'])).toBe("form-action 'self' https://accounts.google.com")
  })

  it('frames external launchers only when named', () => {
    expect(contentSecurityPolicy({ path: '/sports-betting', frameOrigins: ['https://sports.example.ng'], formOrigins: [] })).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://sports.example.ng;",
    )
  })
})
