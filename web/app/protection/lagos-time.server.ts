/** The calendar month holding `at` in Lagos time (WAT, UTC+1), as YYYY-MM. */
export function lagosMonth(at: Date): string {
  return new Date(at.getTime() + 3_600_000).toISOString().slice(0, 7)
}
