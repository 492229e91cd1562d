import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'

/*
 * Issue 24's agents in the back office: support finds the demo agent's shop (seeded with its players and
 * a day at the counter), opens its page, and goes on to one of its players on the Players screen.
 */

const logins = demoLogins()
const SUPPORT = logins.cms.find((login) => login.role === 'support')!
const [PLAYER, AGENT, CUSTOMER] = logins.players

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('agents in the back office', () => {
  it("lists the demo agent's shop, opens its page with its players and cash, and leads to a player's page", async () => {
    const page = await openPage(browser, { width: 1280 })
    await logInToCms(page, SUPPORT)
    await followNavLink(page, 'Agents')
    await page.getByLabel('Shop or agent name, phone or referral code').fill(AGENT!.phone)
    await page.getByRole('button', { name: 'Search' }).click()
    const row = page.locator('tr').filter({ hasText: AGENT!.fullName })
    await row.waitFor()
    expect(await row.textContent()).toContain('9ja Corner Shop')
    expect(await row.textContent()).toContain('Service code')
    await row.getByRole('link', { name: '9ja Corner Shop' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/back-office/agents') && url.searchParams.has('id'))
    const players = page.locator('section[aria-labelledby="agent-players"]')
    await players.getByRole('heading', { name: /^Players \(\d+, \d+ played this week\)$/ }).waitFor()
    // The seeded shop's players: the demo player and the demo customer.
    expect(await players.getByRole('link').allTextContents()).toEqual(expect.arrayContaining([PLAYER!.fullName, CUSTOMER!.fullName]))
    const cash = page.locator('section[aria-labelledby="agent-cash"]')
    expect(await cash.textContent()).toContain('Cash in (float to wallet)')
    expect(await cash.textContent()).toContain('Cash out (wallet to float)')
    await players.getByRole('link', { name: PLAYER!.fullName }).click()
    await page.waitForURL((url) => url.pathname === '/admin/back-office/players' && url.searchParams.has('id'))
    await page.getByRole('heading', { name: PLAYER!.fullName }).first().waitFor()
  })
})
