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

/** After the line a runner eases up over this distance (a share of the lap) in this time. */
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
 * The course: a stadium (two straights joined by half circles) centred in a 400 x 220 drawing,
 * run anticlockwise on screen from the line on the home straight (the bottom one). Lane 0 is the rail.
 */
export const COURSE = { width: 400, height: 220, centreX: 200, centreY: 110, halfStraight: 90, railRadius: 50, outerRadius: 100 }
const LINE_OFFSET = COURSE.halfStraight * 1.5

export function laneRadius(lane: number, lanes: number): number {
  const width = COURSE.outerRadius - COURSE.railRadius
  return COURSE.railRadius + ((lane + 0.5) / Math.max(1, lanes)) * width
}

/** The point `progress` of a lap round the course in the lane at `radius` (the line at progress 0 and 1). */
export function pointOnCourse(progress: number, radius: number): { x: number; y: number } {
  const { centreX, centreY, halfStraight } = COURSE
  const straight = 2 * halfStraight
  const bend = Math.PI * radius
  const lap = 2 * straight + 2 * bend
  const distance = (((LINE_OFFSET + progress * lap) % lap) + lap) % lap
  if (distance < straight) return { x: centreX - halfStraight + distance, y: centreY + radius }
  if (distance < straight + bend) {
    const angle = (distance - straight) / radius
    return { x: centreX + halfStraight + radius * Math.sin(angle), y: centreY + radius * Math.cos(angle) }
  }
  if (distance < 2 * straight + bend) return { x: centreX + halfStraight - (distance - straight - bend), y: centreY - radius }
  const angle = (distance - 2 * straight - bend) / radius
  return { x: centreX - halfStraight - radius * Math.sin(angle), y: centreY - radius * Math.cos(angle) }
}

/** Where the finishing line crosses the home straight. */
export const LINE_X = COURSE.centreX - COURSE.halfStraight + LINE_OFFSET
