import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_OIDC_PASSWORD } from '../../../scripts/lib/oidc-provider.ts'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import {
  createAccount,
  freshContact,
  gotoPage,
  latestOtp,
  logIn,
  waitOutResendCooldown,
  walletQuery,
  type Account,
} from './accounts-support.ts'

/**
 * "Continue with Google" (decision 022) in Chromium, with the platform's embedded OpenID provider standing
 * in for Google: its login page is plain HTML (email, password, "email verified"). The forged ID tokens
 * (another key, another audience, expired, a replayed nonce) are google-forgeries.test.ts's; here a replayed
 * callback is refused.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

/** The provider's login page: signs in as `email`, which the provider vouches for unless told otherwise. */
async function signInAtProvider(page: Page, email: string, { emailVerified = true } = {}) {
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'))
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(TEST_OIDC_PASSWORD)
  if (!emailVerified) await page.getByLabel('The provider has verified this email').uncheck()
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function logOut(page: Page) {
  await gotoPage(page, '/dashboard/settings/logout')
  await page.getByTestId('logout-confirm').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'), { timeout: 10_000 })
}

const identitiesOf = (email: string) =>
  walletQuery<{ email: string }>(`select i.email from user_identities i join users u on u.id = i.user_id where lower(u.email) = $1`, [
    email,
  ])

const liveSessionsOf = async (account: Account) =>
  (
    await walletQuery<{ count: number }>(
      `select count(*)::int as count from sessions s join users u on u.id = s.user_id where u.email = $1 and s.revoked_at is null`,
      [account.emailAddress],
    )
  )[0]!.count

const PROFILE = '/dashboard/settings/profile'

describe('Continue with Google', () => {
  it('a new player signs up with the provider and a phone code, logs out, and signs in again with one click', async () => {
    const page = await openPage(browser, { width: 360 })
    const contact = freshContact()
    const email = `google.${contact.emailAddress}`
    await gotoPage(page, '/signup')
    await page.getByTestId('continue-with-google').click()
    await signInAtProvider(page, email)

    // Back on the signup form: the provider's email filled in, a phone and the two boxes still to give.
    await page.waitForURL((url) => url.pathname === '/signup')
    await page.getByTestId('signup-with-google').waitFor()
    await page.waitForSelector('[data-hydrated="true"]')
    expect(await page.getByLabel('Email address').inputValue()).toBe(email)
    await page.getByLabel('Full name').fill('Chiamaka Google')
    await page.getByLabel('Phone number').fill(contact.phoneNumber)
    await page.getByLabel('I am 18 years or older.').check()
    await page.getByLabel('I have read and accept the Terms and Conditions').check()
    await page.getByTestId('signup-submit').click()

    await page.waitForURL((url) => url.pathname === '/enter-otp', { timeout: 15_000 })
    await page.waitForSelector('[data-hydrated="true"]')
    await page.getByTestId('otp-box-0').click()
    await page.keyboard.type(await latestOtp(contact.phoneNumber))
    await page.getByTestId('otp-submit').click()
    // No password page: the account is linked and logged in.
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 })
    expect(await identitiesOf(email)).toEqual([{ email }])
    const [user] = await walletQuery<{ has_password: boolean }>(
      `select password_hash is not null as has_password from users where email = $1`,
      [email],
    )
    expect(user!.has_password).toBe(false)

    await gotoPage(page, '/dashboard/settings/profile')
    expect(await page.getByTestId('google-linked').textContent()).toContain(email)
    // No password yet: unlinking would lock the player out, so it is refused with the reason.
    await page.getByTestId('google-unlink').click()
    await page.getByTestId('toast').filter({ hasText: 'Set a password before you unlink Google' }).waitFor()
    expect(await identitiesOf(email)).toHaveLength(1)

    await logOut(page)
    // The provider remembers the person: one click on "Continue with Google" and they are in.
    await gotoPage(page, '/login')
    await page.getByTestId('continue-with-google').click()
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 })
    await gotoPage(page, '/dashboard/settings/profile')
    await page.getByTestId('google-linked').waitFor()
  })

  // Two logins, a link through the provider, a logout and a sign-in: longer than one flow on a loaded machine.
  it(
    'does not sign in to an account by an email it has not confirmed: its owner logs in with the password, links Google on the profile, then signs in with it',
    { timeout: 180_000 },
    async () => {
      // The account may be anyone's who typed this email at signup (its signup code went to the phone too).
      const account = await createAccount('Bisi Link')
      const visitor = await openPage(browser, { width: 360 })
      await gotoPage(visitor, '/login')
      await visitor.getByTestId('continue-with-google').click()
      await signInAtProvider(visitor, account.emailAddress)
      await visitor.waitForURL((url) => url.pathname === '/login')
      await visitor
        .getByTestId('toast')
        .filter({
          hasText:
            'An account with this email already exists, but its email is not confirmed. Log in with your password, then link Google in Settings → Profile, or confirm the email there first.',
        })
        .waitFor()
      // Not signed in, nothing linked, no signup begun.
      expect(await liveSessionsOf(account)).toBe(0)
      expect(await identitiesOf(account.emailAddress)).toHaveLength(0)
      expect(await walletQuery(`select 1 from oidc_pending_signups where email = $1`, [account.emailAddress])).toHaveLength(0)
      await visitor.goto(`${WEB_URL}${PROFILE}`)
      await visitor.waitForURL((url) => !url.pathname.startsWith('/dashboard'))

      // The owner logs in with the password and links Google from the profile.
      const page = await openPage(browser, { width: 1280 })
      await logIn(page, account)
      await gotoPage(page, PROFILE)
      await page.getByTestId('google-not-linked').waitFor()
      await page.getByTestId('google-link').click()
      await signInAtProvider(page, account.emailAddress)
      await page.waitForURL((url) => url.pathname === PROFILE, { timeout: 15_000 })
      await page.getByTestId('toast').filter({ hasText: 'Google is linked to your account.' }).waitFor()
      expect(await page.getByTestId('google-linked').textContent()).toBe(`Google: linked (${account.emailAddress})`)
      expect(await identitiesOf(account.emailAddress)).toEqual([{ email: account.emailAddress }])

      // Logged out, "Continue with Google" signs this account in (the provider remembers the person).
      await logOut(page)
      expect(await liveSessionsOf(account)).toBe(0)
      await gotoPage(page, '/login')
      await page.getByTestId('continue-with-google').click()
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 })
      expect(await liveSessionsOf(account)).toBe(1)

      // The account has a password, so unlinking is allowed.
      await gotoPage(page, PROFILE)
      await page.getByTestId('google-unlink').click()
      await page.getByTestId('google-not-linked').waitFor()
      expect(await identitiesOf(account.emailAddress)).toHaveLength(0)
    },
  )

  it('an existing player links their Google account by email', async () => {
    const account = await createAccount('Femi Confirmed')
    const signupCode = await latestOtp(account.emailAddress)
    const page = await openPage(browser, { width: 360 })
    await logIn(page, account)
    await gotoPage(page, PROFILE)
    await page.getByTestId('email-not-confirmed').waitFor()
    expect(await page.getByTestId('email-not-confirmed').textContent()).toBe('Email: not confirmed')

    // A code to the email alone, from the profile; the player reads it in the dev mailbox and enters it there.
    await waitOutResendCooldown(account)
    await page.getByTestId('email-send-code').click()
    await page.getByTestId('toast').filter({ hasText: 'We sent a 6-digit code to your email.' }).waitFor()
    const code = await latestOtp(account.emailAddress, signupCode)
    await page.getByTestId('otp-box-0').click()
    await page.keyboard.type(code)
    await page.getByTestId('email-confirm-submit').click()
    await page.getByTestId('toast').filter({ hasText: 'Your email is confirmed.' }).waitFor()
    expect(await page.getByTestId('email-confirmed').textContent()).toBe('Email: confirmed')
    await page.getByTestId('google-not-linked').waitFor()

    // Logged out, Continue with Google with that email at the provider: signed in to this account, now linked.
    await logOut(page)
    expect(await liveSessionsOf(account)).toBe(0)
    await gotoPage(page, '/login')
    await page.getByTestId('continue-with-google').click()
    await signInAtProvider(page, account.emailAddress)
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 })
    expect(await liveSessionsOf(account)).toBe(1)
    expect(await identitiesOf(account.emailAddress)).toEqual([{ email: account.emailAddress }])
    await gotoPage(page, PROFILE)
    expect(await page.getByTestId('google-linked').textContent()).toBe(`Google: linked (${account.emailAddress})`)
    expect(await page.getByTestId('email-confirmed').textContent()).toBe('Email: confirmed')
  })

  it('confirms the email with the plain forms before JavaScript loads; an email the provider does not vouch for links nothing', async () => {
    const account = await createAccount('Ngozi Plain')
    const signupCode = await latestOtp(account.emailAddress)
    const plain = await openPageWithoutJavaScript(browser, { width: 360 })
    const login = await plain.request.post(`${WEB_URL}/login`, {
      form: { userId: account.emailAddress, password: account.password },
      headers: { Origin: WEB_URL },
      maxRedirects: 0,
    })
    expect(login.status()).toBe(302)
    await plain.goto(`${WEB_URL}${PROFILE}`)
    await waitOutResendCooldown(account)
    await plain.getByTestId('email-send-code').click()
    await plain.getByTestId('toast').filter({ hasText: 'We sent a 6-digit code to your email.' }).waitFor()
    const code = await latestOtp(account.emailAddress, signupCode)
    const enter = async (digits: string) => {
      for (const [index, digit] of [...digits].entries()) await plain.getByTestId(`otp-box-${index}`).fill(digit)
      await plain.getByTestId('email-confirm-submit').click()
    }
    // A wrong code: the reason, and the email stays unconfirmed.
    await enter(code === '000000' ? '111111' : '000000')
    await plain.getByTestId('toast').filter({ hasText: 'The code is incorrect. Please check it and try again.' }).waitFor()
    await plain.getByTestId('email-not-confirmed').waitFor()
    await enter(code)
    await plain.getByTestId('toast').filter({ hasText: 'Your email is confirmed.' }).waitFor()
    expect(await plain.getByTestId('email-confirmed').textContent()).toBe('Email: confirmed')

    // Continue with Google with this email, the provider not vouching for it: not signed in, nothing linked.
    const visitor = await openPage(browser, { width: 1280 })
    await gotoPage(visitor, '/login')
    await visitor.getByTestId('continue-with-google').click()
    await signInAtProvider(visitor, account.emailAddress, { emailVerified: false })
    await visitor.waitForURL((url) => url.pathname === '/login')
    await visitor.getByTestId('toast').filter({ hasText: 'Google has not verified this email' }).waitFor()
    expect(await liveSessionsOf(account)).toBe(1)
    expect(await identitiesOf(account.emailAddress)).toHaveLength(0)
  })

  it('links Google with the plain form before JavaScript loads; a Google account linked to another player is refused', async () => {
    const googleEmail = `google.${freshContact().emailAddress}`
    const first = await createAccount('Kunle First')
    const plain = await openPageWithoutJavaScript(browser, { width: 360 })
    const login = await plain.request.post(`${WEB_URL}/login`, {
      form: { userId: first.emailAddress, password: first.password },
      headers: { Origin: WEB_URL },
      maxRedirects: 0,
    })
    expect(login.status()).toBe(302)
    await plain.goto(`${WEB_URL}${PROFILE}`)
    await plain.getByTestId('google-link').click()
    await signInAtProvider(plain, googleEmail)
    await plain.waitForURL((url) => url.pathname === PROFILE, { timeout: 15_000 })
    expect(await plain.getByTestId('google-linked').textContent()).toBe(`Google: linked (${googleEmail})`)

    // The same Google account, from another player's profile: refused with the reason, nothing linked.
    const second = await createAccount('Sade Second')
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, second)
    await gotoPage(page, PROFILE)
    await page.getByTestId('google-link').click()
    await signInAtProvider(page, googleEmail)
    await page.waitForURL((url) => url.pathname === PROFILE, { timeout: 15_000 })
    await page.getByTestId('toast').filter({ hasText: 'This Google account is already linked to another account.' }).waitFor()
    await page.getByTestId('google-not-linked').waitFor()
    expect(await identitiesOf(second.emailAddress)).toHaveLength(0)
    expect(await identitiesOf(first.emailAddress)).toEqual([{ email: googleEmail }])
  })

  it('refuses a replayed callback', async () => {
    const page = await openPage(browser, { width: 1280 })
    const email = `google.${freshContact().emailAddress}`
    await gotoPage(page, '/login')
    await page.getByTestId('continue-with-google').click()
    await signInAtProvider(page, email)
    await page.waitForURL((url) => url.pathname === '/signup')
    await page.getByTestId('signup-with-google').waitFor()

    // The provider's answer (code, state) sent again, as an attacker replaying a captured callback would.
    const callbacks: string[] = []
    const context = page.context()
    const second = await context.newPage()
    second.on('request', (request) => {
      if (request.url().startsWith(`${WEB_URL}/auth/google/callback`)) callbacks.push(request.url())
    })
    await second.goto(`${WEB_URL}/login`)
    await second.getByTestId('continue-with-google').click()
    await second.waitForURL((url) => url.pathname === '/signup')
    expect(callbacks).toHaveLength(1)
    await second.goto(callbacks[0]!)
    await second.waitForURL((url) => url.pathname === '/login')
    await second.getByTestId('toast').filter({ hasText: 'Google sign-in' }).first().waitFor()
  })
})
