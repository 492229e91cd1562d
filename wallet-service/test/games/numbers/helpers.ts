import type { Pool } from '../../../src/db/pool.ts'
import { NumberDrawRunner } from '../../../src/games/numbers/draws/runner.ts'
import { numberSettings } from '../../../src/games/numbers/draws/settings.ts'
import type { DrawSettlement } from '../../../src/games/numbers/draws/settlement.ts'
import type { NumberGameDefinition } from '../../../src/games/numbers/definition-type.ts'
import { NUMBER_GAMES, numberGamesOf } from '../../../src/games/numbers/games.ts'
import { numberGamesInForce } from '../../../src/games/numbers/registry-entries.ts'
import type { Clock } from '../../../src/time/clock.ts'
import { ScheduledRunnerCases, scheduledRows, testRunnerServices } from '../../support/scheduled.ts'
import type { RunnerOptions, ScheduledRow, TestDatabase } from '../../support/scheduled.ts'

/** The draws' table as the tests read it (support/scheduled.ts). */
const DRAWS = { rows: 'number_draws', chains: 'number_chains', playsAt: 'draws_at' } as const

/** The built-in games with their settings resolved from a NUMBER_GAME_SETTINGS value, as the service's registry holds them. */
export const resolvedSettings = (overrides: Record<string, unknown> = {}) =>
  numberGamesOf(
    numberGamesInForce(NUMBER_GAMES, numberSettings.parse({ NUMBER_GAME_SETTINGS: JSON.stringify(overrides) }).NUMBER_GAME_SETTINGS),
  )

type Options = RunnerOptions<ReturnType<typeof resolvedSettings>>

/** A settlement hook that records every call, so a test sees each draw settled (or voided) once and in order. */
export function recordingSettlement(): DrawSettlement & { settled: number[]; voided: number[] } {
  const settled: number[] = []
  const voided: number[] = []
  return {
    settled,
    voided,
    settle: async (drawId) => void settled.push(drawId),
    void: async (drawId) => void voided.push(drawId),
  }
}

/** A game's draw runner on a test's database and clock, at the settings in force unless `options` give others. */
export function runnerFor(
  database: TestDatabase,
  game: NumberGameDefinition,
  clock: Clock,
  settlement: DrawSettlement,
  options: Options = {},
) {
  const inForce = (options.settings ?? resolvedSettings()).find(game.slug)!
  return new NumberDrawRunner(inForce, inForce.settings, settlement, testRunnerServices(database, clock, options.lateVoidMs))
}

export type DrawRow = ScheduledRow & {
  number: number
  game: string
  draws_at: Date
  drawn: number[] | null
  liability_kobo: string
  staked_kobo: string
  bet_count: number
  liability_by_number: string[] | null
}

export const drawsOf = (pool: Pool, game: string) => scheduledRows<DrawRow>(pool, DRAWS, game)

/** The scheduled families' shared runner cases (support/scheduled.ts) on the draws runner. */
export const drawRunnerCases = new ScheduledRunnerCases(runnerFor, drawsOf, recordingSettlement, {
  ...DRAWS,
  playing: 'drawing',
  outcome: 'drawn',
})
