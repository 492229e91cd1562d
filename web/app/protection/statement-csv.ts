import { csvNaira, csvText } from '#app/utils/csv.ts'
import type { ActivityStatement } from './protection.server.ts'

/** The statement's figures, in the order the page and the CSV show them. */
export const STATEMENT_FIGURES = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'] as const

/** The statement as CSV: a line per day, then the month's total; naira with two decimals, no separators. */
export function statementCsv(statement: ActivityStatement, headings: string[], totalLabel: string): string {
  return csvText([
    headings,
    ...statement.days.map((day) => [day.date, ...STATEMENT_FIGURES.map((figure) => csvNaira(day[figure]))]),
    [totalLabel, ...STATEMENT_FIGURES.map((figure) => csvNaira(statement.totals[figure]))],
  ])
}
