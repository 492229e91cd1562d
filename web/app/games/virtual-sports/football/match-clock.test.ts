import { describe, expect, it } from 'vitest'
import { ballAt, goalsBy, keyMoments, matchMomentAt, momentsShown, scoreAfter, shownMinute, type PlayedMatch } from './match-clock.ts'

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
