/**
 * A match played as animated highlights: the drawn result (score, half-time score, goal minutes)
 * replayed over the event's playing time (its start to its end, by the server's clock). Pure, so the
 * tracker draws the same match on every screen and a test can check any instant of it.
 */

export type Goal = { minute: number; side: 'home' | 'away' }
export type PlayedMatch = { home: number; away: number; htHome: number; htAway: number; goals: readonly Goal[] }
export type MatchPhase = 'before' | 'first-half' | 'half-time' | 'second-half' | 'full-time'
export type MatchMoment = { phase: MatchPhase; minute: number }

/** Each half takes this share of the playing time; the half-time break the rest. */
const HALF_SHARE = 0.45
const BREAK_SHARE = 1 - 2 * HALF_SHARE

/** The match clock `elapsedMs` after kick-off of a match shown over `playMs`: minute 0..90 (fractional). */
export function matchMomentAt(elapsedMs: number, playMs: number): MatchMoment {
  if (elapsedMs < 0) return { phase: 'before', minute: 0 }
  const half = playMs * HALF_SHARE
  if (elapsedMs < half) return { phase: 'first-half', minute: (elapsedMs / half) * 45 }
  if (elapsedMs < half + playMs * BREAK_SHARE) return { phase: 'half-time', minute: 45 }
  if (elapsedMs < playMs) return { phase: 'second-half', minute: 45 + ((elapsedMs - half - playMs * BREAK_SHARE) / half) * 45 }
  return { phase: 'full-time', minute: 90 }
}

/** The minute the clock shows: 1' from kick-off, 45' at the break, 90' at the end. */
export function shownMinute(moment: MatchMoment): number {
  if (moment.phase === 'before') return 0
  return Math.min(90, Math.max(1, Math.ceil(moment.minute)))
}

/** The goals scored by this moment of the match (a goal counts once the clock reaches its minute). */
export function goalsBy(match: PlayedMatch, moment: MatchMoment): number {
  if (moment.phase === 'before') return 0
  if (moment.phase === 'full-time') return match.goals.length
  return match.goals.filter((goal) => goal.minute <= moment.minute).length
}

/** The score after the first `goals` goals. */
export function scoreAfter(match: PlayedMatch, goals: number): { home: number; away: number } {
  const scored = match.goals.slice(0, goals)
  return { home: scored.filter((goal) => goal.side === 'home').length, away: scored.filter((goal) => goal.side === 'away').length }
}

/** A key moment of the match as the tracker lists it. */
export type KeyMoment =
  | { kind: 'goal'; minute: number; side: 'home' | 'away'; home: number; away: number }
  | { kind: 'half-time' | 'full-time'; minute: number; home: number; away: number }

/** The match's key moments in order: every goal with the score it made, the half-time and the full-time scores. */
export function keyMoments(match: PlayedMatch): KeyMoment[] {
  const moments: KeyMoment[] = []
  let home = 0
  let away = 0
  let halfTimeListed = false
  for (const goal of match.goals) {
    if (goal.minute > 45 && !halfTimeListed) {
      moments.push({ kind: 'half-time', minute: 45, home: match.htHome, away: match.htAway })
      halfTimeListed = true
    }
    if (goal.side === 'home') home++
    else away++
    moments.push({ kind: 'goal', minute: goal.minute, side: goal.side, home, away })
  }
  if (!halfTimeListed) moments.push({ kind: 'half-time', minute: 45, home: match.htHome, away: match.htAway })
  moments.push({ kind: 'full-time', minute: 90, home: match.home, away: match.away })
  return moments
}

/** How many of the key moments have happened by this moment of the match. */
export function momentsShown(moments: readonly KeyMoment[], moment: MatchMoment): number {
  if (moment.phase === 'before') return 0
  return moments.filter((entry) =>
    entry.kind === 'half-time'
      ? moment.phase !== 'first-half'
      : entry.kind === 'full-time'
        ? moment.phase === 'full-time'
        : entry.minute <= moment.minute || moment.phase === 'full-time',
  ).length
}

/** A point on the tracker's pitch: x from the home side's goal line (0) to the away side's (1), y across it (0..1). */
export type Spot = { x: number; y: number }
export type Side = 'home' | 'away'

/** The kick-offs (the start of each half, the restart after each goal), in minutes. */
const kickOffs = (match: PlayedMatch) => [0, 45, ...match.goals.map((goal) => goal.minute)]

/**
 * How the drawn goals shape play at a fractional minute. `settle` is 1 at a kick-off and falls to 0
 * as play spreads out from it; `buildUp` rises from 0 to 1 over the minutes before a goal, toward
 * the goal it is scored in (`scorer` attacks it).
 */
