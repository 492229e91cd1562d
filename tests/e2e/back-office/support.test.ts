import { crashBetPlaced, dataOf } from '@9ja/contract'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'
import { CMS_URL, WEB_URL } from '../../support/urls.ts'
import {
  createAccount,
  gotoPage,
  latestOtp,
  logIn,
  logInThroughPage,
  newestWalletSession,
  waitOutResendCooldown,
  walletPost,
  walletSessionOpen,
  type Account,
} from '../accounts/accounts-support.ts'
import { installOneRoundChain, roundOfChain } from '../games/crash-support.ts'
import { createFundedPlayer } from '../games/games-support.ts'

/*
 * Issue 23's support desk in the CMS admin: a player bets on a crash round, support finds them by that
 * bet's ID, reads the bet on the player's page, and ends their sessions: the player's API token is
 * refused from then on. Support locks an account with a reason (the player's web session ends and the
 * web refuses their login with the lock's message) and unlocks it, and sends a player's password reset
 * code again, which the player then resets their password with. Risk, which may read players but not
 * act on them, sees no account actions.
 */

const logins = demoLogins()
const SUPPORT = logins.cms.find((login) => login.role === 'support')!
const RISK = logins.cms.find((login) => login.role === 'risk')!
const PLAYERS_URL = `${CMS_URL}/admin/back-office/players`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Support's page of `account`'s player, found by their email. */
async function openPlayerPage(page: Page, account: Account) {
  await page.goto(`${PLAYERS_URL}?q=${encodeURIComponent(account.emailAddress)}`)
  await page.getByRole('link', { name: account.fullName }).click()
  await page.getByRole('heading', { name: account.fullName }).waitFor()
}

/** The part of the player's page under the heading `name`. */
const section = (page: Page, name: string): Locator => page.locator('section', { has: page.getByRole('heading', { name, exact: true }) })

/** Logs in through the web's login page, and waits for the refusal's toast. */
async function webLoginRefused(page: Page, account: Account) {
  await gotoPage(page, '/login')
  await page.getByLabel('Phone number or email').fill(account.emailAddress)
  await page.getByLabel('Password').fill(account.password)
  await page.getByTestId('login-submit').click()
  await page.getByText('login fail').waitFor()
}

describe('support finds a player by a bet and ends their sessions', () => {
  it('searches the crash bet ID, opens the player, ends their sessions, and their next wallet call is refused', async () => {
    const player = await createFundedPlayer(500, `Chidi Support ${Date.now()}`)
    const chain = await installOneRoundChain('fire-crash', () => true)
    await roundOfChain(chain.chainId)
    const placed = await walletPost('/agent/crash/bet', { token: player.token, game: 'fire-crash', amount: 100 })
    expect(placed.status, JSON.stringify(placed.json)).toBe(200)
    const { betId } = dataOf(crashBetPlaced, placed.json)

    const support = await openPage(browser, { width: 1280 })
    await logInToCms(support, SUPPORT)
    await followNavLink(support, 'Players')
    await support.waitForURL(PLAYERS_URL)
    await support.getByLabel('Phone, email, name, deposit code or bet ID').fill(String(betId))
    await support.getByRole('button', { name: 'Search' }).click()
    const found = support.getByRole('row').filter({ hasText: player.emailAddress })
    await found.getByText(`crash bet ${betId} (fire-crash)`).waitFor()
    await found.getByRole('link', { name: player.fullName }).click()

    await support.getByRole('heading', { name: player.fullName }).waitFor()
    const bets = support.locator('section', { has: support.getByRole('heading', { name: 'Bets' }) })
    await bets
      .getByRole('row')
      .filter({ hasText: String(betId) })
      .filter({ hasText: '₦100' })
      .waitFor()
    const sessions = support.locator('section', { has: support.getByRole('heading', { name: 'Sessions and logins' }) })
    expect(await sessions.getByText('No open session.').count()).toBe(0)

    const endSessions = support.getByRole('form', { name: 'End sessions' })
    await endSessions.getByLabel('Reason').fill('The player reported a lost phone')
    await endSessions.getByRole('button', { name: 'End sessions' }).click()
    await support
      .getByRole('status')
      .getByText(/^Ended [1-9]\d* open sessions?: the player must log in again\.$/)
      .waitFor()
    await sessions.getByText('No open session.').waitFor()

    const refused = await walletPost('/agent/wallet-balance', { token: player.token })
    expect(refused.status).toBe(401)
  })

  it('risk reads a player but is shown none of support’s account actions', async () => {
    const player = await createFundedPlayer(0, `Ada Risk ${Date.now()}`)
    const risk = await openPage(browser, { width: 1280 })
    await logInToCms(risk, RISK)
    await openPlayerPage(risk, player)
    expect(await risk.getByRole('button', { name: 'End sessions' }).count()).toBe(0)
    expect(await risk.getByRole('button', { name: 'Lock' }).count()).toBe(0)
  })
})

