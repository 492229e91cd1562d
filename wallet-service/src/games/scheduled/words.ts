/** How the scheduled games' rules put times and returns into words. */

/** "3 minutes", "2 minutes 30 seconds", "45 seconds", "1.5 seconds". */
export function duration(ms: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`
  if (ms < 60_000) return plural(Math.round(ms / 100) / 10, 'second')
  const minutes = Math.floor(ms / 60_000)
  const seconds = Math.round((ms % 60_000) / 1000)
  return seconds ? `${plural(minutes, 'minute')} ${plural(seconds, 'second')}` : plural(minutes, 'minute')
}

/** Basis points as a percentage: 9150 -> "91.5%". */
export const percent = (basisPoints: number) => `${basisPoints / 100}%`
