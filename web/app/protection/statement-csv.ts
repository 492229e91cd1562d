import type { ActivityStatement } from './protection.server.ts'

/** The statement's figures, in the order the page and the CSV show them. */
export const STATEMENT_FIGURES = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'] as const

/** A field as CSV writes it: quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** The statement as CSV: a line per day, then the month's total; naira with two decimals, no separators. */
export function statementCsv(statement: ActivityStatement, headings: string[], totalLabel: string): string {
  const money = (naira: number) => naira.toFixed(2)
  const lines = [
    headings,
    ...statement.days.map((day) => [day.date, ...STATEMENT_FIGURES.map((figure) => money(day[figure]))]),
    [totalLabel, ...STATEMENT_FIGURES.map((figure) => money(statement.totals[figure]))],
  ]
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`
}
