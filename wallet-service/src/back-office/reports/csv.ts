import { stringify } from 'csv-stringify/sync'
import type { Report } from './report.ts'

/** Kobo as naira with two decimals, exactly (no float): -1234567 -> "-12345.67". */
export function nairaText(kobo: bigint): string {
  const sign = kobo < 0n ? '-' : ''
  const whole = kobo < 0n ? -kobo : kobo
  return `${sign}${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`
}

/**
 * A report's rows as a CSV file (RFC 4180: CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break, quotes doubled), a heading line first. Amounts are naira with two decimals,
 * as the headings say. A text cell a spreadsheet would run as a formula (starting with = + - @, a tab
 * or a carriage return) gets a leading apostrophe; an amount's minus sign is a number's, not a formula's.
 */
export function reportCsv<Row>(report: Pick<Report<unknown, Row>, 'columns'>, rows: Row[]): string {
  return stringify(
    rows.map((row) => report.columns.map((column) => column.value(row))),
    {
      header: true,
      columns: report.columns.map((column) => column.heading),
      record_delimiter: 'windows',
      // A lone line feed or carriage return inside a field is quoted too (the library leaves that off once the line end is set).
      quote_record_delimiter: true,
      escape_formulas: true,
      cast: { bigint: nairaText, number: String },
    },
  )
}
