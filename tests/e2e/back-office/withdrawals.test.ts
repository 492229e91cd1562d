import { randomUUID } from 'node:crypto'
import { dataOf, login as loginAnswer, walletBalance as walletBalanceAnswer } from '@9ja/contract'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { walletPost } from '../accounts/accounts-support.ts'
import { bankTransfer, openSandboxAccount, paidTo, player } from '../wallet/wallet-support.ts'
import { downloadByClicking, launchBrowser, openPage } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'
import { CMS_URL } from '../../support/urls.ts'

/*
 * Issue 23's withdrawal review in the CMS admin: a player asks for more than WITHDRAWAL_TWO_APPROVALS_ABOVE_NAIRA
 * (₦300,000 by default) and is told it is under review; one finance login approves (one of two), is refused a
 * second approval of their own, a second finance login approves, and the sandbox bank pays it; compliance
 * exports the audit log and finds both approvals in it. Finance rejects a reviewed withdrawal with a reason
 * (the amount goes back to the wallet, the bank is asked for nothing), and retries a payout the bank paid
 * without its notice arriving, once it is stuck longer than the recovery loop waits (PAYOUT_RECOVERY_AFTER_MS,
 * support/global-setup.ts).
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

/** A verified player with `deposit` naira from the sandbox bank, logged in to the wallet-service, and an account in their name. */
async function playerWithAccount(fullName: string, accountName: string, deposit: string, account: { payoutOutcome?: 'pending' } = {}) {
  const made = await player(fullName, { verified: true })
  await bankTransfer(made.depositCode, deposit)
  const accountNumber = await openSandboxAccount(accountName, account)
  const { token, userId: playerId } = dataOf(
    loginAnswer,
    (await walletPost('/agent/login', { userId: made.emailAddress, password: made.password })).json,
  )
  const balance = async () => walletBalanceAnswer.parse((await walletPost('/agent/wallet-balance', { token })).json).balance
  /** Asks for a withdrawal to the account; the same `idempotencyKey` again answers where that withdrawal stands. */
  const withdraw = (amount: string, idempotencyKey: string) =>
    walletPost('/agent/withdraw-fund', { token, amount, bankCode: '058', accountNumber, idempotencyKey })
  return { playerId, accountNumber, balance, withdraw }
}

/** The stuck payout `reference`, as the Withdrawals screen lists it. */
const stuckRow = (page: Page, reference: string): Locator =>
  page
    .locator('section', { has: page.getByRole('heading', { name: /^Stuck payouts/ }) })
    .getByRole('row')
    .filter({ hasText: reference })

describe('withdrawal review in the back office', () => {
  it('a withdrawal above ₦300,000 needs two different finance logins, and the second approval pays it', async () => {
    const { playerId, accountNumber, withdraw } = await playerWithAccount('Seun Adeyemi', 'ADEYEMI SEUN', '350000')
    const asked = await withdraw('320000', randomUUID())
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
    // The export link takes the search's filters: wait for the searched page, not the unfiltered one before it.
    await compliance.waitForURL((url) => url.searchParams.get('subject') === playerId)
    await compliance.getByRole('row').filter({ hasText: 'withdrawals.approve' }).filter({ hasText: FINANCE_B!.email }).waitFor()
    const download = await downloadByClicking(compliance.getByRole('link', { name: 'Export CSV' }))
    // Newest first; the columns before the JSON ones hold no comma: Seq, At (UTC), Staff ID, Staff email, Roles, Action.
    const approvals = download.text
      .split('\n')
      .map((line) => line.split(',').slice(0, 6))
      .filter((fields) => fields[5] === 'withdrawals.approve')
      .map(([seq, at, , email]) => ({ seq, at, email }))
    expect(
      approvals.map((row) => row.email),
      JSON.stringify(approvals),
    ).toEqual([FINANCE_B!.email, FINANCE_A!.email])
  })

  it('finance rejects a reviewed withdrawal with a reason: the card leaves the queue, the amount is back in the wallet, the bank paid nothing', async () => {
    const bisi = await playerWithAccount('Bisi Adebayo', 'ADEBAYO BISI', '50000')
    const key = randomUUID()
    const asked = await bisi.withdraw('30000', key)
    expect(asked.json, JSON.stringify(asked.json)).toMatchObject({ data: { state: 'review', amount: '30000.00' } })
    expect(await bisi.balance()).toBe(20000)

    const finance = await openPage(browser, { width: 1280 })
    await logInToCms(finance, FINANCE_A!)
    await finance.goto(WITHDRAWALS_URL)
    const card = queuedCard(finance, bisi.accountNumber)
    await card.getByText('₦30,000', { exact: true }).waitFor()
    await card.getByText('0 of 1').waitFor()
    await card.getByLabel('Reason for rejecting').fill('The account was opened the same day as the deposit')
    await card.getByRole('button', { name: 'Reject' }).click()
    await finance.getByRole('status').getByText(`Rejected: ₦30,000 went back to the wallet of player ${bisi.playerId}.`).waitFor()
    expect(await queuedCard(finance, bisi.accountNumber).count()).toBe(0)

    expect(await bisi.balance()).toBe(50000)
    const answered = await bisi.withdraw('30000', key)
    expect(answered.json).toMatchObject({
      code: 'WITHDRAWAL_NOT_APPROVED',
      message: 'This withdrawal was not approved after review. The amount has been returned to your wallet.',
    })
    expect(await paidTo(bisi.accountNumber)).toEqual([])
  })

  it('finance retries a payout stuck unconfirmed at the bank, and the retry settles it as paid, once', async () => {
    // The bank holds the payout (pending), then pays it, but its notice never arrives.
    const emeka = await playerWithAccount('Emeka Obi', 'OBI EMEKA', '8000', { payoutOutcome: 'pending' })
    const key = randomUUID()
    const asked = await emeka.withdraw('5000', key)
    expect(asked.json, JSON.stringify(asked.json)).toMatchObject({
      message: 'Your withdrawal is being processed.',
      data: { state: 'sent' },
    })
    const { reference } = asked.json.data as { reference: string }
    const completed = await walletPost(`/sandbox/payouts/${reference}/complete`, { outcome: 'success', notify: false })
    expect(completed.json.data).toEqual({ webhook: 'not sent' })
    expect((await emeka.withdraw('5000', key)).json).toMatchObject({ data: { state: 'sent' } })

    const finance = await openPage(browser, { width: 1280 })
    await logInToCms(finance, FINANCE_B!)
    await finance.goto(WITHDRAWALS_URL)
    // Listed once unfinished for longer than the recovery loop waits: the screen shows it at the next look.
    await expect
      .poll(
        async () => {
          await finance.reload()
          return stuckRow(finance, reference).count()
        },
        { timeout: 30_000 },
      )
      .toBe(1)
    const row = stuckRow(finance, reference)
    await row.getByText('₦5,000', { exact: true }).waitFor()
    await row.getByText('Sent, the bank has not confirmed it').waitFor()

    await row.getByRole('button', { name: 'Retry' }).click()
    await finance.getByRole('status').getByText('Retried: paid to the bank account.').waitFor()
    expect(await stuckRow(finance, reference).count()).toBe(0)
    expect((await emeka.withdraw('5000', key)).json).toMatchObject({ message: 'Withdrawal successful', data: { state: 'succeeded' } })
    expect(await emeka.balance()).toBe(3000)
    expect(await paidTo(emeka.accountNumber)).toEqual([{ amount: 5000, status: 'success' }])
  })
})
