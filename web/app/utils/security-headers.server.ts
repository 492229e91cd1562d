import { createHash } from 'node:crypto'
import { CAROUSEL_INLINE_SCRIPT } from '#app/components/home/carousel-behaviour.ts'
import { APP_SHELL_INLINE_SCRIPT } from '#app/installable/app-shell-script.ts'

/**
 * The security headers of every answer web/app-server.js sends (docs/decisions/007). Scripts run only
 * from this origin, with this answer's nonce (Remix's own inline scripts, the i18n state), or when
 * they are the carousel's or the installable app's fixed inline script (by hash: the landing page is
 * served from memory to many visitors and must never carry a nonce). The service worker and the web
 * app manifest come from this origin. Frames: our own game pages and the testimonial
 * players; only /play/* pages may themselves be framed, and only by this site (the lobby).
 */
const TESTIMONIAL_VIDEO_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com']

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`
const inlineScriptHashes = [scriptHash(CAROUSEL_INLINE_SCRIPT), scriptHash(APP_SHELL_INLINE_SCRIPT)]

export function isFrameablePath(path: string): boolean {
  return path === '/play' || path.startsWith('/play/')
}

/**
 * `frameOrigins`: launchers outside this site the lobby may frame. `formOrigins`: where a form's answer may
 * redirect besides this site: the OpenID provider's, where the profile's Link Google form goes (decision 022);
 * a browser blocks a form's redirect to any origin form-action does not name.
 */
type PolicyOptions = { nonce?: string; path: string; frameOrigins: string[]; formOrigins: string[] }

export function contentSecurityPolicy({ nonce, path, frameOrigins, formOrigins }: PolicyOptions): string {
  const scriptSources = ["'self'", ...inlineScriptHashes, ...(nonce ? [`'nonce-${nonce}'`] : [])]
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // React writes `style` attributes (frame heights, transforms); no inline <style> blocks are used.
    "style-src 'self' 'unsafe-inline'",
    // CMS media is served from this origin (/cms-media); data: for inline SVG placeholders.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${["'self'", ...TESTIMONIAL_VIDEO_ORIGINS, ...frameOrigins].join(' ')}`,
    `frame-ancestors ${isFrameablePath(path) ? "'self'" : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formOrigins].join(' ')}`,
  ]
  return directives.join('; ')
}

/** Every header of the policy for one answer; HSTS only when the request arrived over HTTPS. */
export function securityHeaders(options: PolicyOptions & { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': isFrameablePath(options.path) ? 'SAMEORIGIN' : 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/**
 * The headers of the build's own scripts and styles (hashed, immutable): the policy and the framing rule
 * govern documents and do nothing on a script, yet cost each of a page's 20-odd scripts about 500 bytes on
 * a slow phone network; the MIME check does apply to them.
 */
export function buildAssetHeaders(): Record<string, string> {
  return { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' }
}
