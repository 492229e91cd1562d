import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ID_TOKEN_FORGERIES, type IdTokenForgery } from '../../../scripts/lib/oidc-forgeries.ts'
import { TEST_OIDC_PASSWORD } from '../../../scripts/lib/oidc-provider.ts'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { freshContact, gotoPage, walletQuery } from './accounts-support.ts'

/**
 * Forged Google ID tokens refused in Chromium (issue 25, decision 022). The test platform's embedded provider
 * answers the ID token its login page is told to (scripts/lib/oidc-forgeries.ts): signed by another key, for
 * another audience, expired, or carrying another sign-in's nonce. The wallet-service checks the token, so
 * each must leave the visitor back on login with the reason, signed in nowhere, and nothing kept of the
 * Google account. The genuine token, re-signed by the same switch, reaches the signup: the refusals are the
 * forgeries' own, not the switch's.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

const googleEmail = () => `google.${freshContact().emailAddress}`

/** "Continue with Google" on /login, signing in at the provider as `email` with the ID token `idToken`. */
async function continueWithGoogle(page: Page, email: string, idToken: IdTokenForgery) {
  await gotoPage(page, '/login')
  await page.getByTestId('continue-with-google').click()
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'))
  const choice = page.getByLabel('ID token')
  if ((await choice.count()) === 0) {
    throw new Error('the provider offers no forged ID tokens: these tests need the platform the test harness starts, not npm start')
  }
  await choice.selectOption(idToken)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(TEST_OIDC_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** What the wallet keeps of the Google account with `email`: linked identities, pending signups, accounts. */
const keptOf = async (email: string) =>
  (
    await walletQuery<{ identities: number; pendingSignups: number; accounts: number }>(
      `select (select count(*)::int from user_identities where email = $1) as "identities",
              (select count(*)::int from oidc_pending_signups where email = $1) as "pendingSignups",
              (select count(*)::int from users where lower(email) = $1) as "accounts"`,
      [email],
    )
  )[0]!

async function expectForgeryRefused(forgery: IdTokenForgery) {
  const page = await openPage(browser, { width: 360 })
  const email = googleEmail()
  await continueWithGoogle(page, email, forgery)

  await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 })
  const toast = page.getByTestId('toast').filter({ hasText: 'Google sign-in could not be verified. Please try again.' })
  await toast.getByText('Google sign-in failed', { exact: true }).waitFor()
  // Signed in nowhere: a player's page sends the visitor to log in.
  await page.goto(`${WEB_URL}/dashboard/settings/profile`)
  expect(new URL(page.url()).pathname).toBe('/login')
  expect(await keptOf(email)).toEqual({ identities: 0, pendingSignups: 0, accounts: 0 })
}

describe('Continue with Google refuses a forged ID token', () => {
  const forgeries = (['another-key', 'another-audience', 'expired'] as const).map((forgery) => ({
    forgery,
    kind: ID_TOKEN_FORGERIES[forgery].toLowerCase(),
  }))
  it.each(forgeries)('refuses an ID token $kind: back on login with the reason, nothing kept', ({ forgery }) =>
    expectForgeryRefused(forgery),
  )

  it("refuses an ID token carrying another sign-in's nonce: an earlier ID token replayed in a new sign-in", async () => {
    // An earlier sign-in first: the forgery carries the nonce of the last ID token the provider issued (this one's, or another test's).
    const earlier = await openPage(browser, { width: 1280 })
    await continueWithGoogle(earlier, googleEmail(), 'genuine')
    await earlier.waitForURL((url) => url.pathname === '/signup', { timeout: 15_000 })
    await expectForgeryRefused('another-nonce')
  })

  it('accepts the genuine ID token, re-signed by the same switch: the visitor goes on to the signup', async () => {
    const page = await openPage(browser, { width: 360 })
    const email = googleEmail()
    await continueWithGoogle(page, email, 'genuine')
    await page.waitForURL((url) => url.pathname === '/signup', { timeout: 15_000 })
    await page.getByTestId('signup-with-google').waitFor()
    expect(await keptOf(email)).toEqual({ identities: 0, pendingSignups: 1, accounts: 0 })
  })
})
