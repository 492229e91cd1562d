/**
 * When a scheduled game's next event or draw happens: a pure function of its settings and the clock,
 * so nothing about when it plays is chosen at run time (decision 012).
 */

/** A game's schedule settings. */
export type Cadence = { intervalMs: number; offsetMs: number; bettingClosesBeforeMs: number }

/**
 * The start of the game's next event (or draw): `intervalMs` after the last one, unless betting on
 * that would already be closed (the game was not running); then the first start of the game's grid
 * (offsetMs plus a whole number of intervals since the epoch) whose betting is still open.
 */
export function nextStartMs(lastStartMs: number | null, nowMs: number, cadence: Cadence): number {
  if (lastStartMs !== null) {
    const following = lastStartMs + cadence.intervalMs
    if (following - cadence.bettingClosesBeforeMs > nowMs) return following
  }
  const earliest = nowMs + cadence.bettingClosesBeforeMs + 1
  return Math.ceil((earliest - cadence.offsetMs) / cadence.intervalMs) * cadence.intervalMs + cadence.offsetMs
}
