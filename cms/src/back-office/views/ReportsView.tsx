import type { gameDaysReport, paymentsReport, reconciliationReport } from '@9ja/contract'
import { formatNaira } from '@9ja/money'
import { Banner, Button } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { z } from 'zod'

import { csvExportUrl, reportsCsv } from '../csvExport'
import { queryValue } from '../query'
import { SCREENS, screenUrl } from '../screens'
import { REPORTS, reportQuery, type ReportName, type ReportPeriod, type ReportQuery } from '../staffApi'
import { BackOfficeScreen } from './BackOfficeScreen'
import { lagosDay } from './format'
import { NoticeBanner } from './NoticeBanner'
import { ReadFrom } from './ReadFrom'
import { StaffTable } from './StaffTable'

type GameDays = z.infer<typeof gameDaysReport>
type Payments = z.infer<typeof paymentsReport>
type Reconciliation = z.infer<typeof reconciliationReport>
type Mismatch = Reconciliation['rows'][number]

const reportLabel: Record<ReportName, string> = {
  'game-days': 'Game days',
  payments: 'Payments by provider',
  reconciliation: 'Reconciliation',
}

/**
 * The providers a reconciliation may name. Which of them give a settlement report the wallet-service
 * can read depends on its settings (the sandbox bank does, Paystack not yet): it says so when asked.
 */
const settlementProviders = [
  { value: 'sandbox', label: 'Sandbox bank', name: 'the sandbox bank' },
  { value: 'paystack', label: 'Paystack', name: 'Paystack' },
] as const

