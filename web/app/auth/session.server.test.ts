import { describe, expect, it } from 'vitest'
import {
  commitSessionUser,
  destroySessionUser,
  getSessionUser,
  requireSessionUser,
  toPublicSessionUser,
  type SessionUser,
} from './session.server.ts'

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
