import type { ScheduledEvent } from '../scheduled/schedule.ts'
import type { NumberDrawsView, NumberDrawView } from '@9ja/contract'

/**
 * A number game's draws as the scheduled-event timing sees them (`use-event-schedule.ts`, one
 * refetch at the next instant something changes): a draw taking bets changes when betting closes,
 * a closed one when it is drawn, the one being drawn when its numbers are final.
 */
export function scheduleOf(draws: Pick<NumberDrawsView, 'upcoming' | 'current'> | null): ScheduledEvent[] {
  if (!draws) return []
  const events = draws.upcoming.flatMap((draw): ScheduledEvent[] =>
    draw.status === 'open' || draw.status === 'closed' ? [asEvent(draw, draw.status)] : [],
  )
  return draws.current ? [...events, asEvent(draws.current, 'live')] : events
}

const asEvent = (draw: NumberDrawView, status: ScheduledEvent['status']): ScheduledEvent => ({
  status,
  bettingClosesAt: draw.closesAt,
  startsAt: draw.drawsAt,
  endsAt: draw.endsAt,
})

/** The draw the builder's tickets go to: the first still taking bets at server time `now`. */
export function nextOpenDraw(draws: Pick<NumberDrawsView, 'upcoming'>, now: number): NumberDrawView | null {
  return draws.upcoming.find((draw) => draw.status === 'open' && Date.parse(draw.closesAt) > now) ?? null
}

/**
 * The cadence in force as the draws show it (the rules state it): the time between two draws, how
 * long before a draw its betting closes, how long its balls take; null where the answer has no draw to tell.
 */
export function drawCadence(draws: Pick<NumberDrawsView, 'upcoming' | 'current' | 'recent'>): {
  intervalMs: number | null
  closesBeforeMs: number | null
  drawMs: number | null
} {
  const known = [...draws.upcoming, ...(draws.current ? [draws.current] : []), ...draws.recent.filter((draw) => draw.status === 'finished')]
  const times = known.map((draw) => Date.parse(draw.drawsAt)).sort((a, b) => a - b)
  const gaps = times
    .slice(1)
    .map((time, at) => time - times[at]!)
    .filter((gap) => gap > 0)
  const sample = draws.upcoming[0] ?? draws.current ?? null
  return {
    intervalMs: gaps.length > 0 ? Math.min(...gaps) : null,
    closesBeforeMs: sample ? Date.parse(sample.drawsAt) - Date.parse(sample.closesAt) : null,
    drawMs: sample ? Date.parse(sample.endsAt) - Date.parse(sample.drawsAt) : null,
  }
}
