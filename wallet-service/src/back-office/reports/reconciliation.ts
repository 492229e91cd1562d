import { z } from 'zod'
import type { Queryable } from '../../db/queryable.ts'
import type { SettlementLine, SettlementReporter } from '../../payments/providers/types.ts'
import { PAYMENT_MOVEMENTS_SQL, type PaymentStatus } from './payments.ts'
import { lagosDaySql, periodInstants, type Report } from './report.ts'
import { lagosDay } from '../staff/fields.ts'
import { lagosDate, lagosDayStart, nextLagosDay } from '../../time/lagos.ts'

export type MismatchKind = 'missing_from_report' | 'missing_from_ledger' | 'amount_differs' | 'status_differs'

/** One disagreement between the ledger and the provider's report about one transaction. */
export type MismatchRow = {
  mismatch: MismatchKind
  reference: string
  type: SettlementLine['type']
  /** The Lagos day of the ledger's entry (which may be another day than the report's, for a reference the report names). */
  ledgerDay: string | null
  ledgerAmount: bigint | null
  ledgerStatus: PaymentStatus | null
  reportAmount: bigint | null
  reportStatus: PaymentStatus | null
  reportSettledOn: string | null
}

export type ReconciliationQuery = { date: string; provider: string }

type LedgerLine = { day: string; type: SettlementLine['type']; reference: string; amountKobo: bigint; status: PaymentStatus }

const keyOf = (line: { type: SettlementLine['type']; reference: string }) => `${line.type} ${line.reference}`

/**
 * The ledger's deposits and withdrawals with `provider` on the Lagos day `date`, and those of other
 * days whose references the report names (a transfer credited a minute before midnight that the bank
 * dated the next day is no mismatch).
 */
async function ledgerLines(db: Queryable, provider: string, date: string, report: SettlementLine[]): Promise<LedgerLine[]> {
  const { fromAt, untilAt } = periodInstants({ from: date, to: date })
  const keys = report.map((line) => (line.type === 'in' ? `deposit:${provider}:${line.reference}` : `withdrawal:hold:${line.reference}`))
  const { rows } = await db.query<{
    day: string
    direction: 'deposit' | 'withdrawal'
    reference: string
    amount_kobo: string
    status: PaymentStatus
  }>(
    `select ${lagosDaySql('m.at')} as day, m.direction, m.reference, m.amount_kobo::text, m.status
       from (${PAYMENT_MOVEMENTS_SQL}) m where m.provider = $4`,
    [fromAt, untilAt, keys, provider],
  )
  return rows.map((row) => ({
    day: row.day,
    type: row.direction === 'deposit' ? 'in' : 'out',
    reference: row.reference,
    amountKobo: BigInt(row.amount_kobo),
    status: row.status,
  }))
}

/** How many days after its hold the bank's reports are searched for a payout sent late (after review). */
const PAYOUT_LOOKAHEAD_DAYS = 31

const dayAfter = (day: string) => lagosDate(nextLagosDay(lagosDayStart(day)))

/**
 * The days other than `date` whose reports may name a ledger line `date`'s report does not: for a
 * deposit, the day the bank notified it (a parked transfer is credited days later); for a payout, each
 * day from the one after its hold up to its last change (a payout under review reaches the bank later).
 * A payout never sent (its attempts are 0: held for review, or rejected there) is at no bank: null.
 */
async function otherBankDays(db: Queryable, provider: string, date: string, lines: LedgerLine[]): Promise<Map<string, string[] | null>> {
  const deposits = lines.filter((line) => line.type === 'in').map((line) => line.reference)
  const payouts = lines.filter((line) => line.type === 'out').map((line) => line.reference)
  const days = new Map<string, string[] | null>()
  if (deposits.length > 0) {
    const { rows } = await db.query<{ reference: string; day: string }>(
      `select reference, ${lagosDaySql('min(received_at)')} as day from payment_events
        where provider = $1 and reference = any ($2::text[]) group by reference`,
      [provider, deposits],
    )
    for (const row of rows) if (row.day !== date) days.set(keyOf({ type: 'in', reference: row.reference }), [row.day])
  }
  if (payouts.length > 0) {
    const { rows } = await db.query<{ reference: string; attempts: number; day: string }>(
      `select reference, attempts, ${lagosDaySql('updated_at')} as day from withdrawals where reference = any ($1::text[])`,
      [payouts],
    )
    for (const row of rows) {
      const following: string[] = []
      for (let day = dayAfter(date); day <= row.day && following.length < PAYOUT_LOOKAHEAD_DAYS; day = dayAfter(day)) following.push(day)
      days.set(keyOf({ type: 'out', reference: row.reference }), row.attempts === 0 ? null : following)
    }
  }
  return days
}

