/** Football events grouped by matchday, for the matchday tabs, the fixtures and the results pages. */

type MatchdayEvent = { season?: number | null; matchday?: number | null; startsAt: string }

/** A matchday's key in links (`?matchday=3-12`: season 3, matchday 12). */
export const matchdayKey = (event: MatchdayEvent) => `${event.season ?? 0}-${event.matchday ?? 0}`

export type Matchday<E> = { key: string; season: number; matchday: number; startsAt: string; events: E[] }

/** The events' matchdays in the order the events come, each with its events in that order. */
export function groupByMatchday<E extends MatchdayEvent>(events: readonly E[]): Matchday<E>[] {
  const groups = new Map<string, Matchday<E>>()
  for (const event of events) {
    const key = matchdayKey(event)
    const group = groups.get(key)
    if (group) group.events.push(event)
    else groups.set(key, { key, season: event.season ?? 0, matchday: event.matchday ?? 0, startsAt: event.startsAt, events: [event] })
  }
  return [...groups.values()]
}
