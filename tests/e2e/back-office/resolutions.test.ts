import { randomInt } from 'node:crypto'
import { dataOf, login as loginAnswer } from '@9ja/contract'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { sandboxIdNumber, walletPost } from '../accounts/accounts-support.ts'
import { bankTransfer, openSandboxAccount, paidTo, player } from '../wallet/wallet-support.ts'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'
import { CMS_URL } from '../../support/urls.ts'

/*
 * Issue 23's resolution of money that waits for a person, in the CMS admin. A bank transfer to a deposit
 * code nobody has is parked; one finance login asks to return it to the account it came from, is refused
 * its own approval, and a second finance login approves: the sandbox bank pays it back. A player found
 * under 18 leaves a deposit in the closed wallet (the bank did not name the account it came from);
 * compliance reads the closure without any form, one finance login names the account to refund, a second
 * approves, and the sandbox bank pays it.
 */

const logins = demoLogins()
const [FINANCE_A, FINANCE_B] = logins.cms.filter((login) => login.role === 'finance')
const COMPLIANCE = logins.cms.find((login) => login.role === 'compliance')!

const PARKED_URL = `${CMS_URL}/admin/back-office/parked-transfers`
const CLOSURES_URL = `${CMS_URL}/admin/back-office/closures`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A screen's card (a parked transfer, a closure) that shows `text`. */
const cardWith = (page: Page, text: string): Locator => page.locator('.back-office__card').filter({ hasText: text })

/** Sends `amount` through the sandbox bank from `senderAccountNumber` (GTBank) to a deposit code no wallet has: it is parked. */
async function transferToNobody(amount: string, senderName: string, senderAccountNumber: string) {
  const depositCode = `9${String(randomInt(1e9)).padStart(9, '0')}`
  const sent = await walletPost('/sandbox/transfers', { depositCode, amount, senderName, senderBankCode: '058', senderAccountNumber })
  const data = sent.json.data as { webhook?: string; reference?: string } | undefined
  expect(data?.webhook, JSON.stringify(sent.json)).toBe('parked')
  return { depositCode, reference: data!.reference! }
}

describe('parked transfers in the back office', () => {
  it('a transfer to a deposit code nobody has is returned to its sender once a second finance login approves', async () => {
    const senderAccount = await openSandboxAccount('OKONKWO NNEKA')
    const { depositCode, reference } = await transferToNobody('4500', 'NNEKA OKONKWO', senderAccount)

    const financeA = await openPage(browser, { width: 1280 })
    await logInToCms(financeA, FINANCE_A!)
    await followNavLink(financeA, 'Parked transfers')
    await financeA.waitForURL(PARKED_URL)
    const parked = cardWith(financeA, reference)
    await parked.getByText('₦4,500', { exact: true }).waitFor()
    await parked.getByText(`NNEKA OKONKWO, account ${senderAccount} at Guaranty Trust Bank`).waitFor()
    await parked.getByText(`No wallet owns account number ${depositCode}`).waitFor()

    const resolve = parked.getByRole('form', { name: 'Resolve this transfer' })
    await resolve.getByLabel("Return it to the sender's account").check()
    await resolve.getByLabel('Reason').fill('Sender called: the deposit code was mistyped')
    await resolve.getByRole('button', { name: 'Ask for approval' }).click()
    await cardWith(financeA, reference)
      .getByRole('status')
      .getByText(
        `Asked to return ₦4,500 to OKONKWO NNEKA, account ${senderAccount} at Guaranty Trust Bank: another finance staff member must approve it.`,
      )
      .waitFor()
    await cardWith(financeA, reference).getByText(`${FINANCE_A!.email},`).waitFor()
    await cardWith(financeA, reference).getByRole('button', { name: 'Approve' }).click()
    await cardWith(financeA, reference).getByRole('alert').getByText('You asked for this: another staff member must approve it.').waitFor()
    expect(await paidTo(senderAccount)).toEqual([])

    const financeB = await openPage(browser, { width: 1280 })
    await logInToCms(financeB, FINANCE_B!)
    await financeB.goto(PARKED_URL)
    await cardWith(financeB, reference).getByText('Sender called: the deposit code was mistyped').waitFor()
    await cardWith(financeB, reference).getByRole('button', { name: 'Approve' }).click()
    await financeB.getByRole('status').getByText('Approved: ₦4,500 returned to OKONKWO NNEKA, paid to the bank account.').waitFor()
    expect(await cardWith(financeB, reference).count()).toBe(0)
    await financeB
      .getByRole('row')
      .filter({ hasText: reference })
      .getByText(/^returned to its sender \(payout .+\)$/)
      .waitFor()
    await expect.poll(() => paidTo(senderAccount)).toEqual([{ amount: 4500, status: 'success' }])
  })
})

