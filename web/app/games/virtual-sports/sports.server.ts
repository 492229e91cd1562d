import { z } from 'zod'
import { call } from '../games.server.ts'
import type { SportsSlug } from './sports-games.ts'
import {
  dataAnswer,
  eventDetails,
  finishedEvent,
  leagueTable,
  sportsEvent,
  type EventDetailsView,
  type FinishedEventView,
  type LeagueTableView,
  type SportsEventView,
} from '@9ja/contract'

/**
 * The virtual sports reads of the wallet-service (no token: events, results and the table are public),
 * each answer checked with zod (the contract's schemas, @9ja/contract).
 */

const gamePath = (slug: SportsSlug) => `/games/sports/${encodeURIComponent(slug)}`

/** Upcoming and live events, with only the markets asked for (all when `markets` is not given). */
export async function fetchSportsEvents(slug: SportsSlug, markets?: readonly string[]): Promise<SportsEventView[]> {
  const query = markets ? `?markets=${markets.map(encodeURIComponent).join(',')}` : ''
  const answer = await call(`${gamePath(slug)}/events${query}`, null, undefined, dataAnswer(z.array(sportsEvent)))
  if (!answer.data) throw new Error(answer.message || `${slug} events answered ${answer.status}`)
  return answer.data.data.map((event) => (markets ? onlyMarkets(event, markets) : event))
}

/** One event of any status, every market; null when there is no such event of this game. */
export async function fetchSportsEvent(slug: SportsSlug, eventId: number): Promise<EventDetailsView | null> {
  const answer = await call(`${gamePath(slug)}/events/${eventId}`, null, undefined, dataAnswer(eventDetails))
  if (answer.status === 404 || answer.status === 400) return null
  if (!answer.data) throw new Error(answer.message || `${slug} event ${eventId} answered ${answer.status}`)
  return answer.data.data
}

export async function fetchSportsResults(slug: SportsSlug, limit: number): Promise<FinishedEventView[]> {
  const answer = await call(`${gamePath(slug)}/results?limit=${limit}`, null, undefined, dataAnswer(z.array(finishedEvent)))
  if (!answer.data) throw new Error(answer.message || `${slug} results answered ${answer.status}`)
  return answer.data.data
}

export async function fetchLeagueTable(): Promise<LeagueTableView> {
  const answer = await call(`${gamePath('virtual-football')}/table`, null, undefined, dataAnswer(leagueTable))
  if (!answer.data) throw new Error(answer.message || `league table answered ${answer.status}`)
  return answer.data.data
}

/** The event with only the given markets: what a page sends to the browser stays small whatever the service answers. */
function onlyMarkets(event: SportsEventView, markets: readonly string[]): SportsEventView {
  return { ...event, markets: event.markets.filter((entry) => markets.includes(entry.market)) }
}
