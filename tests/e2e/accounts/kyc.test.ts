import { dataOf, login as loginAnswer } from '@9ja/contract'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { bankTransfer, player } from '../wallet/wallet-support.ts'
import { createAccount, gotoPage, logIn, sandboxIdNumber, verifyIdentity, walletPost } from './accounts-support.ts'

/**
 * Issue 14, identity checks: the profile's BVN/NIN form with each sandbox identity (README
 * "Identity checks": the last digit decides), the result and reason on the profile, the withdraw
 * flow asking an unverified player to verify first, held deposits, and an under-18 closure.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

/** Fills and sends the profile's identity form (already open). */
async function submitIdentity(page: Page, idType: 'BVN' | 'NIN', idNumber: string, dateOfBirth = '1990-05-16') {
  await page.getByTestId('kyc-form').waitFor()
  await page.getByLabel(idType, { exact: true }).check()
  await page.getByLabel('BVN or NIN (11 digits)').fill(idNumber)
  await page.getByLabel('Date of birth').fill(dateOfBirth)
  await page.getByLabel('I agree to this check').check()
  await page.getByTestId('kyc-submit').click()
}

const state = (page: Page) => page.getByTestId('kyc-state').textContent()

describe.each([1280, 360])('identity checks at %i px', (width) => {
  it('asks an unverified player to verify before withdrawing, shows each refusal with its reason, then verifies', async () => {
    const tolu = await player('Tolu Bakare')
    const page = await openPage(browser, { width })
    await logIn(page, tolu)
    await gotoPage(page, '/dashboard/wallet?tab=withdraw')
    const notice = page.getByTestId('withdraw-verify-first')
    expect(await notice.textContent()).toContain('Verify your identity first')
    expect(await page.getByTestId('withdraw-amount').count()).toBe(0)
    await page.getByTestId('withdraw-verify-link').click()
    await page.waitForURL(`${WEB_URL}/dashboard/settings/profile?verify`)
    expect(await state(page)).toBe('Not verified yet')
    expect(await page.getByText('We keep only a coded form of the number and its last 4 digits').count()).toBe(1)

    // The form checks the number and the consent before anything is sent.
    await page.getByLabel('BVN or NIN (11 digits)').fill('2234567890')
    await page.getByLabel('Date of birth').fill('1990-05-16')
    await page.getByLabel('Date of birth').blur()
    await page.getByText('A BVN or NIN is exactly 11 digits.').waitFor()
    expect(await page.getByTestId('kyc-submit').isDisabled()).toBe(true)

    await submitIdentity(page, 'NIN', sandboxIdNumber(1))
    await page.getByText('The name on this NIN does not match your registered name.').first().waitFor()
    await page.waitForURL(`${WEB_URL}/dashboard/settings/profile`)
    await expect.poll(() => state(page)).toBe('Not verified')
    expect(await page.getByTestId('kyc-reason').textContent()).toBe(
      'The name on this NIN does not match your registered name. Check the number and try again, or contact support if your registered name is wrong.',
    )

    await page.getByTestId('kyc-button').click()
    await submitIdentity(page, 'BVN', sandboxIdNumber(3))
    await expect
      .poll(() => page.getByTestId('kyc-reason').textContent())
      .toBe('We could not find this BVN. Check the number and try again.')

    await page.getByTestId('kyc-button').click()
    await submitIdentity(page, 'BVN', sandboxIdNumber(9))
    await page.getByText('We could not reach the identity service. Your status has not changed. Please try again later.').first().waitFor()
    expect(await state(page)).toBe('Not verified')

    await gotoPage(page, '/dashboard/settings/profile?verify')
    const matching = sandboxIdNumber(0)
    await submitIdentity(page, 'BVN', matching)
    await page
      .getByText(`Your identity is verified (BVN ending ${matching.slice(-4)}).`)
      .first()
      .waitFor()
    await expect.poll(() => state(page)).toBe(`Verified (BVN ending ${matching.slice(-4)})`)
    expect(await page.getByTestId('kyc-button').count()).toBe(0)

    await gotoPage(page, '/dashboard/wallet?tab=withdraw')
    await page.getByTestId('withdraw-amount').waitFor()
    expect(await page.getByTestId('withdraw-verify-first').count()).toBe(0)
  })

  it('closes an under-18 account: the player lands on login with the reason, and login repeats it', async () => {
    const young = await createAccount('Kemi Young')
    const page = await openPage(browser, { width })
    await logIn(page, young)
    await gotoPage(page, '/dashboard/settings/profile?verify')
    await submitIdentity(page, 'BVN', sandboxIdNumber(2))
    await page.getByText('Your identity check shows you are under 18.', { exact: false }).first().waitFor()
    await page.waitForURL(`${WEB_URL}/login`)

    await page.getByLabel('Phone number or email').fill(young.emailAddress)
    await page.getByLabel('Password').fill(young.password)
    await page.getByTestId('login-submit').click()
    await page
      .getByText(/^This account was closed on .+ because its identity check showed its owner is under 18\./)
      .first()
      .waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
  })
})

