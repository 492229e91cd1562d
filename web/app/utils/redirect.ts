// The one check for every redirect target that arrives from a request (`redirectTo`, `from`,
// `redirect`): only a path on this site may come through. Browsers treat `//host`, `/\host` and a
// backslash anywhere in the authority as another origin (`/\evil.example` is followed by Chromium),
// and a control character can split or hide the rest, so each of those falls back.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/
const PROBE_ORIGIN = 'http://same-site.invalid'

function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false
  if (path.includes('\\') || CONTROL_CHARACTER.test(path)) return false
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}

function percentDecoded(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/**
 * `value` when it is a path on this site (one leading `/`, no `//`, no backslash or control character,
 * no scheme, also once percent-decoded, since a server or browser on the way may decode it), else
 * `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback
  const decoded = percentDecoded(value)
  if (decoded === null || !isSameSitePath(value) || !isSameSitePath(decoded)) return fallback
  return value
}
