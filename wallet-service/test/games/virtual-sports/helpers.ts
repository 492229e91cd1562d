import { chainLinkAfter } from '@9ja/fairness/node'
import type { Pool } from '../../../src/db/pool.ts'
import type { Queryable } from '../../../src/db/queryable.ts'
import { betsSettlement } from '../../../src/games/virtual-sports/events/settlement.ts'
import { SportsRunner } from '../../../src/games/virtual-sports/events/runner.ts'
import type { SportsGame } from '../../../src/games/virtual-sports/definition-type.ts'
import { settingsOf } from '../../../src/games/virtual-sports/settings-of.ts'
import { sportsSettings } from '../../../src/games/virtual-sports/events/settings.ts'
import type { EventSettlement } from '../../../src/games/virtual-sports/bets/settlement.ts'
import type { ManualClock } from '../../support/manual-clock.ts'
import { testRunnerServices, type TestDatabase } from '../../support/scheduled.ts'
import { systemClock } from '../../../src/time/clock.ts'

/** The games' settings resolved from a SPORTS_GAME_SETTINGS value, as the service reads them. */
export const resolvedSettings = (overrides: Record<string, unknown> = {}) =>
  sportsSettings.parse({ SPORTS_GAME_SETTINGS: JSON.stringify(overrides) })

/** The runner's settlement (the bets' own), recording every call so a test sees each event settled once. */
export function recordingSettlement(db: Queryable): EventSettlement & { settled: number[]; voided: number[] } {
  const settlement = betsSettlement(db, systemClock)
  const settled: number[] = []
  const voided: number[] = []
  return {
    settled,
    voided,
    settle: async (eventId) => {
      settled.push(eventId)
      return settlement.settle(eventId)
    },
    void: async (eventId) => {
      voided.push(eventId)
      return settlement.void(eventId)
    },
  }
}

export function runnerFor(
  database: TestDatabase,
  game: SportsGame,
  clock: ManualClock,
  settlement: EventSettlement,
  options: { settings?: ReturnType<typeof resolvedSettings>; lateVoidMs?: number } = {},
) {
  const settings = settingsOf(options.settings ?? resolvedSettings(), game)
  return new SportsRunner(game, settings, settlement, testRunnerServices(database, clock, options.lateVoidMs))
}

/** Hashes `link` `times` times (an event's link hashes chain-index times to its chain's commitment). */
export function hashTimes(link: string, times: number): string {
  let hashed = link
  for (let at = 0; at < times; at++) hashed = chainLinkAfter(hashed)
  return hashed
}

export type EventRow = {
  id: string
  number: number
  chain_index: number
  link: string
  commitment: string
  season: number | null
  matchday: number | null
  name: string
  participants: Record<string, unknown>
  model: Record<string, unknown>
  odds: Record<string, number>
  rtp: Record<string, number>
  betting_closes_at: Date
  starts_at: Date
  ends_at: Date
  status: string
  result: Record<string, unknown> | null
  finished_at: Date | null
  settled_at: Date | null
}

export async function eventsOf(pool: Pool, game: string): Promise<EventRow[]> {
  const { rows } = await pool.query<EventRow>(
    `select e.*, c.commitment from sports_events e join sports_chains c on c.id = e.chain_id where e.game = $1 order by e.starts_at, e.id`,
    [game],
  )
  return rows
}
