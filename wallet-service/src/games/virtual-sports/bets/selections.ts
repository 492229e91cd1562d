import { footballSelectionWins, raceSelectionWins, type FootballResult, type RaceModel, type RaceResult } from '@9ja/virtual-sports'
import type { SportsGame } from '../definition-type.ts'
import { findSportsGame } from '../games.ts'
import { priceEvent, type EventModel, type EventResult, type OddsTable, type Participants, type RtpTable } from '../events/model.ts'

/**
 * An event as bets read it: what the slip, Check Bet and booking codes name a selection by, and
 * what settlement judges it by. Only the sports_events columns of the contract (0014).
 */
export type BetEvent = {
  id: number
  game: string
  name: string
  status: 'open' | 'live' | 'finished' | 'void'
  bettingClosesAt: Date
  startsAt: Date
  participants: Participants
  model: EventModel
  odds: OddsTable
  rtp: RtpTable
  result: EventResult | null
}

export const BET_EVENT_COLUMNS = `e.id, e.game, e.name, e.status, e.betting_closes_at, e.starts_at, e.participants, e.model, e.odds, e.rtp, e.result`

export type BetEventRow = {
  id: string
  game: string
  name: string
  status: BetEvent['status']
  betting_closes_at: Date
  starts_at: Date
  participants: BetEvent['participants']
  model: BetEvent['model']
  odds: OddsTable
  rtp: RtpTable
  result: BetEvent['result']
}

export function betEventFromRow(row: BetEventRow): BetEvent {
  return {
    id: Number(row.id),
    game: row.game,
    name: row.name,
    status: row.status,
    bettingClosesAt: row.betting_closes_at,
    startsAt: row.starts_at,
    participants: row.participants,
    model: row.model,
    odds: row.odds,
    rtp: row.rtp,
    result: row.result,
  }
}

export function gameOf(event: BetEvent): SportsGame {
  const game = findSportsGame(event.game)
  if (!game) throw new Error(`sports event ${event.id} is of no virtual sports game (${event.game})`)
  return game
}

/** Whether the event takes bets at `now` (the same rule as the placement statement's). */
export const takesBets = (event: BetEvent, now: Date) => event.status === 'open' && now < event.bettingClosesAt

/** A selection's market and name as the event was priced ("Correct score", "2-1"). */
export type SelectionName = { market: string; marketName: string; name: string }

/**
 * Names every selection of the event by pricing it again from its model, at the RTP it was priced
 * at (the events' own pricing): the names, and which selections are offered, come from the same
 * function that made the odds.
 */
export function selectionNames(event: BetEvent): Map<string, SelectionName> {
  const names = new Map<string, SelectionName>()
  for (const market of priceEvent(gameOf(event), event)) {
    for (const selection of market.selections) {
      names.set(selection.code, { market: market.market, marketName: market.name, name: selection.name })
    }
  }
  return names
}

/** Whether a selection of the event won, from its (final) result. */
export function selectionWins(event: BetEvent, code: string): boolean {
  if (event.result === null) throw new Error(`sports event ${event.id} has no result`)
  if (gameOf(event).kind === 'football') return footballSelectionWins(code, event.result as FootballResult)
  return raceSelectionWins(code, event.result as RaceResult, (event.model as RaceModel).strengths.length)
}

/** What a bet's selection shows of its finished event's result: the score (and half-time), or the finishing order. */
export function resultSummary(event: BetEvent): { score: string; halfTime: string } | { order: number[] } | null {
  if (event.result === null || event.status !== 'finished') return null
  if ('order' in event.result) return { order: event.result.order }
  return { score: `${event.result.home}-${event.result.away}`, halfTime: `${event.result.htHome}-${event.result.htAway}` }
}
