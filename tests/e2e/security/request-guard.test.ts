import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { createAccount } from '../accounts/accounts-support.ts'
import { postForm, sessionCookieOf } from './security-support.ts'

/** Issue 10 items 4 and 8: the checks web/server.js makes before Remix runs. */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

const CROSS_SITE_REFUSAL = 'Forbidden: this request did not come from this site.'

describe('cross-site requests', () => {
  it('refuses the language switch posted from another site with 403, setting nothing', async () => {
    const foreignHeaderSets: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: WEB_URL },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
    ]
    for (const headers of foreignHeaderSets) {
      const response = await fetch(`${WEB_URL}/resources/language`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ lng: 'pcm', redirectTo: '/home' }),
        redirect: 'manual',
      })
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(await response.text()).toBe(CROSS_SITE_REFUSAL)
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })

  it('refuses an unsafe request that no header vouches for, and lets a same-site one through', async () => {
    const bare = await fetch(`${WEB_URL}/resources/language`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ lng: 'pcm' }),
      redirect: 'manual',
    })
    expect(bare.status).toBe(403)
    const byReferer = await fetch(`${WEB_URL}/resources/language`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${WEB_URL}/faq` },
      body: new URLSearchParams({ lng: 'en', redirectTo: '/faq' }),
      redirect: 'manual',
    })
    expect(byReferer.status).toBe(303)
    expect(byReferer.headers.get('location')).toBe('/faq')
  })

  it('refuses the game and fairness actions from another site too', async () => {
    for (const path of [
      '/resources/games/spin-it',
      '/resources/games/roulette',
      '/resources/games/launch',
      '/fairness',
      '/dashboard/settings/logout',
    ]) {
      const response = await postForm(
        `${WEB_URL}${path}`,
        { intent: 'rotate' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      )
      expect(response.status, path).toBe(403)
    }
  })
})

describe('game actions', () => {
  /** Each game action with what it answers a visitor (English, Pidgin) and fields it cannot read (English). */
  const GAME_ACTIONS = [
    ['/resources/games/spin-it', 'Please login to continue', 'Abeg login make you continue', 'The least amount is N100'],
    ['/resources/games/roulette', 'Please login to continue', 'Abeg login make you continue', 'Place a bet first'],
    ['/resources/games/crash/bet', 'Please login to continue', 'Abeg login make you continue', 'An error occurred. Please try again.'],
    ['/resources/games/crash/cancel', 'Please login to continue', 'Abeg login make you continue', 'An error occurred. Please try again.'],
    ['/resources/games/crash/cashout', 'Please login to continue', 'Abeg login make you continue', 'An error occurred. Please try again.'],
    ['/resources/games/crash/my-bets', 'Please login to continue', 'Abeg login make you continue', 'An error occurred. Please try again.'],
    ['/resources/games/launch', 'Kindly login to continue', 'Abeg login make you continue', 'Game not found'],
  ] as const
  const unreadable = { betAmount: '1e3', idempotencyKey: 'not-a-key', bets: '[]', game: 'no-such-game', betId: '-1', gameId: 'x' }

  it("answer one shape: a visitor 401 in the visitor's language, fields that do not parse 400, each message from the locales", async () => {
    const account = await createAccount('Game Actions')
    const cookie = sessionCookieOf(await postForm(`${WEB_URL}/login`, { userId: account.emailAddress, password: account.password }))
    for (const [path, english, pidgin, refused] of GAME_ACTIONS) {
      for (const [lng, message] of [
        ['en', english],
        ['pcm', pidgin],
      ] as const) {
        const response = await postForm(`${WEB_URL}${path}`, unreadable, { cookie: `lng=${lng}` })
        expect(await response.json(), `${path} ${lng}`).toEqual({ status: 401, message, code: null, data: null })
      }
      const response = await postForm(`${WEB_URL}${path}`, unreadable, { cookie: `${cookie}; lng=en` })
      expect(await response.json(), `${path} logged in`).toEqual({ status: 400, message: refused, code: null, data: null })
    }
  })
})

describe('redirect targets', () => {
  it.each(['/\\evil.example', '//evil.example', 'https://evil.example', '/%5Cevil.example', '/\\/evil.example', '\\\\evil.example'])(
    'keeps the language switch on this site for redirectTo=%s',
    async (redirectTo) => {
      const response = await postForm(`${WEB_URL}/resources/language`, { lng: 'en', redirectTo })
      expect(response.status).toBe(303)
      const location = response.headers.get('location')!
      expect(new URL(location, WEB_URL).origin).toBe(WEB_URL)
      expect(location).toBe('/home')
    },
  )

  it('lands Chromium on this site when a page submits redirectTo=/\\evil.example', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/faq`)
    await Promise.all([
      page.waitForURL((url) => url.pathname !== '/faq'),
      page.evaluate(() => {
        const form = document.createElement('form')
        form.method = 'post'
        form.action = '/resources/language'
        for (const [name, value] of [
          ['lng', 'en'],
          ['redirectTo', '/\\evil.example'],
        ]) {
          const input = document.createElement('input')
          input.type = 'hidden'
          input.name = name!
          input.value = value!
          form.append(input)
        }
        document.body.append(form)
        form.submit()
      }),
    ])
    expect(new URL(page.url()).origin).toBe(WEB_URL)
    expect(new URL(page.url()).pathname).toBe('/home')
  })
})

describe('NUL characters', () => {
  it.each([
    ['/login', { userId: 'someone\u0000@example.ng', password: 'Start#2026' }],
    ['/signup', { fullName: 'Nul\u0000 Person', phoneNumber: '09012345678', emailAddress: 'nul@example.ng', userType: 'individual' }],
    ['/forgot-password', { userId: 'nul\u0000@example.ng' }],
  ])('refuses a NUL in a %s field with 400 before the page runs', async (path, fields) => {
    const response = await postForm(`${WEB_URL}${path}`, fields)
    expect(response.status).toBe(400)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('refuses a raw NUL in a body and an encoded one in the address', async () => {
    const raw = await fetch(`${WEB_URL}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: WEB_URL },
      body: Buffer.from('userId=a\u0000b&password=x'),
      redirect: 'manual',
    })
    expect(raw.status).toBe(400)
    expect((await fetch(`${WEB_URL}/virtual?search=%00`)).status).toBe(400)
    expect((await fetch(`${WEB_URL}/faq%00`)).status).toBe(400)
  })

  it('refuses a body larger than 1 MiB with 413', async () => {
    const response = await postForm(`${WEB_URL}/login`, { userId: 'x'.repeat(1024 * 1024 + 1), password: 'x' })
    expect(response.status).toBe(413)
  })
})
