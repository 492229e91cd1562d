/**
 * A race as the page animates it: every runner leaves the start at the off and crosses the line at
 * the finishing time the draw gave its position, in the drawn order. Between start and line each
 * runner's pace varies (so the lead changes hands), the same on every screen: the variation comes
 * from the event id and the runner's number, and never changes who crosses the line when.
 */

export type DrawnRace = { order: readonly number[]; times: readonly number[] }

/** The last runner crosses the line by this share of the playing time, so the finish is seen before the result. */
const LAST_FINISH_SHARE = 0.92

/**
 * Each runner's finishing instant (ms after the off) by runner number. The drawn times are used as
 * they are when the whole field finishes within the playing time, scaled down to fit it otherwise.
 */
export function finishInstants(race: DrawnRace, playMs: number): Map<number, number> {
  const slowest = Math.max(...race.times)
  const scale = slowest > playMs * LAST_FINISH_SHARE ? (playMs * LAST_FINISH_SHARE) / slowest : 1
  return new Map(race.order.map((runner, position) => [runner, (race.times[position] ?? slowest) * scale]))
}

/** A small deterministic hash to [0, 1): the runners' pace variations, not a random draw. */
function unitHash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35)
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d)
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b)
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32
}

export type Pace = { surge: number; late: number }

/**
 * A runner's pace profile. Progress at u = t / finish is u + surge·sin(πu) + late·sin(2πu): both
 * terms vanish at the start and at the line, and |surge|·π + |late|·2π < 1 keeps the runner always
 * moving forward.
 */
export function paceOf(eventId: number, runner: number): Pace {
  return { surge: (unitHash(eventId, runner) - 0.5) * 0.24, late: (unitHash(runner, eventId) - 0.5) * 0.16 }
}

/** After the line a runner eases up over this distance (a share of the distance to the line) in this time. */
const RUN_OUT = 0.04
const RUN_OUT_MS = 1500

/** How far round the course a runner is (0 the start, 1 the line), `elapsedMs` after the off. */
export function progressAt(elapsedMs: number, finishMs: number, pace: Pace): number {
  if (elapsedMs <= 0) return 0
  if (elapsedMs >= finishMs) {
    const after = Math.min(1, (elapsedMs - finishMs) / RUN_OUT_MS)
    return 1 + RUN_OUT * (1 - (1 - after) ** 2)
  }
  const u = elapsedMs / finishMs
  return u + pace.surge * Math.sin(Math.PI * u) + pace.late * Math.sin(2 * Math.PI * u)
}

/** The runners that have crossed the line `elapsedMs` after the off, in finishing order. */
export function finishedBy(race: DrawnRace, instants: Map<number, number>, elapsedMs: number): number[] {
  return race.order.filter((runner) => (instants.get(runner) ?? Infinity) <= elapsedMs)
}

/**
 * A runner's whole run, from the off until it has eased up after the line, for the browser to play as
 * an animation: its progress (progressAt's) at each keyframe's `offset`, a share of `durationMs`. The
 * keyframes are close enough for straight lines between them to follow the curve to a thousandth of
 * the straight, and one falls on the finishing instant itself.
 */
export function runKeyframes(finishMs: number, pace: Pace): { durationMs: number; keyframes: { offset: number; progress: number }[] } {
  const durationMs = finishMs + RUN_OUT_MS
  const instants = [
    ...Array.from({ length: RUN_KEYFRAMES }, (_, step) => (step / RUN_KEYFRAMES) * finishMs),
    ...Array.from({ length: RUN_OUT_KEYFRAMES + 1 }, (_, step) => finishMs + (step / RUN_OUT_KEYFRAMES) * RUN_OUT_MS),
  ]
  return { durationMs, keyframes: instants.map((at) => ({ offset: at / durationMs, progress: progressAt(at, finishMs, pace) })) }
}
const RUN_KEYFRAMES = 48
const RUN_OUT_KEYFRAMES = 8

/** Whether a runner has eased up to a stop after the line, `elapsedMs` after the off. */
export function hasPulledUp(elapsedMs: number, finishMs: number): boolean {
  return elapsedMs >= finishMs + RUN_OUT_MS
}

/**
 * The running order `elapsedMs` after the off: the runners past the line in the drawn order, then the
 * others by how far they have come (level ones by number). At the end it is the drawn order.
 */
export function runningOrderAt(race: DrawnRace, instants: Map<number, number>, eventId: number, elapsedMs: number): number[] {
  const home = finishedBy(race, instants, elapsedMs)
  const running = race.order
    .filter((runner) => !home.includes(runner))
    .map((runner) => ({ runner, progress: progressAt(elapsedMs, instants.get(runner) ?? Infinity, paceOf(eventId, runner)) }))
    .sort((a, b) => b.progress - a.progress || a.runner - b.runner)
  return [...home, ...running.map(({ runner }) => runner)]
}

/**
 * The straight, side-on: each lane runs from the start (0) to the end of the drawing (1), the line at
 * FINISH_LINE, far enough from the end for the run-out to stay in view.
 */
export const FINISH_LINE = 0.88

/** Where a runner's nose is along its lane (0 the start, FINISH_LINE the line) at `progress` (1 the line). */
export const alongStraight = (progress: number) => progress * FINISH_LINE
