import { createCookieSessionStorage } from '@remix-run/node'
import { getEnv } from './env.server.ts'

/**
 * The one place cookie attributes are decided: every cookie of the web app is sent to this site only
 * on same-site navigations (SameSite=Lax), for every path, and only over HTTPS in production.
 */
function sharedAttributes() {
  return { sameSite: 'lax' as const, path: '/', secure: getEnv().NODE_ENV === 'production' }
}

/**
 * A signed, httpOnly cookie holding a small server-side record (session, flash toast, account flow):
 * the browser can neither read nor forge it. `maxAgeSeconds` unset = ends with the browser session.
 */
export function createAppSessionStorage(name: string, { maxAgeSeconds }: { maxAgeSeconds?: number } = {}) {
  return createCookieSessionStorage({
    cookie: {
      name,
      httpOnly: true,
      ...sharedAttributes(),
      ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
      secrets: [getEnv().SESSION_SECRET],
    },
  })
}

/**
 * A plain cookie whose value the memory page cache reads before Remix runs (the language choice):
 * not signed, since it grants nothing; the value must be a cookie-safe token.
 */
export function plainCookieHeader(name: string, value: string, { maxAgeSeconds }: { maxAgeSeconds: number }): string {
  const { path, secure } = sharedAttributes()
  return [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}
