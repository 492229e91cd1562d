/**
 * Virtual football: two clubs' fixed ratings give each side's expected goals; each side's goals
 * follow a Poisson law truncated at MAX_GOALS (renormalised), independently, which gives the score
 * grid every football market is priced from and every result is drawn from. Each goal falls in the
 * first half with probability HALF_TIME_GOAL_PERCENT / 100, independently, which gives the
 * half-time score.
 *
 * Every platform must compute the same grid (the browser verifier redraws the result from it), so
 * it uses only + - x / (exact in IEEE 754 everywhere): the Poisson factor e^-xG is common to every
 * count of one side and cancels in the renormalisation, leaving xG^k / k!.
 */
import { drawProbability, type RandomSource } from './random.ts'

export const MAX_GOALS = 6
/** Expected goals of a side of average attack against an average defence, at home and away. */
export const HOME_GOALS = 1.5
export const AWAY_GOALS = 1.15
/** The chance that a goal falls in the first half (goals come a little more often after the break). */
export const HALF_TIME_GOAL_PERCENT = 45
/** The range of expected goals a model may hold, in thousandths. */
export const MIN_XG_MILLI = 100
export const MAX_XG_MILLI = 6000

/** Expected goals in thousandths (integers, stored with the event, so every platform prices and draws from the same numbers). */
export type FootballModel = { homeXgMilli: number; awayXgMilli: number }
/** A club's fixed, published ratings: attack scales the goals it scores, defence divides the goals it concedes (1 = average, about 0.6–1.5). */
export type Club = { name: string; short: string; attack: number; defence: number }
export type FootballResult = {
  home: number
  away: number
  htHome: number
  htAway: number
  /** Sorted by minute, 1..90 (first half 1..45). */
  goals: { minute: number; side: 'home' | 'away' }[]
}

function assertRating(club: Club) {
  for (const rating of [club.attack, club.defence])
    if (!Number.isFinite(rating) || rating < 0.2 || rating > 5) throw new RangeError(`${club.name}: ratings lie between 0.2 and 5`)
}

const toMilli = (xg: number) => Math.min(MAX_XG_MILLI, Math.max(MIN_XG_MILLI, Math.round(xg * 1000)))

/** The model of a match from the clubs' ratings and home advantage only (form is shown, not priced). */
export function footballModel(home: Club, away: Club): FootballModel {
  assertRating(home)
  assertRating(away)
  return {
    homeXgMilli: toMilli((HOME_GOALS * home.attack) / away.defence),
    awayXgMilli: toMilli((AWAY_GOALS * away.attack) / home.defence),
  }
}

export function assertFootballModel(model: FootballModel) {
  for (const xg of [model.homeXgMilli, model.awayXgMilli])
    if (!Number.isInteger(xg) || xg < MIN_XG_MILLI || xg > MAX_XG_MILLI)
      throw new RangeError(`expected goals are integers (thousandths) between ${MIN_XG_MILLI} and ${MAX_XG_MILLI}`)
}

/** P(k goals) for k = 0..MAX_GOALS: Poisson(xG) truncated at MAX_GOALS and renormalised. */
export function goalsDistribution(xgMilli: number): number[] {
  const xg = xgMilli / 1000
  const weights = [1]
  for (let goals = 1; goals <= MAX_GOALS; goals++) weights.push((weights[goals - 1]! * xg) / goals)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return weights.map((weight) => weight / total)
}

/** P(home scores h and away scores a) as grid[h][a] for h, a in 0..MAX_GOALS; sums to 1. */
export function scoreGrid(model: FootballModel): number[][] {
  assertFootballModel(model)
  const home = goalsDistribution(model.homeXgMilli)
  const away = goalsDistribution(model.awayXgMilli)
  return home.map((homeProbability) => away.map((awayProbability) => homeProbability * awayProbability))
}

/**
 * A match's result drawn from the model's grid: the score by one float over the grid's cells
 * (home goals, then away goals, ascending), then for each home goal and then each away goal
 * whether it came in the first half (an integer below 100 under HALF_TIME_GOAL_PERCENT) and its
 * minute (uniform in its half).
 */
export function drawFootball(model: FootballModel, random: RandomSource): FootballResult {
  const cells = scoreGrid(model).flat()
  const cell = drawProbability(cells, random)
  const home = Math.floor(cell / (MAX_GOALS + 1))
  const away = cell % (MAX_GOALS + 1)
  const sides: ('home' | 'away')[] = [...Array<'home'>(home).fill('home'), ...Array<'away'>(away).fill('away')]
  const goals = sides.map((side) => {
    const firstHalf = random.int(100) < HALF_TIME_GOAL_PERCENT
    return { side, minute: (firstHalf ? 1 : 46) + random.int(45) }
  })
  goals.sort((first, second) => first.minute - second.minute)
  const firstHalfGoals = goals.filter((goal) => goal.minute <= 45)
  return {
    home,
    away,
    htHome: firstHalfGoals.filter((goal) => goal.side === 'home').length,
    htAway: firstHalfGoals.filter((goal) => goal.side === 'away').length,
    goals,
  }
}
