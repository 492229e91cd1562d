import { dataOf, login as loginAnswer } from '@9ja/contract'
import { createHash } from 'node:crypto'
import pg from 'pg'
import type { Page } from 'playwright-core'
import { expect, vi } from 'vitest'
import { E2E_SETTINGS } from '../../support/global-setup.ts'
import { WALLET_DATABASE_URL, WALLET_URL, WEB_URL } from '../../support/urls.ts'
import { platformNow } from '../../support/clock.ts'

// Made without the platform under test: e2e/instances/kill.test.ts, which runs a platform of its own, uses them too.
export { freshContact, SIGNUP_CONSENTS, sandboxIdNumber } from './identities.ts'
import { freshContact, SIGNUP_CONSENTS, sandboxIdNumber } from './identities.ts'

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

/**
 * Logs in as the login form does before JavaScript loads: the form's post, whose answer sets the session
 * cookie in the page's browser context and redirects, then opens the page the redirect names (where the
 * flash toast says the login succeeded). For tests about what comes after login; the login page itself,
 * its 2 s delay included, is login.test.ts's and logInThroughPage's.
 */
export async function logIn(page: Page, account: { emailAddress: string; password: string }, from?: string) {
  const answer = await page.request.post(`${WEB_URL}/login${from ? `?from=${encodeURIComponent(from)}` : ''}`, {
    form: { userId: account.emailAddress, password: account.password },
    headers: { Origin: WEB_URL },
    maxRedirects: 0,
  })
  const destination = answer.headers().location
  expect(answer.status(), `the login post was answered ${answer.status()}`).toBe(302)
  expect(destination, 'the login post redirected back to the login page').not.toMatch(/^\/login/)
  await gotoPage(page, destination!)
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
 * A wallet-service session, known by its token's SHA-256 (all the service stores). The web opens one
 * at each login and keeps its token in a sealed cookie no test can read, so tests follow the session
 * by its hash in the wallet database.
 */
export type WalletSession = { tokenHash: Buffer }

/** Runs `text` on the wallet database of the platform under test. */
export async function walletQuery<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: WALLET_DATABASE_URL })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** The session of the account's newest login: right after logging in through the web, the web's own. */
export async function newestWalletSession(account: { emailAddress: string }): Promise<WalletSession> {
  const rows = await walletQuery<{ token_hash: Buffer }>(
    `select s.token_hash from sessions s join users u on u.id = s.user_id where lower(u.email) = lower($1)
      order by s.created_at desc limit 1`,
    [account.emailAddress],
  )
  if (!rows[0]) throw new Error(`no wallet session for ${account.emailAddress}`)
  return { tokenHash: rows[0].token_hash }
}

/**
 * Whether the wallet-service still takes the session's token: not revoked (logout, an idle web
 * session's revocation), not expired, not idle past its limit, judged at the platform's time as the
 * service judges it (wallet-service/src/accounts/session-auth.ts).
 */
export async function walletSessionOpen(session: WalletSession): Promise<boolean> {
  const rows = await walletQuery<{ open: boolean }>(
    `select revoked_at is null and expires_at > $2 and last_seen_at + idle_timeout > $2 as open from sessions where token_hash = $1`,
    [session.tokenHash, new Date(platformNow())],
  )
  return rows[0]?.open ?? false
}

/** When the session made its last request, as the wallet-service last wrote it (its clock's time, ms). */
export async function walletSessionLastSeenAt(session: WalletSession): Promise<number> {
  const rows = await walletQuery<{ last_seen_at: Date }>(`select last_seen_at from sessions where token_hash = $1`, [session.tokenHash])
  if (!rows[0]) throw new Error('no such wallet session')
  return rows[0].last_seen_at.getTime()
}

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** Whether a run of base64url characters in `text` is the session's token (found by its SHA-256). */
function holdsToken(text: string, session: WalletSession): boolean {
  for (const [run] of text.matchAll(/[A-Za-z0-9_-]{43,}/g)) {
    for (let start = 0; start + 43 <= run.length; start++) {
      if (sha256(run.slice(start, start + 43)).equals(session.tokenHash)) return true
    }
  }
  return false
}

const BASE64ISH = /^[A-Za-z0-9+/_-]{4,}={0,2}$/

function isJsonRecord(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

/** A cookie value and every reading of it one could try: URI-decoded, base64-decoded (whole, or either side of a dot), again. */
function readingsOf(value: string): string[] {
  const readings = new Set<string>([value])
  let frontier = [value]
  for (let depth = 0; depth < 4 && frontier.length > 0; depth++) {
    const next: string[] = []
    for (const reading of frontier) {
      const candidates: string[] = []
      try {
        candidates.push(decodeURIComponent(reading))
      } catch {
        // Not URI-encoded.
      }
      for (const part of [reading, ...reading.split('.')].filter((text) => BASE64ISH.test(text))) {
        for (const encoding of ['base64', 'base64url'] as const) candidates.push(Buffer.from(part, encoding).toString('utf8'))
      }
      try {
        const parsed: unknown = JSON.parse(reading)
        if (typeof parsed === 'string') candidates.push(parsed)
      } catch {
        // Not JSON.
      }
      for (const candidate of candidates.filter((text) => text.length > 0 && !readings.has(text))) {
        readings.add(candidate)
        next.push(candidate)
      }
    }
    frontier = next
  }
  return [...readings]
}

/**
 * Fails when the session's token can be found anywhere the browser holds it: the session cookie
 * (httpOnly, Lax, and sealed: no reading of it is a JSON record or holds the token, where the signed
 * cookie's base64 JSON held both), the page's HTML, its scripts' view of cookies and storage, or the
 * page fetched anew.
 */
export async function expectTokenHidden(page: Page, session: WalletSession) {
  const cookie = (await page.context().cookies(WEB_URL)).find((entry) => entry.name === '__session')
  if (!cookie) throw new Error('no __session cookie')
  expect(cookie.httpOnly).toBe(true)
  expect(cookie.sameSite).toBe('Lax')
  for (const reading of readingsOf(cookie.value)) {
    expect(holdsToken(reading, session), 'the session cookie holds the token').toBe(false)
    expect(isJsonRecord(reading), `a reading of the session cookie is a record: ${reading}`).toBe(false)
  }
  expect(holdsToken(await page.content(), session), "the page's HTML holds the token").toBe(false)
  const visibleToScripts = await page.evaluate(() =>
    [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join('\n'),
  )
  expect(holdsToken(visibleToScripts, session), "the page's scripts can reach the token").toBe(false)
  const html = await (await page.request.get(page.url())).text()
  expect(holdsToken(html, session), 'the HTML served holds the token').toBe(false)
}

/** Verifies the account's identity through the wallet-service API (test set-up), with a matching sandbox BVN. */
export async function verifyIdentity(account: { emailAddress: string; password: string }) {
  const login = await walletPost('/agent/login', { userId: account.emailAddress, password: account.password })
  const { token } = dataOf(loginAnswer, login.json)
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
