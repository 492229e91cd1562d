import { describe, expect, it } from 'vitest'
import { WEB_URL } from '../../support/urls.ts'
import { createAccount } from '../accounts/accounts-support.ts'
import { postForm, sessionCookieOf } from './security-support.ts'

/** Issue 21 item 6: every action of the site reads a form; anything else is the sender's mistake, never a 500. */
const PUBLIC_ACTIONS = ['/resources/slip', '/resources/language', '/login', '/signup', '/forgot-password', '/dashboard/settings/logout']
const PLAYER_ACTIONS = [
  '/enter-otp',
  '/enter-password',
  '/fairness',
  '/dashboard/settings/changepassword',
  '/dashboard/settings/limits',
  '/dashboard/settings/reality-check',
  '/dashboard/settings/time-out',
  '/dashboard/wallet',
  '/resources/games/crash/bet',
  '/resources/games/crash/cancel',
  '/resources/games/crash/cashout',
  '/resources/games/crash/my-bets',
  '/resources/games/launch',
  '/resources/games/roulette',
  '/resources/games/spin-it',
]

const sameSite = { origin: WEB_URL, 'sec-fetch-site': 'same-origin' }

function post(path: string, contentType: string, body: string, cookie?: string) {
  return fetch(`${WEB_URL}${path}`, {
    method: 'POST',
    headers: { ...sameSite, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    body,
    redirect: 'manual',
  })
}

const BROKEN_MULTIPART = [
  'multipart/form-data; boundary=----b',
  '------b\r\nContent-Disposition: form-data; name="x"\r\n\r\nno closing boundary',
] as const

describe('a body that is not a form', () => {
  it('is refused with 415 by every action, logged in or not, before the action runs', async () => {
    const account = await createAccount('Form Checker')
    const cookie = sessionCookieOf(await postForm(`${WEB_URL}/login`, { userId: account.emailAddress, password: account.password }))
    for (const path of [...PUBLIC_ACTIONS, ...PLAYER_ACTIONS]) {
      for (const [contentType, body] of [
        ['application/json', '{"lng":"pcm","stake":"100"}'],
        ['text/plain', 'lng=pcm'],
      ] as const) {
        for (const session of [undefined, cookie]) {
          const response = await post(path, contentType, body, session)
          expect(response.status, `${path} ${contentType} ${session ? 'logged in' : 'visitor'}`).toBe(415)
          expect(await response.text()).toBe('Unsupported media type: this site accepts forms only.')
          expect(response.headers.getSetCookie()).toEqual([])
        }
      }
    }
  })

  it('is refused with 400 when a multipart body is broken: without login on the public actions, and on every action once logged in', async () => {
    for (const path of PUBLIC_ACTIONS) {
      const response = await post(path, ...BROKEN_MULTIPART)
      expect(response.status, path).toBe(400)
    }
    const account = await createAccount('Broken Multipart')
    const cookie = sessionCookieOf(await postForm(`${WEB_URL}/login`, { userId: account.emailAddress, password: account.password }))
    for (const path of PLAYER_ACTIONS.filter((path) => !['/enter-otp', '/enter-password'].includes(path))) {
      const response = await post(path, ...BROKEN_MULTIPART, cookie)
      expect(response.status, path).toBe(400)
    }
  })
})
