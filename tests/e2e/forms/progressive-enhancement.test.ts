import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { createAccount, freshContact, latestOtp, waitOutResendCooldown, type Account } from '../accounts/accounts-support.ts'
import { bankTransfer, openSandboxAccount, player } from '../wallet/wallet-support.ts'

let browser: Browser
let account: Account
beforeAll(async () => {
  browser = await launchBrowser()
  account = await createAccount('Ngozi Forms')
})
afterAll(async () => browser?.close())

/** The flash toast the server put into the page (plain HTML shows it without JavaScript). */
const toastText = (page: Page) => page.getByTestId('toast').allTextContents()

async function logInWithoutJavaScript(page: Page, userId: string, password: string, from?: string) {
  await page.goto(`${WEB_URL}/login${from ? `?from=${encodeURIComponent(from)}` : ''}`)
  await page.getByLabel('Phone number or email').fill(userId)
  await page.getByLabel('Password').fill(password)
  await page.getByTestId('login-submit').click()
  await page.waitForLoadState('load')
}

/** Types the newest code sent to `recipient` into the six boxes and verifies it. */
async function enterCodeWithoutJavaScript(page: Page, recipient: string) {
  const otp = await latestOtp(recipient)
  for (const [index, digit] of [...otp].entries()) await page.getByTestId(`otp-box-${index}`).fill(digit)
  await page.getByTestId('otp-submit').click()
  await page.waitForURL(`${WEB_URL}/enter-password`)
}

describe('typing before the page hydrates (issue 10 item 12)', () => {
  it('keeps what was typed on a slow phone and enables Sign in once hydrated', async () => {
    const page = await openPage(browser, { width: 360 })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    // The app's scripts arrive once the typing is done, however long a busy machine takes to type.
    let typingDone: () => void = () => {}
    const typed = new Promise<void>((resolve) => (typingDone = resolve))
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'script') await typed
      await route.continue()
    })

    await page.goto(`${WEB_URL}/login`, { waitUntil: 'commit' })
    const userId = page.getByLabel('Phone number or email')
    const password = page.getByLabel('Password')
    await userId.waitFor({ timeout: 30_000 })
    await userId.pressSequentially(account.emailAddress)
    await password.pressSequentially(account.password)
    // The point of the test: all of it was typed while React had not taken the page over yet.
    expect(await page.locator('[data-testid="login-page"][data-hydrated="false"]').count()).toBe(1)
    typingDone()

    await page.locator('[data-testid="login-page"][data-hydrated="true"]').waitFor({ timeout: 60_000 })
    expect(await userId.inputValue()).toBe(account.emailAddress)
    expect(await password.inputValue()).toBe(account.password)
    await expect.poll(() => page.getByTestId('login-submit').isEnabled(), { timeout: 10_000 }).toBe(true)

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await page.getByTestId('login-submit').click()
    await page.getByText('login successfully').waitFor()
    await page.waitForURL(`${WEB_URL}/dashboard`, { timeout: 10_000 })
  })
})

