import { createHmac, randomUUID } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WALLET_URL } from '../../support/urls.ts'
import { createAccount, verifyIdentity, type Account } from '../accounts/accounts-support.ts'
import {
  CLIENT_ADDRESS_SECRET,
  postForm,
  sessionCookieOf,
  startFaultyWalletProxy,
  startSecondWeb,
  type FaultyWalletProxy,
  type ProxyMode,
  type SecondWeb,
} from './security-support.ts'

/**
 * Issue 10 items 1, 2 (web side), 10 and 11: a second production web server talks to the
 * wallet-service through a proxy that can delay, fail or drop its answers.
 */
const WALLET_TIMEOUT_MS = 1500
const GAME_ERROR = 'An error occurred. Please try again.'
const GAME_BUSY = 'Too many spins at once. Please try again in a moment.'

let browser: Browser
let proxy: FaultyWalletProxy
let web: SecondWeb
let account: Account

beforeAll(async () => {
  browser = await launchBrowser()
  account = await createAccount('Slow Wallet')
  await verifyIdentity(account) // its game calls reach the wallet-service only for a verified identity
  proxy = await startFaultyWalletProxy()
  web = await startSecondWeb(proxy.url, { WALLET_TIMEOUT_MS: String(WALLET_TIMEOUT_MS) })
})
afterAll(async () => {
  await web?.stop()
  await proxy?.close()
  await browser?.close()
})

async function logIn(): Promise<string> {
  proxy.mode = 'pass'
  const response = await postForm(`${web.url}/login`, { userId: account.emailAddress, password: account.password })
  return sessionCookieOf(response)
}

function expectWebAlive() {
  expect(web.process.exitCode, web.output()).toBeNull()
  expect(web.process.signalCode, web.output()).toBeNull()
}

describe('a wallet-service slower than WALLET_TIMEOUT_MS', () => {
  it('gives the player the exception message and leaves the web server up', async () => {
    proxy.mode = 'slow'
    proxy.slowMs = WALLET_TIMEOUT_MS + 2500
    // Several wallet calls with bodies time out at once (the polyfilled fetch crashed the process here).
    const logins = await Promise.all(
      Array.from({ length: 4 }, () => postForm(`${web.url}/login`, { userId: account.emailAddress, password: account.password })),
    )
    // Each is the exception outcome: back to the login page with the toast, and no session.
    for (const login of logins) {
      expect(login.status).toBe(302)
      expect(login.headers.get('location')).toBe('/login')
      expect(login.headers.getSetCookie().some((cookie) => cookie.startsWith('__session='))).toBe(false)
    }

    // The login action answers its exception outcome with status 502, which Chromium logs as a console error.
    const page = await openPage(browser, { width: 1280, allowConsoleErrors: true })
    await page.goto(`${web.url}/login`)
    await page.waitForFunction(
      () => document.querySelector('[data-hydrated="true"]') !== null || document.querySelector('[data-hydrated]') === null,
    )
    await page.getByLabel('Phone number or email').fill(account.emailAddress)
    await page.getByLabel('Password').fill(account.password)
    await page.getByTestId('login-submit').click()
    await page.getByText('Error: its not working').waitFor({ timeout: 10_000 })

    // The upstream answers arrive late, after the web gave up on them: still up, still answering.
    await vi.waitFor(() => expect(proxy.held).toBe(0), { timeout: proxy.slowMs + 10_000, interval: 100 })
    expectWebAlive()
    expect((await fetch(`${web.url}/home`)).status).toBe(200)
  })
})

describe('game calls when the wallet-service fails', () => {
  const spinIt = (cookie: string) =>
    postForm(`${web.url}/resources/games/spin-it`, { betAmount: '100', idempotencyKey: randomUUID() }, { cookie })
  const roulette = (cookie: string) =>
    postForm(
      `${web.url}/resources/games/roulette`,
      { bets: JSON.stringify([{ type: 'colour', selection: 'red', amount: 100 }]), idempotencyKey: randomUUID() },
      { cookie },
    )
  const launch = (cookie: string) => postForm(`${web.url}/resources/games/launch`, { gameId: '10101', deviceType: 'desktop' }, { cookie })

  it.each<[ProxyMode, string]>([
    ['status500', GAME_ERROR],
    ['notJson', GAME_ERROR],
    ['slow', GAME_ERROR],
    ['down', GAME_ERROR],
    ['busy', GAME_BUSY],
  ])('answers %s with the player message and no internal detail', async (mode, message) => {
    const cookie = await logIn()
    proxy.mode = mode
    proxy.slowMs = WALLET_TIMEOUT_MS + 1000
    for (const call of [spinIt, roulette, launch]) {
      const response = await call(cookie)
      const text = await response.text()
      expect(response.status, text).toBe(200)
      expect(JSON.parse(text)).toMatchObject({ message })
      expect(text).not.toMatch(/10\.1\.2\.3|127\.0\.0\.1|stack|Unexpected Server Error/)
    }
    expectWebAlive()
  })

  it('shows the lobby with the spec message, not the wallet address, when the game list fails', async () => {
    proxy.mode = 'down'
    const html = await (await fetch(`${web.url}/virtual`)).text()
    expect(html).toContain(GAME_ERROR)
    expect(html).not.toMatch(/127\.0\.0\.1|10\.1\.2\.3|fetch failed|ECONNRESET/)
  })
})

describe('the client address web forwards', () => {
  it('is the connection address, signed, and never the browser-sent X-Forwarded-For', async () => {
    proxy.mode = 'pass'
    proxy.seen.length = 0
    await postForm(
      `${web.url}/login`,
      { userId: account.emailAddress, password: 'Wrong#2026' },
      { 'x-forwarded-for': '203.0.113.9', 'x-client-address': '203.0.113.9' },
    )
    const [headers] = proxy.seen
    expect(headers?.['x-forwarded-for']).toBeUndefined()
    expect(headers?.['x-client-address']).toBe('127.0.0.1')
    expect(headers?.['x-client-address-signature']).toBe(createHmac('sha256', CLIENT_ADDRESS_SECRET).update('127.0.0.1').digest('hex'))
    // The platform's own wallet-service is there too (not only the proxy).
    expect((await fetch(`${WALLET_URL}/ready`)).status).toBe(200)
  })
})
