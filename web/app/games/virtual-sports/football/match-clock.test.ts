import { describe, expect, it } from 'vitest'
import {
  ballAt,
  celebratingAt,
  CELEBRATION_LEAST_MS,
  CELEBRATION_MS,
  goalsBy,
  instantOfMinute,
  keyMoments,
  kickOffShape,
  kickOffView,
  matchMomentAt,
  momentsShown,
  pitchAt,
  scoreAfter,
  shownMinute,
  type PlayedMatch,
  type Spot,
} from './match-clock.ts'

const match: PlayedMatch = {
  home: 2,
  away: 1,
  htHome: 1,
  htAway: 0,
  goals: [
    { minute: 23, side: 'home' },
    { minute: 58, side: 'away' },
    { minute: 81, side: 'home' },
  ],
}
const PLAY_MS = 45_000

describe('the match clock', () => {
  it('plays each half over 45% of the time, with the break between them', () => {
    expect(matchMomentAt(-1, PLAY_MS)).toEqual({ phase: 'before', minute: 0 })
    expect(matchMomentAt(0, PLAY_MS)).toEqual({ phase: 'first-half', minute: 0 })
    expect(matchMomentAt(10_125, PLAY_MS)).toEqual({ phase: 'first-half', minute: 22.5 })
    expect(matchMomentAt(22_000, PLAY_MS)).toEqual({ phase: 'half-time', minute: 45 })
    expect(matchMomentAt(24_750, PLAY_MS)).toEqual({ phase: 'second-half', minute: 45 })
    expect(matchMomentAt(44_999, PLAY_MS).minute).toBeCloseTo(90, 2)
    expect(matchMomentAt(45_000, PLAY_MS)).toEqual({ phase: 'full-time', minute: 90 })
  })

  it("shows 1' from kick-off and 90' at the end", () => {
    expect(shownMinute(matchMomentAt(1, PLAY_MS))).toBe(1)
    expect(shownMinute(matchMomentAt(22_000, PLAY_MS))).toBe(45)
    expect(shownMinute(matchMomentAt(60_000, PLAY_MS))).toBe(90)
  })
})

describe('the score as the match plays', () => {
  it('counts a goal once the clock reaches its minute, and every goal at full time', () => {
    const score = (elapsedMs: number) => scoreAfter(match, goalsBy(match, matchMomentAt(elapsedMs, PLAY_MS)))
    expect(score(-5)).toEqual({ home: 0, away: 0 })
    expect(score(10_000)).toEqual({ home: 0, away: 0 })
    expect(score(10_400)).toEqual({ home: 1, away: 0 })
    expect(score(22_000)).toEqual({ home: match.htHome, away: match.htAway })
    expect(score(31_000)).toEqual({ home: 1, away: 1 })
    expect(score(45_000)).toEqual({ home: match.home, away: match.away })
  })

  it('lists the goals with the score they made, the half-time and the full-time scores, revealed in order', () => {
    const moments = keyMoments(match)
    expect(moments).toEqual([
      { kind: 'goal', minute: 23, side: 'home', home: 1, away: 0 },
      { kind: 'half-time', minute: 45, home: 1, away: 0 },
      { kind: 'goal', minute: 58, side: 'away', home: 1, away: 1 },
      { kind: 'goal', minute: 81, side: 'home', home: 2, away: 1 },
      { kind: 'full-time', minute: 90, home: 2, away: 1 },
    ])
    expect(momentsShown(moments, matchMomentAt(5_000, PLAY_MS))).toBe(0)
    expect(momentsShown(moments, matchMomentAt(22_000, PLAY_MS))).toBe(2)
    expect(momentsShown(moments, matchMomentAt(45_000, PLAY_MS))).toBe(5)
  })

  it('lists a goalless match as its half-time and full-time', () => {
    expect(keyMoments({ home: 0, away: 0, htHome: 0, htAway: 0, goals: [] }).map((moment) => moment.kind)).toEqual([
      'half-time',
      'full-time',
    ])
  })
})

