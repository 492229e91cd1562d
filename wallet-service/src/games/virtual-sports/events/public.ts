import { selectionId, type FootballResult, type MarketCode } from '@9ja/virtual-sports'
import type { Queryable } from '../../../db/queryable.ts'
import type { FootballGame, SportsGame } from '../definition-type.ts'
import {
  priceEvent,
  type EventModel,
  type EventResult,
  type FootballParticipants,
  type OddsTable,
  type Participants,
  type RaceParticipants,
  type RtpTable,
} from './model.ts'
import { doubleRoundRobin } from './schedule.ts'
import { nextChangeMs, shownStatus } from '../../scheduled/public.ts'

/**
 * What anyone may read about the virtual sports' events: upcoming and live events with their
 * markets, results with what verifies them, one event, and the league table. An event's link is
 * shown only once the event is over (finished or void); its result from the moment it is live.
 */

type EventRow = {
  id: string
  name: string
  season: number | null
  matchday: number | null
  participants: Participants
  model: EventModel
  odds: OddsTable
  rtp: RtpTable
  betting_closes_at: Date
  starts_at: Date
  ends_at: Date
  status: 'open' | 'live' | 'finished' | 'void'
  result: EventResult | null
  finished_at: Date | null
  chain_index: number
  commitment: string
  link: string
}

const EVENT_COLUMNS = `e.id, e.name, e.season, e.matchday, e.participants, e.model, e.odds, e.rtp, e.betting_closes_at, e.starts_at,
  e.ends_at, e.status, e.result, e.finished_at, e.chain_index, c.commitment, e.link`

/** Decimal odds with two places, from hundredths. */
export const decimalOdds = (oddsX100: number) => oddsX100 / 100

/** An event's markets with names, at the odds stored with it (only the markets asked for, when `markets` is given). */
function marketsOf(game: SportsGame, row: EventRow, markets: ReadonlySet<MarketCode> | null) {
  return priceEvent(game, row)
    .filter((market) => !markets || markets.has(market.market))
    .map((market) => ({
      market: market.market,
      name: market.name,
      selections: market.selections
        .filter((selection) => row.odds[selection.code] !== undefined)
        .map((selection) => ({
          selectionId: selectionId(row.id, selection.code),
          name: selection.name,
          odds: decimalOdds(row.odds[selection.code]!),
        })),
    }))
}

function eventSummary(game: SportsGame, row: EventRow, nowMs: number, markets: ReadonlySet<MarketCode> | null) {
  const over = row.status === 'finished' || row.status === 'void'
  return {
    eventId: Number(row.id),
    startsAt: row.starts_at.toISOString(),
    bettingClosesAt: row.betting_closes_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: shownStatus(row.status, row.betting_closes_at, nowMs),
    name: row.name,
    ...(row.season === null ? {} : { season: row.season, matchday: row.matchday }),
    participants: row.participants,
    fairness: { commitment: row.commitment, chainIndex: row.chain_index, ...(over ? { link: row.link } : {}) },
    ...(row.status === 'open' ? {} : { result: row.result }),
    markets: marketsOf(game, row, markets),
  }
}

/**
 * A game's upcoming and live events in start order, and the instant this answer next changes: the
 * earliest cut-off, start or end still ahead (new events are scheduled when one starts), or soon
 * when one is already due and not moved yet.
 */
export async function upcomingEvents(db: Queryable, game: SportsGame, nowMs: number, markets: ReadonlySet<MarketCode> | null) {
  const { rows } = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from sports_events e join sports_chains c on c.id = e.chain_id
      where e.game = $1 and e.status in ('open', 'live') order by e.starts_at, e.id`,
    [game.slug],
  )
  const changesAtMs = nextChangeMs(rows, (row) => row.starts_at, nowMs)
  return { events: rows.map((row) => eventSummary(game, row, nowMs, markets)), changesAtMs }
}

/** A game's finished and void events, newest first, with their results and what verifies them (the link, revealed). */
export async function eventResults(db: Queryable, game: SportsGame, limit: number) {
  const { rows } = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from sports_events e join sports_chains c on c.id = e.chain_id
      where e.game = $1 and e.status in ('finished', 'void') order by e.starts_at desc, e.id desc limit $2`,
    [game.slug, limit],
  )
  return rows.map((row) => ({
    eventId: Number(row.id),
    name: row.name,
    ...(row.season === null ? {} : { season: row.season, matchday: row.matchday }),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: row.status,
    participants: row.participants,
    result: row.result,
    fairness: { commitment: row.commitment, chainIndex: row.chain_index, link: row.link },
    model: row.model,
    rtp: row.rtp,
    odds: Object.fromEntries(Object.entries(row.odds).map(([code, oddsX100]) => [code, decimalOdds(oddsX100)])),
  }))
}

