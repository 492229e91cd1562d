import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { createAccount, gotoPage, latestOtp, logIn, logInThroughPage, waitOutResendCooldown } from './accounts-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

async function loginFails(page: Page, userId: string, password: string) {
  await gotoPage(page, `/login`)
  await page.getByLabel('Phone number or email').fill(userId)
  await page.getByLabel('Password').fill(password)
  await page.getByTestId('login-submit').click()
  await page.getByText('login fail').waitFor()
}

describe('forgot password', () => {
  it('asks for the email or number, then resets the password through a code', async () => {
    const account = await createAccount('Reset Person', 'Old#2026')
    await waitOutResendCooldown(account)
    const page = await openPage(browser, { width: 360 })
    await gotoPage(page, `/forgot-password`)
    const field = page.getByLabel('Email or mobile number')
    await field.focus()
    await field.blur()
    await page.getByText('Please enter your email or mobile number.').waitFor()
    expect(await page.getByTestId('forgot-submit').isDisabled()).toBe(true)

    await field.fill(account.emailAddress)
    await page.getByTestId('forgot-submit').click()
    await expect.poll(() => page.getByTestId('forgot-submit').textContent()).toBe('Processing...')
    await page.getByText('OTP sent successfully.').waitFor()
    await page.waitForURL(`${WEB_URL}/enter-otp`, { timeout: 10_000 })
    await page.getByTestId('otp-box-0').click()
    await page.keyboard.type(await latestOtp(account.emailAddress))
    await page.getByTestId('otp-submit').click()
    await page.waitForURL(`${WEB_URL}/enter-password`, { timeout: 10_000 })
    // A reset is not a signup: the page says so (issue 10 item 22).
    await page.getByRole('heading', { name: 'Reset password' }).waitFor()
    expect(await page.getByTestId('password-submit').textContent()).toBe('Save')
    await page.getByLabel('Password', { exact: true }).fill('Fresh#2026')
    await page.getByLabel('Confirm password').fill('Fresh#2026')
    await page.getByTestId('password-submit').click()
    await page.getByText('Password created successfully!').waitFor()
    await page.waitForURL(`${WEB_URL}/home`, { timeout: 10_000 })

    await loginFails(page, account.emailAddress, 'Old#2026')
    await logInThroughPage(page, { emailAddress: account.emailAddress, password: 'Fresh#2026' })
    expect(new URL(page.url()).pathname).toBe('/dashboard')
  })

  it('sends a code again with Resend OTP', async () => {
    const account = await createAccount('Resend Person')
    await waitOutResendCooldown(account)
    const page = await openPage(browser, { width: 1280 })
    await gotoPage(page, `/forgot-password`)
    await page.getByLabel('Email or mobile number').fill(account.phoneNumber)
    await page.getByTestId('forgot-resend').click()
    await page.getByText('OTP sent successfully.').waitFor()
    expect(await latestOtp(account.phoneNumber)).toMatch(/^[0-9]{6}$/)
    await page.waitForURL(`${WEB_URL}/enter-otp`, { timeout: 10_000 })
  })

  it('answers an unknown email exactly like a known one', async () => {
    const page = await openPage(browser, { width: 1280 })
    await gotoPage(page, `/forgot-password`)
    await page.getByLabel('Email or mobile number').fill('no-such-person@example.ng')
    await page.getByTestId('forgot-submit').click()
    await page.getByText('OTP sent successfully.').waitFor()
    await page.waitForURL(`${WEB_URL}/enter-otp`, { timeout: 10_000 })
  })
})

describe('change password', () => {
  it('validates, refuses a wrong old password, then changes it and logs out other sessions', async () => {
    const account = await createAccount('Change Person', 'Before#2026')
    const other = await openPage(browser, { width: 1280 })
    await logIn(other, account)
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, account)
    await gotoPage(page, `/changepassword`)
    expect(new URL(page.url()).pathname).toBe('/dashboard/settings/changepassword')
    const submit = page.getByTestId('change-password-submit')
    expect(await submit.isDisabled()).toBe(true)
    await page.getByLabel('New password', { exact: true }).fill('weak')
    await page.getByText('Password must be at least 6 characters, include 1 capital letter, and 1 special character.').waitFor()
    await page.getByLabel('Confirm new password').focus()
    await page.getByLabel('Confirm new password').blur()
    await page.getByText('Please confirm your password.').waitFor()

    await page.getByLabel('Old password').fill('Wrong#2026')
    await page.getByLabel('New password', { exact: true }).fill('After#2026')
    await page.getByLabel('Confirm new password').fill('After#2026')
    await submit.click()
    await page.getByText('Failed to change password. Please try again.').waitFor()

    await page.getByLabel('Old password').fill('Before#2026')
    await submit.click()
    await page.getByText('Password changed successfully!').waitFor()
    // The form starts over: empty, with no message under any field (issue 10 item 19).
    for (const label of ['Old password', 'Confirm new password']) expect(await page.getByLabel(label).inputValue()).toBe('')
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('')
    expect(await page.locator('.field-error').count()).toBe(0)
    expect(await submit.isDisabled()).toBe(true)

    // This session goes on; the other browser's session was ended by the change.
    await gotoPage(page, `/dashboard/settings/profile`)
    await page
      .getByText(account.emailAddress)
      .or(page.locator(`input[value="${account.emailAddress}"]`))
      .first()
      .waitFor()
    await gotoPage(other, `/dashboard/settings/profile`)
    expect(new URL(other.url()).pathname).toBe('/login')
    await logInThroughPage(other, { emailAddress: account.emailAddress, password: 'After#2026' })
    expect(new URL(other.url()).pathname).toBe('/dashboard')
  })
})