describe('identity checks, more outcomes', () => {
  it('refuses a number verified on another account, naming its last 4 digits (1280 px)', async () => {
    const first = await createAccount('Sola Bankole')
    const second = await createAccount('Sola Bankole')
    const shared = sandboxIdNumber(0)
    const login = await walletPost('/agent/login', { userId: first.emailAddress, password: first.password })
    const { token } = dataOf(loginAnswer, login.json)
    const verified = await walletPost('/agent/kyc/verify', {
      token,
      idType: 'BVN',
      idNumber: shared,
      dateOfBirth: '1990-05-16',
      consent: true,
    })
    expect(verified.status, JSON.stringify(verified.json)).toBe(200)
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, second)
    await gotoPage(page, '/dashboard/settings/profile?verify')
    await submitIdentity(page, 'BVN', shared)
    await expect
      .poll(() => page.getByTestId('kyc-reason').textContent())
      .toBe(
        `This BVN (ending ${shared.slice(-4)}) is already verified on another account. One account per person: please log in to the account already verified with this number.`,
      )
  })

  it('holds deposits over the unverified cap, says so on the wallet page, and releases them on verification (1280 px)', async () => {
    const bayo = await player('Bayo Adekunle')
    await bankTransfer(bayo.depositCode, '60000')
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, bayo)
    await gotoPage(page, '/dashboard/wallet?tab=deposit')
    expect(await page.getByTestId('wallet-page-balance').textContent()).toBe('₦50,000')
    expect(await page.getByTestId('wallet-held').textContent()).toContain(
      '₦10,000 of your deposits is held until you verify your identity.',
    )
    expect(await page.getByTestId('deposit-cap-hint').textContent()).toContain('Unverified accounts can deposit up to ₦50,000 a day.')
    await page.getByTestId('deposit-amount').fill('5000')
    await page.getByTestId('deposit-submit').click()
    await page.getByText("You have reached today's deposit limit of ₦50,000 for unverified accounts.", { exact: false }).first().waitFor()

    await verifyIdentity(bayo)
    await gotoPage(page, '/dashboard/wallet?tab=deposit')
    expect(await page.getByTestId('wallet-page-balance').textContent()).toBe('₦60,000')
    expect(await page.getByTestId('wallet-held').count()).toBe(0)
    expect(await page.getByTestId('deposit-cap-hint').count()).toBe(0)
  })

  it('works as plain HTML without JavaScript (360 px)', async () => {
    const plain = await createAccount('Plain Identity')
    const page = await openPageWithoutJavaScript(browser, { width: 360 })
    await page.goto(`${WEB_URL}/login`)
    await page.getByLabel('Phone number or email').fill(plain.emailAddress)
    await page.getByLabel('Password').fill(plain.password)
    await page.getByTestId('login-submit').click()
    await page.waitForLoadState('load')
    await page.goto(`${WEB_URL}/dashboard/settings/profile`)
    await page.getByTestId('kyc-button').click()
    await page.waitForURL(`${WEB_URL}/dashboard/settings/profile?verify`)
    // Without the consent the server refuses, naming what is missing, and keeps what was typed.
    const idNumber = sandboxIdNumber(0)
    await page.getByLabel('BVN or NIN (11 digits)').fill(idNumber)
    await page.getByLabel('Date of birth').fill('1990-05-16')
    await page.getByTestId('kyc-submit').click()
    await page.getByText('Please agree to the check to continue.').waitFor()
    expect(await page.getByLabel('BVN or NIN (11 digits)').inputValue()).toBe(idNumber)
    await page.getByLabel('I agree to this check').check()
    await page.getByTestId('kyc-submit').click()
    await page.waitForURL(`${WEB_URL}/dashboard/settings/profile`)
    // The address changes first, then React draws the page with its new data.
    await expect.poll(() => state(page)).toBe(`Verified (BVN ending ${idNumber.slice(-4)})`)
    await page
      .getByText(`Your identity is verified (BVN ending ${idNumber.slice(-4)}).`)
      .first()
      .waitFor()
  })
})

