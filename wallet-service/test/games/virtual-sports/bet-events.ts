import { randomBytes } from 'node:crypto'
import {
  footballModel,
  priceFootball,
  priceRace,
  selectionId,
  type FootballMarket,
  type FootballResult,
  type RaceMarket,
  type RaceResult,
} from '@9ja/virtual-sports'
import type { Queryable } from '../../../src/db/queryable.ts'
import { oddsTable } from '../../../src/games/virtual-sports/events/model.ts'

/**
 * Sports events written straight to the database with the contract's columns (sports_events, 0014),
 * so the bets' tests construct the events and results they settle against, with odds priced by
 * @9ja/virtual-sports exactly as the events runner prices them.
 */

const FOOTBALL_RTP: Record<FootballMarket, number> = {
  '1x2': 9200,
  dc: 9300,
  'ou1.5': 9300,
  'ou2.5': 9300,
  'ou3.5': 9300,
  btts: 9200,
  cs: 8800,
  ht: 9000,
}
const RACE_RTP: Record<RaceMarket, number> = { win: 9200, place: 9200, fc: 9000, tc: 8800 }

export type TestEvent = { id: number; name: string; odds: Record<string, number>; selection: (code: string) => string }

let chainIndex = 0

async function chainOf(db: Queryable, game: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into sports_chains (game, seed, commitment, length) values ($1, $2, $3, 1000000) returning id`,
    [game, randomBytes(32).toString('hex'), randomBytes(32).toString('hex')],
  )
  return rows[0]!.id
}

/** Betting closes this long from now (negative: it has closed); the start is 10 s after, the end 45 s after that. */
type EventTiming = { closesInMs?: number }

async function insertEvent(
  db: Queryable,
  game: string,
  name: string,
  participants: unknown,
  model: unknown,
  odds: Record<string, number>,
  rtp: Record<string, number>,
  { closesInMs = 3_600_000 }: EventTiming,
): Promise<TestEvent> {
  const chainId = await chainOf(db, game)
  // The game's next number is read in the insert; two tests' inserts at once may read the same one,
  // and the unique key refuses the second: it takes the next.
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await db.query<{ id: string }>(
        `insert into sports_events (game, number, chain_id, chain_index, link, name, participants, model, odds, rtp, betting_closes_at, starts_at, ends_at, status)
         values ($1, (select coalesce(max(number), 0) + 1 from sports_events where game = $1), $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10::double precision / 1000),
                 now() + make_interval(secs => ($10::double precision + 10000) / 1000), now() + make_interval(secs => ($10::double precision + 55000) / 1000), 'open')
         returning id`,
        [game, chainId, ++chainIndex, randomBytes(32).toString('hex'), name, participants, model, odds, rtp, closesInMs],
      )
      const id = Number(rows[0]!.id)
      return { id, name, odds, selection: (code) => selectionId(id, code) }
    } catch (error) {
      if ((error as { constraint?: string }).constraint !== 'sports_events_game_number' || attempt === 10) throw error
    }
  }
}

/** A football match between two evenly rated clubs (every market offered), taking bets for an hour unless told. */
export async function createFootballEvent(db: Queryable, timing: EventTiming = {}): Promise<TestEvent> {
  const home = { name: 'Lagos Lions', short: 'LAG', attack: 1.1, defence: 1.0 }
  const away = { name: 'Kano Camels', short: 'KAN', attack: 1.0, defence: 1.0 }
  const model = footballModel(home, away)
  const odds = oddsTable(priceFootball(model, FOOTBALL_RTP, { home: home.name, away: away.name }))
  const participants = { home: { name: home.name, short: home.short, form: [] }, away: { name: away.name, short: away.short, form: [] } }
  return insertEvent(db, 'virtual-football', `${home.name} v ${away.name}`, participants, model, odds, FOOTBALL_RTP, timing)
}

/** A race of `fieldSize` runners of close strengths (every forecast and tricast offered). */
export async function createRaceEvent(db: Queryable, fieldSize: number, timing: EventTiming = {}): Promise<TestEvent> {
  const strengths = Array.from({ length: fieldSize }, (_, index) => 60 + (index % 3) * 10)
  const names = strengths.map((_, index) => `Runner ${index + 1}`)
  const odds = oddsTable(priceRace({ strengths }, RACE_RTP, names))
  const participants = { runners: names.map((name, index) => ({ number: index + 1, name, colour: '#ffffff', form: [] })) }
  return insertEvent(db, 'horse-race', `Race ${chainIndex + 1}`, participants, { strengths }, odds, RACE_RTP, timing)
}

/** The event starts: its result is drawn and shown (the animation plays it), as the runner does. */
export async function startEvent(db: Queryable, eventId: number, result: FootballResult | RaceResult): Promise<void> {
  await db.query(`update sports_events set status = 'live', result = $2 where id = $1`, [eventId, result])
}

/** The event starts and finishes with this result. */
export async function finishEvent(db: Queryable, eventId: number, result: FootballResult | RaceResult): Promise<void> {
  await startEvent(db, eventId, result)
  await db.query(`update sports_events set status = 'finished', finished_at = now() where id = $1`, [eventId])
}

export async function voidEvent(db: Queryable, eventId: number): Promise<void> {
  await db.query(`update sports_events set status = 'void', finished_at = now() where id = $1`, [eventId])
}

/** A football result with its goals in order (home goals first in each half, as many as the half-time score says). */
export function footballResult(home: number, away: number, htHome: number, htAway: number): FootballResult {
  const goals = [
    ...Array.from({ length: htHome }, (_, i) => ({ minute: 10 + i, side: 'home' as const })),
    ...Array.from({ length: htAway }, (_, i) => ({ minute: 30 + i, side: 'away' as const })),
    ...Array.from({ length: home - htHome }, (_, i) => ({ minute: 50 + i, side: 'home' as const })),
    ...Array.from({ length: away - htAway }, (_, i) => ({ minute: 70 + i, side: 'away' as const })),
  ]
  return { home, away, htHome, htAway, goals }
}

export const raceResult = (order: number[]): RaceResult => ({ order, times: order.map((_, position) => 30_000 + position * 400) })
