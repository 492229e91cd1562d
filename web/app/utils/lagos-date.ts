/** A date as Nigerian readers write it, on the Lagos calendar: 5 March 2027. Null for a text that is no date. */
export function formatLagosDate(isoDate: string): string | null {
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone: 'Africa/Lagos' }).format(date)
}
