import { createCookie } from '@remix-run/node'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * Cross-site request forgery protection for every accounts action, two layers:
 * 1. the browser's own word on where a POST comes from (Sec-Fetch-Site / Origin) must be this site;
 * 2. a per-browser random token, kept in a signed httpOnly cookie, must come back in the form
 *    (`csrf` field). A foreign page can neither read the token nor set the cookie.
 */
export const CSRF_FIELD = 'csrf'

let cookie: ReturnType<typeof createCookie> | undefined
function csrfCookie() {
  const env = getEnv()
  cookie ??= createCookie('__csrf', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.NODE_ENV === 'production',
    secrets: [env.SESSION_SECRET],
  })
  return cookie
}

/** The browser's token (made on first use); send `setCookie` with the response when present. */
export async function getCsrfToken(request: Request): Promise<{ token: string; setCookie: string | null }> {
  const existing: unknown = await csrfCookie().parse(request.headers.get('Cookie'))
  if (typeof existing === 'string' && existing.length >= 32) return { token: existing, setCookie: null }
  const token = randomBytes(32).toString('base64url')
  return { token, setCookie: await csrfCookie().serialize(token) }
}

export class CsrfError extends Error {}

function assertSameSite(request: Request) {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin') throw new CsrfError(`cross-site request (${fetchSite})`)
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null') {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
    if (new URL(origin).host !== host) throw new CsrfError('foreign origin')
  }
}

/** Throws a 403 Response unless the POST is same-site and carries the browser's token. */
export async function assertCsrf(request: Request, form: FormData): Promise<void> {
  try {
    assertSameSite(request)
    const expected: unknown = await csrfCookie().parse(request.headers.get('Cookie'))
    const sent = form.get(CSRF_FIELD)
    if (typeof expected !== 'string' || typeof sent !== 'string') throw new CsrfError('missing token')
    const a = Buffer.from(expected)
    const b = Buffer.from(sent)
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw new CsrfError('token mismatch')
  } catch (error) {
    if (error instanceof CsrfError) throw new Response('Forbidden: this form has expired. Reload the page and try again.', { status: 403 })
    throw error
  }
}
