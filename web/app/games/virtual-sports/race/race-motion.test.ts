import { describe, expect, it } from 'vitest'
import { COURSE, finishedBy, finishInstants, laneRadius, LINE_X, paceOf, pointOnCourse, progressAt } from './race-motion.ts'

const race = { order: [4, 1, 6, 2, 5, 3], times: [28_100, 28_450, 28_900, 29_300, 29_800, 30_600] }

describe('the finishing instants', () => {
  it('keep the drawn times when the field finishes within the playing time', () => {
    const instants = finishInstants(race, 40_000)
    expect(instants.get(4)).toBe(28_100)
    expect(instants.get(3)).toBe(30_600)
  })

  it('scale the times down to finish before the result is shown, keeping the order', () => {
    const instants = finishInstants(race, 30_000)
    expect(instants.get(3)).toBeCloseTo(27_600, 6)
    const byTime = [...instants.entries()].sort((a, b) => a[1] - b[1]).map(([runner]) => runner)
    expect(byTime).toEqual(race.order)
  })
})

describe('a runner on the course', () => {
  it('moves forward all the time, crosses the line exactly at its instant, then eases up to a stop', () => {
    for (const runner of [1, 2, 3, 4, 5, 6]) {
      const pace = paceOf(9_001, runner)
      let before = -1
      for (let t = 0; t < 29_500; t += 50) {
        const progress = progressAt(t, 28_000, pace)
        expect(progress).toBeGreaterThan(before)
        before = progress
      }
      expect(progressAt(28_000, 28_000, pace)).toBe(1)
      expect(progressAt(0, 28_000, pace)).toBe(0)
      expect(progressAt(60_000, 28_000, pace)).toBeCloseTo(1.04, 10)
    }
  })

  it('gives every screen the same race: the pace depends on the event and the runner only', () => {
    expect(paceOf(77, 3)).toEqual(paceOf(77, 3))
    expect(paceOf(77, 3)).not.toEqual(paceOf(78, 3))
  })

  it('crosses the line in the drawn order', () => {
    const instants = finishInstants(race, 30_000)
    expect(finishedBy(race, instants, 0)).toEqual([])
    expect(finishedBy(race, instants, instants.get(6)!)).toEqual([4, 1, 6])
    expect(finishedBy(race, instants, 30_000)).toEqual(race.order)
  })
})

describe('the course', () => {
  it('starts and ends a lap on the line, in every lane, and stays in the drawing', () => {
    for (const lane of [0, 5, 11]) {
      const radius = laneRadius(lane, 12)
      const start = pointOnCourse(0, radius)
      expect(start.x).toBeCloseTo(LINE_X, 6)
      expect(start.y).toBeCloseTo(COURSE.centreY + radius, 6)
      const end = pointOnCourse(1, radius)
      expect(end.x).toBeCloseTo(start.x, 6)
      expect(end.y).toBeCloseTo(start.y, 6)
      for (let progress = 0; progress < 1.05; progress += 0.01) {
        const { x, y } = pointOnCourse(progress, radius)
        expect(x).toBeGreaterThanOrEqual(0)
        expect(x).toBeLessThanOrEqual(COURSE.width)
        expect(y).toBeGreaterThanOrEqual(0)
        expect(y).toBeLessThanOrEqual(COURSE.height)
      }
    }
  })
})
