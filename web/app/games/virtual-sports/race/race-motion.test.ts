import { describe, expect, it } from 'vitest'
import {
  alongStraight,
  FINISH_LINE,
  finishedBy,
  finishInstants,
  hasPulledUp,
  paceOf,
  progressAt,
  runKeyframes,
  runningOrderAt,
} from './race-motion.ts'

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

describe('the running order', () => {
  const instants = finishInstants(race, 30_000)

  it('is the drawn finishing order once the field is home, and fills in from the front as runners cross', () => {
    expect(runningOrderAt(race, instants, 9_001, 30_000)).toEqual(race.order)
    expect(runningOrderAt(race, instants, 9_001, 60_000)).toEqual(race.order)
    const third = instants.get(6)!
    expect(runningOrderAt(race, instants, 9_001, third).slice(0, 3)).toEqual([4, 1, 6])
  })

  it('ranks the runners still running by how far they have come, every runner once', () => {
    for (const eventId of [1, 77, 9_001]) {
      for (let t = 0; t <= 30_000; t += 250) {
        const order = runningOrderAt(race, instants, eventId, t)
        expect([...order].sort()).toEqual([...race.order].sort())
        const running = order.filter((runner) => instants.get(runner)! > t)
        const progress = running.map((runner) => progressAt(t, instants.get(runner)!, paceOf(eventId, runner)))
        expect(progress).toEqual([...progress].sort((a, b) => b - a))
      }
    }
  })

  it('changes hands on the way: the drawn winner does not lead from start to finish in every race', () => {
    const leaders = [1, 2, 3, 4, 5, 6, 7, 8].map((eventId) =>
      [...Array(12).keys()].map((step) => runningOrderAt(race, instants, eventId, 2_000 + step * 2_000)[0]),
    )
    expect(leaders.some((led) => led.some((leader) => leader !== race.order[0]))).toBe(true)
  })
})

describe('the straight', () => {
  it('puts a runner at the start at the off, on the line at its instant, and in the drawing through its run-out', () => {
    expect(alongStraight(progressAt(0, 28_000, paceOf(3, 2)))).toBe(0)
    expect(alongStraight(progressAt(28_000, 28_000, paceOf(3, 2)))).toBe(FINISH_LINE)
    expect(alongStraight(progressAt(90_000, 28_000, paceOf(3, 2)))).toBeLessThan(1)
  })

  it('stops a runner once it has eased up after the line', () => {
    expect(hasPulledUp(28_000, 28_000)).toBe(false)
    expect(hasPulledUp(29_500, 28_000)).toBe(true)
    expect(progressAt(29_500, 28_000, paceOf(3, 2))).toBe(progressAt(40_000, 28_000, paceOf(3, 2)))
  })
})

describe('a run as the browser plays it', () => {
  it('follows the runner from the off to its stop, on the line at its instant', () => {
    const pace = paceOf(9_001, 4)
    const { durationMs, keyframes } = runKeyframes(28_000, pace)
    expect(durationMs).toBe(29_500)
    expect(keyframes[0]).toEqual({ offset: 0, progress: 0 })
    expect(keyframes.at(-1)).toEqual({ offset: 1, progress: progressAt(durationMs, 28_000, pace) })
    expect(keyframes).toContainEqual({ offset: 28_000 / 29_500, progress: 1 })
    const offsets = keyframes.map((keyframe) => keyframe.offset)
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b))
    expect(new Set(offsets).size).toBe(offsets.length)
    // Straight lines between keyframes, as the browser draws them, stay on the runner's curve.
    for (let at = 0; at <= durationMs; at += 37) {
      const next = keyframes.findIndex((keyframe) => keyframe.offset * durationMs >= at)
      const [a, b] = [keyframes[Math.max(0, next - 1)]!, keyframes[next]!]
      const share = b.offset === a.offset ? 0 : (at / durationMs - a.offset) / (b.offset - a.offset)
      expect(Math.abs(a.progress + share * (b.progress - a.progress) - progressAt(at, 28_000, pace))).toBeLessThan(0.001)
    }
  })
})
