import type { Pool } from '../../../src/db/pool.ts'
import type { Queryable } from '../../../src/db/queryable.ts'
import type { ScheduledSettlement } from '../../../src/games/scheduled/runner.ts'
import type { EventSettlement } from '../../../src/games/virtual-sports/bets/settlement.ts'
import { betsSettlement } from '../../../src/games/virtual-sports/events/settlement.ts'
import { SportsRunner } from '../../../src/games/virtual-sports/events/runner.ts'
import type { SportsGame } from '../../../src/games/virtual-sports/definition-type.ts'
import { settingsOf } from '../../../src/games/virtual-sports/settings-of.ts'
import { sportsSettings } from '../../../src/games/virtual-sports/events/settings.ts'
import { systemClock, type Clock } from '../../../src/time/clock.ts'
import { ScheduledRunnerCases, scheduledRows, testRunnerServices } from '../../support/scheduled.ts'
import type { RunnerOptions, ScheduledRow, TestDatabase } from '../../support/scheduled.ts'

/** The events' table as the tests read it (support/scheduled.ts). */
const EVENTS = { rows: 'sports_events', chains: 'sports_chains', playsAt: 'starts_at' } as const

/** The games' settings resolved from a SPORTS_GAME_SETTINGS value, as the service reads them. */
export const resolvedSettings = (overrides: Record<string, unknown> = {}) =>
  sportsSettings.parse({ SPORTS_GAME_SETTINGS: JSON.stringify(overrides) })

type Options = RunnerOptions<ReturnType<typeof resolvedSettings>>

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

/** A game's event runner on a test's database and clock, at the settings in force unless `options` give others. */
export function runnerFor(database: TestDatabase, game: SportsGame, clock: Clock, settlement: ScheduledSettlement, options: Options = {}) {
  const settings = settingsOf(options.settings ?? resolvedSettings(), game)
  return new SportsRunner(game, settings, settlement, testRunnerServices(database, clock, options.lateVoidMs))
}

export type EventRow = ScheduledRow & {
  number: number
  season: number | null
  matchday: number | null
  name: string
  participants: Record<string, unknown>
  model: Record<string, unknown>
  odds: Record<string, number>
  rtp: Record<string, number>
  starts_at: Date
  result: Record<string, unknown> | null
}

export const eventsOf = (pool: Pool, game: string) => scheduledRows<EventRow>(pool, EVENTS, game)

/** The scheduled families' shared runner cases (support/scheduled.ts) on the events runner. */
export const eventRunnerCases = new ScheduledRunnerCases(runnerFor, eventsOf, recordingSettlement, {
  ...EVENTS,
  playing: 'live',
  outcome: 'result',
})
