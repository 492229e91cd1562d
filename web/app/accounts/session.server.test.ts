import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  commitSessionUser,
  destroySessionUser,
  getSessionUser,
  keepSessionCurrent,
  requireSessionUser,
  toPublicSessionUser,
  type SessionUser,
} from './session.server.ts'
import { createAppSessionStorage } from '#app/utils/cookies.server.ts'

/** A stand-in wallet-service over HTTP: records each request's path and token, and answers 200. */
let wallet: http.Server
const walletRequests: { path: string; authorization: string | undefined }[] = []

beforeAll(async () => {
  wallet = http.createServer((request, response) => {
    walletRequests.push({ path: request.url ?? '', authorization: request.headers.authorization })
    request.resume()
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 200, message: 'Session active' }))
  })
  await new Promise<void>((resolve) => wallet.listen(0, '127.0.0.1', resolve))
  // This process's settings, read once on first use.
  process.env.WALLET_URL = `http://127.0.0.1:${(wallet.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => wallet.close(resolve))
})
afterEach(() => {
  vi.useRealTimers()
})

const user: SessionUser = {
  token: 'secret-wallet-token',
  userType: 'Individual',
  userId: '42',
  fullName: 'Ada Okafor',
  depositCode: '1234567890',
  referralCode: 'ADA42',
  kycStatus: 'pending',
}

const withCookie = (setCookie: string) => new Request('http://localhost/dashboard', { headers: { Cookie: setCookie.split(';')[0]! } })

describe('server session', () => {
  it('round-trips the user in an httpOnly, SameSite=Lax cookie named __session', async () => {
    const setCookie = await commitSessionUser(new Request('http://localhost/login'), user)
    expect(setCookie).toMatch(/^__session=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(await getSessionUser(withCookie(setCookie))).toEqual(user)
  })

  it('refuses a tampered cookie', async () => {
    const setCookie = await commitSessionUser(new Request('http://localhost/login'), user)
    const [pair] = setCookie.split(';')
    const tampered = `${pair!.slice(0, -3)}abc`
    expect(await getSessionUser(withCookie(tampered))).toBeNull()
  })

  it('keeps the wallet token out of the cookie: no decoding of its value shows the token or the player', async () => {
    const setCookie = await commitSessionUser(new Request('http://localhost/login'), user)
    const value = setCookie.split(';')[0]!.slice('__session='.length)
    // Signed, not encrypted, the value was base64 JSON: one of these readings held the whole user.
    for (const reading of readingsOf(value)) {
      expect(reading).not.toContain(user.token)
      expect(reading).not.toContain(user.fullName)
      expect(reading).not.toContain(user.depositCode)
    }
    // Each login seals afresh: two cookies of the same session share nothing that could be compared.
    const again = (await commitSessionUser(new Request('http://localhost/login'), user)).split(';')[0]!
    expect(again).not.toBe(setCookie.split(';')[0])
  })

  it('refuses a cookie whose sealed value was changed, even where every encoding around it stays valid', async () => {
    const setCookie = await commitSessionUser(new Request('http://localhost/login'), user)
    const sealed = carriedValue(setCookie.split(';')[0]!.slice('__session='.length))
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    const bytes = Buffer.from(sealed.slice('v1.'.length), 'base64url')
    for (const position of [0, 20, bytes.length - 1]) {
      const changed = Buffer.from(bytes)
      changed[position] = changed[position]! ^ 0x01
      const cookie = `__session=${encodeURIComponent(Buffer.from(JSON.stringify(`v1.${changed.toString('base64url')}`)).toString('base64'))}`
      expect(await getSessionUser(withCookie(cookie)), `byte ${position}`).toBeNull()
    }
    // Re-wrapped untouched, the same value reads back: only the change was refused.
    const untouched = `__session=${encodeURIComponent(Buffer.from(JSON.stringify(sealed)).toString('base64'))}`
    expect(await getSessionUser(withCookie(untouched))).toEqual(user)
  })

  it('reads a cookie of the old format, signed with the same secret, as no session (the player logs in again)', async () => {
    const signedStorage = createAppSessionStorage('__session')
    const old = await signedStorage.getSession()
    old.set('user', user)
    old.set('seenAt', Date.now())
    const signed = await signedStorage.commitSession(old)
    expect(Buffer.from(decodeURIComponent(signed.split(';')[0]!.slice('__session='.length)).split('.')[0]!, 'base64').toString()).toContain(
      user.token,
    )
    expect(await getSessionUser(withCookie(signed))).toBeNull()
  })

  it('redirects to /login, with the page asked for as `from`, when no one is logged in', async () => {
    const thrown = await requireSessionUser(new Request('http://localhost/dashboard/wallet?tab=withdraw')).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('Location')).toBe(`/login?from=${encodeURIComponent('/dashboard/wallet?tab=withdraw')}`)
    const fromData = await requireSessionUser(new Request('http://localhost/fairness?_data=routes%2Ffairness')).catch(
      (error: unknown) => error,
    )
    expect((fromData as Response).headers.get('Location')).toBe(`/login?from=${encodeURIComponent('/fairness')}`)
  })

  it("exposes a break only while it lasts, and the reality check's schedule", () => {
    const protection = { realityCheckMinutes: 30, sessionStartedAt: '2026-03-02T08:00:00.000Z' }
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const resting = toPublicSessionUser({ ...user, protection: { ...protection, restriction: { kind: 'time-out', until: later } } })
    expect(resting?.restriction).toMatchObject({
      kind: 'time-out',
      until: later,
      untilText: expect.stringMatching(/^\w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/),
    })
    expect(resting?.realityCheck).toEqual({ minutes: 30, sessionStartedAt: '2026-03-02T08:00:00.000Z' })
    const over = toPublicSessionUser({
      ...user,
      protection: { ...protection, restriction: { kind: 'time-out', until: '2020-01-01T00:00:00.000Z' } },
    })
    expect(over?.restriction).toBeNull()
  })

  it("tells the wallet-service the player is active each time the session's stamp slides, so the token lives as long", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const loggedInAt = Date.now()
    const cookie = (await commitSessionUser(new Request('http://localhost/login'), user)).split(';')[0]!
    const keepalives = () => walletRequests.filter((entry) => entry.path === '/agent/session/keepalive')
    const before = keepalives().length

    // Within the stamp's refresh interval (30 s): no new stamp, nothing to tell.
    vi.setSystemTime(loggedInAt + 10_000)
    const early = new Headers()
    await keepSessionCurrent(withCookie(cookie), early)
    expect(early.get('Set-Cookie')).toBeNull()

    vi.setSystemTime(loggedInAt + 31_000)
    const slid = new Headers()
    await keepSessionCurrent(withCookie(cookie), slid)
    expect(slid.get('Set-Cookie')).toMatch(/^__session=/)
    await vi.waitFor(() => expect(keepalives().length).toBe(before + 1), { timeout: 5000, interval: 20 })
    expect(keepalives().at(-1)!.authorization).toBe(`Bearer ${user.token}`)
  })

  it('ends the session', async () => {
    const setCookie = await commitSessionUser(new Request('http://localhost/login'), user)
    const cleared = await destroySessionUser(withCookie(setCookie))
    expect(await getSessionUser(withCookie(cleared))).toBeNull()
  })

  it('never exposes the token to the page', () => {
    const exposed = toPublicSessionUser(user)
    expect(exposed).toEqual({
      isLoggedIn: true,
      fullName: 'Ada Okafor',
      referralCode: 'ADA42',
      userType: 'Individual',
      restriction: null,
      realityCheck: null,
      kycStatus: 'pending',
    })
    expect(JSON.stringify(exposed)).not.toContain('secret-wallet-token')
  })
})

/** The string Remix's cookie carries: the URI-decoded base64 JSON of the value the session storage wrote. */
function carriedValue(cookieValue: string): string {
  return JSON.parse(Buffer.from(decodeURIComponent(cookieValue), 'base64').toString('utf8')) as string
}

/**
 * What one can read out of a cookie value without the key: the value URI-decoded, base64-decoded on
 * each side of a dot (the signed format: base64 JSON, then the signature), and once more inside (the
 * sealed format: a base64 JSON string holding `v1.` and the base64url ciphertext).
 */
function readingsOf(value: string): string[] {
  const uriDecoded = decodeURIComponent(value)
  const outer = uriDecoded.split('.').map((part) => Buffer.from(part, 'base64').toString('utf8'))
  const inner = outer.flatMap((text) =>
    text
      .replace(/^"|"$/g, '')
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('utf8')),
  )
  return [value, uriDecoded, ...outer, ...inner]
}
