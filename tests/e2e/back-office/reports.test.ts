import { randomInt } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { downloadByClicking, launchBrowser, openPage } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'
import { CMS_URL } from '../../support/urls.ts'
import { walletPost } from '../accounts/accounts-support.ts'
import { createFundedPlayer } from '../games/games-support.ts'

/*
 * Issue 23's finance and compliance reports in the CMS admin: a player deposits by bank transfer and
 * stakes on Spin It; finance's Reports screen counts the stake in today's Spin It row and the deposit in
 * the sandbox bank's paid deposits, and the CSV download gives the same figures. A transfer the bank
 * received for a deposit code nobody holds shows in the day's reconciliation as missing from the ledger.
 * Compliance opens the screen too, and is shown the service's refusal of a backwards period under the
 * form that asked for it; support is refused the screen.
 *
 * Other test files deposit and play beside this one, so today's rows hold their money too: the figures
 * asked for here only grow, so the screen must show at least this player's money on top of what it
 * showed before, and the CSV must agree with the screen whenever no other money moved in between.
 */

const logins = demoLogins()
const FINANCE = logins.cms.find((login) => login.role === 'finance')!
const COMPLIANCE = logins.cms.find((login) => login.role === 'compliance')!
const SUPPORT = logins.cms.find((login) => login.role === 'support')!
const REPORTS_URL = `${CMS_URL}/admin/back-office/reports`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A day on the Lagos calendar (UTC+1 all year), `daysAgo` before today, the reports' default day. */
const lagosToday = (daysAgo = 0) => new Date(Date.now() + 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10)

const naira = (shown: string) => Number(shown.replace(/[₦,]/g, ''))

/** The cells of the screen's table row holding every one of `cells` (exactly), or null when there is none. */
async function rowCells(page: Page, cells: string[]): Promise<string[] | null> {
  let row = page.getByRole('row')
  for (const cell of cells) row = row.filter({ has: page.getByRole('cell', { name: cell, exact: true }) })
  if ((await row.count()) === 0) return null
  return row.getByRole('cell').allTextContents()
}

/** A CSV download's records, by heading (the rows read here hold no quoted field). */
function csvRecords(csv: string): Record<string, string>[] {
  const [heading, ...lines] = csv.trim().split('\r\n')
  const headings = heading!.split(',')
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [headings[index], value])))
}

type GameFigures = { stakes: number; bets: number }
type DepositFigures = { count: number; amount: number }

/** Today's Spin It row of the Game days table: Day, Game, Family, Stakes, Wins, GGR, Bets, Players. */
async function spinItToday(page: Page): Promise<GameFigures> {
  const cells = await rowCells(page, [lagosToday(), 'Spin It'])
  return cells ? { stakes: naira(cells[3]!), bets: Number(cells[6]) } : { stakes: 0, bets: 0 }
}

/** Today's paid sandbox deposits in the Payments table: Day, Provider, Direction, Status, Count, Amount. */
async function sandboxDepositsToday(page: Page): Promise<DepositFigures> {
  const cells = await rowCells(page, [lagosToday(), 'sandbox', 'Deposit', 'Paid'])
  return cells ? { count: Number(cells[4]), amount: naira(cells[5]!) } : { count: 0, amount: 0 }
}

function spinItInCsv(csv: string): GameFigures | undefined {
  const record = csvRecords(csv).find((row) => row['Day (Lagos)'] === lagosToday() && row['Game'] === 'Spin It')
  return record && { stakes: Number(record['Stakes (NGN)']), bets: Number(record['Bets']) }
}

function sandboxDepositsInCsv(csv: string): DepositFigures | undefined {
  const record = csvRecords(csv).find(
    (row) =>
      row['Day (Lagos)'] === lagosToday() && row['Provider'] === 'sandbox' && row['Direction'] === 'deposit' && row['Status'] === 'paid',
  )
  return record && { count: Number(record['Count']), amount: Number(record['Amount (NGN)']) }
}

/** Shows `report` for today through the screen's form. */
async function showReport(page: Page, report: 'Game days' | 'Payments by provider' | 'Reconciliation') {
  const form = page.getByRole('form', { name: 'Choose a report' })
  const [chosen] = await form.getByLabel('Report').selectOption({ label: report })
  await form.getByRole('button', { name: 'Show report' }).click()
  // A page load: the report shown before it may look the same, and its export link goes with the old page.
  await page.waitForURL((url) => url.searchParams.get('report') === chosen)
}

/**
 * The CSV download of the report on the screen, with the figures `fromScreen` reads on the screen. The
 * figures only grow, so when the screen shows the same before the download and after it, nothing moved
 * in between and the CSV must hold exactly those figures; another test's money landing meanwhile means
 * another try.
 */
