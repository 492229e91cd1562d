/**
 * Races: each runner has a positive integer strength; its chance to win is its strength over the
 * field's total (runner number = index + 1), and the finishing order is Plackett–Luce: the winner
 * is drawn by strength, then second among the rest by strength, and so on. The ordered
 * probabilities of that draw are Harville's, which price place, forecast and tricast (markets.ts).
 * Strengths are integers and the draw takes integers below their sums, so it is exact and every
 * platform computes the same order.
 */
import { drawIntegerWeighted, type RandomSource } from './random.ts'

export type RaceModel = { strengths: number[] }
/** order: runner numbers 1st..last; times: each position's finishing time in ms after the off (for the animation). */
export type RaceResult = { order: number[]; times: number[] }
/** A race's field: which runners of the game's roster run (roster indices, in trap/number order), and their strengths. */
export type RaceField = { runners: number[]; strengths: number[] }

export const MIN_FIELD_SIZE = 4
export const MAX_FIELD_SIZE = 20
/** A drawn field's strengths lie in MIN_STRENGTH..MAX_STRENGTH: the strongest is at most five times the weakest. */
export const MIN_STRENGTH = 20
export const MAX_STRENGTH = 100
/** The animation's nominal race: the winner finishes in WINNER_MS plus up to WINNER_SPREAD_MS; each next runner GAP_MS plus up to GAP_SPREAD_MS behind. */
const WINNER_MS = 28_000
const WINNER_SPREAD_MS = 4_000
const GAP_MS = 120
const GAP_SPREAD_MS = 1_200

export function assertFieldSize(fieldSize: number) {
  if (!Number.isInteger(fieldSize) || fieldSize < MIN_FIELD_SIZE || fieldSize > MAX_FIELD_SIZE)
    throw new RangeError(`a race has ${MIN_FIELD_SIZE} to ${MAX_FIELD_SIZE} runners`)
}

export function assertRaceModel(model: RaceModel) {
  assertFieldSize(model.strengths.length)
  for (const strength of model.strengths)
    if (!Number.isSafeInteger(strength) || strength < 1 || strength > 1_000_000) throw new RangeError('strengths are positive integers')
}

/** How many places the place market pays: the first two in a field of up to seven runners, else the first three. */
export function placesPaid(fieldSize: number): 2 | 3 {
  assertFieldSize(fieldSize)
  return fieldSize <= 7 ? 2 : 3
}

/** The finishing order by Plackett–Luce (runners drawn without replacement by strength), then the animation's times. */
export function drawRace(model: RaceModel, random: RandomSource): RaceResult {
  assertRaceModel(model)
  const left = model.strengths.map((strength, index) => ({ number: index + 1, strength }))
  const order: number[] = []
  while (left.length > 1) {
    const index = drawIntegerWeighted(
      left.map((runner) => runner.strength),
      random,
    )
    order.push(left.splice(index, 1)[0]!.number)
  }
  order.push(left[0]!.number)
  const times = [WINNER_MS + random.int(WINNER_SPREAD_MS + 1)]
  while (times.length < order.length) times.push(times[times.length - 1]! + GAP_MS + random.int(GAP_SPREAD_MS + 1))
  return { order, times }
}

/**
 * A race's field from the public field stream: its size (one of fieldSizes), the runners (distinct
 * roster indices, in the order drawn, which is the trap order) and each one's strength in
 * MIN_STRENGTH..MAX_STRENGTH.
 */
export function raceField(rosterSize: number, fieldSizes: number[], random: RandomSource): RaceField {
  if (fieldSizes.length === 0) throw new RangeError('a game needs at least one field size')
  fieldSizes.forEach(assertFieldSize)
  if (!Number.isInteger(rosterSize) || rosterSize < Math.max(...fieldSizes))
    throw new RangeError('the roster is smaller than the largest field')
  const size = fieldSizes[random.int(fieldSizes.length)]!
  const roster = Array.from({ length: rosterSize }, (_, index) => index)
  const runners: number[] = []
  while (runners.length < size) runners.push(roster.splice(random.int(roster.length), 1)[0]!)
  const strengths = runners.map(() => MIN_STRENGTH + random.int(MAX_STRENGTH - MIN_STRENGTH + 1))
  return { runners, strengths }
}
