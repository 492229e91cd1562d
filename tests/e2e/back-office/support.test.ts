import { crashBetPlaced, dataOf } from '@9ja/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'
import { CMS_URL } from '../../support/urls.ts'
import { walletPost } from '../accounts/accounts-support.ts'
import { installOneRoundChain, roundOfChain } from '../games/crash-support.ts'
import { createFundedPlayer } from '../games/games-support.ts'

/*
 * Issue 23's support desk in the CMS admin: a player bets on a crash round, support finds them by that
 * bet's ID, reads the bet on the player's page, and ends their sessions: the player's API token is
 * refused from then on. Risk, which may read players but not act on them, sees no account actions.
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
    await risk.goto(`${PLAYERS_URL}?q=${encodeURIComponent(player.emailAddress)}`)
    await risk.getByRole('link', { name: player.fullName }).click()
    await risk.getByRole('heading', { name: player.fullName }).waitFor()
    expect(await risk.getByRole('button', { name: 'End sessions' }).count()).toBe(0)
    expect(await risk.getByRole('button', { name: 'Lock' }).count()).toBe(0)
  })
})
