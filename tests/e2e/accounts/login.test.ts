import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { createAccount, expectTokenHidden, newestWalletSession, gotoPage, type Account } from './accounts-support.ts'

let browser: Browser
let account: Account
beforeAll(async () => {
  browser = await launchBrowser()
  account = await createAccount('Ifeoma Login')
})
afterAll(async () => browser?.close())

describe('login', () => {
  it('validates on change and blur and keeps Sign in disabled until both fields are valid', async () => {
    const page = await openPage(browser, { width: 1280 })
    await gotoPage(page, `/login`)
    await page.getByText('Log in to access your spins and prizes!').waitFor()
    const submit = page.getByTestId('login-submit')
    expect(await submit.textContent()).toBe('Sign in')
    expect(await submit.isDisabled()).toBe(true)
    await page.getByLabel('Phone number or email').focus()
    await page.getByLabel('Phone number or email').blur()
    await page.getByText('Email is required').waitFor()
    await page.getByLabel('Password').fill('abc')
    await page.getByText('Password must be at least 6 characters long').waitFor()
    await page.getByLabel('Password').fill('')
    await page.getByText('Password is required').waitFor()
    expect(await submit.isDisabled()).toBe(true)
    expect(await page.getByRole('link', { name: 'Forget Password' }).getAttribute('href')).toBe('/forgot-password')
    expect(await page.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/signup')
    await page.getByText('Do you want to become an agent?').waitFor()
  })

  it('shows the server message under "login fail" for a wrong password', async () => {
    const page = await openPage(browser, { width: 1280 })
    await gotoPage(page, `/login`)
    await page.getByLabel('Phone number or email').fill(account.emailAddress)
    await page.getByLabel('Password').fill('Wrong#pass')
    await page.getByTestId('login-submit').click()
    await page.getByText('login fail').waitFor()
    await page.getByText('Incorrect email/phone number or password.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await page.getByTestId('login-submit').textContent()).toBe('Sign in')
  })

  it.each([
    ['PlaySpinIt', '/dashboard/spinit/play'],
    ['Virtual', '/dashboard/virtual'],
    ['SportBetting', '/sports-betting'],
    [undefined, '/dashboard'],
    ['Elsewhere', '/dashboard'],
  ])('after login with from=%s goes to %s after 2 seconds, keeping the token out of the page', async (from, destination) => {
    const page = await openPage(browser, { width: 1280 })
    await gotoPage(page, `/login${from ? `?from=${from}` : ''}`)
    await page.getByLabel('Phone number or email').fill(account.phoneNumber)
    await page.getByLabel('Password').fill(account.password)
    // Both instants are read in the page: the test's own polling would see the toast late on a loaded machine.
    await page.evaluate(() => {
      const marks: { toastShownAt?: number; leftAt?: number } = ((window as unknown as { loginMarks: object }).loginMarks = {})
      new MutationObserver(() => {
        if (marks.toastShownAt === undefined && document.body.textContent?.includes('login successfully'))
          marks.toastShownAt = performance.now()
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
      const pushState = history.pushState.bind(history)
      history.pushState = (...args) => {
        marks.leftAt ??= performance.now()
        pushState(...args)
      }
    })
    await page.getByTestId('login-submit').click()
    await page.getByText('login successfully').waitFor()
    expect(await page.getByTestId('login-submit').textContent()).toBe('Signing in')
    await page.waitForURL((url) => url.pathname === destination, { timeout: 10_000 })
    const marks = await page.evaluate(() => (window as unknown as { loginMarks: { toastShownAt: number; leftAt: number } }).loginMarks)
    expect(marks.leftAt - marks.toastShownAt).toBeGreaterThanOrEqual(1900)
    await expectTokenHidden(page, await newestWalletSession(account))
  })

  it('shows the logged-in home, and sends a visitor at /dashboard to /', async () => {
    const visitor = await openPage(browser, { width: 1280 })
    await gotoPage(visitor, `/dashboard`)
    expect(new URL(visitor.url()).pathname).toBe('/home')

    const page = await openPage(browser, { width: 1280 })
    await gotoPage(page, `/login`)
    await page.getByLabel('Phone number or email').fill(account.emailAddress)
    await page.getByLabel('Password').fill(account.password)
    await page.getByTestId('login-submit').click()
    await page.waitForURL(`${WEB_URL}/dashboard`, { timeout: 10_000 })
    expect(await page.getByTestId('card-virtual').getAttribute('href')).toBe('/virtual')
    expect(await page.getByTestId('card-sports').getAttribute('href')).toBe('/sports-betting')
    expect(await page.getByTestId('card-casino').getAttribute('href')).toBe('/dashboard/spinit')
    expect(await page.getByTestId('dashboard-categories').getAttribute('href')).toBe('/virtual?id=1')
    await gotoPage(page, `/home`)
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    const session = await newestWalletSession(account)
    for (const path of ['/dashboard', '/dashboard/settings/profile', '/dashboard/settings/changepassword', '/dashboard/settings/logout']) {
      await gotoPage(page, path)
      await expectTokenHidden(page, session)
    }
  })

  it('copies the referral link from the user menu with "Link Copied"', async () => {
    const page = await openPage(browser, { width: 1280 })
    await gotoPage(page, `/login`)
    await page.getByLabel('Phone number or email').fill(account.emailAddress)
    await page.getByLabel('Password').fill(account.password)
    await page.getByTestId('login-submit').click()
    await page.waitForURL(`${WEB_URL}/dashboard`, { timeout: 10_000 })
    await page.getByTestId('user-menu-button').click()
    await page.locator('.user-menu').getByTestId('referral-code-copy').click()
    await page.getByText('Link Copied').waitFor()
    // The link that fills the code in on signup (issue 24), not the bare code.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${WEB_URL}/signup?ref=${account.referralCode}`)
  })
})

describe('cross-site request forgery', () => {
  // One check for every action, before Remix runs (docs/decisions/006): the browser's Sec-Fetch-Site,
  // else Origin, else Referer must say the POST comes from this site.
  it('refuses a login post that nothing vouches for or that comes from another site', async () => {
    const credentials = { userId: account.emailAddress, password: account.password }
    const post = (headers: Record<string, string>) =>
      fetch(`${WEB_URL}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(credentials),
        redirect: 'manual',
      })
    const unvouched = await post({})
    expect(unvouched.status).toBe(403)
    expect(unvouched.headers.get('set-cookie') ?? '').not.toContain('__session')
    const foreignHeaderSets: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/login' },
    ]
    for (const foreignHeaders of foreignHeaderSets) {
      const foreign = await post(foreignHeaders)
      expect(foreign.status, JSON.stringify(foreignHeaders)).toBe(403)
      expect(await foreign.text()).toBe('Forbidden: this request did not come from this site.')
      expect(foreign.headers.get('set-cookie') ?? '').not.toContain('__session')
    }
    // The same credentials from the site itself do log in: the refusals above were the origin check's.
    const sameSite = await post({ origin: WEB_URL, 'sec-fetch-site': 'same-origin' })
    expect(sameSite.headers.get('set-cookie') ?? '').toContain('__session')
  })
})