describe('every form without JavaScript (issue 10 item 12)', () => {
  it('logs in, refuses a wrong password and empty fields, and honours `from`', async () => {
    const page = await openPageWithoutJavaScript(browser)
    await page.goto(`${WEB_URL}/login`)
    await page.getByTestId('login-submit').click()
    await page.getByText('Email is required').waitFor()
    await page.getByText('Password is required').waitFor()

    await logInWithoutJavaScript(page, account.emailAddress, 'Wrong#pass')
    expect(new URL(page.url()).pathname).toBe('/login')
    expect((await toastText(page)).join(' ')).toContain('login fail')

    await logInWithoutJavaScript(page, account.phoneNumber, account.password, '/dashboard/wallet')
    expect(new URL(page.url()).pathname).toBe('/dashboard/wallet')
    expect(await toastText(page)).toEqual([expect.stringContaining('login successfully')])
  })

  it('signs up, verifies the code and creates the password, then says to log in', async () => {
    const page = await openPageWithoutJavaScript(browser)
    const contact = freshContact()
    await page.goto(`${WEB_URL}/signup`)
    await page.getByLabel('Full name').fill('Plain Html')
    await page.getByLabel('Phone number').fill(contact.phoneNumber)
    await page.getByLabel('Email address').fill(contact.emailAddress)
    await page.getByLabel('I am 18 years or older.').check()
    await page.getByLabel('I have read and accept the Terms and Conditions').check()
    await page.getByTestId('signup-submit').click()
    await page.waitForURL(`${WEB_URL}/enter-otp`)
    expect((await toastText(page)).join(' ')).toContain('Signup successful')

    await enterCodeWithoutJavaScript(page, contact.emailAddress)
    expect((await toastText(page)).join(' ')).toContain('OTP verified successfully!')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create password')

    await page.getByLabel('Password', { exact: true }).fill('Plain#2026')
    await page.getByLabel('Confirm password').fill('Plain#2027')
    await page.getByTestId('password-submit').click()
    await page.getByText('Passwords do not match.').waitFor()
    await page.getByLabel('Password', { exact: true }).fill('Plain#2026')
    await page.getByLabel('Confirm password').fill('Plain#2026')
    await page.getByTestId('password-submit').click()
    await page.waitForURL((url) => url.pathname === '/login')
    const toast = (await toastText(page)).join(' ')
    expect(toast).toContain('Password created successfully!')
    expect(toast).toContain('Account created. Log in, then verify your identity (BVN or NIN) to start playing.')
    // The login page sends the new player on to the identity check.
    await page.getByLabel('Phone number or email').fill(contact.emailAddress)
    await page.getByLabel('Password').fill('Plain#2026')
    await page.getByTestId('login-submit').click()
    await page.waitForURL((url) => url.pathname === '/dashboard/settings/profile')
    await page.getByTestId('kyc-form').waitFor()
  })

  it('resets a forgotten password through the code, on a page that says Reset password and Save', async () => {
    const resetting = await createAccount('Plain Reset', 'Before#2026')
    await waitOutResendCooldown(resetting)
    const page = await openPageWithoutJavaScript(browser)
    await page.goto(`${WEB_URL}/forgot-password`)
    await page.getByTestId('forgot-submit').click()
    await page.getByText('Please enter your email or mobile number.').waitFor()
    await page.getByLabel('Email or mobile number').fill(resetting.emailAddress)
    await page.getByTestId('forgot-submit').click()
    await page.waitForURL(`${WEB_URL}/enter-otp`)
    expect((await toastText(page)).join(' ')).toContain('OTP sent successfully.')

    await enterCodeWithoutJavaScript(page, resetting.emailAddress)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Reset password')
    expect(await page.getByTestId('password-submit').textContent()).toBe('Save')
    await page.getByLabel('Password', { exact: true }).fill('After#2026')
    await page.getByLabel('Confirm password').fill('After#2026')
    await page.getByTestId('password-submit').click()
    await page.waitForURL(`${WEB_URL}/home`)
    expect((await toastText(page)).join(' ')).toContain('Password created successfully!')
    await logInWithoutJavaScript(page, resetting.emailAddress, 'After#2026')
    expect(new URL(page.url()).pathname).toBe('/dashboard')
  })

  it('changes the password, then shows the success toast over an empty form', async () => {
    const changing = await createAccount('Plain Change', 'Before#2026')
    const page = await openPageWithoutJavaScript(browser)
    await logInWithoutJavaScript(page, changing.emailAddress, changing.password)
    await page.goto(`${WEB_URL}/dashboard/settings/changepassword`)
    await page.getByLabel('Old password').fill('Before#2026')
    await page.getByLabel('New password', { exact: true }).fill('weak')
    await page.getByLabel('Confirm new password').fill('weak')
    await page.getByTestId('change-password-submit').click()
    await page.getByText('Password must be at least 6 characters, include 1 capital letter, and 1 special character.').waitFor()

    await page.getByLabel('Old password').fill('Before#2026')
    await page.getByLabel('New password', { exact: true }).fill('After#2026')
    await page.getByLabel('Confirm new password').fill('After#2026')
    await page.getByTestId('change-password-submit').click()
    await page.waitForLoadState('load')
    expect((await toastText(page)).join(' ')).toContain('Password changed successfully!')
    expect(await page.getByText('Password is required.').count()).toBe(0)
    expect(await page.getByLabel('Old password').inputValue()).toBe('')
  })

  it('requests a deposit and shows the transfer details', async () => {
    const depositing = await createAccount('Plain Deposit')
    const page = await openPageWithoutJavaScript(browser)
    await logInWithoutJavaScript(page, depositing.emailAddress, depositing.password)
    await page.goto(`${WEB_URL}/dashboard/wallet?deposit`)
    await page.getByTestId('deposit-amount').fill('100.999')
    await page.getByTestId('deposit-submit').click()
    await page.getByText('Amount can have at most 2 decimal places.').waitFor()
    await page.getByTestId('deposit-amount').fill('2500')
    await page.getByTestId('deposit-submit').click()
    await page.getByTestId('deposit-dialog').waitFor()
    expect(await page.getByTestId('deposit-account-number').textContent()).toMatch(/^[0-9]{10}$/)
    expect(await page.getByTestId('deposit-dialog').textContent()).toContain('₦2,500')
  })
})

