import { dataOf, login as loginAnswer } from '@9ja/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { createAccount, sandboxIdNumber, walletPost, type Account } from '../accounts/accounts-support.ts'
import { bankTransfer, player } from '../wallet/wallet-support.ts'
import { downloadByClicking, launchBrowser, openPage } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'
import { CMS_URL, WALLET_URL } from '../../support/urls.ts'

/*
 * Issue 23's compliance screens in the CMS admin: players whose identity checks wait for compliance (one
 * rejected, one the provider's outage left unverified, one closed under 18) are listed, and only the
 * rejected one may be re-run: compliance clears it, the row leaves the list, the player is told and
 * verifies. The AML register of today holds a verified player's deposit, on the screen and in its CSV;
 * a deposit above ₦5,000,000 is a large cash movement, the smaller one is not. Support is refused all three.
 */

const logins = demoLogins()
const COMPLIANCE = logins.cms.find((login) => login.role === 'compliance')!
const SUPPORT = logins.cms.find((login) => login.role === 'support')!
const BACK_OFFICE_URL = `${CMS_URL}/admin/back-office`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Logs the account in to the wallet-service: its session token and its player ID. */
async function walletLogin(account: Account) {
  const { token, userId } = dataOf(
    loginAnswer,
    (await walletPost('/agent/login', { userId: account.emailAddress, password: account.password })).json,
  )
  return { token, playerId: userId }
}

/** The account's identity check with a sandbox number ending in `lastDigit` (README "Identity checks"): its answer. */
async function checkIdentity(account: Account, lastDigit: 0 | 1 | 2 | 9) {
  const { token } = await walletLogin(account)
  return walletPost('/agent/kyc/verify', {
    token,
    idType: 'BVN',
    idNumber: sandboxIdNumber(lastDigit),
    dateOfBirth: '1990-05-16',
    consent: true,
  })
}

