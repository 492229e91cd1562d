/** A field as CSV writes it: quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** Rows as a CSV file's text (RFC 4180: CRLF line ends, the last line ended too). */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}

/** Naira as the downloads write it: two decimals, no separators or symbol. */
export const csvNaira = (naira: number) => naira.toFixed(2)

/** A download's headers: the file's name, and never kept by a cache (it is the user's own). */
export const csvDownloadHeaders = (filename: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
})