async function csvOfScreen<Figures>(
  page: Page,
  fromScreen: (page: Page) => Promise<Figures>,
  fromCsv: (csv: string) => Figures | undefined,
) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const before = await fromScreen(page)
    const { text: csv } = await downloadByClicking(page.getByRole('link', { name: 'Export CSV' }))
    await page.reload()
    const after = await fromScreen(page)
    if (isDeepStrictEqual(before, after)) return { shown: after, inCsv: fromCsv(csv) }
  }
  throw new Error("Other tests' money kept moving the report's figures during five downloads in a row")
}

describe('the Reports screen', () => {
  it("finance sees a player's deposit and stake in today's reports, the same figures in the CSV, and a reconciliation mismatch", async () => {
    const finance = await openPage(browser, { width: 1280 })
    await logInToCms(finance, FINANCE)
    await followNavLink(finance, 'Reports')
    await finance.waitForURL(REPORTS_URL)
    await finance.getByRole('heading', { name: `Game days, ${lagosToday()}` }).waitFor()
    const gamesBefore = await spinItToday(finance)
    await showReport(finance, 'Payments by provider')
    await finance.getByRole('heading', { name: `Payments by provider, ${lagosToday()}` }).waitFor()
    const depositsBefore = await sandboxDepositsToday(finance)

    // The player's bank transfer through the sandbox bank, then one Spin It round.
    const deposit = 4000 + randomInt(1000)
    const stake = 200
    const player = await createFundedPlayer(deposit, `Amaka Reports ${Date.now()}`)
    const spin = await walletPost('/agent/spin-multiplier', { token: player.token, betAmount: String(stake) })
    expect(spin.status, JSON.stringify(spin.json)).toBe(200)

    await finance.reload()
    const deposits = await csvOfScreen(finance, sandboxDepositsToday, sandboxDepositsInCsv)
    expect(deposits.shown.count).toBeGreaterThanOrEqual(depositsBefore.count + 1)
    expect(deposits.shown.amount).toBeGreaterThanOrEqual(depositsBefore.amount + deposit)
    expect(deposits.inCsv).toEqual(deposits.shown)

    await showReport(finance, 'Game days')
    await finance.getByRole('heading', { name: `Game days, ${lagosToday()}` }).waitFor()
    const games = await csvOfScreen(finance, spinItToday, spinItInCsv)
    expect(games.shown.stakes).toBeGreaterThanOrEqual(gamesBefore.stakes + stake)
    expect(games.shown.bets).toBeGreaterThanOrEqual(gamesBefore.bets + 1)
    expect(games.inCsv).toEqual(games.shown)

    // Money the bank received for a deposit code no player holds is parked, never credited: the ledger lacks it.
    const reference = `e2e-unclaimed-${randomInt(1e9)}`
    const unclaimed = await walletPost('/sandbox/transfers', {
      depositCode: String(randomInt(1e9, 1e10 - 1)),
      amount: '1234.56',
      reference,
    })
    expect((unclaimed.json.data as { webhook?: string } | undefined)?.webhook, JSON.stringify(unclaimed.json)).toBe('parked')
    await showReport(finance, 'Reconciliation')
    await finance.getByRole('heading', { name: /^\d+ mismatch(es)?$/ }).waitFor()
    const mismatch = finance.getByRole('row').filter({ has: finance.getByRole('cell', { name: reference, exact: true }) })
    await mismatch.getByRole('cell', { name: 'Missing from the ledger', exact: true }).waitFor()
    await mismatch.getByText("The provider's report has ₦1,234.56 (paid); the ledger has no such transaction.").waitFor()
  })

  it('compliance opens the reports too, and is shown why a backwards period is refused', async () => {
    const compliance = await openPage(browser, { width: 1280 })
    await logInToCms(compliance, COMPLIANCE)
    await followNavLink(compliance, 'Reports')
    await compliance.waitForURL(REPORTS_URL)
    await compliance.getByRole('heading', { name: `Game days, ${lagosToday()}` }).waitFor()

    const form = compliance.getByRole('form', { name: 'Choose a report' })
    await form.getByLabel('From (Lagos day)').fill(lagosToday())
    await form.getByLabel('To (Lagos day, included)').fill(lagosToday(1))
    await form.getByRole('button', { name: 'Show report' }).click()
    await compliance.getByText('`from` must not be after `to`').waitFor()
    // The form stays above the refusal with the period as typed, to be corrected there.
    expect(await form.getByLabel('To (Lagos day, included)').inputValue()).toBe(lagosToday(1))
  })

  it('is refused to support', async () => {
    const support = await openPage(browser, { width: 1280 })
    await logInToCms(support, SUPPORT)
    expect(await support.getByRole('link', { name: 'Reports', exact: true }).count()).toBe(0)
    await support.goto(REPORTS_URL)
    await support.getByText('Your roles do not allow this screen. Ask an admin if your work needs it.').waitFor()
  })
})