/** The texts the wallet-service's dev mailbox holds for an address, newest first. */
async function messagesTo(to: string): Promise<string[]> {
  const sent = (await (await fetch(`${WALLET_URL}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { text: string }[]
  return sent.map((message) => message.text)
}

/** Today in Lagos (the AML screen's default period), by this machine's clock as the CMS reads it. */
const lagosToday = () => new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10)

describe('compliance in the back office', () => {
  it('lists the identity checks waiting for compliance and re-runs a rejected one', async () => {
    const [rejected, outage, minor] = await Promise.all([
      createAccount('Kemi Adebayo'),
      createAccount('Emeka Obi'),
      createAccount('Tunde Bello'),
    ])
    const mismatch = await checkIdentity(rejected, 1)
    expect(mismatch.json.data, JSON.stringify(mismatch.json)).toMatchObject({ kycStatus: 'rejected', reason: 'name_mismatch' })
    expect((await checkIdentity(outage, 9)).json.code).toBe('KYC_PROVIDER_UNAVAILABLE')
    expect((await checkIdentity(minor, 2)).json.data).toMatchObject({ reason: 'under_18', accountClosed: true })
    const { playerId } = await walletLogin(rejected)

    const compliance = await openPage(browser, { width: 1280 })
    await logInToCms(compliance, COMPLIANCE)
    await followNavLink(compliance, 'Identity checks')
    await compliance.waitForURL(`${BACK_OFFICE_URL}/identity-checks`)
    const rowOf = (account: Account) => compliance.getByRole('row').filter({ hasText: account.emailAddress })

    /** The texts of the account's row, once it shows: player, contact, exception, status, since, checks, and re-run or next step. */
    const cellsOf = async (account: Account) => {
      await rowOf(account).waitFor()
      return rowOf(account).getByRole('cell').allInnerTexts()
    }
    const contact = (account: Account) => `${account.phoneNumber}\n${account.emailAddress}`
    expect(await cellsOf(outage)).toEqual([
      expect.stringMatching(/^Emeka Obi\n[0-9a-f-]{36}$/),
      contact(outage),
      'The provider was unavailable',
      'unverified',
      expect.any(String),
      '1, the last: the provider was unavailable',
      'Nothing to clear: the player can verify again now.',
    ])
    expect(await cellsOf(minor)).toEqual([
      expect.stringMatching(/^Tunde Bello\n[0-9a-f-]{36}$/),
      contact(minor),
      'Closed under 18\nRefund ₦0, forfeited ₦0',
      'rejected: under 18',
      expect.any(String),
      '1, the last: under 18',
      'Stays closed.',
    ])
    expect(await cellsOf(rejected)).toEqual([
      `Kemi Adebayo\n${playerId}`,
      contact(rejected),
      'Rejected',
      'rejected: the name did not match the ID',
      expect.any(String),
      '1, the last: the name did not match the ID',
      expect.stringContaining('Re-run'),
    ])
    expect(await rowOf(outage).getByRole('button', { name: 'Re-run' }).count()).toBe(0)
    expect(await rowOf(minor).getByRole('button', { name: 'Re-run' }).count()).toBe(0)

    const row = rowOf(rejected)
    const rerun = row.getByRole('form', { name: 'Re-run the identity check of Kemi Adebayo' })
    await rerun.getByLabel('Reason').fill('The bank corrected the registered name')
    await rerun.getByRole('button', { name: 'Re-run' }).click()
    await compliance
      .getByRole('status')
      .getByText(
        `Cleared the identity check of player ${playerId}: it is unverified again, and the player was sent an email and an SMS asking them to verify again.`,
      )
      .waitFor()
    await rowOf(rejected).waitFor({ state: 'detached' })
    await rowOf(outage).waitFor()

    // The player was told, and their next check goes through.
    expect((await messagesTo(rejected.emailAddress))[0]).toMatch(/^Please verify your identity again on 9ja Lottery/)
    expect((await checkIdentity(rejected, 0)).json.data).toMatchObject({ kycStatus: 'verified' })
  })

  it('reads the self-exclusion register, which nobody can shorten', async () => {
    const account = await createAccount('Ifeoma Nwachukwu')
    const { token, playerId } = await walletLogin(account)
    const excluded = await walletPost('/agent/self-exclude', { token, months: 6 })
    expect(excluded.status, JSON.stringify(excluded.json)).toBe(200)

    const compliance = await openPage(browser, { width: 1280 })
    await logInToCms(compliance, COMPLIANCE)
    await followNavLink(compliance, 'Self-exclusions')
    await compliance.waitForURL(`${BACK_OFFICE_URL}/self-exclusions`)
    await compliance.getByText('Nobody can shorten or lift a self-exclusion', { exact: false }).waitFor()
    const row = compliance.getByRole('row').filter({ hasText: account.emailAddress })
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      `${account.fullName}\n${playerId}`,
      account.phoneNumber,
      account.emailAddress,
      expect.any(String),
      expect.any(String),
      'In force',
    ])
    // Read only: the screen has no form, no button.
    expect(await compliance.locator('.back-office').getByRole('button').count()).toBe(0)
  })

  it('shows today’s AML register with a verified player’s deposit, in its CSV too, and the large cash movements', async () => {
    const stamp = Date.now()
    const [small, large] = await Promise.all([
      player(`Bola Register ${stamp}`, { verified: true }),
      player(`Chika Large ${stamp}`, { verified: true }),
    ])
    await bankTransfer(small.depositCode, '2500')
    await bankTransfer(large.depositCode, '5000001')
    const [{ playerId: smallId }, { playerId: largeId }] = await Promise.all([walletLogin(small), walletLogin(large)])

    const compliance = await openPage(browser, { width: 1280 })
    await logInToCms(compliance, COMPLIANCE)
    await followNavLink(compliance, 'AML')
    await compliance.waitForURL(`${BACK_OFFICE_URL}/aml`)
    expect(await compliance.getByLabel('From (Lagos day)').inputValue()).toBe(lagosToday())
    expect(await compliance.getByLabel('To (Lagos day, included)').inputValue()).toBe(lagosToday())

    const register = compliance.locator('section', { has: compliance.getByRole('heading', { name: /^AML register/ }) })
    const smallRow = register.getByRole('row').filter({ hasText: smallId })
    await smallRow.getByRole('link', { name: small.fullName }).waitFor()
    expect(await smallRow.getByRole('cell').allInnerTexts()).toEqual([
      lagosToday(),
      expect.stringContaining(small.fullName),
      expect.stringMatching(/^verified\s+BVN ending \d{4}\s+verified /),
      '₦2,500',
      '₦0',
      '₦2,500',
      '₦0',
      '₦0',
    ])
    await register.getByRole('row').filter({ hasText: largeId }).getByText('₦5,000,001').first().waitFor()

    const largeCash = compliance.locator('section', { has: compliance.getByRole('heading', { name: /^Large cash movements/ }) })
    await largeCash.getByRole('row').filter({ hasText: largeId }).getByText('₦5,000,001').first().waitFor()
    expect(await largeCash.getByRole('row').filter({ hasText: smallId }).count()).toBe(0)

    const download = async (name: string) => {
      const file = await downloadByClicking(compliance.getByRole('link', { name }))
      return { name: file.name, lines: file.text.split('\r\n') }
    }
    const registerCsv = await download('Export register CSV')
    expect(registerCsv.name).toBe('aml-register.csv')
    expect(registerCsv.lines[0]).toBe(
      'Day (Lagos),Player id,Name,Identity,ID type,ID last 4,Verified at,Deposits (NGN),Withdrawals (NGN),Cash movement (NGN),Stakes (NGN),Wins (NGN)',
    )
    const smallLine = registerCsv.lines.find((line) => line.includes(smallId))
    expect(smallLine).toMatch(
      new RegExp(`^${lagosToday()},${smallId},${small.fullName},verified,BVN,\\d{4},[^,]+,2500\\.00,0\\.00,2500\\.00,0\\.00,0\\.00$`),
    )
    expect(registerCsv.lines.some((line) => line.includes(largeId))).toBe(true)

    const largeCashCsv = await download('Export large cash movements CSV')
    expect(largeCashCsv.name).toBe('large-cash-movements.csv')
    expect(largeCashCsv.lines.find((line) => line.includes(largeId))).toContain(',5000001.00,0.00,5000001.00,')
    expect(largeCashCsv.lines.some((line) => line.includes(smallId))).toBe(false)

    // A period the service refuses says why below the form, which stays to correct it.
    await compliance.getByLabel('From (Lagos day)').fill('2026-12-31')
    await compliance.getByLabel('To (Lagos day, included)').fill('2026-12-01')
    await compliance.getByRole('button', { name: 'Show' }).click()
    await compliance.getByText('`from` must not be after `to`').waitFor()
    expect(await compliance.getByLabel('From (Lagos day)').inputValue()).toBe('2026-12-31')

    // A download address the screen never links to comes back to the screen, saying what is wrong with it.
    await compliance.goto(`${BACK_OFFICE_URL}/aml/export?from=${lagosToday()}&to=${lagosToday()}&list=everything`)
    await compliance.waitForURL((url) => url.pathname === '/admin/back-office/aml')
    await compliance
      .getByRole('alert')
      .getByText(/^This download's address is not one the screen links to: .*register.*large-cash/)
      .waitFor()
  })

  it('refuses the compliance screens to support', async () => {
    const support = await openPage(browser, { width: 1280 })
    await logInToCms(support, SUPPORT)
    for (const path of ['identity-checks', 'self-exclusions', 'aml']) {
      await support.goto(`${BACK_OFFICE_URL}/${path}`)
      await support.getByText('Your roles do not allow this screen. Ask an admin if your work needs it.').waitFor()
    }
    expect(await support.getByRole('link', { name: 'Identity checks', exact: true }).count()).toBe(0)
  })
})
