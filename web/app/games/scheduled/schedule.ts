/**
 * When a virtual sports page asks for its events again. Every change of an event happens at an
 * instant its data already states (betting closes, the start, the end), so the page refetches at the
 * next of those instants instead of polling, a little later than the instant (the runner acts on its
 * own tick) and with jitter (so the pages open on one matchday do not all ask in the same millisecond).
 */

export type ScheduledEvent = {
  status: 'open' | 'closed' | 'live'
  bettingClosesAt: string
  startsAt: string
  endsAt: string
}

/** Whether bets are taken on the event at server time `now`: open, and before its cut-off. */
export function isBettingOpen(event: { status: string; bettingClosesAt: string }, now: number): boolean {
  return event.status === 'open' && Date.parse(event.bettingClosesAt) > now
}

/** The server time (epoch ms) at which an event's shown state stops being true. */
export function nextChangeOf(event: ScheduledEvent): number {
  if (event.status === 'open') return Date.parse(event.bettingClosesAt)
  if (event.status === 'closed') return Date.parse(event.startsAt)
  return Date.parse(event.endsAt)
}

/** The soonest change among the events; null when there is none to wait for. */
export function nextChangeAt(events: readonly ScheduledEvent[]): number | null {
  let soonest: number | null = null
  for (const event of events) {
    const change = nextChangeOf(event)
    if (soonest === null || change < soonest) soonest = change
  }
  return soonest
}

/** After the instant: the runner's tick and the service's answer, plus a spread between pages. */
export const REFETCH_AFTER_MS = 300
export const REFETCH_JITTER_MS = 1200
/** A change that is due but not shown yet (a late runner) is asked for again, less and less often. */
export const LATE_RETRY_FIRST_MS = 2000
export const LATE_RETRY_MAX_MS = 30_000

/**
 * How long to wait before the next refetch. `lateRetries` counts the refetches in a row that found
 * the change already due but not yet made; `random` is a uniform [0, 1) source (Math.random in the page).
 */
export function refetchDelayMs(changeAt: number, serverNow: number, lateRetries: number, random: () => number): number {
  const jitter = REFETCH_AFTER_MS + Math.floor(random() * REFETCH_JITTER_MS)
  if (changeAt > serverNow) return changeAt - serverNow + jitter
  return Math.min(LATE_RETRY_MAX_MS, LATE_RETRY_FIRST_MS * 2 ** lateRetries) + jitter
}

/** "1:05" for 65,000 ms; "0:00" once the instant has passed. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
