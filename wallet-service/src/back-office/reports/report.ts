import { z } from 'zod'
import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../../db/queryable.ts'
import { parseInput } from '../../http/errors.ts'
import { lagosDayStart, nextLagosDay } from '../../time/lagos.ts'
import type { ReportingDatabase, ReportSource } from './reporting-database.ts'
import { lagosDay } from '../staff/fields.ts'

/** A value of a report's row: every bigint is an amount in kobo; counts are numbers, days YYYY-MM-DD strings. */
export type ReportValue = string | number | bigint | null

/** One column of a report's CSV: its heading and its value in a row. */
export type ReportColumn<Row> = { heading: string; value: (row: Row) => ReportValue }

/**
 * A report: the query it takes (validated at the edge), how it reads its rows from a database (only
 * ever reading), and its columns for the CSV download. A route is one line: readReport(...).
 */
export type Report<Query, Row> = {
  /** The CSV download's file name, without the query's part. */
  name: string
  query: z.ZodType<Query>
  rows: (db: Queryable, query: Query) => Promise<Row[]>
  columns: ReportColumn<Row>[]
}

export type ReportAnswer<Row> = ReportSource & { rows: Row[] }

/** Validates `rawQuery` (a 400 INVALID_INPUT when it is not one) and reads the report from the reporting database. */
export async function readReport<Query, Row>(
  reporting: ReportingDatabase,
  report: Report<Query, Row>,
  rawQuery: unknown,
): Promise<ReportAnswer<Row>> {
  const query = parseInput(report.query, rawQuery)
  const { source, result } = await reporting.read((db) => report.rows(db, query))
  return { ...source, rows: result }
}

/** An answer as JSON can carry it: amounts (bigint kobo) as naira numbers, as every answer of the service gives money. */
export function reportJson<Row extends object>(answer: ReportAnswer<Row>) {
  return {
    database: answer.database,
    replayedAt: answer.replayedAt?.toISOString() ?? null,
    rows: answer.rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'bigint' ? koboToNaira(value) : value])),
    ),
  }
}

/** Longest period one report reads: a year and a day (a leap year's 366 days). */
const MAX_PERIOD_DAYS = 366

/** The query of every report over a period: Lagos calendar days `from` to `to`, both included. */
export const periodQuery = z
  .object({ from: lagosDay, to: lagosDay })
  .refine((period) => period.from <= period.to, { error: '`from` must not be after `to`' })
  .refine((period) => daysBetween(period.from, period.to) < MAX_PERIOD_DAYS, { error: `A report covers at most ${MAX_PERIOD_DAYS} days` })
export type Period = z.infer<typeof periodQuery>

function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000
}

/** The instants a period covers: from the first day's Lagos midnight up to (not including) the midnight after the last day. */
export function periodInstants(period: Period): { fromAt: Date; untilAt: Date } {
  return { fromAt: lagosDayStart(period.from), untilAt: nextLagosDay(lagosDayStart(period.to)) }
}

/** A Lagos day as the reports show it, from a timestamptz column (`at`). */
export const lagosDaySql = (at: string) => `to_char(${at} at time zone 'Africa/Lagos', 'YYYY-MM-DD')`
