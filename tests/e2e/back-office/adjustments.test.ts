import { dataOf, login as loginAnswer, walletBalance as walletBalanceAnswer } from '@9ja/contract'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { downloadByClicking, launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'
import { CMS_URL, WALLET_URL } from '../../support/urls.ts'

/*
 * Issue 23's manual adjustment in the CMS admin, two finance staff deep: one asks, the service refuses
 * their own approval, another approves, the player's wallet rises by exactly that, and compliance reads
 * both in the audit log. Support has no Adjustments screen and is refused at its address.
 */

const logins = demoLogins()
const [FINANCE_A, FINANCE_B] = logins.cms.filter((login) => login.role === 'finance')
const COMPLIANCE = logins.cms.find((login) => login.role === 'compliance')!
const SUPPORT = logins.cms.find((login) => login.role === 'support')!
const PLAYER = logins.players[0]!

const ADJUSTMENTS_URL = `${CMS_URL}/admin/back-office/adjustments`
const AUDIT_LOG_URL = `${CMS_URL}/admin/back-office/audit-log`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function walletPost(path: string, body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${WALLET_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

/** The demo player's session with the wallet-service: their public player ID and a token to read the balance with. */
async function demoPlayer() {
  const { token, userId } = dataOf(loginAnswer, await walletPost('/agent/login', { userId: PLAYER.email, password: PLAYER.password }))
  const balance = async () => walletBalanceAnswer.parse(await walletPost('/agent/wallet-balance', { token })).balance
  return { playerId: userId, balance }
}

/** The pending adjustment whose reason is `reason`, as the Adjustments screen lists it. */
const pendingCard = (page: Page, reason: string): Locator => page.locator('.back-office__card').filter({ hasText: reason })

describe('manual adjustments in the back office', () => {
  it('finance asks, cannot approve their own request, a second finance login approves, and the wallet rises by exactly that', async () => {
    const player = await demoPlayer()
    const before = await player.balance()
    const reason = `Goodwill for a frozen round (${Date.now()})`

    const financeA = await openPage(browser, { width: 1280 })
    await logInToCms(financeA, FINANCE_A!)
    await followNavLink(financeA, 'Adjustments')
    await financeA.waitForURL(ADJUSTMENTS_URL)
    const form = financeA.locator('form').filter({ has: financeA.getByRole('button', { name: 'Ask for approval' }) })
    await form.getByLabel('Player ID').fill(player.playerId)
    await form.getByLabel('Credit the wallet').check()
    await form.getByLabel('Amount (₦)').fill('2500')
    await form.getByLabel('Reason code').selectOption('goodwill')
    await form.getByLabel('Reason', { exact: true }).fill(reason)
    await form.getByRole('button', { name: 'Ask for approval' }).click()
    await financeA.getByRole('status').getByText('Asked for a ₦2,500 credit: another finance staff member must approve it.').waitFor()

    const ownRequest = pendingCard(financeA, reason)
    await ownRequest.getByText(FINANCE_A!.email).waitFor()
    await ownRequest.getByRole('button', { name: 'Approve' }).click()
    await pendingCard(financeA, reason).getByRole('alert').getByText('You asked for this: another staff member must approve it.').waitFor()
    expect(await player.balance()).toBe(before)

    // The second finance login approves from a page whose scripts never run: the forms are plain HTML.
    const financeB = await openPage(browser, { width: 1280 })
    await logInToCms(financeB, FINANCE_B!)
    const withoutScripts = await openPageWithoutJavaScript(browser, { width: 360 })
    await withoutScripts.context().addCookies(await financeB.context().cookies())
    await withoutScripts.goto(ADJUSTMENTS_URL)
    await pendingCard(withoutScripts, reason).getByRole('button', { name: 'Approve' }).click()
    await withoutScripts.getByRole('status').getByText(`Approved: ₦2,500 credited to the wallet of player ${player.playerId}.`).waitFor()
    expect(await pendingCard(withoutScripts, reason).count()).toBe(0)
    const carriedOut = withoutScripts.locator('section', { has: withoutScripts.getByRole('heading', { name: 'Carried out' }) })
    await carriedOut.getByRole('row').filter({ hasText: reason }).filter({ hasText: FINANCE_B!.email }).waitFor()

    await expect.poll(() => player.balance()).toBe(before + 2500)

    const compliance = await openPage(browser, { width: 1280 })
    await logInToCms(compliance, COMPLIANCE)
    await followNavLink(compliance, 'Audit log')
    await compliance.waitForURL(AUDIT_LOG_URL)
    await compliance.getByText(/The audit log is intact: all \d+ rows follow each other unaltered\./).waitFor()
    await compliance.getByLabel('Player or subject ID').fill(player.playerId)
    await compliance.getByRole('button', { name: 'Search' }).click()
    // The search is a page load: the unfiltered page before it shows these rows too, and a click on its
    // export link while the searched page loads is lost with the old page (CI: no download in 60 s).
    await compliance.waitForURL((url) => url.searchParams.get('subject') === player.playerId)
    const rows = compliance.getByRole('row')
    const requested = rows.filter({ hasText: 'adjustments.request' }).filter({ hasText: FINANCE_A!.email }).filter({ hasText: reason })
    const approved = rows.filter({ hasText: 'adjustments.approve' }).filter({ hasText: FINANCE_B!.email })
    await requested.waitFor()
    await approved.waitFor()

    // The same filters as CSV, through the CMS (the staff browser never calls the wallet-service).
    const { text: csv } = await downloadByClicking(compliance.getByRole('link', { name: 'Export CSV' }))
    const lines = csv.split('\n').filter((line) => line.includes(player.playerId))
    expect(lines.filter((line) => line.includes('adjustments.request') && line.includes(FINANCE_A!.email))).toHaveLength(1)
    expect(lines.filter((line) => line.includes('adjustments.approve') && line.includes(FINANCE_B!.email))).toHaveLength(1)

    // The export's handler authenticates as Payload's admin does: the staff cookie from another site counts for nothing.
    const exportUrl = new URL((await compliance.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!, CMS_URL)
    const cookie = (await compliance.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
    const fromSite = (origin: string) => fetch(exportUrl, { headers: { cookie, origin }, redirect: 'manual' })
    const crossSite = await fromSite('https://evil.example')
    expect(crossSite.status).toBe(307)
    expect(crossSite.headers.get('location')).toMatch(/^\/admin\/login\?redirect=/)
    const sameSite = await fromSite(new URL(CMS_URL).origin)
    expect([sameSite.status, sameSite.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8'])
  })

  it('a request another finance login rejects, with its reason, posts nothing', async () => {
    const player = await demoPlayer()
    const before = await player.balance()
    const reason = `Correction of a double credit (${Date.now()})`

    const financeA = await openPage(browser, { width: 1280 })
    await logInToCms(financeA, FINANCE_A!)
    await financeA.goto(ADJUSTMENTS_URL)
    const form = financeA.locator('form').filter({ has: financeA.getByRole('button', { name: 'Ask for approval' }) })
    await form.getByLabel('Player ID').fill(player.playerId)
    await form.getByLabel('Debit the wallet').check()
    await form.getByLabel('Amount (₦)').fill('100.50')
    await form.getByLabel('Reason code').selectOption('correction')
    await form.getByLabel('Reason', { exact: true }).fill(reason)
    await form.getByRole('button', { name: 'Ask for approval' }).click()
    await financeA.getByRole('status').getByText('Asked for a ₦100.50 debit: another finance staff member must approve it.').waitFor()

    // On a phone's width: the card's reason and buttons stack.
    const financeB = await openPage(browser, { width: 1280 })
    await logInToCms(financeB, FINANCE_B!)
    await financeB.setViewportSize({ width: 360, height: 740 })
    await financeB.goto(ADJUSTMENTS_URL)
    const request = pendingCard(financeB, reason)
    await request.getByLabel('Reason for rejecting').fill('The double credit was a display error')
    await request.getByRole('button', { name: 'Reject' }).click()
    await financeB.getByRole('status').getByText('Rejected: nothing was posted.').waitFor()
    const rejected = financeB.locator('section', { has: financeB.getByRole('heading', { name: 'Rejected' }) })
    await rejected
      .getByRole('row')
      .filter({ hasText: reason })
      .filter({ hasText: 'Rejected: The double credit was a display error' })
      .waitFor()
    expect(await player.balance()).toBe(before)
  })

  it('support has no Adjustments screen, and is refused at its address', async () => {
    const support = await openPage(browser, { width: 1280 })
    await logInToCms(support, SUPPORT)
    expect(await support.getByRole('link', { name: 'Adjustments' }).count()).toBe(0)
    expect(await support.getByRole('link', { name: 'Audit log' }).count()).toBe(0)
    await support.goto(ADJUSTMENTS_URL)
    await support.getByText('Your roles do not allow this screen. Ask an admin if your work needs it.').waitFor()
    expect(await support.getByRole('button', { name: 'Ask for approval' }).count()).toBe(0)
    expect(await support.getByRole('button', { name: 'Approve' }).count()).toBe(0)
  })
})
