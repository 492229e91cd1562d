import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { createCookie, createCookieSessionStorage, type Cookie, type CookieOptions } from '@remix-run/node'
import { getEnv } from './env.server.ts'

/**
 * The one place cookie attributes are decided: every cookie of the web app is sent to this site only
 * on same-site navigations (SameSite=Lax), for every path, and only over HTTPS in production.
 */
function sharedAttributes() {
  return { sameSite: 'lax' as const, path: '/', secure: getEnv().NODE_ENV === 'production' }
}

/**
 * An httpOnly cookie holding a small server-side record (session, flash toast, account flow, slip):
 * signed with SESSION_SECRET, so the browser cannot forge it, though whoever holds it can read it
 * (base64 JSON); `sealed`, encrypted as well, so no one can read it either: for a record that holds a
 * secret, as the session's wallet token. `maxAgeSeconds` unset = ends with the browser session.
 */
export function createAppSessionStorage(
  name: string,
  { maxAgeSeconds, sealed = false }: { maxAgeSeconds?: number; sealed?: boolean } = {},
) {
  const options: CookieOptions = {
    httpOnly: true,
    ...sharedAttributes(),
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  }
  const secrets = [getEnv().SESSION_SECRET]
  return createCookieSessionStorage({ cookie: sealed ? createSealedCookie(name, options, secrets) : { name, ...options, secrets } })
}

/** What a sealed value starts with: the format's version, so a later one can be told apart. */
const SEALED_PREFIX = 'v1.'
const IV_BYTES = 12
const TAG_BYTES = 16

/** The cookies' encryption key, derived from a secret (HKDF-SHA256): never the secret itself, which also signs the other cookies. */
function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '9ja-web-cookies', 'sealed cookie AES-256-GCM v1', 32))
}

/** `value` as JSON, encrypted and authenticated (AES-256-GCM, a fresh IV) and bound to the cookie's name. */
function seal(value: unknown, key: Buffer, name: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(name, 'utf8'))
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
}

/** The value sealed under one of `keys` for this cookie's name; null for anything else (tampered, another key or cookie, another format). */
function open(sealed: string, keys: Buffer[], name: string): unknown {
  if (!sealed.startsWith(SEALED_PREFIX)) return null
  const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url')
  if (bytes.length < IV_BYTES + TAG_BYTES) return null
  const iv = bytes.subarray(0, IV_BYTES)
  const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)
  const tag = bytes.subarray(bytes.length - TAG_BYTES)
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
      decipher.setAAD(Buffer.from(name, 'utf8'))
      decipher.setAuthTag(tag)
      return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as unknown
    } catch {
      // Not this key's (or not authentic): the next key, else nothing.
    }
  }
  return null
}

/**
 * A Remix cookie whose value is sealed (AES-256-GCM under a key derived from the first of `secrets`;
 * any of them opens one, as Remix's signed cookies take their secrets), so `createCookieSessionStorage`
 * keeps working as it does for a signed cookie. A value that does not open, a cookie signed the old way
 * included, reads as no value: an empty session.
 */
export function createSealedCookie(name: string, options: CookieOptions, secrets: string[]): Cookie {
  if (secrets.length === 0) throw new Error(`the sealed cookie ${name} needs a secret`)
  const keys = secrets.map(sealingKey)
  // Unsigned: the seal authenticates the value. Remix's own cookie writes and reads the header.
  const carrier = createCookie(name, { ...options, secrets: [] })
  return {
    name,
    // Remix asks this before it trusts a session cookie; a sealed value cannot be forged either.
    isSigned: true,
    get expires() {
      return carrier.expires
    },
    async parse(cookieHeader, parseOptions) {
      const carried: unknown = await carrier.parse(cookieHeader, parseOptions)
      return typeof carried === 'string' && carried !== '' ? open(carried, keys, name) : null
    },
    async serialize(value, serializeOptions) {
      // An empty value clears the cookie (destroySession).
      return carrier.serialize(value === '' ? '' : seal(value, keys[0]!, name), serializeOptions)
    },
  }
}

/**
 * A plain cookie whose value the memory page cache reads before Remix runs (the language choice):
 * not signed, since it grants nothing; the value must be a cookie-safe token.
 */
export function plainCookieHeader(name: string, value: string, { maxAgeSeconds }: { maxAgeSeconds: number }): string {
  const { path, secure } = sharedAttributes()
  return [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}