function restartAt(match: PlayedMatch, minute: number): { settle: number; buildUp: number; scorer: Side | null } {
  let settle = 0
  for (const kickOff of kickOffs(match)) {
    const after = minute - kickOff
    if (after >= 0 && after < RESTART_MINUTES) settle = Math.max(settle, 1 - smoothStep(after / RESTART_MINUTES))
  }
  const next = match.goals.find((goal) => goal.minute >= minute && goal.minute - minute < BUILD_UP_MINUTES)
  return next ? { settle, buildUp: 1 - (next.minute - minute) / BUILD_UP_MINUTES, scorer: next.side } : { settle, buildUp: 0, scorer: null }
}
const BUILD_UP_MINUTES = 3
const RESTART_MINUTES = 1.5

/** 0 to 1 as t goes 0 to 1, starting and ending gently: play spreads out from a kick-off with no jolt. */
const smoothStep = (t: number) => t * t * (3 - 2 * t)

/** The x of the goal `scorer` attacks: the home side attacks the away side's goal (x = 1). */
const attackedGoalX = (scorer: Side) => (scorer === 'home' ? 0.97 : 0.03)

/**
 * Where the ball is at a fractional minute: on the centre spot at each kick-off, wandering around
 * midfield from there, and carried into the goal in the minutes before each goal. `seed` (the event
 * id) gives each match its own wander; the goals are the drawn ones.
 */
export function ballAt(match: PlayedMatch, minute: number, seed: number): Spot {
  const phase = wanderPhase(seed)
  let x = 0.5 + 0.22 * Math.sin(minute * 0.61 + phase) + 0.1 * Math.sin(minute * 1.7 + phase * 2)
  let y = 0.5 + 0.28 * Math.sin(minute * 0.83 + phase * 3) + 0.08 * Math.cos(minute * 2.3)
  const { settle, buildUp, scorer } = restartAt(match, minute)
  x += (0.5 - x) * settle
  y += (0.5 - y) * settle
  if (scorer) {
    const pull = buildUp ** 2
    x += (attackedGoalX(scorer) - x) * pull
    y += (0.5 - y) * pull
  }
  return { x: clamp(x, 0, 1), y: clamp(y, 0.05, 0.95) }
}
const wanderPhase = (seed: number) => (seed % 97) / 15

/**
 * Which side has the ball, from -1 (the away side) to 1 (the home side): the side the ball's wander
 * carries forward, and the scoring side in the build-up to its goal.
 */
function possessionAt(match: PlayedMatch, minute: number, seed: number): number {
  // The wander's main swing moves the ball toward the away goal while its cosine is positive.
  const flow = clamp(1.6 * Math.cos(minute * 0.61 + wanderPhase(seed)), -1, 1)
  const { buildUp, scorer } = restartAt(match, minute)
  return scorer ? flow + ((scorer === 'home' ? 1 : -1) - flow) * buildUp : flow
}

type Line = 'keeper' | 'defence' | 'midfield' | 'attack'

/** Each side plays 4-4-2: its keeper, four defenders, four midfielders and two forwards, `across` the pitch. */
const FORMATION: readonly { line: Line; across: number }[] = [
  { line: 'keeper', across: 0.5 },
  ...[0.14, 0.38, 0.62, 0.86].map((across) => ({ line: 'defence' as const, across })),
  ...[0.14, 0.38, 0.62, 0.86].map((across) => ({ line: 'midfield' as const, across })),
  ...[0.36, 0.64].map((across) => ({ line: 'attack' as const, across })),
]

/** How far up from its own goal line each line lines up for a kick-off: all in its own half, the forwards outside the centre circle. */
const KICK_OFF_DEPTH: Record<Line, number> = { keeper: 0.03, defence: 0.19, midfield: 0.33, attack: 0.44 }

/** Where each outfield line plays within its side's block: the back line at 0, the front at 1. */
const BLOCK_DEPTH: Record<Exclude<Line, 'keeper'>, number> = { defence: 0, midfield: 0.5, attack: 1 }

/** A side's point `depth` up the pitch from its own goal line (the away side defends x = 1). */
const fromOwnGoal = (side: Side, depth: number, across: number): Spot => ({ x: side === 'home' ? depth : 1 - depth, y: across })

/** A side lined up for a kick-off, the keeper first. */
export function kickOffShape(side: Side): Spot[] {
  return FORMATION.map(({ line, across }) => fromOwnGoal(side, KICK_OFF_DEPTH[line], across))
}

/**
 * The pitch as the tracker draws it, a broadcast's wide view (longer for its width than a real one):
 * a spot's x and y times these. Distances on it take the same proportions.
 */
export const PITCH = { width: 200, height: 110 }
const PITCH_ASPECT = PITCH.width / PITCH.height

/**
 * A side's eleven in play around the ball. The block follows the ball up and down the pitch and
 * across it; with the ball it pushes up and stretches out, without it drops back and closes up. Its
 * player nearest the ball goes to it (all the way with the ball: he carries it; part of the way
 * without: he presses), the others near it less. Each player also jogs a little on his own, so the
 * shape breathes.
 */
