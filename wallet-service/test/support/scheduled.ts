import { pino } from 'pino'
import { expect } from 'vitest'
import type { Pool } from '../../src/db/pool.ts'
import type { RunnerServices } from '../../src/games/scheduled/runner.ts'
import type { Clock } from '../../src/time/clock.ts'

/** A scheduled event's or draw's instants as its table stores them. */
export type ScheduledInstants = { startsAt: Date; closesAt: Date; endsAt: Date }

/**
 * Checks rows a runner scheduled at `nowMs` against their game's cadence: the first on the game's
 * grid (offsetMs plus whole intervals since the epoch), the first whose betting is still open, the
 * others one interval apart, each closing and ending as the settings say. Answers the first start.
 */
export function expectOnGrid(
  rows: readonly ScheduledInstants[],
  cadence: { intervalMs: number; offsetMs: number; bettingClosesBeforeMs: number; playMs: number },
  nowMs: number,
): number {
  const first = rows[0]!.startsAt.getTime()
  expect((first - cadence.offsetMs) % cadence.intervalMs).toBe(0)
  expect(first - cadence.bettingClosesBeforeMs).toBeGreaterThan(nowMs)
  expect(first - cadence.bettingClosesBeforeMs - nowMs).toBeLessThanOrEqual(cadence.intervalMs)
  for (const [at, row] of rows.entries()) {
    expect(row.startsAt.getTime()).toBe(first + at * cadence.intervalMs)
    expect(row.closesAt.getTime()).toBe(row.startsAt.getTime() - cadence.bettingClosesBeforeMs)
    expect(row.endsAt.getTime()).toBe(row.startsAt.getTime() + cadence.playMs)
  }
  return first
}

/** A test's own database (support/database.ts), as a runner reaches it. */
export type TestDatabase = { pool: Pool; url: string }

/** A runner's services in a test: its database and clock, a silent logger, and lock retries out of the test's way. */
export function testRunnerServices(database: TestDatabase, clock: Clock, lateVoidMs = 600_000): RunnerServices {
  const timings = { leaderRetryMs: 10_000, lateVoidMs }
  return { pool: database.pool, connectionString: database.url, clock, logger: pino({ level: 'silent' }), timings }
}