describe('support locks an account and resends a code', () => {
  it('locks an account with a reason: the player’s session ends and the web refuses their login with the lock’s message; unlocked, they log in again', async () => {
    const account = await createAccount('Bola Ahmed')
    const web = await openPage(browser, { width: 1280 })
    await logIn(web, account)
    const webSession = await newestWalletSession(account)
    expect(await walletSessionOpen(webSession)).toBe(true)

    const support = await openPage(browser, { width: 1280 })
    await logInToCms(support, SUPPORT)
    await openPlayerPage(support, account)
    const accountFacts = section(support, 'Account')
    await accountFacts.getByText('Not locked', { exact: true }).waitFor()

    const reason = 'The player reported their phone stolen'
    const lock = support.getByRole('form', { name: 'Lock' })
    await lock.getByLabel('Reason').fill(reason)
    await lock.getByRole('button', { name: 'Lock' }).click()
    await support.getByRole('status').getByText('Locked: the player cannot log in, and 1 open session was ended.').waitFor()
    const lockFact = accountFacts.getByText(`by ${SUPPORT.email}: ${reason}`)
    await lockFact.waitFor()
    expect(await lockFact.textContent()).toMatch(/^Locked \w{3}, \d/)
    await section(support, 'Sessions and logins').getByText('No open session.').waitFor()
    expect(await walletSessionOpen(webSession)).toBe(false)

    // The player's next page that asks the wallet sends them to log in, and the login is refused with the lock's message.
    await gotoPage(web, '/dashboard/wallet')
    expect(new URL(web.url()).pathname).toBe('/login')
    await webLoginRefused(web, account)
    await web.getByText('This account is locked. Please contact support.').waitFor()
    const refused = await walletPost('/agent/login', { userId: account.phoneNumber, password: account.password })
    expect(refused).toMatchObject({
      status: 403,
      json: { code: 'ACCOUNT_LOCKED', message: 'This account is locked. Please contact support.' },
    })

    const unlock = support.getByRole('form', { name: 'Unlock' })
    await unlock.getByLabel('Reason').fill('The player proved who they are at the office')
    await unlock.getByRole('button', { name: 'Unlock' }).click()
    await support.getByRole('status').getByText('Unlocked: the player can log in again.').waitFor()
    await accountFacts.getByText('Not locked', { exact: true }).waitFor()

    await logInThroughPage(web, account)
    expect(new URL(web.url()).pathname).toBe('/dashboard')
  })

  it('sends the password reset code a player asked for again: the notice says where, and the player resets their password with it', async () => {
    const account = await createAccount('Ngozi Okeke')
    await waitOutResendCooldown(account)
    const web = await openPage(browser, { width: 1280 })
    await gotoPage(web, '/forgot-password')
    await web.getByLabel('Email or mobile number').fill(account.phoneNumber)
    await web.getByTestId('forgot-submit').click()
    await web.waitForURL(`${WEB_URL}/enter-otp`, { timeout: 10_000 })
    const firstCode = await latestOtp(account.phoneNumber)

    const support = await openPage(browser, { width: 1280 })
    await logInToCms(support, SUPPORT)
    await openPlayerPage(support, account)
    const resend = support.getByRole('form', { name: 'Resend code' })
    // The player finished signing up: only the password reset's code is offered.
    expect(await resend.getByRole('button', { name: 'Resend signup code' }).count()).toBe(0)

    await waitOutResendCooldown(account)
    await resend.getByRole('button', { name: 'Resend password reset code' }).click()
    await support.getByRole('status').getByText(`Sent the password reset code again to ${account.phoneNumber}.`).waitFor()
    const resentCode = await latestOtp(account.phoneNumber, firstCode)

    // The player's page still waits for the code of the same reset: the one support sent opens it.
    await web.getByTestId('otp-box-0').click()
    await web.keyboard.type(resentCode)
    await web.getByTestId('otp-submit').click()
    await web.waitForURL(`${WEB_URL}/enter-password`, { timeout: 10_000 })
    await web.getByLabel('Password', { exact: true }).fill('Renewed#2026')
    await web.getByLabel('Confirm password').fill('Renewed#2026')
    await web.getByTestId('password-submit').click()
    await web.getByText('Password created successfully!').waitFor()
    await logInThroughPage(web, { emailAddress: account.emailAddress, password: 'Renewed#2026' })
    expect(new URL(web.url()).pathname).toBe('/dashboard')
  })
})
