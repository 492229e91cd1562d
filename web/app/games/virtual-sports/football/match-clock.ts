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

/**
 * Where the ball is on the tracker's pitch (x: 0 the home goal, 1 the away goal; y: 0..1 across),
 * at a fractional minute: it wanders around midfield, is carried to the goal in the minutes before
 * each goal, and goes back to the centre spot for the kick-off after it. `seed` (the event id) gives
 * each match its own wander; the goals are the drawn ones.
 */
export function ballAt(match: PlayedMatch, minute: number, seed: number): { x: number; y: number } {
  const phase = (seed % 97) / 15
  let x = 0.5 + 0.22 * Math.sin(minute * 0.61 + phase) + 0.1 * Math.sin(minute * 1.7 + phase * 2)
  let y = 0.5 + 0.28 * Math.sin(minute * 0.83 + phase * 3) + 0.08 * Math.cos(minute * 2.3)
  for (const goal of match.goals) {
    const before = goal.minute - minute
    if (before >= 0 && before < BUILD_UP_MINUTES) {
      const pull = (1 - before / BUILD_UP_MINUTES) ** 2
      x += ((goal.side === 'home' ? 0.97 : 0.03) - x) * pull
      y += (0.5 - y) * pull
    } else if (before < 0 && -before < RESTART_MINUTES) {
      const settle = 1 - (-before / RESTART_MINUTES) ** 2
      x += (0.5 - x) * settle
      y += (0.5 - y) * settle
    }
  }
  return { x: Math.min(1, Math.max(0, x)), y: Math.min(0.95, Math.max(0.05, y)) }
}
const BUILD_UP_MINUTES = 3
const RESTART_MINUTES = 1.5
