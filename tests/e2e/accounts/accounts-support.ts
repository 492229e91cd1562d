import { randomInt } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { expect, vi } from 'vitest'
import { E2E_SETTINGS } from '../../support/global-setup.ts'
import { WALLET_URL, WEB_URL } from '../../support/urls.ts'
import { platformNow } from '../../support/clock.ts'

/** A phone number and email no earlier run used (09x numbers; the seed uses 080x). */
export function freshContact() {
  const phoneNumber = `09${String(randomInt(0, 1e9)).padStart(9, '0')}`
  return { phoneNumber, emailAddress: `e2e${phoneNumber}@example.ng` }
}

type OutboxMessage = { otp: string | null; createdAt: string }

/** What the wallet-service's dev mailbox holds for an address, newest first. */
async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${WALLET_URL}/dev/outbox?to=${encodeURIComponent(to)}`)
  return (await response.json()) as OutboxMessage[]
}

/** The newest code the wallet-service's dev mailbox holds for an address (waits for it to arrive). */
export function latestOtp(to: string, notThis?: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const otp = (await outbox(to))[0]?.otp
      if (!otp || otp === notThis) throw new Error(`no new code arrived for ${to}`)
      return otp
    },
    { timeout: 10_000, interval: 250 },
  )
}

/** A JSON POST straight to the wallet-service (test set-up, not through the web). */
export async function walletPost(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${WALLET_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/**
 * Waits until the account may be sent a new code: the wallet-service refuses one for
 * OTP_RESEND_COOLDOWN_SECONDS after the last code to the same email or phone, as the dev mailbox dates it.
 */
export async function waitOutResendCooldown(account: { emailAddress: string; phoneNumber: string }) {
  const cooldownMs = Number(E2E_SETTINGS.OTP_RESEND_COOLDOWN_SECONDS) * 1000
  const sentAt = await Promise.all([account.emailAddress, account.phoneNumber].map(async (to) => (await outbox(to))[0]?.createdAt))
  const cooldownEndsAt = Math.max(0, ...sentAt.map((at) => (at ? Date.parse(at) : 0))) + cooldownMs
  // The mailbox dates by the platform's clock (which a test may have moved), not this machine's.
  await vi.waitFor(() => expect(platformNow()).toBeGreaterThanOrEqual(cooldownEndsAt), { timeout: cooldownMs + 5_000, interval: 100 })
}

export type Account = { fullName: string; phoneNumber: string; emailAddress: string; password: string; referralCode: string }

/** What a signup agrees to (the web sends the published terms' revision; any revision name will do for set-up). */
export const SIGNUP_CONSENTS = { confirmAdult: true, acceptTerms: true, termsVersion: 'e2e set-up' } as const

/**
 * An Individual made through the wallet-service API (code verified, password set), for tests about
 * what comes after signup. Their identity is not verified yet (verifyIdentity).
 */
export async function createAccount(fullName = 'Tolu Bakare', password = 'Start#2026'): Promise<Account> {
  const contact = freshContact()
  const signup = await walletPost('/user/signup', { fullName, ...contact, ...SIGNUP_CONSENTS })
  expect(signup.status).toBe(201)
  const verify = await walletPost('/agent/verify-otp', { Id: signup.json.Id, otp: await latestOtp(contact.emailAddress) })
  expect(verify.status).toBe(200)
  expect((await walletPost('/agent/set-password', { password, ticket: verify.json.ticket })).status).toBe(200)
  const login = await walletPost('/agent/login', { userId: contact.emailAddress, password })
  const data = login.json.data as { referralCode: string; token: string }
  await walletPost('/agent/logout', { token: data.token })
  return { fullName, ...contact, password, referralCode: data.referralCode }
}

/**
 * Opens a page of the site and, when it is one of the accounts pages (they carry `data-hydrated`),
 * waits until React has hydrated it, so typed text lands in React-controlled inputs.
 */
export async function gotoPage(page: Page, path: string) {
  await page.goto(`${WEB_URL}${path}`)
  await page.waitForFunction(
    () => document.querySelector('[data-hydrated="true"]') !== null || document.querySelector('[data-hydrated]') === null,
  )
}

/** Logs in through the login page and waits for the spec's 2 s redirect. */
export async function logInThroughPage(page: Page, account: { emailAddress: string; password: string }, from?: string) {
  await gotoPage(page, `/login${from ? `?from=${from}` : ''}`)
  await page.getByLabel('Phone number or email').fill(account.emailAddress)
  await page.getByLabel('Password').fill(account.password)
  await page.getByTestId('login-submit').click()
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 10_000 })
}

/**
 * The wallet token inside the web session cookie. Remix cookie sessions are signed, not encrypted:
 * the value is base64 JSON, so a test can read the token to prove it appears nowhere else.
 */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(WEB_URL)).find((entry) => entry.name === '__session')
  if (!cookie) throw new Error('no __session cookie')
  expect(cookie.httpOnly).toBe(true)
  expect(cookie.sameSite).toBe('Lax')
  const signedValue = decodeURIComponent(cookie.value)
  const payload = signedValue.slice(0, signedValue.lastIndexOf('.'))
  const session = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { user?: { token?: string } }
  const token = session.user?.token
  if (!token) throw new Error('no token in the session')
  return token
}

/** Fails when the token shows up in the page's HTML, its scripts' view of cookies or its storage. */
export async function expectTokenHidden(page: Page, token: string) {
  expect(await page.content()).not.toContain(token)
  const visibleToScripts = await page.evaluate(() =>
    [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join('\n'),
  )
  expect(visibleToScripts).not.toContain(token)
  const html = await (await page.request.get(page.url())).text()
  expect(html).not.toContain(token)
}

/** Whether the wallet-service still takes a session token (a revoked or expired one answers 401). */
export async function tokenWorks(token: string): Promise<boolean> {
  const response = await fetch(`${WALLET_URL}/agent/get-user-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  return response.status === 200
}

/**
 * A sandbox BVN/NIN no earlier run used: the wallet-service's sandbox identity provider answers by its
 * last digit (0 a match, 1 another name, 2 under 18, 3 not found, 9 an outage; README "Identity checks").
 */
export function sandboxIdNumber(lastDigit: 0 | 1 | 2 | 3 | 9): string {
  return `2${String(randomInt(0, 1e9)).padStart(9, '0')}${lastDigit}`
}

/** Verifies the account's identity through the wallet-service API (test set-up), with a matching sandbox BVN. */
export async function verifyIdentity(account: { emailAddress: string; password: string }) {
  const login = await walletPost('/agent/login', { userId: account.emailAddress, password: account.password })
  const { token } = login.json.data as { token: string }
  await verifyIdentityWithToken(token)
  await walletPost('/agent/logout', { token })
}

/** verifyIdentity for a session the test holds already. */
export async function verifyIdentityWithToken(token: string) {
  const verified = await walletPost('/agent/kyc/verify', {
    token,
    idType: 'BVN',
    idNumber: sandboxIdNumber(0),
    dateOfBirth: '1990-05-16',
    consent: true,
  })
  expect((verified.json.data as { kycStatus?: string } | undefined)?.kycStatus, JSON.stringify(verified.json)).toBe('verified')
}
