import { text } from 'node:stream/consumers'
import { dataOf, login as loginAnswer } from '@9ja/contract'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { walletPost } from '../accounts/accounts-support.ts'
import { bankTransfer, openSandboxAccount, paidTo, player } from '../wallet/wallet-support.ts'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'
import { CMS_URL } from '../../support/urls.ts'

/*
 * Issue 23's withdrawal review in the CMS admin: a player asks for more than WITHDRAWAL_TWO_APPROVALS_ABOVE_NAIRA
 * (₦300,000 by default) and is told it is under review; one finance login approves (one of two), is refused a
 * second approval of their own, a second finance login approves, and the sandbox bank pays it; compliance
 * exports the audit log and finds both approvals in it.
 */

const logins = demoLogins()
const [FINANCE_A, FINANCE_B] = logins.cms.filter((login) => login.role === 'finance')
const COMPLIANCE = logins.cms.find((login) => login.role === 'compliance')!

const WITHDRAWALS_URL = `${CMS_URL}/admin/back-office/withdrawals`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The queued withdrawal to `accountNumber`, as the Withdrawals screen shows it. */
const queuedCard = (page: Page, accountNumber: string): Locator => page.locator('.back-office__card').filter({ hasText: accountNumber })

describe('withdrawal review in the back office', () => {
  it('a withdrawal above ₦300,000 needs two different finance logins, and the second approval pays it', async () => {
    const seun = await player('Seun Adeyemi', { verified: true })
    await bankTransfer(seun.depositCode, '350000')
    const accountNumber = await openSandboxAccount('ADEYEMI SEUN')
    const { token, userId: playerId } = dataOf(
      loginAnswer,
      (await walletPost('/agent/login', { userId: seun.emailAddress, password: seun.password })).json,
    )
    const asked = await walletPost('/agent/withdraw-fund', { token, amount: '320000', bankCode: '058', accountNumber })
    expect(asked.json, JSON.stringify(asked.json)).toMatchObject({
      message: expect.stringMatching(/^Your withdrawal is under review\./),
      data: { state: 'review', amount: '320000.00' },
    })

    const financeA = await openPage(browser, { width: 1280 })
    await logInToCms(financeA, FINANCE_A!)
    await followNavLink(financeA, 'Withdrawals')
    await financeA.waitForURL(WITHDRAWALS_URL)
    const card = queuedCard(financeA, accountNumber)
    await card.getByText(`Seun Adeyemi (player ID ${playerId}`).waitFor()
    await card.getByText('₦320,000', { exact: true }).waitFor()
    await card.getByText('ADEYEMI SEUN').waitFor()
    await card.getByText('A large amount; The first withdrawal; Deposits staked less than once').waitFor()
    await card.getByText('0 of 2').waitFor()

    await card.getByRole('button', { name: 'Approve' }).click()
    await queuedCard(financeA, accountNumber)
      .getByRole('status')
      .getByText('Approved: 1 more approval needed, from another finance staff member.')
      .waitFor()
    await queuedCard(financeA, accountNumber).getByText(`1 of 2: ${FINANCE_A!.email}`).waitFor()
    await queuedCard(financeA, accountNumber).getByRole('button', { name: 'Approve' }).click()
    await queuedCard(financeA, accountNumber)
      .getByRole('alert')
      .getByText('You already approved this: another staff member must approve it.')
      .waitFor()
    expect(await paidTo(accountNumber)).toEqual([])

    const financeB = await openPage(browser, { width: 1280 })
    await logInToCms(financeB, FINANCE_B!)
    await financeB.goto(WITHDRAWALS_URL)
    await queuedCard(financeB, accountNumber).getByRole('button', { name: 'Approve' }).click()
    await financeB.getByRole('status').getByText(`Approved: ₦320,000 for player ${playerId}, paid to the bank account.`).waitFor()
    expect(await queuedCard(financeB, accountNumber).count()).toBe(0)
    await expect.poll(() => paidTo(accountNumber)).toEqual([{ amount: 320000, status: 'success' }])

    // Compliance exports the audit log of this player and finds both approvals, each by its finance login.
    const compliance = await openPage(browser, { width: 1280 })
    await logInToCms(compliance, COMPLIANCE)
    await followNavLink(compliance, 'Audit log')
    await compliance.getByLabel('Player or subject ID').fill(playerId)
    await compliance.getByRole('button', { name: 'Search' }).click()
    await compliance.getByRole('row').filter({ hasText: 'withdrawals.approve' }).filter({ hasText: FINANCE_B!.email }).waitFor()
    const [download] = await Promise.all([
      compliance.waitForEvent('download'),
      compliance.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    const approvals = (await text(await download.createReadStream())).split('\n').filter((line) => line.includes('withdrawals.approve'))
    expect(approvals.map((line) => [FINANCE_A!.email, FINANCE_B!.email].find((email) => line.includes(email)))).toEqual([
      FINANCE_B!.email,
      FINANCE_A!.email,
    ])
  })
})