describe('closed under-18 accounts in the back office', () => {
  it('compliance reads a closure; finance refunds what the closed wallet holds, two logins, and the sandbox bank pays it', async () => {
    const amaka = await player('Amaka Obi')
    await bankTransfer(amaka.depositCode, '1500')
    const { token, userId: playerId } = dataOf(
      loginAnswer,
      (await walletPost('/agent/login', { userId: amaka.emailAddress, password: amaka.password })).json,
    )
    const checked = await walletPost('/agent/kyc/verify', {
      token,
      idType: 'BVN',
      idNumber: sandboxIdNumber(2),
      dateOfBirth: '1990-05-16',
      consent: true,
    })
    expect(checked.json.data, JSON.stringify(checked.json)).toMatchObject({ reason: 'under_18', accountClosed: true })

    // Compliance reads the closure, and the refund once asked, without any of finance's forms.
    const compliance = await openPage(browser, { width: 1280 })
    await logInToCms(compliance, COMPLIANCE)
    await followNavLink(compliance, 'Closures')
    await compliance.waitForURL(CLOSURES_URL)
    const seen = cardWith(compliance, playerId)
    await seen.getByText(`Amaka Obi (player ID ${playerId}`).waitFor()
    expect(await seen.locator('dd').allInnerTexts()).toContain('₦1,500')
    expect(await compliance.getByRole('button', { name: 'Ask for approval' }).count()).toBe(0)

    const parentAccount = await openSandboxAccount('OBI CHINEDU')
    const financeA = await openPage(browser, { width: 1280 })
    await logInToCms(financeA, FINANCE_A!)
    await followNavLink(financeA, 'Closures')
    await financeA.waitForURL(CLOSURES_URL)
    const refund = cardWith(financeA, playerId).getByRole('form', { name: 'Ask for the refund' })
    await refund.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' })
    await refund.getByLabel('Account number').fill(parentAccount)
    await refund.getByLabel('Reason').fill('Her father called with his account details')
    await refund.getByRole('button', { name: 'Ask for approval' }).click()
    await cardWith(financeA, playerId)
      .getByRole('status')
      .getByText(
        `Asked to refund ₦1,500 to OBI CHINEDU, account ${parentAccount} at Guaranty Trust Bank: another finance staff member must approve it.`,
      )
      .waitFor()
    expect(await paidTo(parentAccount)).toEqual([])

    await compliance.reload()
    await cardWith(compliance, playerId)
      .getByText(`Refund ₦1,500 to OBI CHINEDU, account ${parentAccount} at Guaranty Trust Bank`)
      .waitFor()
    expect(await cardWith(compliance, playerId).getByRole('button').count()).toBe(0)

    const financeB = await openPage(browser, { width: 1280 })
    await logInToCms(financeB, FINANCE_B!)
    await financeB.goto(CLOSURES_URL)
    await cardWith(financeB, playerId).getByRole('button', { name: 'Approve' }).click()
    await financeB
      .getByRole('status')
      .getByText(`Approved: ₦1,500 to OBI CHINEDU, account ${parentAccount} at Guaranty Trust Bank, paid to the bank account.`)
      .waitFor()
    expect(await cardWith(financeB, playerId).count()).toBe(0)
    await expect.poll(() => paidTo(parentAccount)).toEqual([{ amount: 1500, status: 'success' }])
    const closed = financeB.getByRole('row').filter({ hasText: playerId })
    await closed
      .getByText(`₦1,500 to OBI CHINEDU, account ${parentAccount} (bank 058), paid to the bank account`, { exact: false })
      .waitFor()
  })
})