describe('staking needs a verified identity (issue 21, item 3)', () => {
  it('tells an unverified player why on every page, keeps games shut and refuses stakes, until they verify', async () => {
    const ada = await player('Ada Unverified')
    await bankTransfer(ada.depositCode, '2000') // deposits are open before verification
    const page = await openPage(browser, { width: 360 })
    await logIn(page, ada)
    const notice = page.getByTestId('identity-notice')
    expect(await notice.textContent()).toContain('Verify your identity (BVN or NIN) to place bets.')
    await gotoPage(page, '/dashboard/virtual?id=2')
    expect(await notice.textContent()).toContain('you can deposit while you do')

    // The lobby says so before it opens a game that would refuse every stake.
    await page.getByTestId('game-grid').getByRole('button', { name: 'Play Now' }).first().click()
    await page.getByTestId('toast').filter({ hasText: 'Verify your identity (BVN or NIN) to place bets.' }).waitFor()
    expect(await page.getByTestId('game-frame').count()).toBe(0)

    // Any client is refused by the wallet-service itself, and no money moves.
    const login = await walletPost('/agent/login', { userId: ada.emailAddress, password: ada.password })
    const { token } = dataOf(loginAnswer, login.json)
    const spin = await walletPost('/agent/spin-multiplier', { token, betAmount: 100 })
    expect(spin.status).toBe(403)
    expect(spin.json).toMatchObject({ code: 'KYC_REQUIRED', kycStatus: 'unverified' })
    expect((await walletPost('/agent/wallet-balance', { token })).json.balance).toBe(2000)

    // The notice's link leads to the check; once verified, the notice is gone and the game opens.
    await notice.getByRole('link', { name: 'Verify your identity' }).click()
    await page.waitForURL(`${WEB_URL}/dashboard/settings/profile?verify`)
    await submitIdentity(page, 'BVN', sandboxIdNumber(0))
    await expect.poll(() => state(page)).toMatch(/^Verified \(BVN ending \d{4}\)$/)
    expect(await notice.count()).toBe(0)
    await gotoPage(page, '/dashboard/virtual?id=2')
    await page.getByTestId('game-grid').getByRole('button', { name: 'Play Now' }).first().click()
    // On a phone the game opens in the whole window.
    await page.waitForURL((url) => url.pathname.startsWith('/play/') && url.searchParams.has('launch'))
    expect((await walletPost('/agent/spin-multiplier', { token, betAmount: 100 })).status).toBe(200)
    await walletPost('/agent/logout', { token })
  })
})