/**
 * The ledger's lines the report of `date` does not name that are no mismatch of that day: a payout the
 * bank was never asked for, and a line the bank reports on another day (where that day's reconciliation
 * matches it by reference). A line of `date` the bank dated otherwise (a transfer a minute before
 * midnight it counts the next day) is still listed on `date`: the two days' reports tell it apart.
 */
async function matchedElsewhere(db: Queryable, reporter: SettlementReporter, date: string, unreported: LedgerLine[]): Promise<Set<string>> {
  const elsewhere = new Set<string>()
  if (unreported.length === 0) return elsewhere
  const days = await otherBankDays(db, reporter.name, date, unreported)
  const reports = new Map<string, Promise<Set<string>>>()
  const reportOf = (day: string) => {
    if (!reports.has(day))
      reports.set(
        day,
        reporter.settlementReport(day).then((lines) => new Set(lines.map(keyOf))),
      )
    return reports.get(day)!
  }
  for (const line of unreported) {
    const key = keyOf(line)
    const candidates = days.get(key)
    if (candidates === null) elsewhere.add(key)
    for (const day of candidates ?? []) {
      if ((await reportOf(day)).has(key)) {
        elsewhere.add(key)
        break
      }
    }
  }
  return elsewhere
}

/**
 * Every mismatch between the ledger and `reporter`'s settlement report of `date`, matched by type and
 * reference: in the ledger not the report, in the report not the ledger, the amount differs, the
 * status differs (paid in one, failed or pending in the other). A clean day answers none.
 */
export async function reconcile(db: Queryable, reporter: SettlementReporter, date: string): Promise<MismatchRow[]> {
  const report = await reporter.settlementReport(date)
  const ledger = new Map((await ledgerLines(db, reporter.name, date, report)).map((line) => [keyOf(line), line]))
  const reported = new Map(report.map((line) => [keyOf(line), line]))
  const elsewhere = await matchedElsewhere(
    db,
    reporter,
    date,
    [...ledger.values()].filter((line) => !reported.has(keyOf(line))),
  )
  const mismatches: MismatchRow[] = []
  for (const key of new Set([...ledger.keys(), ...reported.keys()])) {
    const ours = ledger.get(key)
    const theirs = reported.get(key)
    const row = (mismatch: MismatchKind): MismatchRow => ({
      mismatch,
      reference: (ours ?? theirs)!.reference,
      type: (ours ?? theirs)!.type,
      ledgerDay: ours?.day ?? null,
      ledgerAmount: ours?.amountKobo ?? null,
      ledgerStatus: ours?.status ?? null,
      reportAmount: theirs?.amountKobo ?? null,
      reportStatus: theirs?.status ?? null,
      reportSettledOn: theirs?.settledOn ?? null,
    })
    if (!theirs) {
      if (!elsewhere.has(key)) mismatches.push(row('missing_from_report'))
    } else if (!ours) mismatches.push(row('missing_from_ledger'))
    else {
      if (ours.amountKobo !== theirs.amountKobo) mismatches.push(row('amount_differs'))
      if (ours.status !== theirs.status) mismatches.push(row('status_differs'))
    }
  }
  return mismatches.sort((a, b) => a.mismatch.localeCompare(b.mismatch) || keyOf(a).localeCompare(keyOf(b)))
}

/** The reconciliation of a day against the settlement report of one of `reporters` (the providers that give one). */
export function reconciliationReport(reporters: SettlementReporter[]): Report<ReconciliationQuery, MismatchRow> {
  const byName = new Map(reporters.map((reporter) => [reporter.name, reporter]))
  return {
    name: 'reconciliation',
    query: z.object({
      date: lagosDay,
      provider: z.string().refine((name) => byName.has(name), {
        error: `provider must be one whose settlement report can be read: ${[...byName.keys()].join(', ') || 'none is configured'}`,
      }),
    }),
    rows: (db, query) => reconcile(db, byName.get(query.provider)!, query.date),
    columns: [
      { heading: 'Mismatch', value: (row) => row.mismatch },
      { heading: 'Reference', value: (row) => row.reference },
      { heading: 'Type', value: (row) => row.type },
      { heading: 'Ledger day (Lagos)', value: (row) => row.ledgerDay },
      { heading: 'Ledger amount (NGN)', value: (row) => row.ledgerAmount },
      { heading: 'Ledger status', value: (row) => row.ledgerStatus },
      { heading: 'Report amount (NGN)', value: (row) => row.reportAmount },
      { heading: 'Report status', value: (row) => row.reportStatus },
      { heading: 'Report settled on', value: (row) => row.reportSettledOn },
    ],
  }
}