const familyLabel: Record<GameDays['rows'][number]['family'], string> = {
  instant: 'Instant',
  crash: 'Crash',
  'virtual-sports': 'Virtual sports',
  'number-games': 'Number games',
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

type PeriodReport = { report: Exclude<ReportName, 'reconciliation'> } & ReportPeriod
type ReconciliationDay = { report: 'reconciliation'; date: string; provider: string }

/**
 * The report the page's address asks for, with its own fields only, each today (Lagos) unless chosen:
 * switching between a period's reports and the reconciliation keeps the day last chosen.
 */
function shownReport(searchParams: AdminViewServerProps['searchParams']): PeriodReport | ReconciliationDay {
  const value = (name: keyof ReportQuery) => queryValue(searchParams, name)
  const { report } = reportQuery.parse({ report: value('report') })
  const today = lagosDay(new Date())
  if (report === 'reconciliation') {
    return { report, date: value('date') ?? value('to') ?? today, provider: value('provider') ?? settlementProviders[0].value }
  }
  return { report, from: value('from') ?? value('date') ?? today, to: value('to') ?? value('date') ?? today }
}

/** A period as the headings say it: one day, or its first and last days. */
const periodText = ({ from, to }: ReportPeriod) => (from === to ? from : `${from} to ${to}`)

/**
 * Finance's and compliance's reports: per game and Lagos day (stakes, wins, GGR, bets, players), deposits
 * and withdrawals per provider and day, and the reconciliation of a day's ledger against a provider's
 * settlement report with every mismatch; each as a table and as the same rows in a CSV download.
 */
export function ReportsView(view: AdminViewServerProps) {
  const query = shownReport(view.searchParams)
  return (
    <BackOfficeScreen view={view} screen={SCREENS.reports} form={<ReportForm query={query} />}>
      {async ({ api, notice }) => (
        <>
          <NoticeBanner notice={notice} />
          {query.report === 'game-days' && <GameDaysTable period={query} answer={await api.gameDaysReport(query)} />}
          {query.report === 'payments' && <PaymentsTable period={query} answer={await api.paymentsReport(query)} />}
          {query.report === 'reconciliation' && <Mismatches day={query} answer={await api.reconciliationReport(query)} />}
        </>
      )}
    </BackOfficeScreen>
  )
}

/** The report to show and its own fields (a plain GET form), and the CSV download of the report shown. */
function ReportForm({ query }: { query: PeriodReport | ReconciliationDay }) {
  return (
    <form className="back-office__filters" method="get" action={screenUrl(SCREENS.reports)} aria-label="Choose a report">
      <label>
        Report
        <select name="report" defaultValue={query.report}>
          {REPORTS.map((report) => (
            <option key={report} value={report}>
              {reportLabel[report]}
            </option>
          ))}
        </select>
      </label>
      {query.report === 'reconciliation' ? (
        <>
          <label>
            Day (Lagos)
            <input type="date" name="date" required defaultValue={query.date} />
          </label>
          <label>
            Provider
            <select name="provider" defaultValue={query.provider}>
              {settlementProviders.map((provider) => (
                <option key={provider.value} value={provider.value}>
                  {provider.label}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : (
        <>
          <label>
            From (Lagos day)
            <input type="date" name="from" required defaultValue={query.from} />
          </label>
          <label>
            To (Lagos day, included)
            <input type="date" name="to" required defaultValue={query.to} />
          </label>
        </>
      )}
      <div className="back-office__buttons">
        <Button buttonStyle="primary" margin={false} type="submit">
          Show report
        </Button>
        <a href={csvExportUrl(reportsCsv, query)} download>
          Export CSV
        </a>
      </div>
    </form>
  )
}

function GameDaysTable({ period, answer }: { period: ReportPeriod; answer: GameDays }) {
  return (
    <section aria-labelledby="report-game-days">
      <h2 id="report-game-days">Game days, {periodText(period)}</h2>
      {answer.rows.length === 0 ? (
        <p>No game took a stake or paid a win in this period.</p>
      ) : (
        <StaffTable columns={['Day (Lagos)', 'Game', 'Family', 'Stakes', 'Wins', 'GGR', 'Bets', 'Players']}>
          {answer.rows.map((row) => (
            <tr key={`${row.day}-${row.family}-${row.gameId ?? 'several'}`}>
              <td>{row.day}</td>
              <td>{row.title}</td>
              <td>{familyLabel[row.family]}</td>
              <td>{formatNaira(row.stakes)}</td>
              <td>{formatNaira(row.wins)}</td>
              <td>{formatNaira(row.ggr)}</td>
              <td>{row.bets}</td>
              <td>{row.players}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      <ReadFrom answer={answer} />
    </section>
  )
}

function PaymentsTable({ period, answer }: { period: ReportPeriod; answer: Payments }) {
  return (
    <section aria-labelledby="report-payments">
      <h2 id="report-payments">Payments by provider, {periodText(period)}</h2>
      {answer.rows.length === 0 ? (
        <p>No deposit or withdrawal in this period.</p>
      ) : (
        <StaffTable columns={['Day (Lagos)', 'Provider', 'Direction', 'Status', 'Count', 'Amount']}>
          {answer.rows.map((row) => (
            <tr key={`${row.day}-${row.provider}-${row.direction}-${row.status}`}>
              <td>{row.day}</td>
              <td>{row.provider}</td>
              <td>{capitalised(row.direction)}</td>
              <td>{capitalised(row.status)}</td>
              <td>{row.count}</td>
              <td>{formatNaira(row.amount)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      <ReadFrom answer={answer} />
    </section>
  )
}

const mismatchLabel: Record<Mismatch['mismatch'], string> = {
  missing_from_report: "Missing from the provider's report",
  missing_from_ledger: 'Missing from the ledger',
  amount_differs: 'Amounts differ',
  status_differs: 'Statuses differ',
}

const typeLabel: Record<Mismatch['type'], string> = { in: 'Deposit (in)', out: 'Payout (out)' }

const amountText = (naira: number | null) => (naira === null ? '—' : formatNaira(naira))

/** What the two sides say about one transaction, in words. */
function whatDiffers(row: Mismatch): string {
  switch (row.mismatch) {
    case 'missing_from_report':
      return `The ledger has ${amountText(row.ledgerAmount)} (${row.ledgerStatus}, ${row.ledgerDay}); the provider's report has no such transaction.`
    case 'missing_from_ledger':
      return `The provider's report has ${amountText(row.reportAmount)} (${row.reportStatus}); the ledger has no such transaction.`
    case 'amount_differs':
      return `The ledger has ${amountText(row.ledgerAmount)}, the provider's report ${amountText(row.reportAmount)}.`
    case 'status_differs':
      return `The ledger says ${row.ledgerStatus}, the provider's report ${row.reportStatus}.`
  }
}

const ledgerSide = (row: Mismatch) =>
  row.ledgerAmount === null ? '—' : `${amountText(row.ledgerAmount)}, ${row.ledgerStatus}, ${row.ledgerDay}`

const reportSide = (row: Mismatch) =>
  row.reportAmount === null
    ? '—'
    : `${amountText(row.reportAmount)}, ${row.reportStatus}${row.reportSettledOn ? `, settled ${row.reportSettledOn}` : ''}`

const mismatchCount = (count: number) => (count === 1 ? '1 mismatch' : `${count} mismatches`)

function Mismatches({ day, answer }: { day: ReconciliationDay; answer: Reconciliation }) {
  const provider = settlementProviders.find((known) => known.value === day.provider)?.name ?? day.provider
  const count = answer.rows.length
  const against = `The ledger's deposits and payouts of ${day.date} (Lagos) against ${provider}'s settlement report of that day`
  return (
    <section aria-labelledby="report-reconciliation">
      <h2 id="report-reconciliation">{count === 0 ? 'No mismatch' : mismatchCount(count)}</h2>
      {count === 0 ? (
        <p>{against}: they agree on every transaction.</p>
      ) : (
        <>
          <Banner type="error">
            {against}: they disagree on {count === 1 ? 'one transaction' : `${count} transactions`}, each listed below with what differs.
          </Banner>
          <StaffTable columns={['Mismatch', 'Reference', 'Type', 'What differs', 'Ledger', "Provider's report"]}>
            {answer.rows.map((row) => (
              <tr key={`${row.mismatch}-${row.type}-${row.reference}`}>
                <td>
                  <strong>{mismatchLabel[row.mismatch]}</strong>
                </td>
                <td>
                  <code>{row.reference}</code>
                </td>
                <td>{typeLabel[row.type]}</td>
                <td>{whatDiffers(row)}</td>
                <td>{ledgerSide(row)}</td>
                <td>{reportSide(row)}</td>
              </tr>
            ))}
          </StaffTable>
        </>
      )}
      <ReadFrom answer={answer} />
    </section>
  )
}
