import type { FootballResult, RaceResult } from '@9ja/virtual-sports'
import type { Pool } from '../../../db/pool.ts'
import type { Queryable } from '../../../db/queryable.ts'
import type { ChainLinks, ChainLinkUse } from '../../fairness/hash-chain.ts'
import type { SportsGame } from '../definition-type.ts'
import {
  drawResult,
  footballFixture,
  oddsTable,
  priceEvent,
  raceFixture,
  rtpTable,
  type EventModel,
  type FootballParticipants,
  type Participants,
  type RaceParticipants,
} from './model.ts'
import { nextStartMs } from '../../scheduled/schedule.ts'
import type { ScheduledTable } from '../../scheduled/store.ts'
import { doubleRoundRobin, nextMatchday } from './schedule.ts'
import type { SportsGameSettings } from './game-settings.ts'

/**
 * The writes of a game's event loop, each conditional on the event's committed status, so a runner
 * that takes over (or runs a step twice) changes nothing already done.
 */

/** The events' table as the scheduled games' loop knows it (../../scheduled/store.ts). */
export const SPORTS_EVENTS: ScheduledTable = { table: 'sports_events', playsAt: 'starts_at', playing: 'live' }

/** Results of this many recent events are read to show form: five matchdays of the league, or forty races. */
const FORM_LENGTH = 5
const RACES_READ_FOR_FORM = 40

/** An event about to be scheduled: when, and for football which fixture of which matchday. */
type Slot = { startsAtMs: number; season: number | null; matchday: number | null; fixture: [number, number] | null }

/** The next slots of a game: football one matchday (all its fixtures at one kick-off), races one race. */
function nextSlots(game: SportsGame, settings: SportsGameSettings, last: Omit<Slot, 'fixture'> | null, nowMs: number): Slot[] {
  const startsAtMs = nextStartMs(last?.startsAtMs ?? null, nowMs, settings)
  if (game.kind === 'race') return [{ startsAtMs, season: null, matchday: null, fixture: null }]
  const fixtures = doubleRoundRobin(game.clubs.length)
  const previous = last && last.season !== null && last.matchday !== null ? { season: last.season, matchday: last.matchday } : null
  const { season, matchday } = nextMatchday(previous, fixtures.length)
  return fixtures[matchday - 1]!.map((fixture) => ({ startsAtMs, season, matchday, fixture }))
}

/**
 * An event's name, participants and model: the fixture's clubs, or the race's field drawn from the
 * chain's public stream. A race is named by its number among the game's own events, not its id (the
 * ids are shared by every game, so a game's own skip).
 */
function eventInputs(game: SportsGame, settings: SportsGameSettings, slot: Slot, number: number, link: ChainLinkUse) {
  if (game.kind === 'football') {
    const [home, away] = slot.fixture!
    return footballFixture(game, home, away)
  }
  const fieldSizes = 'fieldSizes' in settings ? settings.fieldSizes : []
  return { name: `Race ${number}`, ...raceFixture(game, fieldSizes, link.commitment, link.chainIndex) }
}

/**
 * Schedules the game's events until `eventsAhead` events (races) or matchdays (football) are open,
 * each on the next links of the game's chain, priced at the RTP in force. One transaction: the
 * chain's links are taken and the events written together, or neither. Returns how many it wrote.
 */