function sideInPlay(side: Side, ball: Spot, possession: number, minute: number, seed: number): Spot[] {
  const ballDepth = side === 'home' ? ball.x : 1 - ball.x
  const attacking = side === 'home' ? possession : -possession
  const backLine = clamp(0.1 + 0.5 * ballDepth + 0.07 * attacking, 0.08, 0.62)
  // Pushed right up, the front line stops short of the goal line rather than stand on it.
  const length = Math.min(0.34 + 0.08 * attacking, 0.9 - backLine)
  const width = 0.8 + 0.15 * attacking
  const shape = FORMATION.map(({ line, across }, index) => {
    if (line === 'keeper') return fromOwnGoal(side, 0.03 + 0.05 * ballDepth, 0.5 + (ball.y - 0.5) * 0.3)
    const jog = seed * 0.37 + index * 1.9
    return fromOwnGoal(
      side,
      backLine + BLOCK_DEPTH[line] * length + 0.012 * Math.sin(minute * (1.1 + 0.07 * index) + jog),
      0.5 + (across - 0.5) * width + (ball.y - 0.5) * 0.3 + 0.02 * Math.sin(minute * (0.9 + 0.05 * index) + jog * 2),
    )
  })
  // How strongly each outfield player is drawn to the ball: 1 for the nearest, falling off with how much farther the others are.
  const nearness = shape.map((spot, index) =>
    index === 0 ? 0 : Math.exp(-((Math.hypot((ball.x - spot.x) * PITCH_ASPECT, ball.y - spot.y) / BALL_REACH) ** 2)),
  )
  const nearest = Math.max(...nearness)
  const toBall = 0.7 + 0.25 * attacking
  return shape.map((spot, index) => {
    const pull = (toBall * nearness[index]!) / nearest
    return { x: spot.x + (ball.x - spot.x) * pull, y: spot.y + (ball.y - spot.y) * pull }
  })
}
/** How much farther from the ball (in pitch widths) than the nearest player another may be and still go for it. */
const BALL_REACH = 0.25

/** What the tracker draws at a fractional minute: the ball and both sides' elevens (each keeper first). */
export type PitchView = { ball: Spot; home: Spot[]; away: Spot[] }

/**
 * The ball and the 22 players at a fractional minute of the drawn match: lined up in their halves at
 * each kick-off, then playing around the ball (see sideInPlay) until the next; never off the pitch.
 */
export function pitchAt(match: PlayedMatch, minute: number, seed: number): PitchView {
  const ball = ballAt(match, minute, seed)
  const possession = possessionAt(match, minute, seed)
  // A kick-off lines the sides up, unless a goal is already on its way (a goal in the first minutes).
  const { settle, buildUp } = restartAt(match, minute)
  const lineUp = settle * (1 - buildUp)
  const players = (side: Side) => {
    const kickOff = kickOffShape(side)
    return sideInPlay(side, ball, possession, minute, seed).map((spot, index) => ({
      x: clamp(spot.x + (kickOff[index]!.x - spot.x) * lineUp, ON_PITCH.minX, ON_PITCH.maxX),
      y: clamp(spot.y + (kickOff[index]!.y - spot.y) * lineUp, ON_PITCH.minY, ON_PITCH.maxY),
    }))
  }
  return { ball, home: players('home'), away: players('away') }
}

/** Both sides lined up and the ball on the centre spot: the pitch under reduced motion. */
export function kickOffView(): PitchView {
  return { ball: { x: 0.5, y: 0.5 }, home: kickOffShape('home'), away: kickOffShape('away') }
}

/** Where a player may stand: inside the lines, with room for his dot. */
const ON_PITCH = { minX: 0.02, maxX: 0.98, minY: 0.05, maxY: 0.95 }

/** How long a goal is celebrated on the pitch, in the page's time (a goal in a short match still gets its moment). */
export const CELEBRATION_MS = 2000

/**
 * How long a goal's banner stays before a later goal's takes its place: goals a minute or two apart
 * come a fraction of a second apart on the clock, and each is still seen rather than flickered.
 */
export const CELEBRATION_LEAST_MS = 1000

/**
 * The side whose goal the pitch celebrates `elapsedMs` after kick-off (of a match shown over `playMs`):
 * each goal in turn from the instant the clock reaches its minute, or once the goal before has had
 * CELEBRATION_LEAST_MS, whichever is later; the last one for CELEBRATION_MS; else null.
 */
export function celebratingAt(match: PlayedMatch, elapsedMs: number, playMs: number): Side | null {
  let celebrating: { side: Side; from: number } | null = null
  for (const goal of [...match.goals].sort((a, b) => a.minute - b.minute)) {
    const from = Math.max(instantOfMinute(goal.minute, playMs), (celebrating?.from ?? -Infinity) + CELEBRATION_LEAST_MS)
    if (elapsedMs < from) break
    celebrating = { side: goal.side, from }
  }
  return celebrating && elapsedMs < celebrating.from + CELEBRATION_MS ? celebrating.side : null
}

/** When (ms after kick-off) the clock of a match shown over `playMs` reaches `minute`: matchMomentAt the other way round. */
export function instantOfMinute(minute: number, playMs: number): number {
  const half = playMs * HALF_SHARE
  return minute <= 45 ? (minute / 45) * half : half + playMs * BREAK_SHARE + ((minute - 45) / 45) * half
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
