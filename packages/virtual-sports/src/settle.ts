/**
 * Settlement: whether a selection won, from its code and the event's result. The codes:
 *   football: '1x2:1' '1x2:x' '1x2:2' | 'dc:1x' 'dc:12' 'dc:x2' | 'ou1.5:over' 'ou1.5:under' (also 2.5, 3.5)
 *             | 'btts:gg' 'btts:ng' | 'cs:H-A' (H, A in 0..MAX_GOALS) | 'ht:1' 'ht:x' 'ht:2'
 *   race:     'win:N' | 'place:N' | 'fc:A-B' (A first, B second) | 'tc:A-B-C'
 */
import { MAX_GOALS, type FootballResult } from './football.ts'
import { OVER_UNDER_LINES } from './markets.ts'
import { placesPaid, type RaceResult } from './race.ts'

const CORRECT_SCORE = new RegExp(`^cs:([0-${MAX_GOALS}])-([0-${MAX_GOALS}])$`)
/** Every football code but the correct scores, market by market. */
export const FIXED_FOOTBALL_CODES: readonly string[] = [
  ...['1', 'x', '2'].map((pick) => `1x2:${pick}`),
  ...['1x', '12', 'x2'].map((pick) => `dc:${pick}`),
  ...Object.keys(OVER_UNDER_LINES).flatMap((market) => [`${market}:over`, `${market}:under`]),
  'btts:gg',
  'btts:ng',
  ...['1', 'x', '2'].map((pick) => `ht:${pick}`),
]
const fixedFootballCodes = new Set(FIXED_FOOTBALL_CODES)

export function isFootballCode(code: string): boolean {
  return fixedFootballCodes.has(code) || CORRECT_SCORE.test(code)
}

/** '1', 'x' or '2': who leads after these goals. */
const outcomeOf = (home: number, away: number) => (home > away ? '1' : home === away ? 'x' : '2')

export function footballSelectionWins(code: string, result: FootballResult): boolean {
  if (!isFootballCode(code)) throw new RangeError(`not a football selection: ${code}`)
  const [market, pick] = code.split(':') as [string, string]
  switch (market) {
    case '1x2':
      return pick === outcomeOf(result.home, result.away)
    case 'dc':
      return pick.includes(outcomeOf(result.home, result.away))
    case 'btts':
      return (pick === 'gg') === (result.home > 0 && result.away > 0)
    case 'cs':
      return pick === `${result.home}-${result.away}`
    case 'ht':
      return pick === outcomeOf(result.htHome, result.htAway)
    default: {
      const line = OVER_UNDER_LINES[market as keyof typeof OVER_UNDER_LINES]
      return (pick === 'over') === result.home + result.away > line
    }
  }
}

/** The runner numbers of a race code ('win:3' -> [3], 'tc:1-4-2' -> [1, 4, 2]) when it is valid for the field, else null. */
function raceCodeRunners(code: string, fieldSize: number): { market: string; runners: number[] } | null {
  const match = /^(win|place|fc|tc):([1-9][0-9]?(?:-[1-9][0-9]?)*)$/.exec(code)
  if (!match) return null
  const market = match[1]!
  const runners = match[2]!.split('-').map(Number)
  const expected = { win: 1, place: 1, fc: 2, tc: 3 }[market]
  const valid = runners.length === expected && runners.every((runner) => runner <= fieldSize) && new Set(runners).size === runners.length
  return valid ? { market, runners } : null
}

export function isRaceCode(code: string, fieldSize: number): boolean {
  return raceCodeRunners(code, fieldSize) !== null
}

export function raceSelectionWins(code: string, result: RaceResult, fieldSize: number): boolean {
  const selection = raceCodeRunners(code, fieldSize)
  if (!selection) throw new RangeError(`not a selection of a ${fieldSize}-runner race: ${code}`)
  if (result.order.length !== fieldSize) throw new RangeError(`the result is not of a ${fieldSize}-runner race`)
  const { market, runners } = selection
  if (market === 'place') return result.order.slice(0, placesPaid(fieldSize)).includes(runners[0]!)
  return runners.every((runner, position) => result.order[position] === runner)
}