describe('withdrawing without JavaScript (issue 10 items 9 and 12)', () => {
  it('refuses an amount below the minimum, then confirms a withdrawal through the bank list', async () => {
    const withdrawing = await player('Plain Withdraw', { verified: true })
    await bankTransfer(withdrawing.depositCode, '1500')
    const accountNumber = await openSandboxAccount('WITHDRAW PLAIN')
    const page = await openPageWithoutJavaScript(browser)
    await logInWithoutJavaScript(page, withdrawing.emailAddress, withdrawing.password)
    await page.goto(`${WEB_URL}/dashboard/wallet?tab=withdraw`)
    expect(await page.getByTestId('withdraw-amount-hint').textContent()).toBe('Minimum withdrawal: ₦100')
    await page.getByTestId('withdraw-amount').fill('50')
    await page.getByTestId('withdraw-continue').click()
    expect(await page.getByTestId('withdraw-amount-error').textContent()).toBe('The minimum withdrawal is ₦100.')
    expect(await page.getByTestId('withdraw-dialog').count()).toBe(0)

    await page.getByTestId('withdraw-amount').fill('1000')
    await page.getByTestId('withdraw-continue').click()
    await page.getByTestId('withdraw-dialog').waitFor()
    await page.getByText('Guaranty Trust Bank').click()
    await page.getByTestId('withdraw-account-number').fill(accountNumber)
    // Issue 21 item 27: the bank's name for the account comes back in the page, above Confirm.
    await page.getByTestId('withdraw-check').click()
    expect(await page.getByTestId('withdraw-account-name').textContent()).toBe('Account name: WITHDRAW PLAIN')
    expect(await page.getByTestId('withdraw-account-number').inputValue()).toBe(accountNumber)
    await page.getByTestId('withdraw-confirm').click()
    await page.waitForURL(`${WEB_URL}/dashboard/wallet?tab=history`)
    expect((await toastText(page)).join(' ')).toContain('Withdrawal successful')
    expect(await page.getByTestId('wallet-page-balance').textContent()).toBe('₦500')
  })
})

describe('a page that needs a login (issue 10 item 23)', () => {
  // Needs the web-security half too: requireSessionUser sending `from` (branch h-websec).
  it('sends the visitor back to it after logging in', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/dashboard/wallet?tab=deposit`)
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('from')).toBe('/dashboard/wallet?tab=deposit')
    await page.locator('[data-testid="login-page"][data-hydrated="true"]').waitFor()
    await page.getByLabel('Phone number or email').fill(account.emailAddress)
    await page.getByLabel('Password').fill(account.password)
    await page.getByTestId('login-submit').click()
    await page.waitForURL(`${WEB_URL}/dashboard/wallet?tab=deposit`, { timeout: 10_000 })
  })
})
