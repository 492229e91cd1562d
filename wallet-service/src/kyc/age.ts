/** Whole years from `dateOfBirth` to `today` (both YYYY-MM-DD); a birthday on 29 February is passed on 1 March in common years. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay)
  return year - birthYear - (hadBirthday ? 0 : 1)
}

/** The players' minimum age (spec: rules pages; Lagos State Lotteries and Gaming Authority). */
export const MINIMUM_AGE = 18

/** The date `years` years before `today` (YYYY-MM-DD); 29 February falls back to the 28th. */
export function yearsBefore(today: string, years: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year - years, month - 1, day))
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0)
  return target.toISOString().slice(0, 10)
}