describe('the ball', () => {
  it('reaches the scored-on goal at the minute of each goal and is back on the centre spot after', () => {
    expect(ballAt(match, 23, 8123).x).toBeGreaterThan(0.95)
    expect(ballAt(match, 58, 8123).x).toBeLessThan(0.05)
    const restart = ballAt(match, 23.2, 8123)
    expect(Math.abs(restart.x - 0.5)).toBeLessThan(0.02)
    expect(Math.abs(restart.y - 0.5)).toBeLessThan(0.02)
  })

  it('stays on the pitch', () => {
    for (let minute = 0; minute <= 90; minute += 0.25) {
      const { x, y } = ballAt(match, minute, 77)
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThanOrEqual(1)
      expect(y).toBeGreaterThan(0)
      expect(y).toBeLessThan(1)
    }
  })
})

describe('the players', () => {
  const mean = (spots: Spot[], axis: 'x' | 'y') => spots.reduce((sum, spot) => sum + spot[axis], 0) / spots.length
  const outfield = (spots: Spot[]) => spots.slice(1)

  it('line up 4-4-2 in their own halves at each kick-off, the ball on the centre spot', () => {
    const expectNear = (spots: Spot[], expected: Spot[]) =>
      spots.forEach((spot, index) => {
        expect(spot.x).toBeCloseTo(expected[index]!.x, 4)
        expect(spot.y).toBeCloseTo(expected[index]!.y, 4)
      })
    // The start of each half, and the restart just after each goal.
    for (const minute of [0, 45, 23.0001, 58.0001]) {
      const view = pitchAt(match, minute, 8123)
      expectNear(view.home, kickOffShape('home'))
      expectNear(view.away, kickOffShape('away'))
      expectNear([view.ball], [{ x: 0.5, y: 0.5 }])
    }
    const home = kickOffShape('home')
    expect(home).toHaveLength(11)
    for (const spot of home) expect(spot.x).toBeLessThan(0.5)
    for (const spot of kickOffShape('away')) expect(spot.x).toBeGreaterThan(0.5)
    // The keeper nearest his goal, then the lines of four, four and two.
    const depths = [...new Set(home.map((spot) => spot.x))].sort((a, b) => a - b)
    expect(depths.map((depth) => home.filter((spot) => spot.x === depth).length)).toEqual([1, 4, 4, 2])
    expect(kickOffView()).toEqual({ ball: { x: 0.5, y: 0.5 }, home, away: kickOffShape('away') })
  })

  it('are eleven a side, the sides apart, and never off the pitch', () => {
    const views = [...Array(901).keys()].map((tenth) => pitchAt(match, tenth / 10, 77))
    for (const view of views) {
      expect([view.home.length, view.away.length]).toEqual([11, 11])
      expect(view.home).not.toEqual(view.away)
    }
    const everyone = views.flatMap((view) => [...view.home, ...view.away])
    expect(Math.min(...everyone.map((spot) => spot.x))).toBeGreaterThan(0)
    expect(Math.max(...everyone.map((spot) => spot.x))).toBeLessThan(1)
    expect(Math.min(...everyone.map((spot) => spot.y))).toBeGreaterThan(0)
    expect(Math.max(...everyone.map((spot) => spot.y))).toBeLessThan(1)
    // Each keeper stays in front of his own goal.
    expect(Math.max(...views.map((view) => view.home[0]!.x))).toBeLessThan(0.1)
    expect(Math.min(...views.map((view) => view.away[0]!.x))).toBeGreaterThan(0.9)
  })

  it('move with the ball, the scoring side pushed up and the other packed back before a goal', () => {
    // Minute 22.8: the ball on its way into the away side's goal (the home goal of minute 23).
    const view = pitchAt(match, 22.8, 8123)
    expect(view.ball.x).toBeGreaterThan(0.8)
    expect(mean(outfield(view.home), 'x')).toBeGreaterThan(0.6)
    expect(mean(outfield(view.away), 'x')).toBeGreaterThan(mean(outfield(kickOffShape('away')), 'x'))
    // Someone of the attacking side is on the ball.
    expect(Math.min(...view.home.map((spot) => Math.hypot(spot.x - view.ball.x, spot.y - view.ball.y)))).toBeLessThan(0.03)
    // And the other way round before the away goal of minute 58.
    const later = pitchAt(match, 57.8, 8123)
    expect(mean(outfield(later.away), 'x')).toBeLessThan(0.4)
    expect(mean(outfield(later.home), 'x')).toBeLessThan(mean(outfield(kickOffShape('home')), 'x'))
  })

  it('shift across the pitch with the ball', () => {
    const spread = [...Array(900).keys()].map((tenth) => pitchAt(match, tenth / 10, 42))
    const wide = spread.filter((view) => view.ball.y > 0.7)
    const other = spread.filter((view) => view.ball.y < 0.3)
    expect(wide.length).toBeGreaterThan(10)
    expect(other.length).toBeGreaterThan(10)
    const meanAcross = (views: typeof spread) => views.reduce((sum, view) => sum + mean(outfield(view.home), 'y'), 0) / views.length
    expect(meanAcross(wide)).toBeGreaterThan(meanAcross(other) + 0.1)
  })

  it('run rather than jump, except when a kick-off lines them up', () => {
    const restarts = [0, 45, ...match.goals.map((goal) => goal.minute)]
    let before = pitchAt(match, 0, 5)
    for (let minute = 0.02; minute <= 90; minute += 0.02) {
      const now = pitchAt(match, minute, 5)
      if (!restarts.some((restart) => restart > minute - 0.02 && restart <= minute)) {
        const steps = [...now.home, ...now.away].map((spot, index) => {
          const was = [...before.home, ...before.away][index]!
          return Math.hypot(spot.x - was.x, spot.y - was.y)
        })
        // In a fiftieth of a minute the ball moves up to about 0.01; nobody darts at twice its speed.
        expect(Math.max(...steps), `minute ${minute}`).toBeLessThan(0.02)
      }
      before = now
    }
  })
})

