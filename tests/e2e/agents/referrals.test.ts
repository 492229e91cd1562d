import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { freshContact, gotoPage, latestOtp, logIn } from '../accounts/accounts-support.ts'
import { counterPhone, createAgent } from './agents-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

describe('referrals', () => {
  it("a player signs up from an agent's referral link and appears on the agent's players page", { timeout: 120_000 }, async () => {
    const agent = await createAgent('Mama Chi Stores', 0)
    const shop = await counterPhone(browser)
    await logIn(shop, agent)
    await gotoPage(shop, '/dashboard/agent/players')
    const link = `${WEB_URL}/signup?ref=${agent.referralCode}`
    expect(await shop.getByTestId('referral-link').textContent()).toBe(link)
    expect(await shop.getByTestId('players-counts').textContent()).toBe('0 players signed up with your link; 0 played this week.')
    await shop.getByTestId('players-empty').waitFor()

    // The phone's menu (the user menu's mirror) copies the link, not the bare code: 'Link Copied'; so does the page's button.
    await shop.getByTestId('mobile-menu-button').click()
    await shop.getByTestId('mobile-menu-panel').getByTestId('referral-code-copy').click()
    await shop.getByText('Link Copied').first().waitFor()
    expect(await shop.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await shop.getByTestId('mobile-menu-button').click()
    await shop.evaluate(() => navigator.clipboard.writeText(''))
    await shop.getByTestId('agent-players').getByTestId('referral-code-copy').click()
    await expect.poll(() => shop.evaluate(() => navigator.clipboard.readText())).toBe(link)

    // The link opened by someone choosing Agent fills the visible referral/service code field in.
    const recruit = await counterPhone(browser)
    await gotoPage(recruit, `/signup?ref=${agent.referralCode.toLowerCase()}`)
    await recruit.getByLabel('Agent').check()
    expect(await recruit.getByLabel('Referral / service code', { exact: true }).inputValue()).toBe(agent.referralCode)

    // A player opens it: the Individual form has no code field, the link's code rides along, hidden.
    const player = await counterPhone(browser)
    await gotoPage(player, `/signup?ref=${agent.referralCode}`)
    expect(await player.getByLabel('Individual').isChecked()).toBe(true)
    expect(await player.getByLabel('Referral / service code', { exact: true }).isVisible()).toBe(false)
    expect(await player.getByTestId('signup-referred').textContent()).toBe(
      `You were invited with the code ${agent.referralCode}. Sign up without it`,
    )
    expect(await player.getByTestId('signup-referred').getByRole('link').getAttribute('href')).toBe('/signup')
    const contact = freshContact()
    await player.getByLabel('Full name').fill('Chiamaka Obi')
    await player.getByLabel('Phone number').fill(contact.phoneNumber)
    await player.getByLabel('Email address').fill(contact.emailAddress)
    await player.getByLabel('I am 18 years or older.').check()
    await player.getByLabel('I have read and accept the Terms and Conditions').check()
    await player.getByTestId('signup-submit').click()
    await player.waitForURL(`${WEB_URL}/enter-otp`)
    await player.getByTestId('otp-box-0').click()
    await player.keyboard.type(await latestOtp(contact.emailAddress))
    await player.getByTestId('otp-submit').click()
    await player.waitForURL(`${WEB_URL}/enter-password`, { timeout: 10_000 })
    await player.getByLabel('Password', { exact: true }).fill('Chiamaka#2026')
    await player.getByLabel('Confirm password').fill('Chiamaka#2026')
    await player.getByTestId('password-submit').click()
    await player.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 })

    // The agent's players page lists them, masked, joined today, not played yet.
    await gotoPage(shop, '/dashboard/agent/players')
    expect(await shop.getByTestId('players-counts').textContent()).toBe('1 player signed up with your link; 0 played this week.')
    const rows = shop.getByTestId('player-row')
    expect(await rows.count()).toBe(1)
    const cells = await rows.first().locator('td').allTextContents()
    expect(cells[0]).toBe('Ch***a O.')
    expect(cells[1]).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)
    expect(cells.slice(2)).toEqual(['No', '₦0'])
    // Nothing of it overflows the phone's width.
    expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
