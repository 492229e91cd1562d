/**
 * Which fixtures a football season plays: a pure function of the clubs, so nothing about an event's
 * inputs is chosen at run time (decision 012). When events happen is ../../scheduled/schedule.ts.
 */

/**
 * The fixtures of a season: a double round-robin by the circle method over `clubCount` clubs (an
 * even number). Matchday m (from 0) lists its matches as [home, away] club indices; the second half
 * of the season repeats the first with home and away swapped, so every club meets every other once
 * at home and once away, plays once per matchday, and alternates home and away as evenly as the
 * method allows.
 */
export function doubleRoundRobin(clubCount: number): [number, number][][] {
  if (!Number.isInteger(clubCount) || clubCount < 2 || clubCount % 2 !== 0)
    throw new RangeError('a round-robin needs an even number of clubs')
  const rotating = Array.from({ length: clubCount - 1 }, (_, index) => index + 1)
  const firstHalf: [number, number][][] = []
  for (let round = 0; round < clubCount - 1; round++) {
    const order = [0, ...rotating]
    const matches: [number, number][] = []
    for (let pair = 0; pair < clubCount / 2; pair++) {
      const a = order[pair]!
      const b = order[clubCount - 1 - pair]!
      // The fixed club alternates home and away by round; the other pairs by their place.
      const swapped = pair === 0 ? round % 2 === 1 : pair % 2 === 1
      matches.push(swapped ? [b, a] : [a, b])
    }
    firstHalf.push(matches)
    rotating.unshift(rotating.pop()!)
  }
  return [...firstHalf, ...firstHalf.map((matches) => matches.map(([home, away]): [number, number] => [away, home]))]
}

/** The matchday after `season`/`matchday` (a new season after the last one); season 1, matchday 1 first. */
export function nextMatchday(last: { season: number; matchday: number } | null, matchdaysPerSeason: number) {
  if (!last) return { season: 1, matchday: 1 }
  return last.matchday >= matchdaysPerSeason
    ? { season: last.season + 1, matchday: 1 }
    : { season: last.season, matchday: last.matchday + 1 }
}