describe('a goal on the pitch', () => {
  it('is celebrated for a moment from the instant the clock reaches its minute, by the side that scored', () => {
    const scoredAt = instantOfMinute(23, PLAY_MS)
    expect(goalsBy(match, matchMomentAt(scoredAt, PLAY_MS))).toBe(1)
    expect(goalsBy(match, matchMomentAt(scoredAt - 1, PLAY_MS))).toBe(0)
    expect(celebratingAt(match, scoredAt - 1, PLAY_MS)).toBeNull()
    expect(celebratingAt(match, scoredAt, PLAY_MS)).toBe('home')
    expect(celebratingAt(match, scoredAt + CELEBRATION_MS - 1, PLAY_MS)).toBe('home')
    expect(celebratingAt(match, scoredAt + CELEBRATION_MS, PLAY_MS)).toBeNull()
    expect(celebratingAt(match, instantOfMinute(58, PLAY_MS) + 500, PLAY_MS)).toBe('away')
  })

  it('shows each of two goals in the same minute in turn: the second once the first has had its moment', () => {
    const quick: PlayedMatch = {
      ...match,
      home: 1,
      away: 1,
      goals: [
        { minute: 30, side: 'home' },
        { minute: 30, side: 'away' },
      ],
    }
    const scoredAt = instantOfMinute(30, PLAY_MS)
    expect(celebratingAt(quick, scoredAt, PLAY_MS)).toBe('home')
    expect(celebratingAt(quick, scoredAt + CELEBRATION_LEAST_MS - 1, PLAY_MS)).toBe('home')
    expect(celebratingAt(quick, scoredAt + CELEBRATION_LEAST_MS, PLAY_MS)).toBe('away')
    expect(celebratingAt(quick, scoredAt + CELEBRATION_LEAST_MS + CELEBRATION_MS - 1, PLAY_MS)).toBe('away')
    expect(celebratingAt(quick, scoredAt + CELEBRATION_LEAST_MS + CELEBRATION_MS, PLAY_MS)).toBeNull()
  })

  it('times a goal of the 45th minute at the whistle and one of the second half after the break', () => {
    expect(instantOfMinute(45, PLAY_MS)).toBe(20_250)
    expect(matchMomentAt(instantOfMinute(58, PLAY_MS), PLAY_MS).minute).toBeCloseTo(58, 9)
  })
})