export async function scheduleAhead(
  pool: Pool,
  links: ChainLinks,
  game: SportsGame,
  settings: SportsGameSettings,
  nowMs: number,
): Promise<number> {
  await links.prepare(pool, game.slug, settings.chainLength)
  const client = await pool.connect()
  try {
    await client.query('begin')
    const { rows } = await client.query<{
      ahead: number
      last_number: number
      starts_at: Date | null
      season: number | null
      matchday: number | null
    }>(
      `select (select count(distinct starts_at)::int from sports_events where game = $1 and status = 'open') as ahead,
              (select coalesce(max(number), 0) from sports_events where game = $1) as last_number,
              last.starts_at, last.season, last.matchday
         from (select 1) one
         left join lateral (select starts_at, season, matchday from sports_events where game = $1 order by starts_at desc, id desc limit 1) last on true`,
      [game.slug],
    )
    const state = rows[0]!
    let last = state.starts_at ? { startsAtMs: state.starts_at.getTime(), season: state.season, matchday: state.matchday } : null
    const slots: Slot[] = []
    for (let ahead = state.ahead; ahead < settings.eventsAhead; ahead++) {
      const next = nextSlots(game, settings, last, nowMs)
      slots.push(...next)
      last = next[0]!
    }
    if (slots.length > 0) {
      const taken = await links.take(client, game.slug, settings.chainLength, slots.length)
      const ids = (
        await client.query<{ id: string }>(`select nextval('sports_events_id_seq')::text as id from generate_series(1, $1)`, [slots.length])
      ).rows.map((row) => row.id)
      const rtp = rtpTable(settings)
      const events = slots.map((slot, at) => {
        const link = taken[at]!
        // Numbered on from the game's last event: this loop alone schedules the game (its advisory lock).
        const number = state.last_number + at + 1
        const { name, participants, model } = eventInputs(game, settings, slot, number, link)
        return {
          id: ids[at],
          number,
          chain_id: link.chainId,
          chain_index: link.chainIndex,
          link: link.link,
          season: slot.season,
          matchday: slot.matchday,
          name,
          participants,
          model,
          odds: oddsTable(priceEvent(game, { model, rtp, participants })),
          rtp,
          betting_closes_at: new Date(slot.startsAtMs - settings.bettingClosesBeforeMs).toISOString(),
          starts_at: new Date(slot.startsAtMs).toISOString(),
          ends_at: new Date(slot.startsAtMs + settings.playMs).toISOString(),
        }
      })
      await client.query(
        `insert into sports_events (id, number, game, chain_id, chain_index, link, season, matchday, name, participants, model, odds, rtp,
                                    betting_closes_at, starts_at, ends_at, status)
         select e.id, e.number, $1, e.chain_id, e.chain_index, e.link, e.season, e.matchday, e.name, e.participants, e.model, e.odds,
                e.rtp, e.betting_closes_at, e.starts_at, e.ends_at, 'open'
           from jsonb_to_recordset($2::jsonb) as e(id bigint, number integer, chain_id bigint, chain_index integer, link text, season integer,
                matchday integer, name text, participants jsonb, model jsonb, odds jsonb, rtp jsonb, betting_closes_at timestamptz,
                starts_at timestamptz, ends_at timestamptz)`,
        [game.slug, JSON.stringify(events)],
      )
      await refreshForm(client, game)
    }
    await client.query('commit')
    return slots.length
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** Starts the open events whose start has come: each result drawn from its link, and the event live with it. */
export async function startDueEvents(db: Queryable, game: SportsGame, nowMs: number): Promise<number> {
  const { rows } = await db.query<{ id: string; link: string; chain_index: number; model: EventModel }>(
    `select id, link, chain_index, model from sports_events where game = $1 and status = 'open' and starts_at <= $2 order by id`,
    [game.slug, new Date(nowMs)],
  )
  if (rows.length === 0) return 0
  const results = rows.map((row) => JSON.stringify(drawResult(game, { link: row.link, chainIndex: row.chain_index, model: row.model })))
  const { rowCount } = await db.query(
    `update sports_events e set status = 'live', result = drawn.result
       from unnest($1::bigint[], $2::jsonb[]) as drawn(id, result)
      where e.id = drawn.id and e.status = 'open'`,
    [rows.map((row) => row.id), results],
  )
  return rowCount ?? 0
}

/**
 * Re-prices the events still taking bets that were priced at another RTP than the one in force (the
 * settings changed across a restart): their odds follow the settings from now on; bets already
 * placed keep the odds they were placed at. Returns how many were re-priced.
 */
export async function repriceOpenEvents(db: Queryable, game: SportsGame, settings: SportsGameSettings, nowMs: number): Promise<number> {
  const rtp = rtpTable(settings)
  const { rows } = await db.query<{ id: string; model: EventModel; participants: Participants }>(
    `select id, model, participants from sports_events
      where game = $1 and status = 'open' and betting_closes_at > $2 and rtp <> $3::jsonb order by id`,
    [game.slug, new Date(nowMs), JSON.stringify(rtp)],
  )
  if (rows.length === 0) return 0
  const odds = rows.map((row) => JSON.stringify(oddsTable(priceEvent(game, { model: row.model, rtp, participants: row.participants }))))
  const { rowCount } = await db.query(
    `update sports_events e set odds = priced.odds, rtp = $3::jsonb
       from unnest($1::bigint[], $2::jsonb[]) as priced(id, odds)
      where e.id = priced.id and e.status = 'open'`,
    [rows.map((row) => row.id), odds, JSON.stringify(rtp)],
  )
  return rowCount ?? 0
}

/** A club's last league results, newest first, from finished matches (newest first). */
export function footballForm(finished: { participants: FootballParticipants; result: FootballResult }[]): Map<string, string[]> {
  const form = new Map<string, string[]>()
  const add = (club: string, outcome: string) => {
    const list = form.get(club) ?? []
    if (list.length < FORM_LENGTH) list.push(outcome)
    form.set(club, list)
  }
  for (const { participants, result } of finished) {
    add(participants.home.name, result.home > result.away ? 'W' : result.home === result.away ? 'D' : 'L')
    add(participants.away.name, result.away > result.home ? 'W' : result.home === result.away ? 'D' : 'L')
  }
  return form
}

/** A roster runner's last finishing positions, newest first, from finished races (newest first). */
export function raceForm(finished: { participants: RaceParticipants; result: RaceResult }[]): Map<number, number[]> {
  const form = new Map<number, number[]>()
  for (const { participants, result } of finished) {
    result.order.forEach((runnerNumber, position) => {
      const runner = participants.runners[runnerNumber - 1]!
      const list = form.get(runner.rosterIndex) ?? []
      if (list.length < FORM_LENGTH) list.push(position + 1)
      form.set(runner.rosterIndex, list)
    })
  }
  return form
}

/**
 * Writes the current form into the participants of the game's open events (form is shown, never
 * priced), after new events are scheduled and after events finish.
 */
export async function refreshForm(db: Queryable, game: SportsGame): Promise<void> {
  const perMatchday = game.kind === 'football' ? game.clubs.length / 2 : 1
  const { rows: finished } = await db.query<{ participants: Participants; result: FootballResult | RaceResult }>(
    `select participants, result from sports_events where game = $1 and status = 'finished' order by starts_at desc, id desc limit $2`,
    [game.slug, game.kind === 'football' ? FORM_LENGTH * perMatchday : RACES_READ_FOR_FORM],
  )
  const { rows: open } = await db.query<{ id: string; participants: Participants }>(
    `select id, participants from sports_events where game = $1 and status = 'open'`,
    [game.slug],
  )
  if (open.length === 0) return
  const updated = open.map((event) => {
    if (game.kind === 'football') {
      const form = footballForm(finished as { participants: FootballParticipants; result: FootballResult }[])
      const { home, away } = event.participants as FootballParticipants
      return {
        ...event,
        participants: { home: { ...home, form: form.get(home.name) ?? [] }, away: { ...away, form: form.get(away.name) ?? [] } },
      }
    }
    const form = raceForm(finished as { participants: RaceParticipants; result: RaceResult }[])
    const { runners } = event.participants as RaceParticipants
    return {
      ...event,
      participants: { ...event.participants, runners: runners.map((runner) => ({ ...runner, form: form.get(runner.rosterIndex) ?? [] })) },
    }
  })
  await db.query(
    `update sports_events e set participants = shown.participants
       from unnest($1::bigint[], $2::jsonb[]) as shown(id, participants)
      where e.id = shown.id and e.status = 'open' and e.participants is distinct from shown.participants`,
    [updated.map((event) => event.id), updated.map((event) => JSON.stringify(event.participants))],
  )
}