/**
 * One event in any status, with its markets: for the slip to re-check a selection, Check Bet's
 * names and /fairness. Once it is over it also shows its link and the link it hashes to (the
 * previous event's of the chain, or the chain's commitment for the first).
 */
export async function eventDetails(db: Queryable, game: SportsGame, eventId: number, nowMs: number) {
  const { rows } = await db.query<EventRow & { chain_length: number; previous_link: string | null }>(
    `select ${EVENT_COLUMNS}, c.length as chain_length,
            (select p.link from sports_events p where p.chain_id = e.chain_id and p.chain_index = e.chain_index - 1) as previous_link
       from sports_events e join sports_chains c on c.id = e.chain_id
      where e.id = $1 and e.game = $2`,
    [eventId, game.slug],
  )
  const row = rows[0]
  if (!row) return null
  const over = row.status === 'finished' || row.status === 'void'
  const summary = eventSummary(game, row, nowMs, null)
  return {
    ...summary,
    finishedAt: row.finished_at?.toISOString() ?? null,
    model: row.model,
    rtp: row.rtp,
    fairness: {
      ...summary.fairness,
      chainLength: row.chain_length,
      // Races: what the field was drawn from, for verifyRaceField.
      ...(game.kind === 'football' ? {} : { field: (row.participants as RaceParticipants).field }),
      ...(over ? { hashesTo: row.chain_index === 1 ? row.commitment : row.previous_link } : {}),
    },
  }
}

type TableRow = {
  club: string
  short: string
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
  points: number
  form: string[]
}

/**
 * The league table of the current season (the one of the newest match that has kicked off, else the
 * first scheduled): 3 points a win, 1 a draw, ordered by points, goal difference, goals scored, then
 * name. Void matches do not count. `matchday` is the last matchday whose matches are all over.
 */
export async function leagueTable(db: Queryable, game: FootballGame) {
  const { rows } = await db.query<{
    season: number
    matchday: number
    status: string
    participants: FootballParticipants
    result: FootballResult | null
  }>(
    `with current as (
       select coalesce(
         (select season from sports_events where game = $1 and status <> 'open' order by starts_at desc, id desc limit 1),
         (select season from sports_events where game = $1 order by starts_at, id limit 1)) as season
     )
     select e.season, e.matchday, e.status, e.participants, e.result
       from sports_events e, current
      where e.game = $1 and e.season = current.season
      order by e.matchday, e.id`,
    [game.slug],
  )
  const season = rows[0]?.season ?? 1
  const table = new Map<string, TableRow>(
    game.clubs.map((club) => [
      club.name,
      { club: club.name, short: club.short, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0, form: [] },
    ]),
  )
  const record = (club: string, scored: number, conceded: number) => {
    const row = table.get(club)
    if (!row) return
    row.played += 1
    row.goalsFor += scored
    row.goalsAgainst += conceded
    const outcome = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L'
    if (outcome === 'W') row.won += 1
    else if (outcome === 'D') row.drawn += 1
    else row.lost += 1
    row.points += outcome === 'W' ? 3 : outcome === 'D' ? 1 : 0
    row.form.unshift(outcome)
  }
  let matchday = 0
  const pendingMatchdays = new Set(rows.filter((row) => row.status === 'open' || row.status === 'live').map((row) => row.matchday))
  for (const row of rows) {
    if (row.status === 'finished' && row.result) {
      record(row.participants.home.name, row.result.home, row.result.away)
      record(row.participants.away.name, row.result.away, row.result.home)
    }
    if ((row.status === 'finished' || row.status === 'void') && !pendingMatchdays.has(row.matchday))
      matchday = Math.max(matchday, row.matchday)
  }
  const ordered = [...table.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      a.club.localeCompare(b.club),
  )
  return {
    season,
    matchday,
    matchdays: doubleRoundRobin(game.clubs.length).length,
    rows: ordered.map((row, at) => ({ position: at + 1, ...row, form: row.form.slice(0, 5) })),
  }
}
