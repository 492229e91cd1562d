import type { Pool } from '../../../src/db/pool.ts'
import { NumberDrawRunner } from '../../../src/games/numbers/draws/runner.ts'
import { numberSettings } from '../../../src/games/numbers/draws/settings.ts'
import type { DrawSettlement } from '../../../src/games/numbers/draws/settlement.ts'
import type { NumberGame } from '../../../src/games/numbers/definition-type.ts'
import { settingsOf } from '../../../src/games/numbers/games.ts'
import type { ManualClock } from '../../support/manual-clock.ts'
import { testRunnerServices, type TestDatabase } from '../../support/scheduled.ts'

/** The games' settings resolved from a NUMBER_GAME_SETTINGS value, as the service reads them. */
export const resolvedSettings = (overrides: Record<string, unknown> = {}) =>
  numberSettings.parse({ NUMBER_GAME_SETTINGS: JSON.stringify(overrides) })

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

export function runnerFor(
  database: TestDatabase,
  game: NumberGame,
  clock: ManualClock,
  settlement: DrawSettlement,
  options: { settings?: ReturnType<typeof resolvedSettings>; lateVoidMs?: number } = {},
) {
  const settings = settingsOf(options.settings ?? resolvedSettings(), game)
  return new NumberDrawRunner(game, settings, settlement, testRunnerServices(database, clock, options.lateVoidMs))
}

export type DrawRow = {
  id: string
  number: number
  game: string
  chain_index: number
  link: string
  commitment: string
  betting_closes_at: Date
  draws_at: Date
  ends_at: Date
  status: string
  drawn: number[] | null
  finished_at: Date | null
  settled_at: Date | null
  liability_kobo: string
  staked_kobo: string
  bet_count: number
  liability_by_number: string[] | null
}

export async function drawsOf(pool: Pool, game: string): Promise<DrawRow[]> {
  const { rows } = await pool.query<DrawRow>(
    `select d.*, c.commitment from number_draws d join number_chains c on c.id = d.chain_id where d.game = $1 order by d.draws_at, d.id`,
    [game],
  )
  return rows
}
